/**
 * The analysis backfill on every instance (docs/analysis.md "Background jobs"): an instance's
 * analysis takes a batch of games to do from the database (FOR UPDATE SKIP LOCKED, so two
 * instances asking at once take different games) and holds them with a lease it renews while it
 * works (a heartbeat); a lease that runs out (its instance died) frees the games for any other.
 * What a batch stored, its claims and the job's progress change in one transaction, so the
 * job's `done` and `result` count every instance's batches.
 */
import { sql } from 'drizzle-orm';
import type { AnalysisJobResult } from '@ordbot/contract/jobs.ts';
import { queryRows, type Db } from '../db/database.ts';
import {
  SELECT_GAMES,
  toGame,
  type AnalysedGame,
  type AnalysisCounts,
  type GameRow,
} from './store.ts';
import type { GameToAnalyse } from './store.ts';
import { toAnalyseSql } from './version.ts';
import { pgArray } from '../db/array-literal.ts';

export interface ClaimOptions {
  jobId: number;
  /** The instance (its job runner's id). */
  owner: string;
  limit: number;
  leaseMs: number;
}

/**
 * Takes up to `limit` games to do that no live lease holds (and that this job has not failed on),
 * lowest id first, for `owner`; answers them as the analysis reads them.
 */
export async function claimGames(db: Db, options: ClaimOptions): Promise<GameToAnalyse[]> {
  const { jobId, owner, limit, leaseMs } = options;
  const now = Date.now();
  const rows = await queryRows<GameRow>(
    db,
    sql`with picked as (
        select g.id from games g
        where ${toAnalyseSql()}
          and not exists (select 1 from analysis_claims c where c.game_id = g.id
            and (c.expires_at > ${now} or (c.failed and c.job_id = ${jobId})))
        order by g.id limit ${limit}
        for update of g skip locked),
      claimed as (
        insert into analysis_claims (game_id, job_id, owner, expires_at)
        select id, ${jobId}, ${owner}, ${now + leaseMs} from picked
        on conflict (game_id) do update set job_id = excluded.job_id, owner = excluded.owner,
          expires_at = excluded.expires_at, failed = false
        -- Taken meanwhile by another instance (its lease is live): not this one's.
        where analysis_claims.expires_at <= ${now}
          and not (analysis_claims.failed and analysis_claims.job_id = ${jobId})
        returning game_id)
      ${SELECT_GAMES}
      where g.id in (select game_id from claimed)
      order by g.id`,
  );
  return rows.map(toGame);
}

/**
 * The heartbeat of a batch: the claims `owner` holds on its games last another lease. Only
 * those: a claim the instance was left holding (a batch whose write failed, or the lease of a
 * job it lost) runs out and frees its game for whoever asks next.
 */
export async function renewClaims(
  db: Db,
  owner: string,
  gameIds: readonly number[],
  leaseMs: number,
): Promise<void> {
  await db.execute(sql`update analysis_claims set expires_at = ${Date.now() + leaseMs}
    where owner = ${owner} and not failed
      and game_id = any(${pgArray(gameIds)}::bigint[])`);
}

/**
 * After a batch is written (in its transaction): the claims of its games go, except those the
 * analysis failed on, which stay marked until the job ends; the job's progress counts the batch.
 */
export async function settleBatch(
  tx: Db,
  jobId: number,
  owner: string,
  analysed: readonly AnalysedGame[],
  counts: AnalysisCounts,
): Promise<void> {
  const ids = (games: readonly AnalysedGame[]) => pgArray(games.map((g) => g.gameId));
  const failed = analysed.filter((a) => a.rows === null);
  await tx.execute(sql`delete from analysis_claims
    where owner = ${owner} and game_id = any(${ids(analysed)}::bigint[])
      and not (game_id = any(${ids(failed)}::bigint[]))`);
  if (failed.length > 0) {
    await tx.execute(sql`update analysis_claims set failed = true
      where owner = ${owner} and game_id = any(${ids(failed)}::bigint[])`);
  }
  const add = (key: keyof AnalysisJobResult, n: number) =>
    sql`${key}::text, coalesce((result ->> ${key})::int, 0) + ${n}::int`;
  await tx.execute(sql`update jobs set done = done + ${analysed.length}::int,
      result = jsonb_build_object(${add('analysed', counts.analysed)},
        ${add('moves', counts.moves)}, ${add('failed', counts.failed)})
    where id = ${jobId}`);
}

/** Games of the job that some instance still works on (live leases, not failed ones). */
export async function openClaims(db: Db, jobId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analysis_claims
      where job_id = ${jobId} and not failed and expires_at > ${Date.now()}`,
  );
  return row?.n ?? 0;
}

/** The job is over: its claims go (a later job tries the failed games again). */
export async function endClaims(db: Db, jobId: number): Promise<void> {
  await db.execute(sql`delete from analysis_claims where job_id = ${jobId}`);
}

/** An instance stops cleanly: its live claims are free for the others at once. */
export async function releaseClaims(db: Db, owner: string): Promise<void> {
  await db.execute(sql`delete from analysis_claims where owner = ${owner} and not failed`);
}
