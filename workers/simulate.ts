/**
 * The simulation's work in a worker thread (packages/engine/strategy/simulation/simulate.ts): the candidates of a
 * position and batches of its iterations, with this worker's own word list and strategy model
 * (word-lists.ts, strategy-model.ts: loaded on the first call, kept for the worker's life). Plain
 * data in and out, so the main thread's pool (src/lib/simulation-pool.ts) can share a
 * run's iterations between several such workers.
 */
import type { AnalysisContext } from '@ordbot/engine/analysis/types.ts';
import {
  playIterations,
  prepareSimulation,
  type SimulationBatch,
  type SimulationOptions,
  type SimulationPosition,
  type SimulationSetup,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { hasTables, type TableEngine } from '@ordbot/engine/strategy/tables.ts';
import type { AnalysisFailure } from './lexicon-files.ts';
import { failure, fastLexiconFor } from './word-lists.ts';

export type SimulationFailure = AnalysisFailure | 'NO_TABLES';

export type PrepareResult =
  { ok: true; setup: SimulationSetup } | { ok: false; reason: SimulationFailure };

/** The language's engine when its model has the tables a simulation needs, else null. */
async function tableEngine(
  context: Pick<AnalysisContext, 'language'>,
): Promise<TableEngine | null> {
  const { engine } = await fastLexiconFor(context.language);
  return hasTables(engine) ? engine : null;
}

/** The top candidates of a position (and the played move when asked). */
export async function prepare(
  position: SimulationPosition,
  options: SimulationOptions,
): Promise<PrepareResult> {
  try {
    const engine = await tableEngine(position);
    if (!engine) return { ok: false, reason: 'NO_TABLES' };
    return { ok: true, setup: prepareSimulation(engine, position, options) };
  } catch (error) {
    return failure(error);
  }
}

/** Iterations from .. from+count-1 of a run. */
export async function play(
  setup: SimulationSetup,
  from: number,
  count: number,
): Promise<SimulationBatch> {
  const engine = await tableEngine(setup.position);
  if (!engine) throw new Error(`No strategy tables for ${setup.position.language}`);
  return playIterations(engine, setup, from, count);
}

export const simulateService = { prepare, play };
export type SimulateService = typeof simulateService;
