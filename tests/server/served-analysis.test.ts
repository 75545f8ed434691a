/**
 * The verdicts served with the game (../shared/docs/verdict.md): GET /api/games/{id}/analysis
 * answers QUEUED before the quick pass, QUICK after it (the review the worker made, each move's
 * verdict), DEEP after the deep pass, whose rows replace the quick ones; 409 for an ongoing game,
 * 404 for none; a corrected game is judged again; the deep pass's jobs are claimed once across
 * two instances, and a game whose instance died is taken again when its lease runs out.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BotGame, ServedAnalysis } from '@ordbot/contract/api-types.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { claimDeep, deepProgress } from '../../server/analysis/reviews.ts';
import { queryRows } from '../../server/db/database.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { ingestInto, sendGames, useTestServer } from './harness.ts';
import { useTwoInstances } from './two-instances.ts';

function demoGame(gameId: number, stopAfter?: number, playerId = 7001): BotGame {
  return playDemoGame(getLexicon('NO_B'), {
    gameId,
    player: { id: playerId, name: `Verdikt ${playerId}` },
    skill: 0.4,
    startTime: 1_700_000_000 + gameId * 3600,
    language: 'NO_B',
    seed: gameId,
    mayResign: false,
    cheatMoves: 0,
    ...(stopAfter ? { stopAfter } : {}),
  });
}

describe('the served analysis', () => {
  const server = useTestServer('pglite', { DEEP_ENDGAME_NODES: '20000' });

  async function served(id: number) {
    const res = await server.inject({ method: 'GET', url: `/api/games/${id}/analysis` });
    return { status: res.statusCode, body: res.json<ServedAnalysis & { message?: string }>() };
  }

  it('answers QUEUED, then the quick pass, then the deep pass', { timeout: 180_000 }, async () => {
    const game = demoGame(91_001);
    // Stored without the analysis first: nothing judged yet.
    await ingestGames(ingestInto(server), [game]);
    let answer = await served(game.gameId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'QUEUED', moves: [], review: null, version: null });

    server.app.ctx.analyser.enqueue([game.gameId]);
    await server.app.ctx.analyser.idle();
    answer = await served(game.gameId);
    expect(answer.body.status).toBe('QUICK');
    const quick = answer.body;
    const normal = game.moves.filter((m) => m.moveType === 'NORMAL').length;
    expect(quick.moves).toHaveLength(normal);
    expect(quick.moves.map((m) => m.moveNum)).toEqual(
      [...quick.moves.map((m) => m.moveNum)].sort((a, b) => a - b),
    );
    for (const verdict of quick.moves) {
      expect(verdict.side).toBe(
        game.moves.find((m) => m.moveNum === verdict.moveNum)?.playerMove ? 'PLAYER' : 'BOT',
      );
      expect(['EQUITY', 'PREENDGAME', 'ENDGAME']).toContain(verdict.method);
      expect(verdict.candidates.length).toBeGreaterThan(0);
    }
    // The accuracy served is the one stored with the rows (the profile's).
    const [stored] = await queryRows<{ player_accuracy: number | null }>(
      server.db,
      sql`select player_accuracy from game_analysis where game_id = ${game.gameId}`,
    );
    expect(quick.accuracy.player).toBe(stored?.player_accuracy ?? null);
    expect((await deepProgress(server.db)).queued).toBe(1);

    // The deep pass: judged again, its review served and its rows stored.
    expect(await server.app.ctx.deep.next()).toBe(true);
    answer = await served(game.gameId);
    expect(answer.body.status).toBe('DEEP');
    expect(answer.body.moves).toHaveLength(normal);
    const rows = await queryRows<{ move_num: number; grade: string | null }>(
      server.db,
      sql`select move_num, grade from move_analysis where game_id = ${game.gameId} order by move_num`,
    );
    expect(rows.map((r) => r.grade)).toEqual(answer.body.moves.map((m) => m.grade));
    // The person's unknown racks are inferred by the deep pass only (verdict.md): each such
    // move's verdict names its likeliest racks, and its row keeps the likeliest's probability.
    expect(quick.moves.some((m) => m.rackSource === 'INFERRED')).toBe(false);
    const inferred = answer.body.moves.filter((m) => m.rackSource === 'INFERRED');
    expect(inferred.length).toBeGreaterThan(3);
    for (const verdict of inferred) {
      expect(verdict.side).toBe('PLAYER');
      expect(verdict.racks?.length).toBeGreaterThan(0);
      expect(verdict.racks?.[0]?.rack).toBe(verdict.rack);
      expect(verdict.rackBest).toHaveLength(verdict.racks?.length ?? -1);
      expect(verdict.mistakeChance).toBeGreaterThanOrEqual(0);
      const ps = verdict.racks?.map((r) => r.p) ?? [];
      expect(ps).toEqual([...ps].sort((a, b) => b - a));
    }
    const racked = await queryRows<{ move_num: number; rack_p: number | null }>(
      server.db,
      sql`select move_num, rack_p from move_analysis where game_id = ${game.gameId}
        and rack_p is not null order by move_num`,
    );
    expect(racked.map((r) => r.move_num)).toEqual(inferred.map((m) => m.moveNum));
    expect(racked.map((r) => r.rack_p)).toEqual(inferred.map((m) => m.racks?.[0]?.p));
    const progress = await deepProgress(server.db);
    expect(progress).toMatchObject({ queued: 0, done: 1, failed: 0 });
    // Nothing left for the deep pass.
    expect(await server.app.ctx.deep.next()).toBe(false);

    // A corrected game (a new version from the bot) is judged again from the start.
    await sendGames(server, [demoGame(91_001, undefined, 7002)]);
    answer = await served(game.gameId);
    expect(answer.body.status).not.toBe('DEEP');
    await server.app.ctx.analyser.idle();
    expect((await served(game.gameId)).body.status).toBe('QUICK');
  });

  it('answers 409 in Norwegian for an ongoing game and 404 for none', async () => {
    const ongoing = demoGame(91_002, 6);
    await sendGames(server, [ongoing]);
    const answer = await served(ongoing.gameId);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Spillet pågår ennå. Analysen kommer når spillet er ferdig.');
    expect(JSON.stringify(answer.body)).not.toMatch(/candidates|accuracy/);
    expect((await served(99_999_999)).status).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the deep pass on two instances', () => {
  const instances = useTwoInstances({ DEEP_ENDGAME_NODES: '20000' });

  it(
    "claims each game once, newest first, and takes over a dead instance's game",
    {
      timeout: 240_000,
    },
    async () => {
      const db = instances.database.db;
      const games = [92_001, 92_002, 92_003].map((id) => demoGame(id));
      const [a, b] = instances.apps;
      // The ingest queues the games for a's analyser.
      await ingestGames(a.ctx, games);
      await a.ctx.analyser.idle();
      // Both ask at once: three games, three different claims, the newest first.
      const claims = await Promise.all([
        claimDeep(db, 'one', 60_000),
        claimDeep(db, 'two', 60_000),
        claimDeep(db, 'three', 60_000),
        claimDeep(db, 'four', 60_000),
      ]);
      const ids = claims.flatMap((c) => (c ? [c.gameId] : []));
      expect(ids.sort()).toEqual([92_001, 92_002, 92_003]);
      expect(claims.filter((c) => c === null)).toHaveLength(1);
      // 'one'...'three' died: nothing is free until their leases run out.
      expect(await a.ctx.deep.next()).toBe(false);
      await db.execute(sql`update game_reviews set deep_until = 1`);
      // Taken over by the two instances, each game once.
      const judged: boolean[] = [];
      for (let i = 0; i < 4; i++) judged.push(await (i % 2 ? b : a).ctx.deep.next());
      expect(judged).toEqual([true, true, true, false]);
      const [row] = await queryRows<{ deep: number }>(
        db,
        sql`select count(*)::int as deep from game_reviews where pass = 'DEEP'`,
      );
      expect(row?.deep).toBe(3);
    },
  );
});
