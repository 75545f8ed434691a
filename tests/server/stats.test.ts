import { beforeAll, describe, expect, it } from 'vitest';
import type { BotGame, BotMove, StatsResult } from '@ordbot/contract/api-types.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const utc = (...parts: [number, number, number, number?, number?]) => Date.UTC(...parts) / 1000;

/** A NO_NY game playing `words` in turn (player first), each on its own row. */
function wordsGame(gameId: number, playerId: number, words: string[]): BotGame {
  const moves: BotMove[] = words.map((word, i) => ({
    moveNum: i + 1,
    moveType: 'NORMAL',
    playerMove: i % 2 === 0,
    letters: word,
    points: 5,
    numTiles: word.length,
    mainWord: word,
    vertical: false,
    x: 1,
    y: i * 2,
  }));
  return { ...makeGame({ gameId, playerId, language: 'NO_NY' }), moves, cheats: [] };
}

const GAMES: BotGame[] = [
  // 2023-12-31 23:30 UTC is already 2024 in Oslo; 22:30 UTC is still 2023.
  makeGame({ gameId: 1, playerId: 4001, startTime: utc(2023, 11, 31, 23, 30), bingo: true }),
  makeGame({ gameId: 2, playerId: 4001, startTime: utc(2023, 11, 31, 22, 30), swapAndPass: true }),
  makeGame({ gameId: 3, playerId: 4002, startTime: utc(2023, 5, 15), finished: false }),
  makeGame({ gameId: 4, playerId: 4003, startTime: utc(2021, 2, 10), normalMoves: 2 }),
  makeGame({ gameId: 5, playerId: 4002, startTime: utc(2024, 0, 20), bingo: true }),
  makeGame({ gameId: 6, playerId: 4001, startTime: utc(2023, 11, 31), language: 'ENG_US' }),
  // Moved to English below: the player no longer counts for bokmål.
  makeGame({ gameId: 7, playerId: 4009, startTime: utc(2022, 0, 5) }),
  wordsGame(8, 4001, ['BIL', 'SOL', 'HUS', 'BIL']),
  wordsGame(9, 4002, ['SOL', 'TOG', 'ÆRE', 'ÅRE']),
];

