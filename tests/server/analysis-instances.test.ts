/**
 * The analysis backfill on several instances (docs/analysis.md "Background jobs"): two instances
 * on one PostgreSQL, one analysis worker each, take batches of games from the database and
 * share a 2,000-game backfill, faster than one instance alone (the figure is printed), every game
 * analysed once, the job's progress counting both; a dead instance's games are taken over when
 * its lease runs out; a game of an older analysis version is analysed again by the same path.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JobInfo } from '@ordbot/contract/jobs.ts';
import { claimGames } from '../../server/analysis/claims.ts';
import { gamesToAnalyse } from '../../server/analysis/store.ts';
import { ANALYSIS_VERSION } from '../../server/analysis/version.ts';
import { queryRows } from '../../server/db/database.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import { createTestUser, type TestUser } from './harness.ts';
import { useTwoInstances } from './two-instances.ts';
import { waitForJob } from './job-helpers.ts';

const GAMES = 2000;

describe.runIf(process.env.TEST_DATABASE_URL)('the analysis backfill on two instances', () => {
  const instances = useTwoInstances();
  const db = () => instances.database.db;
  let admin: TestUser;
  /** Games each instance's analyser computed. */
  const computed = [0, 0];

  async function setUp() {
    // Short games (seven moves): the test measures how the work is shared, not the engine.
    const games = Array.from({ length: GAMES }, (_, i) =>
      makeGame({ gameId: 50_000 + i, playerId: 9000 + (i % 200), normalMoves: 7, bingo: true }),
    );
    const into = { db: db(), gamesChanges: instances.apps[0].ctx.gamesChanges, analyser: null };
    for (let i = 0; i < games.length; i += 500) await ingestGames(into, games.slice(i, i + 500));
    admin = await createTestUser({ db: db() } as Parameters<typeof createTestUser>[0], 'ADMIN');
    instances.apps.forEach((app, i) => {
      const analyser = app.ctx.analyser;
      const compute = analyser.compute.bind(analyser);
      analyser.compute = async (games) => {
        computed[i] = (computed[i] ?? 0) + games.length;
        return compute(games);
      };
    });
  }

  async function resetAnalysis() {
    await db().execute(sql`truncate move_analysis, game_analysis, fairplay_players`);
    await db().execute(sql`update game_profiles set moves_analysed = 0, best_found = 0,
      points_missed = 0`);
    computed.fill(0);
  }

  async function finished(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from games where finished`,
    );
    return row?.n ?? 0;
  }

  async function backfill(app: FastifyInstance, helper?: FastifyInstance) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { kind: 'analysis' },
    });
    expect(res.statusCode).toBe(202);
    const id = res.json<JobInfo>().id;
    // The other instance would see the job at its next poll; here at once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (helper) helper.ctx.jobs.poll();
    const job = await waitForJob(app, admin.token, id, undefined, 600_000);
    return { job, ms: performance.now() - started };
  }

  it('shares a 2,000-game backfill between two instances, each game analysed once, faster than one', async () => {
    await setUp();
    const [a, b] = instances.apps;
    const games = await finished();
    expect(games).toBeGreaterThan(1500);
    // One instance alone: the other does not run jobs.
    await b.ctx.jobs.stop();
    const alone = await backfill(a);
    expect(alone.job).toMatchObject({ state: 'done', done: games });
    expect(computed).toEqual([games, 0]);

    // The second instance's worker has not analysed a game yet: it loads the word list and the
    // tables first. Warm, as the first instance is after its backfill, so the share each takes
    // does not depend on how many games the warm one analyses while the other starts its worker.
    const [first] = await queryRows<{ id: number }>(
      db(),
      sql`select id from games where finished order by id limit 1`,
    );
    await b.ctx.analyser.compute(await gamesToAnalyse(db(), [Number(first?.id)]));
    await resetAnalysis();
    b.ctx.jobs.start();
    const both = await backfill(a, b);
    expect(both.job).toMatchObject({ state: 'done', done: games, total: games });
    expect(both.job.result).toMatchObject({ analysed: games, failed: 0 });
    // Every game computed once, by one instance or the other; both took part. How much each took
    // depends on how the cores are shared with the suites running beside this one (28-50 % seen),
    // so the bar is that neither instance sat idle, not an even split.
    expect((computed[0] ?? 0) + (computed[1] ?? 0)).toBe(games);
    expect(Math.min(...computed)).toBeGreaterThan(games * 0.1);
    const [seen] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from game_analysis where analysis_version = ${ANALYSIS_VERSION}`,
    );
    expect(seen?.n).toBe(games);
    console.info(
      `analysis backfill of ${games} games: one instance ${Math.round(alone.ms)} ms, two ${Math.round(both.ms)} ms (${(alone.ms / both.ms).toFixed(2)}x), games computed by each ${computed.join(' and ')}`,
    );
    // The speed-up itself is a figure, not a pass mark here: vitest runs other suites beside this
    // one on the same cores, so the ratio swings with them (1.51x to 2.39x measured). What the
    // test holds is that both instances took a fair part and no game was computed twice.
    expect(alone.ms / both.ms).toBeGreaterThan(1);
  }, 1_500_000);

  it("takes over a dead instance's games when its lease runs out, and older versions again", async () => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select game_id as id from game_analysis order by game_id limit 1`,
    );
    const id = Number(row?.id);
    // An analysis of an older version is to do again; a dead instance claimed it first.
    await db().execute(sql`update game_analysis set analysis_version = ${ANALYSIS_VERSION - 1}
      where game_id = ${id}`);
    const dead = await claimGames(db(), { jobId: 999, owner: 'dead', limit: 1, leaseMs: 300 });
    expect(dead.map((g) => g.gameId)).toEqual([id]);
    // Live: nobody else takes it.
    expect(await claimGames(db(), { jobId: 999, owner: 'live', limit: 1, leaseMs: 300 })).toEqual(
      [],
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [a] = instances.apps;
    const res = await a.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { kind: 'analysis' },
    });
    const job = await waitForJob(a, admin.token, res.json<JobInfo>().id, undefined, 60_000);
    expect(job).toMatchObject({ state: 'done', done: 1, result: { analysed: 1 } });
    const [again] = await queryRows<{ v: number }>(
      db(),
      sql`select analysis_version as v from game_analysis where game_id = ${id}`,
    );
    expect(again?.v).toBe(ANALYSIS_VERSION);
    const [claims] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from analysis_claims where owner <> 'dead'`,
    );
    expect(claims?.n).toBe(0);
  }, 120_000);
});
