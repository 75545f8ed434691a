/**
 * The live event log (docs/events.md): written by the ingest inside its transaction, read by
 * every instance's hub (live/hub.ts). Ids follow the order of the commits: the writer takes one
 * advisory lock just before it inserts and holds it until its commit, so no transaction can
 * commit a smaller id after a reader has seen a larger one (a sequence alone would allow it, and
 * a stream would skip that event for good). Ingests already queue on the shared aggregate rows
 * at that point, so the lock costs them nothing more.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { liveEvents } from './schema.ts';

/** The NOTIFY channel an ingest signals on; every PostgreSQL instance listens on it. */
export const LIVE_CHANNEL = 'ordbot_live';

/** The newest rows kept: a stream more than this many games behind starts afresh ('missed'). */
export const LIVE_LOG_SIZE = 10_000;

/** Trimmed each time the ids pass a multiple of this, not on every ingest. */
const TRIM_STEP = 500;

/** Two-key advisory locks live apart from the games' one-key locks (game-locks.ts). */
const LOG_LOCK = sql`select pg_advisory_xact_lock(748203, 1)`;

export interface LiveEventInput {
  gameId: number;
  playerId: number;
  language: string;
  finished: boolean;
  numMoves: number;
}

export interface LiveEvent extends LiveEventInput {
  id: number;
}

/** Logs the games of an ingest; call last in its transaction (the lock is held to the commit). */
export async function recordLiveEvents(tx: Db, games: readonly LiveEventInput[]): Promise<void> {
  if (games.length === 0) return;
  await tx.execute(LOG_LOCK);
  const now = Date.now();
  const rows = await tx
    .insert(liveEvents)
    .values(games.map((g) => ({ ...g, createdAt: now })))
    .returning({ id: liveEvents.id });
  const first = rows[0]?.id ?? 0;
  const last = rows.at(-1)?.id ?? 0;
  if (Math.floor(last / TRIM_STEP) !== Math.floor((first - 1) / TRIM_STEP)) {
    await tx.execute(sql`delete from live_events where id <= ${last - LIVE_LOG_SIZE}`);
  }
  // Delivered to every listening instance when the transaction commits, never before.
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, '')`);
}

/** Up to `limit` events after `after`, oldest first. */
export async function liveEventsAfter(db: Db, after: number, limit: number): Promise<LiveEvent[]> {
  return db
    .select({
      id: liveEvents.id,
      gameId: liveEvents.gameId,
      playerId: liveEvents.playerId,
      language: liveEvents.language,
      finished: liveEvents.finished,
      numMoves: liveEvents.numMoves,
    })
    .from(liveEvents)
    .where(gt(liveEvents.id, after))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/**
 * The oldest and newest committed ids in the log (the oldest is newest + 1 while it is empty).
 * Trimming always keeps the newest rows, so only a log that never had a row is empty.
 */
export async function liveLogBounds(db: Db): Promise<{ oldest: number; newest: number }> {
  const [row] = await db
    .select({
      oldest: sql<string | null>`min(${liveEvents.id})`,
      newest: sql<string | null>`max(${liveEvents.id})`,
    })
    .from(liveEvents);
  const newest = Number(row?.newest ?? 0);
  return { oldest: row?.oldest == null ? newest + 1 : Number(row.oldest), newest };
}

/** The hubs of this process by database handle: PGlite has no other process to hear from. */
const localHubs = new WeakMap<Db, Set<() => void>>();

/** Calls `wake` after each commit of events through `db` in this process; answers unsubscribe. */
export function onLocalLiveEvents(db: Db, wake: () => void): () => void {
  const hubs = localHubs.get(db) ?? new Set();
  localHubs.set(db, hubs);
  hubs.add(wake);
  return () => void hubs.delete(wake);
}

/** After a commit that logged events: this process's hubs read them at once. */
export function announceLiveEvents(db: Db): void {
  for (const wake of localHubs.get(db) ?? []) wake();
}
