// Over 300 lines: the desk's list, one player's page and the kept list after writes are checked
// against computations of their own from one seeded analysis.
/**
 * The fair-play desk's calls (docs/analysis.md "Fair play"): the figures against a computation of
 * their own from the seeded analysis, the 100-move threshold, the order by z, the bot's flags on
 * the players' own moves, one player's games and moves newest first, the kept list after writes
 * against one computed from scratch, and the 400 and 404 answers.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  FairplayPlayer,
  FairplayPlayerDetails,
  FairplayPlayerPage,
} from '@ordbot/contract/api-types.ts';
import { mulberry32, randomInt } from '@ordbot/engine/random.ts';
import { fairplayPlayers } from '../../server/db/schema.ts';
import { forgetDeskState } from '../../server/fairplay/desk.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { seedAnalysis, type SeededMove } from './fairplay-seed.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ensurePlayer,
  ingestInto,
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

/** The model of README "The fair-play model", written out again without packages/engine/fairplay.ts. */
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
    await ingestGames(ingestInto(server), gamesToIngest);
    await ensurePlayer(server, NO_ANALYSIS, 'Dag Uanalysert');
    await seedAnalysis(server.db, playerOf, seeded);
    admin = await createTestUser(server, 'ADMIN');
  });

  const get = async (url: string) => server.inject({ method: 'GET', url, token: admin.token });

  it('lists the players with at least 100 analysed moves, highest z first, with their figures', async () => {
    const res = await get('/api/fairplay/players');
    expect(res.statusCode).toBe(200);
    const page = res.json<FairplayPlayerPage>();
    expect({ ...page, players: [] }).toEqual({
      players: [],
      page: 1,
      pageSize: 20,
      totalRecords: 2,
    });
    const list = page.players;
    expect(list.map((p) => p.basicInfo)).toEqual([
      { id: SOLVER.id, name: SOLVER.name },
      { id: HUMAN.id, name: HUMAN.name },
    ]);
    expect(Object.keys(list[0] as object).sort()).toEqual(
      ['accuracy', 'basicInfo', 'bestFound', 'botFlags', 'expected', 'movesAnalysed', 'z'].sort(),
    );
    for (const row of list) {
      expectFigures(row, expectedFigures(seeded, playerOf, row.basicInfo.id).figures);
    }
    expect((list[0] as FairplayPlayer).z).toBeGreaterThan(3.5);
    expect((list[0] as FairplayPlayer).z).toBeGreaterThan((list[1] as FairplayPlayer).z);
  });

  it('sums the analysed moves by month, every game counted, in agreement with the figures', async () => {
    const res = await get(`/api/fairplay/players/${SOLVER.id}/rates`);
    expect(res.statusCode).toBe(200);
    const months =
      res.json<{ month: string; moves: number; bestFound: number; expected: number }[]>();
    const { figures } = expectedFigures(seeded, playerOf, SOLVER.id);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
    expect(months.reduce((sum, m) => sum + m.moves, 0)).toBe(figures.movesAnalysed);
    expect(months.reduce((sum, m) => sum + m.bestFound, 0)).toBe(figures.bestFound);
    expect(months.reduce((sum, m) => sum + m.expected, 0)).toBeCloseTo(figures.expected, 1);
    expect((await get('/api/fairplay/players/999999/rates')).statusCode).toBe(404);
  });

  it("counts the bot's flags on the player's own moves only", async () => {
    const list = (await get('/api/fairplay/players')).json<FairplayPlayerPage>().players;
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

  it('sorts and pages the list as asked, and refuses a bad query in Norwegian', async () => {
    const byMoves = await get('/api/fairplay/players?sort=movesAnalysed&direction=ascending');
    expect(byMoves.json<FairplayPlayerPage>().players.map((p) => p.basicInfo.id)).toEqual([
      SOLVER.id,
      HUMAN.id,
    ]);
    const past = await get('/api/fairplay/players?page=2');
    expect(past.json<FairplayPlayerPage>()).toMatchObject({ players: [], page: 2 });
    for (const bad of ['page=0', 'page=x', 'sort=name', 'direction=up']) {
      const res = await get(`/api/fairplay/players?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Ugyldig forespørsel/);
    }
  });

  it('makes the case from the found moves below the average rate, hardest first', async () => {
    const details = (await get(`/api/fairplay/players/${HUMAN.id}`)).json<FairplayPlayerDetails>();
    const { own, rate } = expectedFigures(seeded, playerOf, HUMAN.id);
    const average = own.reduce((sum, m) => sum + rate(m.difficulty), 0) / own.length;
    const wanted = own
      .filter((m) => m.points >= m.bestPoints && rate(m.difficulty) < average)
      .sort(
        (a, b) =>
          rate(a.difficulty) - rate(b.difficulty) ||
          (startOf.get(b.gameId) as number) - (startOf.get(a.gameId) as number) ||
          b.gameId - a.gameId ||
          b.moveNum - a.moveNum,
      )
      .slice(0, 20);
    expect(wanted.length).toBeGreaterThan(0);
    expect(details.caseMoves.map((m) => [m.gameId, m.moveNum])).toEqual(
      wanted.map((m) => [m.gameId, m.moveNum]),
    );
    for (const m of details.caseMoves) expect(m.startTime).toBe(startOf.get(m.gameId));
  });

  it("pages a player's games, 20 a page, with those games' moves", async () => {
    const all: FairplayPlayerDetails['games'] = [];
    const moves: FairplayPlayerDetails['moves'] = [];
    for (const page of [1, 2]) {
      const details = (
        await get(`/api/fairplay/players/${HUMAN.id}?page=${page}`)
      ).json<FairplayPlayerDetails>();
      expect(details).toMatchObject({ page, pageSize: 20, totalGames: HUMAN.games });
      all.push(...details.games);
      moves.push(...details.moves);
    }
    expect(all).toHaveLength(HUMAN.games);
    expect(moves).toHaveLength(HUMAN.games * PLAYER_MOVES);
    const bad = await get(`/api/fairplay/players/${HUMAN.id}?page=0`);
    expect(bad.statusCode).toBe(400);
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
      accuracy: null,
      caseMoves: [],
      games: [],
      moves: [],
      page: 1,
      pageSize: 20,
      totalGames: 0,
    });
  });

  it('lists what the analysis wrote since the last call (the list is kept between calls)', async () => {
    const before = (await get('/api/fairplay/players')).json<FairplayPlayerPage>();
    await ensurePlayer(server, 7005, 'Eva Ny');
    const movesBy = Array.from({ length: 20 }, (_, d) => (d === 0 ? 150 : 0));
    await server.db.insert(fairplayPlayers).values({
      playerId: 7005,
      moves: 150,
      found: 0,
      movesBy,
      foundBy: movesBy.map(() => 0),
    });
    try {
      const after = (await get('/api/fairplay/players')).json<FairplayPlayerPage>();
      expect(after.totalRecords).toBe(before.totalRecords + 1);
      expect(after.players.at(-1)?.basicInfo).toEqual({ id: 7005, name: 'Eva Ny' });
    } finally {
      await server.db.delete(fairplayPlayers).where(eq(fairplayPlayers.playerId, 7005));
    }
    const again = (await get('/api/fairplay/players')).json<FairplayPlayerPage>();
    expect(again).toEqual(before);
  });

  it('answers after writes as a desk computed from scratch would (the kept rows brought up to date)', async () => {
    const answers = async () =>
      Promise.all(
        [
          '/api/fairplay/players',
          '/api/fairplay/players?sort=movesAnalysed&direction=ascending',
          `/api/fairplay/players/${HUMAN.id}`,
          `/api/fairplay/players/${SOLVER.id}`,
          '/api/fairplay/players/7006',
        ].map(async (url) => (await get(url)).json<unknown>()),
      );
    const same = async (step: string) => {
      const kept = await answers();
      forgetDeskState(server.db);
      expect(kept, step).toEqual(await answers());
    };
    const [human] = await server.db
      .select()
      .from(fairplayPlayers)
      .where(eq(fairplayPlayers.playerId, HUMAN.id));
    if (!human) throw new Error('HUMAN has no fair-play row');
    await answers();
    await ensurePlayer(server, 7006, 'Frida Ny');
    try {
      const movesBy = Array.from({ length: 20 }, (_, d) => (d === 5 ? 120 : 0));
      await server.db.insert(fairplayPlayers).values({
        playerId: 7006,
        moves: 120,
        found: 90,
        movesBy,
        foundBy: movesBy.map((n) => (n * 3) / 4),
      });
      await same('a player added');
      await server.db
        .execute(sql`update fairplay_players set moves = moves + 40, found = found + 40,
        moves_by[4] = moves_by[4] + 40, found_by[4] = found_by[4] + 40
        where player_id = ${HUMAN.id}`);
      await same('a player written');
      await server.db.execute(sql`update players set name = 'Frida Omdøpt' where id = 7006`);
      await same('a player renamed');
      expect(
        (await get('/api/fairplay/players/7006')).json<FairplayPlayerDetails>().basicInfo.name,
      ).toBe('Frida Omdøpt');
      await server.db.delete(fairplayPlayers).where(eq(fairplayPlayers.playerId, 7006));
      await same('a player removed');
    } finally {
      await server.db.delete(fairplayPlayers).where(eq(fairplayPlayers.playerId, 7006));
      await server.db
        .update(fairplayPlayers)
        .set(human)
        .where(eq(fairplayPlayers.playerId, HUMAN.id));
    }
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
    expect(res.json()).toEqual({ players: [], page: 1, pageSize: 20, totalRecords: 0 });
  });
});
