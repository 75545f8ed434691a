/**
 * The main thread's one door to the app's Web Worker (workers/app.worker.ts), after Squoosh's
 * worker bridge: the worker starts on the first call, all calls share one comlink proxy (calls
 * queue in the worker), and an idle worker is ended after IDLE_MS. Without Worker (jsdom in
 * the unit tests), or when the worker fails to start, the same services run on this thread.
 */
import * as Comlink from 'comlink';
import type { ServiceName, Services } from '../../workers/services.ts';

/** An idle worker is ended after this long; the next call starts a fresh one. */
export const IDLE_MS = 30_000;

type Args<K extends ServiceName> = Parameters<Services[K]>;
type Result<K extends ServiceName> = Awaited<ReturnType<Services[K]>>;

interface Running {
  worker: Worker;
  remote: Comlink.Remote<Services>;
  /** Rejects when the worker reports an error (a script that failed to load, say). */
  failed: Promise<never>;
}

let running: Running | undefined;
let local: Promise<Services> | undefined;
let pending = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function startWorker(): Running {
  const worker = new Worker(new URL('../../workers/app.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ordbot',
  });
  const failed = new Promise<never>((_resolve, reject) => {
    const fail = (event: Event) =>
      reject(new Error(`Web Worker failed: ${(event as ErrorEvent).message ?? event.type}`));
    worker.addEventListener('error', fail, { once: true });
    worker.addEventListener('messageerror', fail, { once: true });
  });
  // Only awaited inside a call; a failure with no call in flight is not an unhandled rejection.
  failed.catch(() => undefined);
  return { worker, remote: Comlink.wrap<Services>(worker), failed };
}

/** Ends the worker now (after IDLE_MS idle, or when it failed); the next call starts a new one. */
export function stopWorker(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  if (!running) return;
  running.remote[Comlink.releaseProxy]();
  running.worker.terminate();
  running = undefined;
}

function runLocally<K extends ServiceName>(name: K, args: Args<K>): Promise<Result<K>> {
  local ??= import('../../workers/services.ts').then((module) => module.services);
  return local.then((services) => {
    const fn = services[name] as unknown as (...a: Args<K>) => Result<K>;
    return fn(...args);
  });
}

async function runInWorker<K extends ServiceName>(name: K, args: Args<K>): Promise<Result<K>> {
  running ??= startWorker();
  const { remote, failed } = running;
  const fn = remote[name] as unknown as (...a: Args<K>) => Promise<Result<K>>;
  try {
    return await Promise.race([fn(...args), failed]);
  } catch (error) {
    // A failed worker answers nothing: end it and do this call here instead.
    console.error(error);
    if (running?.remote === remote) stopWorker();
    return runLocally(name, args);
  }
}

/** Leaves a User Timing entry 'worker call:<name>' (the latest only), as the worker does. */
function mark(name: string, start: number) {
  const entry = `worker call:${name}`;
  try {
    performance.clearMeasures(entry);
    performance.measure(entry, { start, end: performance.now() });
  } catch {
    // User Timing is a diagnostic only.
  }
}

/** Runs one worker service: `runService('timeline', game, moves)`. */
export async function runService<K extends ServiceName>(
  name: K,
  ...args: Args<K>
): Promise<Result<K>> {
  pending++;
  clearTimeout(idleTimer);
  idleTimer = undefined;
  const start = performance.now();
  try {
    return typeof Worker === 'undefined'
      ? await runLocally(name, args)
      : await runInWorker(name, args);
  } finally {
    mark(name, start);
    pending--;
    if (pending === 0 && running) idleTimer = setTimeout(stopWorker, IDLE_MS);
  }
}
