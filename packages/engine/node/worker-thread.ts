/**
 * Worker threads of the server (the embedded database, the move analysis, the demo's games),
 * started through one entry that registers the TypeScript loader, so they run under `tsx` and
 * plain `node` alike.
 */
import os from 'node:os';
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

/**
 * For engine work in worker threads (the demo's games, a whole backfill): one worker per core but
 * one, at most four. The engine is CPU-bound, and the thread that stores the results (the
 * database, the slower half on two cores) must not be starved.
 */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}
