/**
 * LISTEN on a PostgreSQL channel over a connection of its own (the pool's connections come and
 * go), reconnecting after a second when it is lost. `onNotify` runs for each notification and
 * once after every (re)connect, so a listener catches up on what it missed meanwhile.
 */
import pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

const RETRY_MS = 1000;

export function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  connectTimeoutMs: number,
): Listener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(), RETRY_MS);
    timer.unref();
  };

  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    });
    // A lost connection emits 'error' and then 'end': the 'end' reconnects.
    candidate.on('error', () => {});
    candidate.on('notification', () => onNotify());
    candidate.once('end', () => {
      if (client === candidate) client = null;
      retry();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
      if (closed) {
        await candidate.end();
        return;
      }
      client = candidate;
      onNotify();
    } catch {
      candidate.removeAllListeners('end');
      await candidate.end().catch(() => {});
      retry();
    }
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      if (!open) return;
      // A stalled connection never answers the goodbye: wait as long as a connect may take,
      // then drop its socket, so closing the server never hangs on it.
      const ended = open.end().catch(() => {});
      let wait: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        wait = setTimeout(resolve, connectTimeoutMs);
        wait.unref();
      });
      await Promise.race([ended, gaveUp]);
      clearTimeout(wait);
      (
        open as unknown as { connection?: { stream?: { destroy(): void } } }
      ).connection?.stream?.destroy();
    },
  };
}
