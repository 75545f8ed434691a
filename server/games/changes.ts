/**
 * The writers of games (the ingest, fix-games) announce here that games are about to change, and
 * the folders that keep rows derived from a game listen (the move analysis: analysis/store.ts).
 * So games/ never imports what is built on it, and the server's folders depend one way
 * (docs/architecture.md, Server folders). The listeners are handed over, not registered by
 * importing a module: wireServices (server/wiring.ts) makes the one GamesChanges of a process,
 * and every writer of games is given it.
 *
 * The listeners run in the writer's transaction, awaited, in the order they were given, before
 * the games change: a listener may still read the stored version (whose player had the counts)
 * and its writes commit or roll back with the games. Announcing to no listener is an error: a
 * writer without the analysis's listener would keep rows of a version that is gone.
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

/** Who hears that games are about to change: each listener once, in the order given. */
export class GamesChanges {
  readonly listeners: readonly GamesChangeListener[];

  constructor(listeners: readonly GamesChangeListener[]) {
    this.listeners = [...new Set(listeners)];
  }

  /** Tells every listener, in `tx`, that the games of `change` are about to be written. */
  async announce(tx: Db, change: GamesChange): Promise<void> {
    if (this.listeners.length === 0) {
      throw new Error(
        'Games change with no listener: write games with the GamesChanges of wireServices (server/wiring.ts).',
      );
    }
    if (change.ids.length === 0) return;
    for (const listener of this.listeners) await listener(tx, change);
  }
}

/** The database games are written to, and who hears that they change. */
export interface GamesWriter {
  db: Db;
  gamesChanges: GamesChanges;
}
