/**
 * 'Søk dypere' results kept on the device with their game (IndexedDB through Dexie, the cache's
 * entries table): the deepest step a reader's search reached, so a second visit to the move shows
 * it at once, offline too. Keyed by the game and the move; the value carries the version of the
 * game it was searched in (gameVersion), so a game corrected since reads as not stored.
 */
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { getDb, getEntry, putEntry } from './db.ts';
import { gameVersion } from './game-version.ts';

interface StoredDeeper {
  /** The game's version (gameVersion); named `moves` as it always was, so kept steps still read. */
  moves: string;
  step: DeeperStep;
}

export function endgameDeeperKey(gameId: number, moveNum: number): string {
  return `endgame-deeper:${gameId}:${moveNum}`;
}

/** The stored step of this game's move, or undefined (none, or made from another version). */
export async function getEndgameDeeper(
  gameId: number,
  game: AnalysisGame,
  moveNum: number,
  database = getDb(),
): Promise<DeeperStep | undefined> {
  const entry = await getEntry<StoredDeeper>(endgameDeeperKey(gameId, moveNum), database);
  return entry?.value.moves === gameVersion(game) ? entry.value.step : undefined;
}

export function putEndgameDeeper(
  gameId: number,
  game: AnalysisGame,
  moveNum: number,
  step: DeeperStep,
  database = getDb(),
): Promise<void> {
  const value: StoredDeeper = { moves: gameVersion(game), step };
  return putEntry(endgameDeeperKey(gameId, moveNum), value, Date.now(), database);
}
