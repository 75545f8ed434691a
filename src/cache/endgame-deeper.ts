/**
 * 'Søk dypere' results kept on the device with their game (IndexedDB through Dexie, the cache's
 * entries table): the deepest step a reader's search reached, so a second visit to the move shows
 * it at once, offline too. Keyed by the game and the move; the value carries the server's version
 * of the game it was searched in (src/cache/game-version.ts), so a game corrected since reads as
 * not stored. A game whose version is unknown keeps nothing and reads nothing.
 */
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { getDb, getEntry, putEntry } from './db.ts';

interface StoredDeeper {
  /** The server's version of the game the step was searched in. */
  version: string;
  step: DeeperStep;
}

export function endgameDeeperKey(gameId: number, moveNum: number): string {
  return `endgame-deeper:${gameId}:${moveNum}`;
}

/**
 * The stored step of this game's move, or undefined: none, one made from another version, or the
 * game's version is unknown. A step kept before versions were the server's carries none, so it
 * reads as not stored.
 */
export async function getEndgameDeeper(
  gameId: number,
  version: string | null,
  moveNum: number,
  database = getDb(),
): Promise<DeeperStep | undefined> {
  if (version === null) return undefined;
  const entry = await getEntry<Partial<StoredDeeper>>(endgameDeeperKey(gameId, moveNum), database);
  return entry?.value.version === version ? entry.value.step : undefined;
}

/** Keeps the step under the game's version; with the version unknown, nothing is kept. */
export async function putEndgameDeeper(
  gameId: number,
  version: string | null,
  moveNum: number,
  step: DeeperStep,
  database = getDb(),
): Promise<void> {
  if (version === null) return;
  const value: StoredDeeper = { version, step };
  await putEntry(endgameDeeperKey(gameId, moveNum), value, Date.now(), database);
}
