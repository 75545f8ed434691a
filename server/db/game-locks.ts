/**
 * How every writer of games and their derived rows (the ingest, the move analysis) takes its
 * locks and reruns: one transaction, the games' advisory locks in ascending order first, and a
 * rerun when PostgreSQL gives the transaction up to a deadlock or a serialisation failure.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { pgArray } from './array-literal.ts';

/**
 * Serialises writers of the same game until the transaction ends: without it two simultaneous
 * sends of one game both read the same stored version (the aggregates drift) and both insert its
 * moves (a unique violation), and the analysis could store rows of a version being replaced.
 * Taken in ascending order, so two batches never wait on each other in a cycle. Other games go on
 * in parallel.
 */
export async function lockGames(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  await db.execute(sql`select count(pg_advisory_xact_lock(id)) from
    (select unnest(${pgArray(sorted)}::bigint[]) as id order by id) ordered`);
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply rerun. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

function isRetryable(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) {
    if (RETRYABLE.has((e as { code?: string }).code ?? '')) return true;
  }
  return false;
}

/**
 * `work` in a transaction of its own, rerun (ATTEMPTS in all) when PostgreSQL gives it up to a
 * deadlock or a serialisation failure. The ordered locks keep writers of games away from both;
 * this covers lock cycles with other writers.
 */
export async function writeTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
    }
  }
}
