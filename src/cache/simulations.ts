/**
 * Finished simulations kept on the device with their game (IndexedDB through Dexie, the cache's
 * entries table): a second visit to the move shows the ranking at once, offline too. Keyed by
 * the game, the position's frame, the rack and the run's settings.
 */
import type { SimulationResult, SimulationSetup } from '@ordbot/engine/strategy/simulate.ts';
import type { OrdbotDb } from '../../workers/cache-schema.ts';
import { deviceEntries } from './device-entries.ts';

export interface StoredSimulation {
  setup: SimulationSetup;
  result: SimulationResult;
}

export interface SimulationKey {
  gameId: number;
  /** The frame the position is (the board before the move). */
  frame: number;
  rack: string;
  candidates: number;
  iterations: number;
  plies: number;
}

export function simulationKey(key: SimulationKey): string {
  const { gameId, frame, rack, candidates, iterations, plies } = key;
  return `simulation:${gameId}:${frame}:${rack}:${candidates}:${iterations}:${plies}`;
}

/** The kept run, or undefined (none, or a guest: nothing is kept for a guest). */
export async function getSimulation(
  key: SimulationKey,
  database?: OrdbotDb,
): Promise<StoredSimulation | undefined> {
  return (await deviceEntries(database))?.get<StoredSimulation>(simulationKey(key));
}

export async function putSimulation(
  key: SimulationKey,
  value: StoredSimulation,
  database?: OrdbotDb,
): Promise<void> {
  await (await deviceEntries(database))?.put(simulationKey(key), value);
}
