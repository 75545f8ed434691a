/**
 * The served reviews (schema.ts game_reviews, ../shared/docs/verdict.md 'Where it is computed'):
 * written by the quick pass with the move analysis (store.ts writeAnalysis) and replaced by the
 * deep pass (deep.ts), read by GET /api/games/{gameId}/analysis. A row is also the deep pass's
 * job: QUICK rows are claimed with a lease, newest games first, by any instance.
 */
import { sql } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import type { DeepAnalysisProgress } from '@ordbot/contract/jobs.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { queryRows, type Db } from '../db/database.ts';
import { pgArray } from '../db/array-literal.ts';
import { ANALYSIS_VERSION } from './version.ts';

/** A failed deep pass is tried this many times, then left (the quick review stays). */
export const DEEP_TRIES = 3;

export type ReviewPass = 'QUICK' | 'DEEP';

/** The version a review is stored with: the analysis form and the strategy tables'. */
export function reviewVersion(strategyVersion: string): string {
  return `${ANALYSIS_VERSION}/${strategyVersion}`;
}

export interface ReviewToWrite {
  gameId: number;
  gameVersion: string;
  strategyVersion: string;
  /** Gzipped JSON, base64. */
  review: string;
}

/**
 * The quick pass's reviews, in the caller's transaction (writeAnalysis): a game gets its review,
 * replacing one of another game version or analysis version; a deep review of the same versions
 * stays.
 */
export async function writeQuickReviews(db: Db, reviews: readonly ReviewToWrite[]): Promise<void> {
  if (reviews.length === 0) return;
  const now = Date.now();
  const rows = reviews.map((r) => ({
    game_id: r.gameId,
    game_version: r.gameVersion,
    version: reviewVersion(r.strategyVersion),
    review: r.review,
  }));
  await db.execute(sql`insert into game_reviews (game_id, game_version, pass, version, review,
      judged_at)
    select r.game_id, r.game_version, 'QUICK', r.version, decode(r.review, 'base64'), ${now}::bigint
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(game_id bigint, game_version text, version text, review text)
    on conflict (game_id) do update set game_version = excluded.game_version, pass = 'QUICK',
      version = excluded.version, review = excluded.review, judged_at = excluded.judged_at,
      deep_owner = null, deep_until = null, failures = 0, deep_ms = null
    where game_reviews.game_version <> excluded.game_version
      or game_reviews.version <> excluded.version or game_reviews.pass = 'QUICK'`);
}

