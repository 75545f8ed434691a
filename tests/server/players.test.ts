import { beforeAll, describe, expect, it } from 'vitest';
import type { PlayerInfo, PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ensurePlayer,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const info = (id: number, name: string, results: Omit<PlayerInfo, 'basicInfo'>): PlayerInfo => ({
  basicInfo: { id, name },
  ...results,
});

// Åse: 3 games (won, lost, ongoing); Bjørn: 2 (draw, won); ole: 1 (lost); Øystein, Zorro: none.
const ASE = info(3001, 'Åse', { gamesStarted: 3, gamesFinished: 2, won: 1, draw: 0, lost: 1 });
const BJORN = info(3002, 'Bjørn', { gamesStarted: 2, gamesFinished: 2, won: 1, draw: 1, lost: 0 });
const OLE = info(3003, 'ole', { gamesStarted: 1, gamesFinished: 1, won: 0, draw: 0, lost: 1 });
const OYSTEIN = info(3004, 'Øystein', {
  gamesStarted: 0,
  gamesFinished: 0,
  won: 0,
  draw: 0,
  lost: 0,
});
const ZORRO = info(3005, 'Zorro', { gamesStarted: 0, gamesFinished: 0, won: 0, draw: 0, lost: 0 });

describe.each(testDatabaseKinds())('players on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  let supervisor: TestUser;
  let player: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    const game = (gameId: number, id: number, name: string, scores: [number, number] | null) =>
      makeGame({
        gameId,
        playerId: id,
        playerName: name,
        finished: scores !== null,
        playerScore: scores?.[0] ?? 50,
        botScore: scores?.[1] ?? 60,
      });
    await ingestGames(ingestInto(server), [
      game(1, 3001, 'Åse', [400, 350]),
      game(2, 3001, 'Åse', [300, 350]),
      game(3, 3001, 'Åse', null),
      game(4, 3002, 'Bjørn', [320, 320]),
      game(5, 3002, 'Bjørn', [500, 320]),
      game(6, 3003, 'ole', [100, 420]),
    ]);
    await ensurePlayer(server, 3004, 'Øystein');
    await ensurePlayer(server, 3005, 'Zorro');
    admin = await createTestUser(server, 'ADMIN');
    supervisor = await createTestUser(server, 'SUPERVISOR');
    player = await createTestUser(server, 'PLAYER', { playerId: 3002 });
    user = await createTestUser(server, 'USER');
  });

  const get = (url: string, token?: string) => server.inject({ method: 'GET', url, token });

  it('lists every player with results for ADMIN, most games finished first', async () => {
    const res = await get('/api/players/all', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([BJORN, ASE, OLE, ZORRO, OYSTEIN]);
  });

  it('keeps the full list from everyone but ADMIN', async () => {
    expect((await get('/api/players/all', supervisor.token)).statusCode).toBe(403);
    expect((await get('/api/players/all', player.token)).statusCode).toBe(403);
    expect((await get('/api/players/all')).statusCode).toBe(401);
  });

  it('lists ids and names in Norwegian alphabetical order', async () => {
    const all: PlayerInfoBasic[] = [BJORN, OLE, ZORRO, OYSTEIN, ASE].map((p) => p.basicInfo);
    expect((await get('/api/players/allbasic', admin.token)).json()).toEqual(all);
    expect((await get('/api/players/allbasic', supervisor.token)).json()).toEqual(all);
  });

  it('narrows the names to the own player, or none without one', async () => {
    expect((await get('/api/players/allbasic', player.token)).json()).toEqual([BJORN.basicInfo]);
    expect((await get('/api/players/allbasic', user.token)).json()).toEqual([]);
  });

  it('answers a player by id, zeros for one without games', async () => {
    expect((await get('/api/players/playerid/3001', admin.token)).json()).toEqual(ASE);
    expect((await get('/api/players/playerid/3005', supervisor.token)).json()).toEqual(ZORRO);
    const missing = await get('/api/players/playerid/9999', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Fant ikke spilleren',
    });
  });

  it('refuses a malformed player id with 400', async () => {
    for (const id of ['abc', '0', '-1', '99999999999']) {
      const res = await get(`/api/players/playerid/${id}`, admin.token);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/^Ugyldig forespørsel \(id: /);
    }
  });

  it('answers a player by exact name, ignoring case', async () => {
    for (const name of ['Åse', 'åse', 'ÅSE']) {
      const res = await get(`/api/players/playername/${encodeURIComponent(name)}`, admin.token);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toEqual(ASE);
    }
    expect((await get('/api/players/playername/OLE', admin.token)).json()).toEqual(OLE);
    expect((await get('/api/players/playername/Ås', admin.token)).statusCode).toBe(404);
    expect((await get('/api/players/playername/%25', admin.token)).statusCode).toBe(404);
  });

  it('shows a restricted user only their own player (others: 404)', async () => {
    expect((await get('/api/players/playerid/3002', player.token)).json()).toEqual(BJORN);
    expect((await get('/api/players/playerid/3001', player.token)).statusCode).toBe(404);
    expect((await get('/api/players/playername/bjørn', player.token)).json()).toEqual(BJORN);
    expect((await get('/api/players/playername/Åse', player.token)).statusCode).toBe(404);
    expect((await get('/api/players/playerid/3002', user.token)).statusCode).toBe(404);
    expect((await get('/api/players/playername/Bjørn', user.token)).statusCode).toBe(404);
  });

  it('needs a signed-in user for names and single players', async () => {
    for (const url of [
      '/api/players/allbasic',
      '/api/players/playerid/3001',
      '/api/players/playername/Åse',
    ]) {
      expect((await get(encodeURI(url))).statusCode, url).toBe(401);
    }
  });

  it('keeps the results up to date when a game is sent again', async () => {
    // Game 3 of Åse ends: she wins it.
    await ingestGames(ingestInto(server), [
      makeGame({
        gameId: 3,
        playerId: 3001,
        playerName: 'Åse',
        finished: true,
        playerScore: 410,
        botScore: 300,
      }),
    ]);
    expect((await get('/api/players/playerid/3001', admin.token)).json()).toEqual({
      ...ASE,
      gamesFinished: 3,
      won: 2,
    });
  });
});
