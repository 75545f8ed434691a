/** A Server-Sent Events reader for tests: fetch's stream, parsed as EventSource would. */

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  /** Every message so far, in order. */
  messages: SseMessage[];
  /** The first message from index `from` on that matches, waiting up to `timeoutMs`. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number, from?: number): Promise<SseMessage>;
  close(): void;
}

/** Opens `url` as an event stream; answers once the headers came. */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  if (res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') id = value;
              else if (field === 'event') event = value;
              else if (field === 'data') data.push(value);
            }
            if (data.length === 0) continue;
            messages.push({ id, event, data: JSON.parse(data.join('\n')) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Closed.
      }
    })();
  }
  return {
    status: res.status,
    messages,
    next(match, timeoutMs = 2000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}
