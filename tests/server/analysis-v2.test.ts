/**
 * The stored analysis in winning chances (docs/strategy.md): the analysis's form and strategy
 * version on game_analysis and the to-do list they give (a game analysed by an older form or
 * another strategy version is analysed again, its old figures readable until then), win% lost,
 * accuracy and grade per move, each side's accuracy per game, the profile's accuracy with its
 * months and the fair-play rows'. The model is the shipped NO_B tables (tables/), applied in
 * this process and written through the analysis's own writer.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { averageAccuracy } from '@ordbot/engine/analysis/accuracy.ts';
import { storedAnalysis } from '@ordbot/engine/analysis/stored.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import type { BotGame, FairplayPlayerDetails, PlayerProfile } from '@ordbot/contract/api-types.ts';
import { queryRows } from '../../server/db/database.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { checkAggregates } from '../../server/games/aggregates.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import {
  countGamesToAnalyse,
  gamesToAnalyse,
  nextGamesToAnalyse,
  writeAnalysis,
} from '../../server/analysis/store.ts';
import { ANALYSIS_VERSION, currentStrategyVersion } from '../../server/analysis/version.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { keptAndRebuilt } from './aggregate-snapshot.ts';
import {
  createTestUser,
  sendGames,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

// ENG_INT stands for a language whose tables are not made yet (its analysis is in points).
vi.mock('@ordbot/engine/node/strategy/shipped.ts', async () =>
  (await import('./without-tables.ts')).shippedWithout('ENG_INT'),
);

const PLAYER = 6001;

function demoGame(gameId: number, startTime: number): BotGame {
  return playDemoGame(getLexicon('NO_B'), {
    gameId,
    player: { id: PLAYER, name: 'Nøyaktig Spiller' },
    skill: 0.4,
    startTime,
    language: 'NO_B',
    seed: gameId,
    mayResign: false,
    cheatMoves: 0,
  });
}

describe.each(testDatabaseKinds())(
  'the stored analysis v2 on %s',
  (kind) => {
    const server = useTestServer(kind);
    let admin: TestUser;
    // Two games in October 2023, one in November (Europe/Oslo).
    const games = [
      demoGame(11, 1_697_000_000),
      demoGame(12, 1_697_100_000),
      demoGame(13, 1_699_500_000),
    ];

    beforeAll(async () => {
      admin = await createTestUser(server, 'ADMIN');
      await sendGames(server, games);
      await server.app.ctx.analyser.idle();
    });

    const versions = () =>
      queryRows<{ game_id: number; form: number; strategy: string }>(
        server.db,
        sql`select game_id::int, analysis_version as form, strategy_version as strategy
          from game_analysis order by game_id`,
      );

    it('stores the form and strategy version and leaves nothing to do while they are current', async () => {
      const current = currentStrategyVersion('NO_B');
      expect(current).toBe(loadShippedModel('NO_B')?.version);
      expect(current).toMatch(/^NO_B-\d+$/);
      expect(currentStrategyVersion('ENG_INT')).toBe('points');
      expect(await versions()).toEqual(
        games.map((g) => ({ game_id: g.gameId, form: ANALYSIS_VERSION, strategy: current })),
      );
      expect(await countGamesToAnalyse(server.db)).toBe(0);
      expect(await nextGamesToAnalyse(server.db, 0, 10)).toEqual([]);
    });

    it('analyses a game of an older form or strategy version again, its old figures readable until replaced', async () => {
      await server.db.execute(
        sql`update game_analysis set analysis_version = ${ANALYSIS_VERSION - 1} where game_id = 11`,
      );
      await server.db.execute(
        sql`update game_analysis set strategy_version = 'NO_B-0' where game_id in (12, 13)`,
      );
      expect(await countGamesToAnalyse(server.db)).toBe(3);
      expect((await nextGamesToAnalyse(server.db, 0, 10)).map((g) => g.gameId)).toEqual([
        11, 12, 13,
      ]);
      const [old] = await queryRows<{ n: number }>(
        server.db,
        sql`select count(*)::int as n from move_analysis where game_id = 11`,
      );
      expect(old?.n).toBeGreaterThan(10);

      // The new analysis, made with a strategy model, replaces the old one game by game.
      const model = loadShippedModel('NO_B');
      const current = currentStrategyVersion('NO_B');
      const todo = await gamesToAnalyse(
        server.db,
        games.map((g) => g.gameId),
      );
      const analysed = todo.map(({ gameId, version, game }) => ({
        gameId,
        version,
        strategyVersion: current,
        ...storedAnalysis(engineWith(getLexicon('NO_B'), model), game),
      }));
      const counts = await server.db.transaction((tx) =>
        writeAnalysis(tx as unknown as typeof server.db, analysed),
      );
      expect(counts).toMatchObject({ analysed: 3, failed: 0 });
      expect(await countGamesToAnalyse(server.db)).toBe(0);

      const rows = await queryRows<{
        game_id: number;
        move_num: number;
        win_lost: number | null;
        accuracy: number | null;
        grade: string | null;
      }>(
        server.db,
        sql`select game_id::int, move_num, win_lost, accuracy, grade from move_analysis
          order by game_id, move_num`,
      );
      const expected = analysed.flatMap((a) =>
        a.rows.map((r) => ({
          game_id: a.gameId,
          move_num: r.moveNum,
          win_lost: r.winLost,
          accuracy: r.accuracy,
          grade: r.grade,
        })),
      );
      expect(rows).toEqual(expected);
      expect(rows.every((r) => r.accuracy !== null && r.win_lost !== null)).toBe(true);
      const stored = await queryRows<{ player: number; bot: number }>(
        server.db,
        sql`select player_accuracy as player, bot_accuracy as bot from game_analysis
          order by game_id`,
      );
      expect(stored).toEqual(
        analysed.map((a) => ({ player: a.playerAccuracy, bot: a.botAccuracy })),
      );

      // The incremental tables equal a rebuild (profiles, fair-play counts).
      const { kept, rebuilt } = await keptAndRebuilt(server.db);
      expect(kept).toEqual(rebuilt);
      expect(await checkAggregates(server.db)).toEqual([]);

      // The profile: the mean of the games' accuracies and per month.
      const player = analysed.map((a) => a.playerAccuracy as number);
      const profile = (
        await server.inject({ url: `/api/players/${PLAYER}/profile`, token: admin.token })
      ).json<PlayerProfile>();
      expect(profile.analysis.accuracy).toEqual({
        average: averageAccuracy(player),
        months: [
          { label: '2023-10', average: averageAccuracy(player.slice(0, 2)) },
          { label: '2023-11', average: averageAccuracy(player.slice(2)) },
        ],
      });
      // The fair-play row of the player says the same.
      const details = (
        await server.inject({ url: `/api/fairplay/players/${PLAYER}`, token: admin.token })
      ).json<FairplayPlayerDetails>();
      expect(details.accuracy).toBe(averageAccuracy(player));
    });
  },
  180_000,
);
