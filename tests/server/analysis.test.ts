// Over 300 lines: the analysis after ingest, versions, the incremental tables and the backfill
// share one server, its worker and the seeded games.
/**
 * The server's move analysis: a finished game sent by the bot is analysed after the
 * answer (worker thread) and stored per move as core storedAnalysis gives it; a new version
 * replaces its analysis, a broken game or one fix-games finds broken has none; the incremental
 * tables (fairplay_counts, game_profiles' analysis columns) equal a rebuild; the backfill job
 * shows progress, runs one at a time and resumes after a restart; the profile sums the figures.
 * Over 300 lines as one file: its steps build on the games the earlier ones stored.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { averageAccuracy } from '@ordbot/engine/analysis/accuracy.ts';
import type { BotGame, PlayerProfile } from '@ordbot/contract/api-types.ts';
import { storedAnalysis } from '@ordbot/engine/analysis/stored.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { JobInfo } from '@ordbot/contract/jobs.ts';
import { buildApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/database.ts';
import { jobs } from '../../server/db/schema.ts';
import { loadDemoData } from '../../server/demo/load.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { checkAggregates } from '../../server/games/aggregates.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { keptAndRebuilt } from './aggregate-snapshot.ts';
import {
  BOT_KEY,
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';
import { waitForJob } from './job-helpers.ts';

const PLAYER = 5001;
const OTHER = 5002;

/** A demo game: real words, the bot's racks sent, finished unless `stopAfter`. */
function demoGame(
  gameId: number,
  playerId: number,
  extra: { language?: Language; stopAfter?: number } = {},
): BotGame {
  const language = extra.language ?? 'NO_B';
  return playDemoGame(getLexicon(language), {
    gameId,
    player: { id: playerId, name: `Analyse ${playerId}` },
    skill: 0.4,
    startTime: 1_700_000_000 + gameId * 3600,
    language,
    seed: gameId,
    mayResign: false,
    cheatMoves: 0,
    ...(extra.stopAfter ? { stopAfter: extra.stopAfter } : {}),
  });
}

/** The rows core storedAnalysis gives the game, in move_analysis's shape. */
function expectedRows(game: BotGame) {
  const analysisGame: AnalysisGame = {
    language: game.language,
    layout: STANDARD_BOARD,
    finished: game.finished,
    moves: game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '', rack: m.rack ?? null })),
  };
  return storedAnalysis(getLexicon(game.language), analysisGame).rows.map((r) => ({
    game_id: game.gameId,
    move_num: r.moveNum,
    player_move: r.playerMove,
    points: r.points,
    best_points: r.bestPoints,
    second_points: r.secondPoints,
    placements: r.placements,
    best_rack_points: r.bestRackPoints,
    missed: r.missed,
    found: r.found,
    difficulty: r.difficulty,
  }));
}

