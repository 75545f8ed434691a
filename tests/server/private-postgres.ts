/**
 * A private PostgreSQL 15 cluster for tests that stop and start the database server itself:
 * initdb into a temporary folder, its own port, run as the `postgres` user when the tests run
 * as root (PostgreSQL refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const BIN = process.env.PG_BIN_DIR || '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a private cluster (the binaries, and a user to run them as). */
export function canRunPrivatePostgres(): boolean {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return false;
  if (process.getuid?.() !== 0) return true;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A free TCP port on 127.0.0.1 (free when asked; the cluster takes it right after). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`: fast ends every session (57P01 admin_shutdown). */
  stop(mode?: 'fast' | 'immediate' | 'smart'): Promise<void>;
  /** Stops the cluster (if running) and removes its folder. */
  destroy(): Promise<void>;
}

/** Makes and starts a private cluster. */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', root]);
  // Asynchronous, so the test's own requests keep flowing while the cluster stops and starts.
  const run = async (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
      : [path.join(BIN, tool), args];
    await promisify(execFile)(cmd, argv, { cwd: root });
  };
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const logFile = path.join(root, 'log');
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await run('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
      running = true;
    },
    stop: async (mode = 'fast') => {
      await run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      running = false;
    },
    destroy: async () => {
      if (running) {
        try {
          await cluster.stop('immediate');
        } catch {
          // Already gone: the folder goes below all the same.
        }
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
