/**
 * Worker threads of the server (the embedded database, the move analysis, the demo's games).
 * From the sources they start through one entry that registers the TypeScript loader, so they run
 * under `tsx` and plain `node` alike; in the compiled server (scripts/lib/server-build.mjs) each
 * runs its own bundle, build/server/<its path with dots>.js.
 */
import os from 'node:os';
import { Worker, workerData } from 'node:worker_threads';

declare global {
  interface ImportMeta {
    /** True in the compiled server (esbuild's define); undefined when the sources run. */
    compiled?: boolean;
  }
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
/** The repository: a bundle's name is its module's path from here (scripts/lib/server-build.mjs). */
const REPO = new URL('../../../', import.meta.url);
const BUNDLES = new URL('build/server/', REPO);

/**
 * The compiled bundle of a worker module: its path in the repository with dots, server/ left out
 * ('server/db/pglite-worker.ts' → 'db.pglite-worker.js'), as scripts/lib/server-build.mjs names it.
 */
export function bundleOf(module: URL): URL {
  if (!module.href.startsWith(REPO.href) || !module.href.endsWith('.ts')) {
    throw new Error(`Not a module of the repository: ${module.href}`);
  }
  const name = module.href
    .slice(REPO.href.length, -'.ts'.length)
    .replace(/^server\//, '')
    .split('/')
    .join('.');
  return new URL(`${name}.js`, BUNDLES);
}

/** A worker thread running `module` (a URL: new URL('./x.ts', import.meta.url)) with `input`. */
export function startWorker(module: URL, input?: unknown): Worker {
  if (import.meta.compiled) return new Worker(bundleOf(module), { workerData: { input } });
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
