/**
 * The main thread's one door to the app's Web Worker (workers/app.worker.ts), after Squoosh's
 * worker bridge: the worker starts on the first call, all calls share one comlink proxy (calls
 * queue in the worker), and an idle worker is ended after IDLE_MS. Without Worker (jsdom in
 * the unit tests), or when the worker fails to start, the same services run on this thread.
 *
 * Every call takes an AbortSignal (`runServiceWith({ signal }, ...)`, the one way to call; the
 * screens' calls go through src/ui/use-worker-call.ts, whose next request cancels the one before):
 * when it aborts, the call rejects at once with the signal's reason (an AbortError). Work inside a worker cannot be interrupted, so when the cancelled call is
 * one of the long ones (ENDS_WORKER) and the oldest in flight (the one the worker is most likely
 * busy with), the worker is ended, as Squoosh does, and the other calls in flight run again on a
 * fresh one. Any other cancelled call is only dropped: the worker still runs it, and nobody waits
 * for its answer.
 */
import * as Comlink from 'comlink';
import type { ServiceName, Services } from '../../workers/services.ts';

/** An idle worker is ended after this long; the next call starts a fresh one. */
export const IDLE_MS = 30_000;

/** A service's arguments and its answer, as a call on this thread sees them. */
export type Args<K extends ServiceName> = Parameters<Services[K]>;
export type Result<K extends ServiceName> = Awaited<ReturnType<Services[K]>>;

interface Running {
  worker: Worker;
  remote: Comlink.Remote<Services>;
  /** Rejects when the worker reports an error (a script that failed to load, say). */
  failed: Promise<never>;
  /** Rejects with WorkerEnded when the worker is ended with calls in flight. */
  ended: Promise<never>;
  end: () => void;
  /** The calls in flight in this worker, oldest first. */
  calls: Set<symbol>;
}

/**
 * The services whose work may run for seconds: the whole game's analysis and one move's review
 * with the exact endgame. The others take milliseconds (a practice check's budget is 30 ms p95,
 * tests/bench/practice.bench.ts), less than a fresh worker needs to load the word list again
 * (150 ms for Lexicon.fromBytes alone, tests/bench/analysis-browser.bench.ts): ending the worker
 * for them would cost more than it saves. A step of 'Søk dypere' may take seconds too, but the
 * page stops its search by closing it (src/features/replay/deeper-search.ts), not the worker.
 */
const ENDS_WORKER: ReadonlySet<ServiceName> = new Set(['analyseGame', 'practiceReview']);

/** The worker a call was waiting on was ended for another call's sake: run it again. */
class WorkerEnded extends Error {}

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
  let end = () => {};
  const ended = new Promise<never>((_resolve, reject) => {
    end = () => reject(new WorkerEnded());
  });
  // Only awaited inside a call; a failure with no call in flight is not an unhandled rejection.
  failed.catch(() => undefined);
  ended.catch(() => undefined);
  return { worker, remote: Comlink.wrap<Services>(worker), failed, ended, end, calls: new Set() };
}

/** Ends the worker now (after IDLE_MS idle, or when it failed); the next call starts a new one. */
export function stopWorker(): void {
  clearTimeout(idleTimer);
  idleTimer = undefined;
  if (!running) return;
  const stopped = running;
  running = undefined;
  stopped.end();
  stopped.remote[Comlink.releaseProxy]();
  stopped.worker.terminate();
}

/** Rejects with the signal's reason when it aborts; `done` removes the listener. */
function whenAborted(signal: AbortSignal | undefined): { aborted: Promise<never>; done(): void } {
  if (!signal) return { aborted: new Promise<never>(() => {}), done: () => {} };
  let listener = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    listener = () => reject(signal.reason);
    signal.addEventListener('abort', listener, { once: true });
  });
  aborted.catch(() => undefined);
  return { aborted, done: () => signal.removeEventListener('abort', listener) };
}

/** On this thread, the work cannot be interrupted: a cancelled call only drops its answer. */
async function runLocally<K extends ServiceName>(
  name: K,
  args: Args<K>,
  signal?: AbortSignal,
): Promise<Result<K>> {
  signal?.throwIfAborted();
  local ??= import('../../workers/services.ts').then((module) => module.services);
  const services = await local;
  signal?.throwIfAborted();
  const fn = services[name] as unknown as (...a: Args<K>) => Result<K>;
  const result = await fn(...args);
  signal?.throwIfAborted();
  return result;
}

async function runInWorker<K extends ServiceName>(
  name: K,
  args: Args<K>,
  signal?: AbortSignal,
): Promise<Result<K>> {
  const abort = whenAborted(signal);
  try {
    for (;;) {
      signal?.throwIfAborted();
      running ??= startWorker();
      const worker = running;
      const id = Symbol(name);
      worker.calls.add(id);
      const fn = worker.remote[name] as unknown as (...a: Args<K>) => Promise<Result<K>>;
      try {
        return await Promise.race([fn(...args), worker.failed, worker.ended, abort.aborted]);
      } catch (error) {
        if (error instanceof WorkerEnded) continue;
        if (signal?.aborted) {
          const oldest = worker.calls.values().next().value === id;
          worker.calls.delete(id);
          if (oldest && running === worker && ENDS_WORKER.has(name)) stopWorker();
          throw error;
        }
        // A failed worker answers nothing: end it and do this call here instead.
        console.error(error);
        if (running === worker) stopWorker();
        return await runLocally(name, args, signal);
      } finally {
        worker.calls.delete(id);
      }
    }
  } finally {
    abort.done();
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

/**
 * Runs one worker service that `signal` can cancel: `runServiceWith({ signal }, 'analyseGame',
 * game)` rejects with the signal's reason when it aborts (see the top of this file). A caller
 * with nothing to cancel passes `{}`.
 */
export async function runServiceWith<K extends ServiceName>(
  { signal }: { signal?: AbortSignal },
  name: K,
  ...args: Args<K>
): Promise<Result<K>> {
  pending++;
  clearTimeout(idleTimer);
  idleTimer = undefined;
  const start = performance.now();
  try {
    return typeof Worker === 'undefined'
      ? await runLocally(name, args, signal)
      : await runInWorker(name, args, signal);
  } finally {
    mark(name, start);
    pending--;
    if (pending === 0 && running) idleTimer = setTimeout(stopWorker, IDLE_MS);
  }
}