/** The reviews of `ids` go (their games changed: store.ts removeAnalysis). */
export async function removeReviews(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from game_reviews where game_id = any(${pgArray(ids)}::bigint[])`);
}

export interface StoredReview {
  pass: ReviewPass;
  version: string;
  gameVersion: string;
  judgedAt: number;
  review: GameAnalysis;
}

/** A game's stored review, or null. */
export async function readReview(db: Db, gameId: number): Promise<StoredReview | null> {
  const [row] = await queryRows<{
    pass: ReviewPass;
    version: string;
    game_version: string;
    judged_at: string | number;
    review: string;
  }>(
    db,
    sql`select pass, version, game_version, judged_at, encode(review, 'base64') as review
      from game_reviews where game_id = ${gameId}`,
  );
  if (!row) return null;
  const json = gunzipSync(Buffer.from(row.review, 'base64')).toString('utf8');
  return {
    pass: row.pass,
    version: row.version,
    gameVersion: row.game_version,
    judgedAt: Number(row.judged_at),
    review: JSON.parse(json) as GameAnalysis,
  };
}

/**
 * The deep pass's next game for `owner`: the newest finished game (by its start) whose review is
 * QUICK, not leased by another instance and not failed DEEP_TRIES times; leased until
 * now + leaseMs. Null: nothing to do.
 */
export async function claimDeep(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<{ gameId: number; gameVersion: string } | null> {
  const now = Date.now();
  const [row] = await queryRows<{ game_id: number; game_version: string }>(
    db,
    sql`update game_reviews set deep_owner = ${owner}, deep_until = ${now + leaseMs}::bigint
      where game_id = (
        select r.game_id from game_reviews r join games g on g.id = r.game_id
        where r.pass = 'QUICK' and r.failures < ${DEEP_TRIES}
          and (r.deep_until is null or r.deep_until < ${now}::bigint)
        order by g.start_time desc, g.id desc limit 1
        for update of r skip locked)
      returning game_id, game_version`,
  );
  return row ? { gameId: Number(row.game_id), gameVersion: row.game_version } : null;
}

/** Keeps `owner`'s lease on a game it works on. */
export async function renewDeep(db: Db, owner: string, gameId: number, leaseMs: number) {
  await db.execute(sql`update game_reviews set deep_until = ${Date.now() + leaseMs}::bigint
    where game_id = ${gameId} and deep_owner = ${owner}`);
}

/**
 * The deep review of a game, in the caller's transaction: written only while `owner` holds the
 * game and it is still the version judged. True when written.
 */
export async function writeDeepReview(
  db: Db,
  owner: string,
  review: ReviewToWrite & { cpuMs: number },
): Promise<boolean> {
  const rows = await queryRows<{ game_id: number }>(
    db,
    sql`update game_reviews set pass = 'DEEP', review = decode(${review.review}, 'base64'),
        version = ${reviewVersion(review.strategyVersion)}, judged_at = ${Date.now()}::bigint,
        deep_owner = null, deep_until = null, deep_ms = ${review.cpuMs}
      where game_id = ${review.gameId} and game_version = ${review.gameVersion}
        and deep_owner = ${owner}
      returning game_id`,
  );
  return rows.length > 0;
}

/** A deep pass that failed: counted, and the game let go (tried again until DEEP_TRIES). */
export async function failDeep(db: Db, owner: string, gameId: number): Promise<void> {
  await db.execute(sql`update game_reviews set failures = failures + 1, deep_owner = null,
      deep_until = null
    where game_id = ${gameId} and deep_owner = ${owner}`);
}

/** Lets go of a game without counting a failure (it changed, or the instance stops). */
export async function releaseDeep(db: Db, owner: string, gameId?: number): Promise<void> {
  await db.execute(sql`update game_reviews set deep_owner = null, deep_until = null
    where deep_owner = ${owner} ${gameId === undefined ? sql`` : sql`and game_id = ${gameId}`}`);
}

export type DeepProgress = DeepAnalysisProgress;

export async function deepProgress(db: Db): Promise<DeepProgress> {
  const since = Date.now() - 10 * 60_000;
  const [row] = await queryRows<{
    queued: number;
    done: number;
    failed: number;
    recent: number;
    median: number | null;
    p90: number | null;
  }>(
    db,
    sql`select
        count(*) filter (where pass = 'QUICK' and failures < ${DEEP_TRIES})::int as queued,
        count(*) filter (where pass = 'DEEP')::int as done,
        count(*) filter (where pass = 'QUICK' and failures >= ${DEEP_TRIES})::int as failed,
        count(*) filter (where pass = 'DEEP' and judged_at > ${since}::bigint)::int as recent,
        (select percentile_cont(0.5) within group (order by d.deep_ms) from (select deep_ms
          from game_reviews where deep_ms is not null order by judged_at desc limit 200) d)
          as median,
        (select percentile_cont(0.9) within group (order by d.deep_ms) from (select deep_ms
          from game_reviews where deep_ms is not null order by judged_at desc limit 200) d)
          as p90
      from game_reviews`,
  );
  const r = row ?? { queued: 0, done: 0, failed: 0, recent: 0, median: null, p90: null };
  return {
    queued: r.queued,
    done: r.done,
    failed: r.failed,
    perMinute: Math.round((r.recent / 10) * 10) / 10,
    cpuSeconds:
      r.median === null || r.p90 === null
        ? null
        : {
            median: Math.round(Number(r.median) / 100) / 10,
            p90: Math.round(Number(r.p90) / 100) / 10,
          },
  };
}
