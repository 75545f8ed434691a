/**
 * The fair-play desk's calls (docs/analysis.md "Fair play"): the figures against a computation of
 * their own from the seeded analysis, the 100-move threshold, the order by z, the bot's flags on
 * the players' own moves, one player's games and moves newest first, and the 400 and 404 answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import { mulberry32, randomInt } from '../../core/random.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { seedAnalysis, type SeededMove } from './fairplay-seed.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ensurePlayer,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

/** The seeded players: a solver-like one, two human-like ones (one under 100 moves). */
const SOLVER = { id: 7001, name: 'Åse Løser', games: 12, foundShare: 0.95, cheats: [1, 3, 2] };
const HUMAN = { id: 7002, name: 'Bjørn Vanlig', games: 15, foundShare: 0.4, cheats: [] };
const FEW = { id: 7003, name: 'Cecilie Ny', games: 10, foundShare: 0.4, cheats: [] };
/** 10 player moves a game (moves 1, 3, ..., 19); FEW's last game has 9. */
const PLAYER_MOVES = 10;
const NO_ANALYSIS = 7004;

interface Expected {
  movesAnalysed: number;
  bestFound: number;
  expected: number;
  z: number;
}

/** The model of README "The fair-play model", written out again without core/fairplay.ts. */
function expectedFigures(all: SeededMove[], playerOf: Map<number, number>, playerId: number) {
  const player = all.filter((m) => m.playerMove);
  const rate = (d: number) => {
    const same = player.filter((m) => m.difficulty === d);
    return (same.filter((m) => m.points >= m.bestPoints).length + 1) / (same.length + 2);
  };
  const own = player.filter((m) => playerOf.get(m.gameId) === playerId);
  let expected = 0;
  let variance = 0;
  for (const m of own) {
    expected += rate(m.difficulty);
    variance += rate(m.difficulty) * (1 - rate(m.difficulty));
  }
  const bestFound = own.filter((m) => m.points >= m.bestPoints).length;
  const figures: Expected = {
    movesAnalysed: own.length,
    bestFound,
    expected,
    z: (bestFound - expected) / Math.sqrt(variance),
  };
  return { figures, own, rate };
}

function expectFigures(actual: FairplayPlayer, wanted: Expected) {
  expect(actual.movesAnalysed).toBe(wanted.movesAnalysed);
  expect(actual.bestFound).toBe(wanted.bestFound);
  expect(actual.expected).toBeCloseTo(wanted.expected, 2);
  expect(actual.z).toBeCloseTo(wanted.z, 2);
  // 2 decimals on the wire.
  expect(Math.round(actual.z * 100) / 100).toBe(actual.z);
  expect(Math.round(actual.expected * 100) / 100).toBe(actual.expected);
}

