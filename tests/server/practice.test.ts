/**
 * 'Øv på feilene' on the server (server/practice/exercises.ts): the user's own exercises (the
 * graded moves of their player's finished games), the largest miss first; answers stored once
 * per answer id (a replay counts once); progress solved/total/tried/first try, per user.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradeOf } from '@ordbot/engine/analysis/grades.ts';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { PracticeList, PracticeProgress } from '@ordbot/contract/api-types.ts';
import { moveAnalysis } from '../../server/db/schema.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const PLAYER = 6001;
const OTHER = 6002;

/**
 * A stored analysis row of a move (only what the practice reads matters): graded by points
 * missed as the analysis grades a language without tables, or as given (`grade`, `winLost`).
 */
function analysed(
  gameId: number,
  moveNum: number,
  missed: number,
  playerMove = true,
  judged: { grade: Grade | null; winLost: number; rackP?: number } | null = null,
) {
  return {
    gameId,
    moveNum,
    playerMove,
    points: 10,
    bestPoints: 10 + missed,
    placements: 3,
    missed,
    found: missed === 0,
    difficulty: 1,
    grade: judged ? judged.grade : gradeOf(missed),
    winLost: judged?.winLost ?? null,
    rackP: judged?.rackP ?? null,
  };
}

describe.each(testDatabaseKinds())('practice on %s', (kind) => {
  const server = useTestServer(kind);
  let player: TestUser;
  let sameplayer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 11, playerId: PLAYER, playerName: 'Øver', startTime: 1_700_000_000 }),
      makeGame({ gameId: 12, playerId: PLAYER, playerName: 'Øver', startTime: 1_700_100_000 }),
      makeGame({ gameId: 13, playerId: PLAYER, playerName: 'Øver', finished: false }),
      makeGame({ gameId: 14, playerId: OTHER, playerName: 'Annen' }),
    ]);
    await server.db.insert(moveAnalysis).values([
      analysed(11, 1, 20), // Feil
      analysed(11, 3, 4), // no grade
      analysed(11, 2, 50, false), // the bot's move
      analysed(12, 1, 45), // Tabbe
      analysed(12, 3, 5), // Unøyaktighet
      // By winning chances: 25 points less for better tiles is no mistake, and a move that
      // scored the most its tiles could still lost 9 % (the rack had better).
      analysed(12, 5, 25, true, { grade: null, winLost: 0.4 }),
      analysed(12, 7, 0, true, { grade: 'MISTAKE', winLost: 9 }),
      analysed(11, 5, 8, true, { grade: 'MISTAKE', winLost: 12 }),
      // Judged by inferred racks: an exercise only where one rack holds 90 % (verdict.md).
      analysed(11, 7, 0, true, { grade: 'BLUNDER', winLost: 30, rackP: 0.6 }),
      analysed(11, 9, 0, true, { grade: 'INACCURACY', winLost: 4, rackP: 0.93 }),
      analysed(13, 1, 60), // an ongoing game
      analysed(14, 1, 30), // another player's
    ]);
    player = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    sameplayer = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    other = await createTestUser(server, 'PLAYER', { playerId: OTHER });
  });

  async function list(user: TestUser): Promise<PracticeList> {
    const res = await server.inject({ method: 'GET', url: '/api/practice', token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function answer(user: TestUser, body: object) {
    return server.inject({
      method: 'POST',
      url: '/api/practice/answers',
      token: user.token,
      payload: body,
    });
  }

  const body = (gameId: number, moveNum: number, solved: boolean, answeredAt = Date.now()) => ({
    answerId: randomUUID(),
    gameId,
    moveNum,
    solved,
    answeredAt,
  });

  it("lists the player's graded moves of finished games, the worst first", async () => {
    const { exercises, progress } = await list(player);
    // By grade, then win% lost, then points missed; a move the review did not grade is none.
    expect(exercises.map((e) => [e.gameId, e.moveNum, e.grade, e.missed])).toEqual([
      [12, 1, 'BLUNDER', 45],
      [11, 5, 'MISTAKE', 8],
      [12, 7, 'MISTAKE', 0],
      [11, 1, 'MISTAKE', 20],
      [11, 9, 'INACCURACY', 0],
      [12, 3, 'INACCURACY', 5],
    ]);
    expect(exercises[0]).toMatchObject({
      startTime: 1_700_100_000,
      language: 'NO_B',
      points: 10,
      bestPoints: 55,
      attempts: 0,
      solved: false,
    });
    expect(progress).toEqual({ solved: 0, total: 6, tried: 0, firstTry: 0 });
  });

  it('stores an answer once per id, counts solved and first tries, per user', async () => {
    const wrong = body(11, 1, false, 1000);
    const first = await answer(player, wrong);
    expect(first.statusCode).toBe(200);
    expect(first.json<PracticeProgress>()).toEqual({ solved: 0, total: 6, tried: 1, firstTry: 0 });
    // The same answer again (a lost reply, the offline queue): counted once.
    expect((await answer(player, wrong)).json()).toEqual(first.json());
    const right = body(11, 1, true, 2000);
    expect((await answer(player, right)).json()).toEqual({
      solved: 1,
      total: 6,
      tried: 1,
      firstTry: 0,
    });
    // Solved at the first try, sent twice.
    const first12 = body(12, 1, true, 3000);
    await answer(player, first12);
    await answer(player, first12);
    const { exercises, progress } = await list(player);
    expect(progress).toEqual({ solved: 2, total: 6, tried: 2, firstTry: 1 });
    expect(exercises.find((e) => e.gameId === 11 && e.moveNum === 1)).toMatchObject({
      attempts: 2,
      solved: true,
    });
    // Another user of the same player sees none of it; nor does another player's user.
    expect((await list(sameplayer)).progress).toEqual({
      solved: 0,
      total: 6,
      tried: 0,
      firstTry: 0,
    });
    expect((await list(other)).exercises.map((e) => e.gameId)).toEqual([14]);
  });

  it('an answer given offline earlier than one sent before it counts as the first', async () => {
    const user = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    await answer(user, body(12, 3, false, 5000));
    await answer(user, body(12, 3, true, 4000));
    expect((await list(user)).progress).toMatchObject({ solved: 1, tried: 1, firstTry: 1 });
  });

  it('answers 404 for a move that is not one of the user’s exercises', async () => {
    for (const [gameId, moveNum] of [
      [14, 1], // another player's
      [11, 3], // no grade
      [12, 5], // points missed, but no grade by winning chances
      [11, 2], // the bot's
      [13, 1], // an ongoing game
      [99, 1], // no such game
    ] as const) {
      const res = await answer(player, body(gameId, moveNum, true));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Fant ikke øvelsen');
    }
  });

  it('answers 400 in Norwegian for a malformed answer', async () => {
    for (const bad of [
      { ...body(11, 1, true), answerId: 'abc' },
      { ...body(11, 1, true), solved: 'ja' },
      { ...body(11, 1, true), gameId: -1 },
      { answerId: randomUUID() },
    ]) {
      const res = await answer(player, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel \(/);
    }
  });
});
