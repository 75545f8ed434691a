/**
 * The browser's simulation pool (src/lib/simulation-pool.ts) with workers that run the core on
 * this thread: the same figures with one worker or three, progress as it goes, cancel ends every
 * worker, each call gets the run's signal, a failed preparation says why, and the worker count
 * from the cores.
 */
import { describe, expect, it } from 'vitest';
import {
  playIterations,
  prepareSimulation,
  simulateSetup,
  type SimulationOptions,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import {
  runSimulation,
  workerCount,
  type SimulationWorker,
} from '../../../src/lib/simulation-pool.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { selfPlayPosition } from '../../../packages/engine/test/strategy/simulate-position.ts';

const lexicon = loadLexiconFile('NO_B');
const model = loadShippedModel('NO_B')!;
/** The word list with the shipped tables, as a simulation worker holds them. */
const engine = engineWith(lexicon, model);
const position = selfPlayPosition(lexicon, model, 5, 10);
const options: SimulationOptions = { candidates: 3, iterations: 30, seed: 2 };

/** Workers on this thread; `ended` counts the ones ended. */
function fakeWorkers() {
  const made = { count: 0, ended: 0, batches: 0 };
  const make = (): SimulationWorker => {
    made.count++;
    return {
      prepare: async (p, o) => ({ ok: true, setup: prepareSimulation(engine, p, o) }),
      play: async (setup, from, count) => {
        made.batches++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        return playIterations(engine, setup, from, count);
      },
      end: () => made.ended++,
    };
  };
  return { made, make };
}

describe('runSimulation', () => {
  it('gives the figures of the seed whatever the number of workers, with progress on the way', async () => {
    const expected = simulateSetup(engine, prepareSimulation(engine, position, options), options);
    for (const workers of [1, 3]) {
      const { made, make } = fakeWorkers();
      const seen: number[] = [];
      const outcome = await runSimulation(
        { position, options },
        { makeWorker: make, workers, onProgress: (_s, r) => seen.push(r.iterations) },
      );
      expect(outcome.ok && outcome.result).toEqual(expected);
      expect(made).toMatchObject({ count: workers, ended: workers, batches: 3 });
      expect(seen.at(-1)).toBe(30);
      expect(seen.length).toBe(3);
    }
  }, 60_000);

  it('stops at once when cancelled and ends every worker', async () => {
    const { made, make } = fakeWorkers();
    const controller = new AbortController();
    const outcome = await runSimulation(
      { position, options: { ...options, iterations: 1000 } },
      {
        makeWorker: make,
        workers: 2,
        signal: controller.signal,
        onProgress: () => controller.abort(),
      },
    );
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.result.stopped).toBeNull();
      expect(outcome.result.iterations).toBeLessThan(1000);
    }
    expect(made.ended).toBe(2);
    expect(made.batches).toBeLessThan(5);
  }, 60_000);

  it("gives each worker call the run's signal", async () => {
    const { make } = fakeWorkers();
    const signals: (AbortSignal | undefined)[] = [];
    const controller = new AbortController();
    await runSimulation(
      { position, options: { ...options, iterations: 10 } },
      {
        signal: controller.signal,
        workers: 1,
        makeWorker: () => {
          const worker = make();
          return {
            ...worker,
            prepare: (p, o, signal) => (signals.push(signal), worker.prepare(p, o)),
            play: (setup, from, count, signal) => (
              signals.push(signal),
              worker.play(setup, from, count)
            ),
          };
        },
      },
    );
    expect(signals.length).toBeGreaterThanOrEqual(2);
    expect(signals.every((signal) => signal === controller.signal)).toBe(true);
  }, 60_000);

  it('says why when the candidates cannot be found', async () => {
    const outcome = await runSimulation(
      { position, options },
      {
        workers: 2,
        makeWorker: () => ({
          prepare: async () => ({ ok: false, reason: 'OFFLINE' }),
          play: () => Promise.reject(new Error('not reached')),
          end: () => {},
        }),
      },
    );
    expect(outcome).toEqual({ ok: false, reason: 'OFFLINE' });
  });

  it('uses one worker per spare core, at most four', () => {
    expect(workerCount(8)).toBe(4);
    expect(workerCount(4)).toBe(3);
    expect(workerCount(2)).toBe(1);
    expect(workerCount(1)).toBe(1);
    expect(workerCount(undefined)).toBe(1);
  });
});