describe.each(testDatabaseKinds())('fair-play desk on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  const seeded: SeededMove[] = [];
  const playerOf = new Map<number, number>();
  const startOf = new Map<number, number>();

  beforeAll(async () => {
    const rng = mulberry32(15);
    let gameId = 150_000;
    const gamesToIngest = [];
    for (const p of [SOLVER, HUMAN, FEW]) {
      for (let g = 0; g < p.games; g++) {
        gameId += 1;
        const startTime = 1_600_000_000 + randomInt(rng, 50_000_000);
        const last = p === FEW && g === p.games - 1;
        const playerMoves = last ? PLAYER_MOVES - 1 : PLAYER_MOVES;
        gamesToIngest.push(
          makeGame({
            gameId,
            playerId: p.id,
            playerName: p.name,
            startTime,
            normalMoves: 20,
            cheats: g === 0 ? p.cheats : [],
          }),
        );
        playerOf.set(gameId, p.id);
        startOf.set(gameId, startTime);
        for (let i = 0; i < 20; i++) {
          const playerMove = i % 2 === 0;
          if (playerMove && Math.floor(i / 2) >= playerMoves) continue;
          const bestPoints = 10 + randomInt(rng, 40);
          const found = rng() < (playerMove ? p.foundShare : 0.5);
          seeded.push({
            gameId,
            moveNum: i + 1,
            playerMove,
            points: found ? bestPoints : bestPoints - 1 - randomInt(rng, 9),
            bestPoints,
            difficulty: randomInt(rng, 20),
          });
        }
      }
    }
    await ingestGames(server.db, gamesToIngest);
    await ensurePlayer(server, NO_ANALYSIS, 'Dag Uanalysert');
    await seedAnalysis(server.db, playerOf, seeded);
    admin = await createTestUser(server, 'ADMIN');
  });

  const get = async (url: string) => server.inject({ method: 'GET', url, token: admin.token });

  it('lists the players with at least 100 analysed moves, highest z first, with their figures', async () => {
    const res = await get('/api/fairplay/players');
    expect(res.statusCode).toBe(200);
    const list = res.json<FairplayPlayer[]>();
    expect(list.map((p) => p.basicInfo)).toEqual([
      { id: SOLVER.id, name: SOLVER.name },
      { id: HUMAN.id, name: HUMAN.name },
    ]);
    expect(Object.keys(list[0] as object).sort()).toEqual(
      ['basicInfo', 'bestFound', 'botFlags', 'expected', 'movesAnalysed', 'z'].sort(),
    );
    for (const row of list) {
      expectFigures(row, expectedFigures(seeded, playerOf, row.basicInfo.id).figures);
    }
    expect((list[0] as FairplayPlayer).z).toBeGreaterThan(3.5);
    expect((list[0] as FairplayPlayer).z).toBeGreaterThan((list[1] as FairplayPlayer).z);
  });

  it("counts the bot's flags on the player's own moves only", async () => {
    const list = (await get('/api/fairplay/players')).json<FairplayPlayer[]>();
    // Moves 1 and 3 are the player's; move 2 is the bot's and does not count.
    expect(list.find((p) => p.basicInfo.id === SOLVER.id)?.botFlags).toBe(2);
    expect(list.find((p) => p.basicInfo.id === HUMAN.id)?.botFlags).toBe(0);
  });

  it("answers one player's figures, games and moves, newest first", async () => {
    const res = await get(`/api/fairplay/players/${SOLVER.id}`);
    expect(res.statusCode).toBe(200);
    const details = res.json<FairplayPlayerDetails>();
    const { figures, own, rate } = expectedFigures(seeded, playerOf, SOLVER.id);
    expectFigures(details, figures);
    expect(details.basicInfo).toEqual({ id: SOLVER.id, name: SOLVER.name });
    expect(details.botFlags).toBe(2);

    const newestFirst = (a: SeededMove, b: SeededMove) =>
      (startOf.get(b.gameId) as number) - (startOf.get(a.gameId) as number) ||
      b.gameId - a.gameId ||
      b.moveNum - a.moveNum;
    const moves = [...own].sort(newestFirst);
    expect(details.moves.map((m) => [m.gameId, m.moveNum])).toEqual(
      moves.map((m) => [m.gameId, m.moveNum]),
    );
    details.moves.forEach((m, i) => {
      const seed = moves[i] as SeededMove;
      expect(Object.keys(m).sort()).toEqual(
        ['bestPoints', 'found', 'gameId', 'moveNum', 'p', 'points'].sort(),
      );
      expect(m.points).toBe(seed.points);
      expect(m.bestPoints).toBe(seed.bestPoints);
      expect(m.found).toBe(seed.points >= seed.bestPoints);
      expect(m.p).toBeCloseTo(rate(seed.difficulty), 10);
    });

    const gameIds = [...new Set(moves.map((m) => m.gameId))];
    expect(details.games.map((g) => g.gameId)).toEqual(gameIds);
    for (const game of details.games) {
      const ofGame = own.filter((m) => m.gameId === game.gameId);
      expect(game.startTime).toBe(startOf.get(game.gameId));
      expect(game.movesAnalysed).toBe(ofGame.length);
      expect(game.bestFound).toBe(ofGame.filter((m) => m.points >= m.bestPoints).length);
      expect(game.expected).toBeCloseTo(
        ofGame.reduce((sum, m) => sum + rate(m.difficulty), 0),
        2,
      );
    }
  });

  it('answers a player under 100 analysed moves too, and zeros for one with none', async () => {
    const few = (await get(`/api/fairplay/players/${FEW.id}`)).json<FairplayPlayerDetails>();
    expect(few.movesAnalysed).toBe(99);
    expectFigures(few, expectedFigures(seeded, playerOf, FEW.id).figures);
    expect(few.games).toHaveLength(FEW.games);

    const res = await get(`/api/fairplay/players/${NO_ANALYSIS}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      basicInfo: { id: NO_ANALYSIS, name: 'Dag Uanalysert' },
      movesAnalysed: 0,
      bestFound: 0,
      expected: 0,
      z: 0,
      botFlags: 0,
      games: [],
      moves: [],
    });
  });

  it('answers 404 for an unknown player and 400 for a bad id, in Norwegian', async () => {
    const unknown = await get('/api/fairplay/players/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Fant ikke spilleren' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/api/fairplay/players/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Ugyldig forespørsel/);
    }
  });
});

describe('fair-play desk with no analysis', () => {
  const server = useTestServer('pglite');

  it('answers an empty list', async () => {
    const admin = await createTestUser(server, 'ADMIN');
    const res = await server.inject({
      method: 'GET',
      url: '/api/fairplay/players',
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
