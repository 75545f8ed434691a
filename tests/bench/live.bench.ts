/**
 * The live event stream (docs/events.md): what 1,000 idle streams cost one instance. The server
 * runs in this process (the embedded database in memory) and the 1,000 clients in a child
 * process of their own, so this process's memory counts the server's side of the streams
 * alone: the JavaScript heap and the buffers it holds after a collection, with the streams open
 * less before. (Resident memory is printed too, but the database's and the analysis's threads
 * move it by hundreds of MB on their own.) Budget: 50 MB.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Figure } from './harness.ts';

const STREAMS = 1000;

/** The clients: open STREAMS streams, say 'open' once every one had its `ready`, then wait. */
const CLIENTS = `
const http = require('node:http');
const [port, count] = process.argv.slice(1).map(Number);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let ready = 0;
for (let i = 0; i < count; i++) {
  http.get({ host: '127.0.0.1', port, path: '/api/events', agent }, (res) => {
    let seen = false;
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      if (!seen && chunk.includes('event: ready')) {
        seen = true;
        if (++ready === count) console.log('open');
      }
    });
  }).on('error', (err) => { console.error(err.message); process.exit(1); });
}
`;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's memory after a collection, MB: resident, and the JavaScript heap with the
 * memory outside it that JavaScript objects hold (buffers). */
function collected(): { rss: number; js: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss / 1024 / 1024, js: (m.heapUsed + m.external) / 1024 / 1024 };
}

/** Waits until the resident memory holds still (the worker threads settle after the start). */
async function steady(): Promise<{ rss: number; js: number }> {
  let last = collected();
  for (let i = 0; i < 40; i++) {
    await settle(500);
    const now = collected();
    if (Math.abs(now.rss - last.rss) < 1) return now;
    last = now;
  }
  return last;
}

/**
 * Opens `count` idle event streams to the server at `port` from a child process; resolves once
 * every one had its `ready`. Kill the child to close them.
 */
export function openStreams(port: number, count: number) {
  const child = spawn(process.execPath, ['-e', CLIENTS, String(port), String(count)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('open')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the clients exited (${code})`)));
  });
  return { child, opened };
}

async function idleStreamsMb(): Promise<number> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    MAX_CONNECTIONS_PER_ADDRESS: String(STREAMS * 2),
    CLEANUP_INTERVAL_MINUTES: '0',
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const run = (count: number) => openStreams(port, count);
  try {
    // A few streams first, so every code path is loaded before the baseline.
    const warm = run(10);
    await warm.opened;
    warm.child.kill('SIGKILL');
    const before = await steady();
    const clients = run(STREAMS);
    await clients.opened;
    const after = await steady();
    const open = app.ctx.live.size;
    console.error(
      `[live] ${open} streams open; resident ${before.rss.toFixed(1)} MB before, ` +
        `${after.rss.toFixed(1)} MB after; heap and buffers ${before.js.toFixed(1)} MB, ` +
        `${after.js.toFixed(1)} MB`,
    );
    clients.child.kill('SIGKILL');
    return after.js - before.js;
  } finally {
    await app.close();
  }
}

export const liveFigures: Figure[] = [
  {
    name: 'live: 1,000 idle streams, memory',
    description:
      "the server's heap and buffers with 1,000 open idle event streams, less before (after a collection), MB",
    unit: 'MB',
    budget: 50,
    measure: idleStreamsMb,
  },
];
