/**
 * Finished simulations kept on the device with their game (IndexedDB through Dexie, the cache's
 * entries table): a second visit to the move shows the ranking at once, offline too. Keyed by
 * the game, the position's frame, and what the run depends on: the board, the rack, the spread
 * and the run's settings. So a game corrected since (its moves, and so a board or a score before
 * the move, changed) reads as not stored, while a run whose position is unchanged still reads.
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
  /** The board at the frame, packed (225 characters). */
  board: string;
  rack: string;
  /** The mover's score minus the opponent's at the frame. */
  spread: number;
  candidates: number;
  iterations: number;
  plies: number;
}

export function simulationKey(key: SimulationKey): string {
  const { gameId, frame, board, rack, spread, candidates, iterations, plies } = key;
  const settings = `${candidates}:${iterations}:${plies}`;
  return `simulation:${gameId}:${frame}:${rack}:${spread}:${settings}:${board}`;
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
