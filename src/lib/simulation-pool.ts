/**
 * A simulation run in the browser (packages/engine/strategy/simulation/simulate.ts): one worker thread per spare core
 * (navigator.hardwareConcurrency minus one, at most four, at least one), the first one finding
 * the candidates, then every worker taking the next batch of iteration indices as it comes free.
 * The tally here reads only the contiguous prefix, so the figures are those of the seed whatever
 * the number of workers. Cancelling ends the workers at once; so does the end of a run.
 */
import * as Comlink from 'comlink';
import {
  SimulationTally,
  type SimulationBatch,
  type SimulationOptions,
  type SimulationPosition,
  type SimulationResult,
  type SimulationSetup,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import type { PrepareResult, SimulateService } from '../../workers/services.ts';
import { runServiceWith } from './worker-bridge.ts';

export const MAX_WORKERS = 4;
/** Iterations a worker plays between two reports. */
export const BATCH = 10;

/**
 * One worker as the run sees it. `signal` is the run's: a worker of its own is ended when it
 * aborts (end), a call through the app's worker bridge is cancelled by it.
 */
export interface SimulationWorker {
  prepare(
    position: SimulationPosition,
    options: SimulationOptions,
    signal?: AbortSignal,
  ): Promise<PrepareResult>;
  play(
    setup: SimulationSetup,
    from: number,
    count: number,
    signal?: AbortSignal,
  ): Promise<SimulationBatch>;
  end(): void;
}

/** hardwareConcurrency minus one (the page keeps a core), at most MAX_WORKERS, at least one. */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(MAX_WORKERS, (cores ?? 2) - 1));
}

function browserWorker(): SimulationWorker {
  const worker = new Worker(new URL('../../workers/simulate.worker.ts', import.meta.url), {
    type: 'module',
    name: 'ordbot-simulate',
  });
  const remote = Comlink.wrap<SimulateService>(worker);
  return {
    prepare: (position, options) => remote.prepare(position, options),
    play: (setup, from, count) => remote.play(setup, from, count),
    end: () => {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** Without Worker (unit tests): the same service through the app's worker bridge. */
function localWorker(): SimulationWorker {
  return {
    prepare: (position, options, signal) =>
      runServiceWith({ signal }, 'simulatePrepare', position, options),
    play: (setup, from, count, signal) =>
      runServiceWith({ signal }, 'simulatePlay', setup, from, count),
    end: () => {},
  };
}

export interface RunRequest {
  position: SimulationPosition;
  options: SimulationOptions;
}

export interface RunHooks {
  onProgress?: (setup: SimulationSetup, result: SimulationResult) => void;
  signal?: AbortSignal;
  /** How workers are made (tests); browser workers by default. */
  makeWorker?: () => SimulationWorker;
  workers?: number;
}

export type RunOutcome =
  | { ok: true; setup: SimulationSetup; result: SimulationResult }
  | { ok: false; reason: Extract<PrepareResult, { ok: false }>['reason'] | 'CANCELLED' | 'ERROR' };

class Cancelled extends Error {}

/** Runs a simulation to its stopping rule, or until the signal aborts (stopped: null). */
export async function runSimulation(
  request: RunRequest,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  const { signal } = hooks;
  const make = hooks.makeWorker ?? (typeof Worker === 'undefined' ? localWorker : browserWorker);
  const count =
    hooks.workers ??
    (typeof Worker === 'undefined' ? 1 : workerCount(globalThis.navigator?.hardwareConcurrency));
  const workers = Array.from({ length: count }, make);
  let onAbort = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new Cancelled());
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  const guard = <T>(work: Promise<T>) => Promise.race([work, aborted]);
  try {
    const first = workers[0] as SimulationWorker;
    const prepared = await guard(first.prepare(request.position, request.options, signal));
    if (!prepared.ok) return prepared;
    const { setup } = prepared;
    const tally = new SimulationTally(setup.candidates.length, request.options);
    if (setup.candidates.length === 0) return { ok: true, setup, result: tally.result([]) };
    let next = 0;
    const loop = async (worker: SimulationWorker) => {
      while (!tally.done && next < tally.limit) {
        const from = next;
        const size = Math.min(BATCH, tally.limit - from);
        next += size;
        tally.add(await guard(worker.play(setup, from, size, signal)));
        hooks.onProgress?.(setup, tally.result(setup.candidates));
      }
    };
    try {
      await Promise.all(workers.map(loop));
    } catch (error) {
      if (!(error instanceof Cancelled)) throw error;
    }
    return { ok: true, setup, result: tally.result(setup.candidates) };
  } catch (error) {
    if (error instanceof Cancelled) return { ok: false, reason: 'CANCELLED' };
    console.error(error);
    return { ok: false, reason: 'ERROR' };
  } finally {
    signal?.removeEventListener('abort', onAbort);
    for (const worker of workers) worker.end();
  }
}