describe.each(testDatabaseKinds())('statistics on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), GAMES);
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 7, playerId: 4009, startTime: utc(2022, 0, 5), language: 'ENG_US' }),
    ]);
    admin = await createTestUser(server, 'ADMIN');
  });

  const post = (url: string, payload?: object, token = admin.token) =>
    server.inject({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

  describe('overall stats', () => {
    it('counts games, ongoing games, players, words and bingos of a language, for anyone', async () => {
      const res = await server.inject({
        method: 'POST',
        url: '/api/public/overall-stats',
        payload: { language: 'NO_B' },
      });
      expect(res.statusCode).toBe(200);
      // Words: 4 + 4 + 4 + 2 + 4 NORMAL moves; bingos in games 1 and 5.
      expect(res.json()).toEqual({
        ongoingGames: 1,
        numPlayers: 3,
        numGames: 5,
        numMoves: 18,
        numBingos: 2,
      });
      const english = await post('/api/public/overall-stats', { language: 'ENG_US' }, '');
      expect(english.json()).toEqual({
        ongoingGames: 0,
        numPlayers: 2,
        numGames: 2,
        numMoves: 8,
        numBingos: 0,
      });
      const none = await post('/api/public/overall-stats', { language: 'ENG_INT' }, '');
      expect(none.json()).toEqual({
        ongoingGames: 0,
        numPlayers: 0,
        numGames: 0,
        numMoves: 0,
        numBingos: 0,
      });
    });

    it('defaults to bokmål and refuses unknown languages', async () => {
      const empty = await post('/api/public/overall-stats', undefined, '');
      expect(empty.statusCode).toBe(200);
      expect(empty.json().numGames).toBe(5);
      expect((await post('/api/public/overall-stats', {}, '')).json().numGames).toBe(5);
      const bad = await post('/api/public/overall-stats', { language: 'FR' }, '');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'Ugyldig forespørsel (language: må være en av ENG_US, NO_B, ENG_INT, NO_NY)',
      );
    });
  });

  describe('games over time', () => {
    const range = (from: [number, number], to: [number, number], language?: string) => ({
      ...(language ? { language } : {}),
      startTime: { year: from[0], month: from[1] },
      endTime: { year: to[0], month: to[1] },
    });
    const series = async (url: string, body: object) => {
      const res = await post(url, body);
      expect(res.statusCode).toBe(200);
      return res.json<StatsResult>();
    };

    it('buckets games started by Oslo year, oldest first, empty years left out', async () => {
      expect(await series('/api/stats/games-started', range([2009, 0], [2035, 0], 'NO_B'))).toEqual(
        {
          numRecords: 3,
          data: [
            { label: '2021', value: 1 },
            { label: '2023', value: 2 },
            { label: '2024', value: 2 },
          ],
          dataType: 'YEARLY',
        },
      );
      const y2023 = await series('/api/stats/games-started', range([2023, 0], [2023, 0]));
      expect(y2023.data).toEqual([{ label: '2023', value: 2 }]);
    });

    it('buckets by Oslo month, both end months included', async () => {
      expect(await series('/api/stats/games-started', range([2009, 1], [2035, 1]))).toEqual({
        numRecords: 4,
        data: [
          { label: '2021-03', value: 1 },
          { label: '2023-06', value: 1 },
          { label: '2023-12', value: 1 },
          { label: '2024-01', value: 2 },
        ],
        dataType: 'MONTHLY',
      });
      const edge = await series('/api/stats/games-started', range([2023, 6], [2023, 12]));
      expect(edge.data.map((d) => d.label)).toEqual(['2023-06', '2023-12']);
      const one = await series('/api/stats/games-started', range([2024, 1], [2024, 1]));
      expect(one.data).toEqual([{ label: '2024-01', value: 2 }]);
    });

    it('counts unique players per bucket', async () => {
      const yearly = await series('/api/stats/num-players', range([2009, 0], [2035, 0]));
      expect(yearly.data).toEqual([
        { label: '2021', value: 1 },
        { label: '2023', value: 2 },
        { label: '2024', value: 2 },
      ]);
      const monthly = await series('/api/stats/num-players', range([2023, 1], [2024, 12]));
      expect(monthly).toEqual({
        numRecords: 3,
        data: [
          { label: '2023-06', value: 1 },
          { label: '2023-12', value: 1 },
          { label: '2024-01', value: 2 },
        ],
        dataType: 'MONTHLY',
      });
    });

    it('answers no buckets for an empty range or language', async () => {
      expect(await series('/api/stats/games-started', range([2010, 0], [2020, 0]))).toEqual({
        numRecords: 0,
        data: [],
        dataType: 'YEARLY',
      });
      const english = await series('/api/stats/num-players', range([2009, 1], [2035, 1], 'ENG_US'));
      expect(english.data).toEqual([
        { label: '2022-01', value: 1 },
        { label: '2023-12', value: 1 },
      ]);
    });

    it('refuses mixed, reversed and out-of-range periods with 400', async () => {
      const cases: [object, string][] = [
        [
          range([2009, 0], [2035, 1]),
          'endTime.month: month må være 0 i begge ender (årlig) eller 1-12 i begge ender (månedlig)',
        ],
        [range([2024, 0], [2023, 0]), 'startTime: kan ikke være etter endTime'],
        [range([2024, 2], [2024, 1]), 'startTime: kan ikke være etter endTime'],
        [range([1969, 0], [2020, 0]), 'startTime.year: må være fra 1970 til 2100'],
        [range([2020, 13], [2020, 12]), 'startTime.month: må være fra 0 til 12'],
        [range([2020, 0], [2020, 0], 'FR'), 'language: må være en av ENG_US, NO_B, ENG_INT, NO_NY'],
        [{ startTime: { year: 2020, month: 0 } }, 'endTime: må være et objekt {year, month}'],
        [
          { startTime: { year: '2020', month: 0 }, endTime: { year: 2021, month: 0 } },
          'startTime.year: må være et tall',
        ],
      ];
      for (const [body, message] of cases) {
        for (const url of ['/api/stats/games-started', '/api/stats/num-players']) {
          const res = await post(url, body);
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(res.json().message).toBe(`Ugyldig forespørsel (${message})`);
        }
      }
    });
  });

  describe('most-used words', () => {
    const words = (body: object) => post('/api/stats/most-used-words', body);

    it('answers the most played words first, ties by word', async () => {
      const res = await words({
        language: 'NO_NY',
        numTilesPlayed: 3,
        playerType: 'ALL',
        entriesToReturn: 10,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { word: 'BIL', count: 2 },
        { word: 'SOL', count: 2 },
        { word: 'HUS', count: 1 },
        { word: 'TOG', count: 1 },
        { word: 'ÅRE', count: 1 },
        { word: 'ÆRE', count: 1 },
      ]);
      const top = await words({
        language: 'NO_NY',
        numTilesPlayed: 3,
        playerType: 'ALL',
        entriesToReturn: 2,
      });
      expect(top.json()).toEqual([
        { word: 'BIL', count: 2 },
        { word: 'SOL', count: 2 },
      ]);
    });

    it('splits the words by who played them and by tiles placed', async () => {
      const of = async (playerType: string, numTilesPlayed: number, language = 'NO_NY') =>
        (await words({ language, numTilesPlayed, playerType, entriesToReturn: 100 })).json();
      expect(await of('PLAYER', 3)).toEqual(
        ['BIL', 'HUS', 'SOL', 'ÆRE'].map((word) => ({ word, count: 1 })),
      );
      expect(await of('BOT', 3)).toEqual(
        ['BIL', 'SOL', 'TOG', 'ÅRE'].map((word) => ({ word, count: 1 })),
      );
      expect(await of('ALL', 7, 'NO_B')).toEqual([{ word: 'SPILLER', count: 2 }]);
      expect(await of('BOT', 7, 'NO_B')).toEqual([]);
      // Bokmål 4-tile words: KATT in all five games, HEST where no bingo replaced it.
      expect(await of('ALL', 4, 'NO_B')).toEqual([
        { word: 'KATT', count: 5 },
        { word: 'HEST', count: 3 },
      ]);
    });

    it('refuses bad queries with 400', async () => {
      const good = { language: 'NO_B', numTilesPlayed: 7, playerType: 'ALL', entriesToReturn: 10 };
      const cases: [object, string][] = [
        [{ ...good, numTilesPlayed: 0 }, 'numTilesPlayed: må være fra 1 til 7'],
        [{ ...good, numTilesPlayed: 8 }, 'numTilesPlayed: må være fra 1 til 7'],
        [{ ...good, playerType: 'HUMAN' }, 'playerType: må være en av ALL, PLAYER, BOT'],
        [{ ...good, entriesToReturn: 0 }, 'entriesToReturn: må være fra 1 til 100'],
        [{ ...good, entriesToReturn: 101 }, 'entriesToReturn: må være fra 1 til 100'],
        [{ ...good, entriesToReturn: 2.5 }, 'entriesToReturn: må være et heltall'],
      ];
      for (const [body, message] of cases) {
        const res = await words(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(`Ugyldig forespørsel (${message})`);
      }
    });
  });

  describe('testconn', () => {
    it('answers the database kind and the time of a select 1', async () => {
      const res = await post('/api/stats/testconn');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ ok: true, database: kind, latencyMs: expect.any(Number) });
      expect(body.latencyMs).toBeGreaterThanOrEqual(0);
    });
  });
});
