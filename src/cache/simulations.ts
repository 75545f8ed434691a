/**
 * Finished simulations kept on the device with their game (IndexedDB through Dexie, the cache's
 * entries table): a second visit to the move shows the ranking at once, offline too. Keyed by
 * the game, the position's frame, the rack and the run's settings.
 */
import type {
  SimulationResult,
  SimulationSetup,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { getDb, getEntry, putEntry } from './db.ts';

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

export async function getSimulation(
  key: SimulationKey,
  database = getDb(),
): Promise<StoredSimulation | undefined> {
  return (await getEntry<StoredSimulation>(simulationKey(key), database))?.value;
}

export function putSimulation(
  key: SimulationKey,
  value: StoredSimulation,
  database = getDb(),
): Promise<void> {
  return putEntry(simulationKey(key), value, Date.now(), database);
}
