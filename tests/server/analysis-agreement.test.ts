/**
 * The browser's worker and the server analyse alike (docs/strategy.md): 20 demo games sent by
 * the bot are analysed by the server (its worker threads, the tables shipped in tables/, stored
 * in move_analysis and game_analysis), and by the Web Worker's own code (workers/analysis.ts)
 * with the word list and the strategy tables it fetches from this server's index and files, the
 * game built from the replay's own call as the replay builds it. Every move's points, best,
 * points missed, win% lost, accuracy and grade, and each side's accuracy, are the same.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sideAccuracy } from '@ordbot/engine/analysis/accuracy.ts';
import type { BoardSquareTypes, BotGame, GameDetails } from '@ordbot/contract/api-types.ts';
import { queryRows } from '../../server/db/database.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { getLexicon } from '../../server/lexicon/files.ts';
import { toAnalysisGame } from '../../src/features/replay/analysis-logic.ts';
import { analyse } from '../../workers/analysis.ts';
import { fakeCaches } from '../unit/workers/fake-caches.ts';
import { createTestUser, sendGames, useTestServer, type TestUser } from './harness.ts';

const GAMES = 20;

function demoGame(i: number): BotGame {
  return playDemoGame(getLexicon('NO_B'), {
    gameId: 70_000 + i,
    player: { id: 7000 + (i % 5), name: `Spiller ${i}` },
    skill: 0.2 + (i % 4) * 0.2,
    startTime: 1_700_000_000 + i * 86_400,
    language: 'NO_B',
    seed: 900 + i,
    mayResign: false,
    cheatMoves: i % 7 === 0 ? 2 : 0,
  });
}

interface Row {
  game_id: number;
  move_num: number;
  player_move: boolean;
  points: number;
  best_points: number;
  best_rack_points: number | null;
  missed: number;
  found: boolean;
  win_lost: number | null;
  accuracy: number | null;
  grade: string | null;
}

describe('the worker and the server analyse alike', () => {
  const server = useTestServer('pglite');
  let admin: TestUser;
  const games = Array.from({ length: GAMES }, (_, i) => demoGame(i));

  beforeAll(async () => {
    admin = await createTestUser(server, 'ADMIN');
    await sendGames(server, games);
    await server.app.ctx.analyser.idle();
    // The worker's network is this server; its Cache Storage lives in memory.
    vi.stubGlobal('caches', fakeCaches().caches);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      const res = await server.app.inject({ method: 'GET', url });
      const body = res.rawPayload;
      return new Response(body.byteLength > 0 ? new Uint8Array(body) : null, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    });
  }, 300_000);

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('gives every move of 20 demo games the same figures, and each side the same accuracy', async () => {
    const rows = await queryRows<Row>(
      server.db,
      sql`select game_id::int, move_num, player_move, points, best_points, best_rack_points,
          missed, found, win_lost, accuracy, grade
        from move_analysis order by game_id, move_num`,
    );
    const sides = await queryRows<{ game_id: number; player: number | null; bot: number | null }>(
      server.db,
      sql`select game_id::int, player_accuracy as player, bot_accuracy as bot
        from game_analysis order by game_id`,
    );
    expect(sides).toHaveLength(GAMES);
    let moves = 0;
    let graded = 0;
    for (const game of games) {
      const details = (
        await server.inject({ url: `/api/games/gamemoves/${game.gameId}`, token: admin.token })
      ).json<GameDetails>();
      const layout = (
        await server.inject({
          url: `/api/boards/board-square-types/${details.game.boardInfo.boardTypeId}`,
        })
      ).json<BoardSquareTypes>().types;
      const ordered = [...details.moves].sort((a, b) => a.moveNum - b.moveNum);
      const result = await analyse(toAnalysisGame(details, ordered, layout));
      if (!result.ok) throw new Error(`the worker could not analyse: ${result.reason}`);
      const analysed = result.analysis.moves.filter((m) => m !== null);
      // Made with the tables, as the server's: chances on every move.
      expect(analysed.every((m) => m.winLost !== null)).toBe(true);
      const worker = analysed.map((m) => ({
        game_id: game.gameId,
        move_num: m.moveNum,
        player_move: m.playerMove,
        points: m.rulesPoints,
        best_rack_points: m.rackTop ? (m.rackTop[0]?.points ?? 0) : null,
        missed: m.missed,
        found: m.bestFound,
        win_lost: m.winLost,
        accuracy: m.accuracy,
        grade: m.grade,
      }));
      const stored = rows
        .filter((r) => r.game_id === game.gameId)
        .map(({ best_points: _best, ...r }) => r);
      expect(worker).toEqual(stored);
      const side = (player: boolean) =>
        sideAccuracy(
          analysed.filter((m) => m.playerMove === player).map((m) => m.accuracy as number),
        );
      expect(sides.find((s) => s.game_id === game.gameId)).toEqual({
        game_id: game.gameId,
        player: side(true),
        bot: side(false),
      });
      moves += worker.length;
      graded += worker.filter((m) => m.grade !== null).length;
    }
    expect(moves).toBeGreaterThan(GAMES * 10);
    expect(graded).toBeGreaterThan(0);
  }, 600_000);
});
