/**
 * The writers of games (the ingest, fix-games) announce here that games are about to change, and
 * the folders that keep rows derived from a game listen (the move analysis: analysis/store.ts).
 * So games/ never imports what is built on it, and the server's folders depend one way
 * (docs/architecture.md, Server folders).
 *
 * The listeners run in the writer's transaction, awaited, in the order they subscribed, before
 * the games change: a listener may still read the stored version (whose player had the counts)
 * and its writes commit or roll back with the games. Announcing to no listener is an error: a
 * process that wrote games without the analysis loaded would keep rows of a version that is gone.
 */
import type { Db } from '../db/database.ts';

export interface GamesChange {
  /** The games about to be written, in any order. */
  ids: readonly number[];
  /**
   * Whether the writer writes the games' profile rows afresh itself (the ingest replaces them
   * whole); fix-games keeps them, so a listener must zero its own figures there.
   */
  profilesReplaced: boolean;
}

export type GamesChangeListener = (tx: Db, change: GamesChange) => Promise<void>;

const listeners = new Set<GamesChangeListener>();

/** Subscribes `listener` (once however often it is passed); answers unsubscribe. */
export function onGamesChanging(listener: GamesChangeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tells every listener, in `tx`, that the games of `change` are about to be written. */
export async function announceGamesChanging(tx: Db, change: GamesChange): Promise<void> {
  if (listeners.size === 0) {
    throw new Error(
      'Games change with no listener: import server/analysis/store.ts before writing games.',
    );
  }
  if (change.ids.length === 0) return;
  for (const listener of listeners) await listener(tx, change);
}
