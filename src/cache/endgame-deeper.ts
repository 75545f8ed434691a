/**
 * 'Søk dypere' results kept on the device with their game for a signed-in user (IndexedDB through Dexie, the cache's
 * entries table): the deepest step a reader's search reached, so a second visit to the move shows
 * it at once, offline too. Keyed by the game and the move; the value carries the game's moves as
 * they were searched, so a game whose moves were corrected since reads as not stored.
 */
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import type { OrdbotDb } from '../../workers/cache-schema.ts';
import { deviceEntries } from './device-entries.ts';

interface StoredDeeper {
  moves: string;
  step: DeeperStep;
}

export function endgameDeeperKey(gameId: number, moveNum: number): string {
  return `endgame-deeper:${gameId}:${moveNum}`;
}

/** The stored step of this game's move, or undefined (none, or made from other moves). */
export async function getEndgameDeeper(
  gameId: number,
  game: AnalysisGame,
  moveNum: number,
  database?: OrdbotDb,
): Promise<DeeperStep | undefined> {
  const entries = await deviceEntries(database);
  const kept = await entries?.get<StoredDeeper>(endgameDeeperKey(gameId, moveNum));
  return kept?.moves === JSON.stringify(game.moves) ? kept.step : undefined;
}

export async function putEndgameDeeper(
  gameId: number,
  game: AnalysisGame,
  moveNum: number,
  step: DeeperStep,
  database?: OrdbotDb,
): Promise<void> {
  const value: StoredDeeper = { moves: JSON.stringify(game.moves), step };
  await (await deviceEntries(database))?.put(endgameDeeperKey(gameId, moveNum), value);
}
