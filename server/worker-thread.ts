/**
 * Worker threads of the server (the embedded database, the move analysis, the demo's games),
 * started through one entry that registers the TypeScript loader, so they run under `tsx` and
 * plain `node` alike.
 */
import { Worker, workerData } from 'node:worker_threads';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/** A worker thread running `module` (a URL: new URL('./x.ts', import.meta.url)) with `input`. */
export function startWorker(module: URL, input?: unknown): Worker {
  return new Worker(ENTRY, { workerData: { module: module.href, input } });
}

/** In a worker's module: the `input` its parent gave startWorker. */
export function workerInput<T>(): T {
  return (workerData as { input: T }).input;
}