describe.each(testDatabaseKinds())(
  'server move analysis on %s',
  (kind) => {
    const server = useTestServer(kind);
    let admin: TestUser;

    beforeAll(async () => {
      admin = await createTestUser(server, 'ADMIN');
    });

    const send = (game: BotGame) =>
      server.inject({
        method: 'POST',
        url: '/api/bot/games',
        headers: { authorization: `Bearer ${BOT_KEY}` },
        payload: game,
      });

    const rowsOf = (gameId: number) =>
      queryRows<Record<string, unknown>>(
        server.db,
        sql`select game_id::int, move_num, player_move, points, best_points, second_points,
          placements, best_rack_points, missed, found, difficulty::int
          from move_analysis where game_id = ${gameId} order by move_num`,
      );
    const seen = async (gameId: number) =>
      (
        await queryRows<{ moves: number }>(
          server.db,
          sql`select moves from game_analysis where game_id = ${gameId}`,
        )
      )[0] ?? null;

    async function expectNoDrift() {
      const { kept, rebuilt } = await keptAndRebuilt(server.db);
      expect(kept).toEqual(rebuilt);
      expect(await checkAggregates(server.db)).toEqual([]);
    }

    it('analyses a finished game after the ingest answers, as core storedAnalysis does', async () => {
      const game = demoGame(1, PLAYER);
      expect(game.finished).toBe(true);
      const res = await send(game);
      expect(res.statusCode).toBe(200);
      await server.app.ctx.analyser.idle();
      const expected = expectedRows(game);
      expect(expected.length).toBeGreaterThan(10);
      expect(await rowsOf(1)).toEqual(expected);
      expect(await seen(1)).toEqual({ moves: expected.length });
      const [profile] = await queryRows<Record<string, number>>(
        server.db,
        sql`select moves_analysed, best_found, points_missed from game_profiles where game_id = 1`,
      );
      const own = expected.filter((r) => r.player_move);
      expect(profile).toEqual({
        moves_analysed: own.length,
        best_found: own.filter((r) => r.found).length,
        points_missed: own.reduce((s, r) => s + r.missed, 0),
      });
      await expectNoDrift();
    });

    it('replaces the analysis of a new version: another player, then ongoing, then finished', async () => {
      await send(demoGame(2, PLAYER));
      await server.app.ctx.analyser.idle();
      // The same game now belongs to another player: the counts move with it.
      const moved = { ...demoGame(2, OTHER) };
      await send(moved);
      await server.app.ctx.analyser.idle();
      expect(await rowsOf(2)).toEqual(expectedRows(moved));
      await expectNoDrift();
      const ongoing = demoGame(2, OTHER, { stopAfter: 6 });
      expect(ongoing.finished).toBe(false);
      await send(ongoing);
      await server.app.ctx.analyser.idle();
      expect(await rowsOf(2)).toEqual([]);
      expect(await seen(2)).toBeNull();
      await expectNoDrift();
      await send(moved);
      await server.app.ctx.analyser.idle();
      expect(await rowsOf(2)).toEqual(expectedRows(moved));
      await expectNoDrift();
    });

    it('stores no rows for a broken game, and removes them when fix-games finds one broken', async () => {
      const broken = demoGame(3, PLAYER);
      const last = broken.moves.findLast((m) => m.moveType === 'NORMAL');
      Object.assign(last as object, {
        x: 14,
        y: 14,
        vertical: false,
        letters: 'AB',
        numTiles: 2,
        rack: null,
      });
      const res = await send(broken);
      expect(res.json(), res.body).toMatchObject({ hasBrokenMoves: true });
      await server.app.ctx.analyser.idle();
      expect(await rowsOf(3)).toEqual([]);
      expect(await seen(3)).toEqual({ moves: 0 });

      await send(demoGame(4, PLAYER));
      await server.app.ctx.analyser.idle();
      expect((await rowsOf(4)).length).toBeGreaterThan(0);
      // Changed by hand: a move runs off the board, which fix-games finds.
      await server.db.execute(
        sql`update moves set x = 14, y = 14, vertical = false, letters = 'AB'
          where game_id = 4 and move_num = (select max(move_num) from moves
            where game_id = 4 and move_type = 'NORMAL')`,
      );
      const id = (
        await server.inject({
          method: 'POST',
          url: '/api/jobs',
          token: admin.token,
          payload: { kind: 'fix-games' },
        })
      ).json<JobInfo>().id;
      await waitForJob(server.app, admin.token, id);
      expect(await rowsOf(4)).toEqual([]);
      expect(await seen(4)).toBeNull();
      await expectNoDrift();
    });

    /** Another instance of the server on the same database. */
    async function secondApp(): Promise<FastifyInstance> {
      const app = await buildApp({
        config: server.config,
        database: server.shared(),
        logger: false,
      });
      await app.ready();
      return app;
    }

    const startBackfill = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { kind: 'analysis' },
      });

    it('backfills stored games as a job: progress, one at a time, resumed after a restart', async () => {
      // Stored without the route (an import): nothing analyses them until the backfill.
      const stored = [10, 11, 12, 13, 14, 15, 16, 17].map((id) =>
        demoGame(id, id % 2 ? PLAYER : OTHER, { language: id === 17 ? 'ENG_US' : 'NO_B' }),
      );
      await ingestGames(ingestInto(server), [...stored, demoGame(18, PLAYER, { stopAfter: 5 })]);
      // To do: these 8 and game 4 (broken now, its seen mark removed by fix-games).
      await server.app.ctx.jobs.stop();
      const first = await secondApp();
      Object.assign(first.ctx.jobs.options, { batchSize: 2, pauseMs: 150 });
      const [a, b] = await Promise.all([startBackfill(first), startBackfill(first)]);
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      const id = a.json<JobInfo>().id;
      expect(b.json<JobInfo>().id).toBe(id);
      const partway = await waitForJob(first, admin.token, id, (j) => j.done >= 2);
      expect(partway).toMatchObject({ kind: 'analysis', state: 'running', total: 9 });
      await first.close();
      const [stopped] = await server.db.select().from(jobs).where(eq(jobs.id, id));
      expect(stopped).toMatchObject({ state: 'running', owner: null });
      expect(stopped?.done).toBeLessThan(9);

      const second = await secondApp();
      try {
        const done = await waitForJob(second, admin.token, id, undefined, 60_000);
        const moves = stored.reduce((sum, g) => sum + expectedRows(g).length, 0);
        // Every game once: it went on from the checkpoint.
        expect(done).toMatchObject({
          state: 'done',
          done: 9,
          total: 9,
          result: { analysed: 9, moves, failed: 0 },
        });
      } finally {
        await second.close();
        server.app.ctx.jobs.start();
      }
      for (const game of stored) expect(await rowsOf(game.gameId)).toEqual(expectedRows(game));
      expect(await seen(4)).toEqual({ moves: 0 });
      expect(await seen(18)).toBeNull();
      await expectNoDrift();
      // Nothing left: a second backfill is done at once with nothing to do.
      const again = (await startBackfill(server.app)).json<JobInfo>();
      expect(again.id).toBeGreaterThan(id);
      expect(await waitForJob(server.app, admin.token, again.id)).toMatchObject({
        state: 'done',
        total: 0,
        result: { analysed: 0, moves: 0, failed: 0 },
      });
    });

    it.each([null, 'NO_B', 'ENG_US'] as const)(
      'answers the profile analysis figures from move_analysis (language %s)',
      async (language) => {
        for (const id of [PLAYER, OTHER]) {
          const res = await server.inject({
            method: 'GET',
            url: `/api/players/${id}/profile${language ? `?language=${language}` : ''}`,
            token: admin.token,
          });
          expect(res.statusCode).toBe(200);
          const [row] = await queryRows<{ n: number; found: number; missed: number }>(
            server.db,
            sql`select count(*)::int as n, count(*) filter (where a.found)::int as found,
                coalesce(sum(a.missed), 0)::int as missed
              from move_analysis a join games g on g.id = a.game_id
              where a.player_move and g.finished and g.player_id = ${id}
                and (${language}::text is null or g.language = ${language}::text)`,
          );
          const { n, found, missed } = row as { n: number; found: number; missed: number };
          if (language !== 'ENG_US' && id === PLAYER) expect(n).toBeGreaterThan(20);
          // Accuracy: each analysed game's own figure (every language has tables now).
          const games = await queryRows<{ accuracy: number }>(
            server.db,
            sql`select ga.player_accuracy as accuracy from game_analysis ga
              join games g on g.id = ga.game_id
              where g.finished and g.player_id = ${id} and ga.moves > 0
                and ga.player_accuracy is not null
                and (${language}::text is null or g.language = ${language}::text)`,
          );
          const analysis = res.json<PlayerProfile>().analysis;
          expect(analysis).toMatchObject({
            movesAnalysed: n,
            bestFound: found,
            averageMissed: n === 0 ? 0 : Math.round((missed / n) * 10) / 10,
          });
          expect(analysis.accuracy.average).toBe(averageAccuracy(games.map((g) => g.accuracy)));
          if (games.length > 0) expect(analysis.accuracy.average).not.toBeNull();
        }
      },
    );
  },
  120_000,
);

describe.each(testDatabaseKinds())('demo data analysed on %s', (kind) => {
  const server = useTestServer(kind);

  it('has every finished game of the demo load analysed when the load is done', async () => {
    await loadDemoData(server.app.ctx, { seed: 5, games: 12, workers: 0 });
    const [row] = await queryRows<{ finished: number; seen: number; rows: number }>(
      server.db,
      sql`select (select count(*)::int from games where finished) as finished,
        (select count(*)::int from game_analysis) as seen,
        (select count(*)::int from move_analysis) as rows`,
    );
    expect(row?.finished).toBeGreaterThan(5);
    expect(row?.seen).toBe(row?.finished);
    expect(row?.rows).toBeGreaterThan(0);
    expect(await checkAggregates(server.db)).toEqual([]);
  }, 120_000);
});
