// Over 300 lines: every game call (ingest, details, paged search, get-games, fix-games) against one
// shared data set, built once per database.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BotGame,
  GameDetails,
  GameRow,
  GameSort,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { LANGUAGES, SORT_ITEMS, type Language } from '@ordbot/contract/enums.ts';
import type { JobInfo } from '@ordbot/contract/jobs.ts';
import { fixGames } from '../../server/games/fix.ts';
import { ingestGames, standardLayoutId } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';
import { waitForJob } from './job-helpers.ts';

const BASE_TIME = Date.UTC(2023, 0, 1) / 1000;
const DAY = 86_400;
/** 2023-03-01 00:00 in Oslo (UTC+1), where a month of period_stats begins. */
const OSLO_MARCH = Date.UTC(2023, 1, 28, 23) / 1000;

/** Pairs of games start together (ties), 20 days apart; two games sit on an Oslo month edge. */
function startTimeOf(i: number): number {
  if (i === 23) return OSLO_MARCH;
  if (i === 24) return OSLO_MARCH - 1;
  return BASE_TIME + Math.floor(i / 2) * 20 * DAY;
}
const PLAYERS = [
  { id: 2001, name: 'Alfa' },
  { id: 2002, name: 'Beta' },
  { id: 2003, name: 'Gamma' },
];
const LANGUAGE_CYCLE: Language[] = ['NO_B', 'NO_B', 'ENG_US', 'NO_NY'];
/** The standard board is point-symmetric, so a reversed one is no different: swap DL and TL. */
const RANDOM_BOARD = STANDARD_BOARD.map((code) => (code === 1 ? 2 : code === 2 ? 1 : code));

/** 24 games with repeating start times and scores, so every sort has ties to break. */
function searchGamesData(): BotGame[] {
  return Array.from({ length: 24 }, (_, n) => {
    const i = n + 1;
    const player = PLAYERS[i % 3] as { id: number; name: string };
    const game = makeGame({
      gameId: 100 + i,
      playerId: player.id,
      playerName: player.name,
      startTime: startTimeOf(i),
      language: LANGUAGE_CYCLE[i % 4],
      boardType: i % 5 === 0 ? 'RANDOM' : 'NORMAL',
      finished: i % 6 !== 0,
      playerScore: 300 + ((i * 7) % 5) * 10,
      botScore: 300 + ((i * 3) % 4) * 10,
      cheats: i % 7 === 0 ? [2] : [],
      swapAndPass: i % 8 === 0,
    });
    return game.boardType === 'RANDOM' ? { ...game, board: RANDOM_BOARD } : game;
  });
}

const ALL_GAMES = searchGamesData();

function rowOf(g: BotGame): GameRow {
  return {
    gameId: g.gameId,
    startTime: g.startTime,
    playerId: g.player.id,
    playerName: g.player.name,
    playerScore: g.playerScore,
    botScore: g.botScore,
    finished: g.finished,
    hasCheat: (g.cheats ?? []).length > 0,
    boardInfo: { language: g.language, boardType: g.boardType },
  };
}

const SORT_KEY: Record<GameSort['item'], (r: GameRow) => number> = {
  START_TIME: (r) => r.startTime,
  OUR_SCORE: (r) => r.botScore,
  OPPONENT_SCORE: (r) => r.playerScore,
  FINISHED: (r) => (r.finished ? 1 : 0),
};

/** The expected answer, worked out plainly in JavaScript. */
function expected(
  filter: (r: GameRow) => boolean,
  sort: GameSort = { item: 'START_TIME', ascending: false },
) {
  const key = SORT_KEY[sort.item];
  return ALL_GAMES.map(rowOf)
    .filter(filter)
    .sort((a, b) => (sort.ascending ? key(a) - key(b) : key(b) - key(a)) || b.gameId - a.gameId);
}

const ids = (rows: GameRow[]) => rows.map((r) => r.gameId);

describe.each(testDatabaseKinds())('games on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  let supervisor: TestUser;
  let player: TestUser;
  let userWithoutPlayer: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), ALL_GAMES);
    admin = await createTestUser(server, 'ADMIN');
    supervisor = await createTestUser(server, 'SUPERVISOR');
    player = await createTestUser(server, 'PLAYER', { playerId: 2001 });
    userWithoutPlayer = await createTestUser(server, 'USER');
  });

  const paged = (token: string, body: object) =>
    server.inject({ method: 'POST', url: '/api/games/get-games-paginated', token, payload: body });
  const list = (token: string, body: object) =>
    server.inject({ method: 'POST', url: '/api/games/get-games', token, payload: body });

  describe('game details', () => {
    it('answers the game, its moves in order, its cheats and the broken-moves flag', async () => {
      const res = await server.inject({ method: 'GET', url: '/api/games/gamemoves/107' });
      expect(res.statusCode).toBe(200);
      const game = ALL_GAMES.find((g) => g.gameId === 107) as BotGame;
      const details: GameDetails = {
        game: {
          gameId: 107,
          playerId: 2002,
          playerName: 'Beta',
          playerScore: game.playerScore,
          botScore: game.botScore,
          finished: true,
          startTime: BASE_TIME + 3 * 20 * DAY,
          boardInfo: {
            language: 'NO_NY',
            boardType: 'NORMAL',
            boardTypeId: await standardLayoutId(server.db),
          },
        },
        moves: game.moves.map((m) => ({ ...m, mainWord: m.mainWord ?? '', rack: null })),
        cheats: [{ moveNum: 2 }],
        hasBrokenMoves: false,
      };
      expect(res.json()).toEqual(details);
    });

    it('lists SWAP and PASS moves after the words, ordered by moveNum', async () => {
      const res = await server.inject({ method: 'GET', url: '/api/games/gamemoves/108' });
      const body = res.json<GameDetails>();
      expect(body.moves.map((m) => [m.moveNum, m.moveType])).toEqual([
        [1, 'NORMAL'],
        [2, 'NORMAL'],
        [3, 'NORMAL'],
        [4, 'NORMAL'],
        [5, 'SWAP'],
        [6, 'PASS'],
      ]);
      expect(body.cheats).toEqual([]);
    });

    it('gives a RANDOM game its own layout, served by board-square-types', async () => {
      const details = (
        await server.inject({ method: 'GET', url: '/api/games/gamemoves/105' })
      ).json<GameDetails>();
      expect(details.game.boardInfo.boardType).toBe('RANDOM');
      const layoutId = details.game.boardInfo.boardTypeId;
      expect(layoutId).not.toBe(await standardLayoutId(server.db));
      const res = await server.inject({
        method: 'GET',
        url: `/api/boards/board-square-types/${layoutId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ types: RANDOM_BOARD });
    });

    it('answers 404 for an unknown game and 400 for an id that is not a positive number', async () => {
      const missing = await server.inject({ method: 'GET', url: '/api/games/gamemoves/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Fant ikke spill 999999',
      });
      for (const id of ['abc', '0', '-3', '1.5', '1e30']) {
        const res = await server.inject({ method: 'GET', url: `/api/games/gamemoves/${id}` });
        expect(res.statusCode, id).toBe(400);
        expect(res.json().message).toMatch(/^Ugyldig forespørsel \(id: /);
      }
    });
  });

  describe('board square types', () => {
    it('answers the 225 codes of the standard layout, cacheable for a year', async () => {
      const id = await standardLayoutId(server.db);
      const res = await server.inject({
        method: 'GET',
        url: `/api/boards/board-square-types/${id}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ types: [...STANDARD_BOARD] });
      expect(res.json().types).toHaveLength(225);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('answers 404 for an unknown layout and 400 for a bad id', async () => {
      const missing = await server.inject({
        method: 'GET',
        url: '/api/boards/board-square-types/99999',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Fant ikke brett 99999');
      expect(missing.headers['cache-control']).toBe('no-store');
      for (const id of ['x', '0', '99999999999']) {
        const res = await server.inject({
          method: 'GET',
          url: `/api/boards/board-square-types/${id}`,
        });
        expect(res.statusCode, id).toBe(400);
      }
    });
  });

  describe('paged search', () => {
    it('answers the block of five pages that holds the page asked for', async () => {
      // 24 games, 2 a page: 12 pages; page 7 lies in the block 6-10.
      const res = await paged(admin.token, { pageSize: 2, pageNumber: 7 });
      expect(res.statusCode).toBe(200);
      const body = res.json<PagedGames>();
      expect(body.paginationInfo).toEqual({
        totalRecords: 24,
        totalPages: 12,
        firstPageNum: 6,
        lastPageNum: 10,
      });
      const all = ids(expected(() => true));
      expect(body.pages.map((p) => p.pageNum)).toEqual([6, 7, 8, 9, 10]);
      expect(body.pages.map((p) => ids(p.data))).toEqual([
        all.slice(10, 12),
        all.slice(12, 14),
        all.slice(14, 16),
        all.slice(16, 18),
        all.slice(18, 20),
      ]);
      expect(body.pages[0]?.data[0]).toEqual(expected(() => true)[10]);
    });

    it('answers a partial last block and a short last page', async () => {
      const body = (await paged(admin.token, { pageSize: 2, pageNumber: 12 })).json<PagedGames>();
      expect(body.paginationInfo).toMatchObject({ firstPageNum: 11, lastPageNum: 12 });
      expect(body.pages.map((p) => p.pageNum)).toEqual([11, 12]);
      const short = (await paged(admin.token, { pageSize: 5, pageNumber: 3 })).json<PagedGames>();
      expect(short.paginationInfo).toEqual({
        totalRecords: 24,
        totalPages: 5,
        firstPageNum: 1,
        lastPageNum: 5,
      });
      expect(short.pages.map((p) => p.data.length)).toEqual([5, 5, 5, 5, 4]);
    });

    it('answers a page past the end with the counts and no pages', async () => {
      for (const pageNumber of [13, 16, 1000]) {
        const body = (await paged(admin.token, { pageSize: 2, pageNumber })).json<PagedGames>();
        expect(body).toEqual({
          paginationInfo: { totalRecords: 24, totalPages: 12, firstPageNum: 0, lastPageNum: 0 },
          pages: [],
        });
      }
    });

    it('answers zeros when nothing matches', async () => {
      const body = (
        await paged(admin.token, { pageSize: 25, pageNumber: 1, playerIds: [9999] })
      ).json<PagedGames>();
      expect(body).toEqual({
        paginationInfo: { totalRecords: 0, totalPages: 0, firstPageNum: 0, lastPageNum: 0 },
        pages: [],
      });
    });

    const filters: [string, object, (r: GameRow) => boolean][] = [
      ['one player', { playerIds: [2002] }, (r) => r.playerId === 2002],
      [
        'several players',
        { playerIds: [2001, 2003, 2003] },
        (r) => r.playerId === 2001 || r.playerId === 2003,
      ],
      ['no players (omitted)', { playerIds: [] }, () => true],
      ['ongoing only', { finished: false }, (r) => !r.finished],
      ['finished only', { finished: true }, (r) => r.finished],
      ['one language', { boardInfo: { language: 'NO_B' } }, (r) => r.boardInfo.language === 'NO_B'],
      [
        'a list of languages',
        { boardInfo: { language: ['ENG_US', 'NO_NY'] } },
        (r) => ['ENG_US', 'NO_NY'].includes(r.boardInfo.language),
      ],
      ['every language', { boardInfo: { language: [...LANGUAGES] } }, () => true],
      [
        'board type',
        { boardInfo: { boardType: 'RANDOM' } },
        (r) => r.boardInfo.boardType === 'RANDOM',
      ],
      [
        'language, board type and finished together',
        { finished: true, boardInfo: { language: 'NO_B', boardType: 'NORMAL' } },
        (r) => r.finished && r.boardInfo.language === 'NO_B' && r.boardInfo.boardType === 'NORMAL',
      ],
      [
        'time range, both ends inclusive',
        { timeFrom: startTimeOf(6), timeTo: startTimeOf(13) },
        (r) => r.startTime >= startTimeOf(6) && r.startTime <= startTimeOf(13),
      ],
      [
        'fractional time range',
        { timeFrom: startTimeOf(6) - 0.5, timeTo: startTimeOf(13) + 0.5 },
        (r) => r.startTime >= startTimeOf(6) && r.startTime <= startTimeOf(13),
      ],
      [
        'time range within one month',
        { timeFrom: BASE_TIME + DAY, timeTo: BASE_TIME + 25 * DAY },
        (r) => r.startTime >= BASE_TIME + DAY && r.startTime <= BASE_TIME + 25 * DAY,
      ],
      [
        'time range from an Oslo month start',
        { timeFrom: OSLO_MARCH, timeTo: BASE_TIME + 200 * DAY },
        (r) => r.startTime >= OSLO_MARCH && r.startTime <= BASE_TIME + 200 * DAY,
      ],
      [
        'time range up to the second before an Oslo month',
        { timeFrom: BASE_TIME - 5 * DAY, timeTo: OSLO_MARCH - 1 },
        (r) => r.startTime <= OSLO_MARCH - 1,
      ],
      [
        'time range and languages',
        {
          timeFrom: startTimeOf(3) + 1,
          timeTo: startTimeOf(20),
          boardInfo: { language: ['NO_B'] },
        },
        (r) =>
          r.startTime > startTimeOf(3) &&
          r.startTime <= startTimeOf(20) &&
          r.boardInfo.language === 'NO_B',
      ],
      [
        'time range and ongoing',
        { timeFrom: startTimeOf(3), timeTo: startTimeOf(20), finished: false },
        (r) => r.startTime >= startTimeOf(3) && r.startTime <= startTimeOf(20) && !r.finished,
      ],
      ['the widest time range', { timeFrom: 0, timeTo: 32_503_680_000 }, () => true],
      ['time from only', { timeFrom: OSLO_MARCH }, (r) => r.startTime >= OSLO_MARCH],
      ['time to only', { timeTo: startTimeOf(9) }, (r) => r.startTime <= startTimeOf(9)],
      [
        'player and language',
        { playerIds: [2001], boardInfo: { language: ['NO_B'] } },
        (r) => r.playerId === 2001 && r.boardInfo.language === 'NO_B',
      ],
      ['nulls count as omitted', { playerIds: null, finished: null, boardInfo: null }, () => true],
    ];

    it.each(filters)('filters by %s, with the right total', async (_name, filter, match) => {
      const want = expected(match);
      const body = (
        await paged(admin.token, { pageSize: 3, pageNumber: 1, ...filter })
      ).json<PagedGames>();
      expect(body.paginationInfo.totalRecords).toBe(want.length);
      expect(body.pages.flatMap((p) => ids(p.data))).toEqual(ids(want).slice(0, 15));
      const rows = (await list(admin.token, filter)).json<GameRow[]>();
      expect(rows).toEqual(want);
    });

    const sorts: GameSort[] = SORT_ITEMS.flatMap((item) => [
      { item, ascending: true },
      { item, ascending: false },
    ]);

    it.each(sorts)(
      'sorts by $item (ascending $ascending), ties by gameId descending',
      async (sort) => {
        const want = ids(expected(() => true, sort));
        const rows = (await list(admin.token, { sort })).json<GameRow[]>();
        expect(ids(rows)).toEqual(want);
        const body = (
          await paged(admin.token, { pageSize: 4, pageNumber: 6, sort })
        ).json<PagedGames>();
        expect(body.pages.flatMap((p) => ids(p.data))).toEqual(want.slice(20, 24));
      },
    );

    it('breaks start-time ties by gameId descending in both directions', async () => {
      // Games 102 and 103 started at the same second.
      const down = ids((await list(admin.token, {})).json<GameRow[]>());
      expect(down.indexOf(103)).toBe(down.indexOf(102) - 1);
      const up = ids(
        (await list(admin.token, { sort: { item: 'START_TIME', ascending: true } })).json<
          GameRow[]
        >(),
      );
      expect(up.indexOf(103)).toBe(up.indexOf(102) - 1);
    });

    it('narrows a PLAYER to their own games, whatever players they ask for', async () => {
      const own = ids(expected((r) => r.playerId === 2001));
      for (const playerIds of [undefined, [2001], [2001, 2002]]) {
        const body = (
          await paged(player.token, { pageSize: 100, pageNumber: 1, playerIds })
        ).json<PagedGames>();
        expect(body.paginationInfo.totalRecords).toBe(own.length);
        expect(ids(body.pages[0]?.data ?? [])).toEqual(own);
        expect(ids((await list(player.token, { playerIds })).json<GameRow[]>())).toEqual(own);
      }
      const others = (
        await paged(player.token, { pageSize: 100, pageNumber: 1, playerIds: [2002] })
      ).json<PagedGames>();
      expect(others.paginationInfo.totalRecords).toBe(0);
      expect(others.pages).toEqual([]);
      expect((await list(player.token, { playerIds: [2002] })).json()).toEqual([]);
    });

    it('finds nothing for a user without a player', async () => {
      const body = (
        await paged(userWithoutPlayer.token, { pageSize: 25, pageNumber: 1 })
      ).json<PagedGames>();
      expect(body).toEqual({
        paginationInfo: { totalRecords: 0, totalPages: 0, firstPageNum: 0, lastPageNum: 0 },
        pages: [],
      });
      expect((await list(userWithoutPlayer.token, {})).json()).toEqual([]);
    });

    it('lets a SUPERVISOR see every game', async () => {
      const body = (
        await paged(supervisor.token, { pageSize: 100, pageNumber: 1, playerIds: [2002, 2003] })
      ).json<PagedGames>();
      expect(ids(body.pages[0]?.data ?? [])).toEqual(ids(expected((r) => r.playerId !== 2001)));
      expect((await list(supervisor.token, {})).json()).toHaveLength(24);
    });

    it('refuses malformed searches with 400 and a message naming the field', async () => {
      const cases: [object, RegExp][] = [
        [{ pageSize: 0, pageNumber: 1 }, /pageSize: må være fra 1 til 100/],
        [{ pageSize: 101, pageNumber: 1 }, /pageSize: må være fra 1 til 100/],
        [{ pageSize: 10, pageNumber: 0 }, /pageNumber: må være minst 1/],
        [{ pageSize: 10 }, /pageNumber: må være et tall/],
        [{ pageSize: '10', pageNumber: 1 }, /pageSize: må være et tall/],
        [{ pageSize: 10, pageNumber: 1.5 }, /pageNumber: må være et heltall/],
        [
          { pageSize: 10, pageNumber: 1, sort: { item: 'NAME', ascending: true } },
          /sort\.item: må være en av START_TIME/,
        ],
        [
          { pageSize: 10, pageNumber: 1, sort: { item: 'START_TIME', ascending: 'ja' } },
          /sort\.ascending: må være true eller false/,
        ],
        [
          { pageSize: 10, pageNumber: 1, boardInfo: { language: 'FR' } },
          /boardInfo\.language: må være ett språk eller en liste/,
        ],
        [
          { pageSize: 10, pageNumber: 1, boardInfo: { boardType: 'SQUARE' } },
          /boardInfo\.boardType: må være en av NORMAL, RANDOM/,
        ],
        [{ pageSize: 10, pageNumber: 1, playerIds: ['a'] }, /playerIds\.0: må være et tall/],
        [
          { pageSize: 10, pageNumber: 1, playerIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
          /playerIds: kan ha høyst 1000 spillere/,
        ],
        [{ pageSize: 10, pageNumber: 1, finished: 'nei' }, /finished: må være true eller false/],
        [{ pageSize: 10, pageNumber: 1, timeFrom: -1 }, /timeFrom: kan ikke være negativ/],
        [{ pageSize: 10, pageNumber: 1, timeTo: 1e15 }, /timeTo: er for stor/],
        [
          { pageSize: 10, pageNumber: 1, timeFrom: BASE_TIME + 10, timeTo: BASE_TIME },
          /timeFrom: kan ikke være etter timeTo/,
        ],
      ];
      for (const [payload, message] of cases) {
        const res = await paged(admin.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toMatch(/^Ugyldig forespørsel \(/);
        expect(res.json().message).toMatch(message);
      }
      const notObject = await list(admin.token, [1, 2]);
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().message).toMatch(/body: må være et JSON-objekt/);
    });

    it('accepts 1000 player ids', async () => {
      const playerIds = Array.from({ length: 1000 }, (_, i) => i + 2001);
      const res = await paged(admin.token, { pageSize: 100, pageNumber: 1, playerIds });
      expect(res.statusCode).toBe(200);
      expect(res.json<PagedGames>().paginationInfo.totalRecords).toBe(24);
    });
  });

  describe('fix-games', () => {
    it('replays every game and corrects flags of games changed in the database', async () => {
      await ingestGames(ingestInto(server), [
        makeGame({ gameId: 901, playerId: 2001 }),
        makeGame({ gameId: 902, playerId: 2001, broken: true }),
      ]);
      // 901 now runs off the board; 902 loses its broken last move.
      await server.db.execute(sql`update moves set x = 13 where game_id = 901 and move_num = 1`);
      await server.db.execute(sql`delete from moves where game_id = 902 and move_num = 5`);
      const brokenFlag = async (id: number) =>
        (
          await server.inject({ method: 'GET', url: `/api/games/gamemoves/${id}` })
        ).json<GameDetails>().hasBrokenMoves;
      expect([await brokenFlag(901), await brokenFlag(902)]).toEqual([false, true]);

      const res = await server.inject({
        method: 'POST',
        url: '/api/games/fix-games',
        token: admin.token,
      });
      // A background job now: 202 with the job, its result when it is done.
      expect(res.statusCode).toBe(202);
      expect(res.json<JobInfo>()).toMatchObject({ kind: 'fix-games', done: 0, error: null });
      const job = await waitForJob(server.app, admin.token, res.json<JobInfo>().id);
      expect(job).toMatchObject({ state: 'done', done: 26, total: 26 });
      expect(job.result).toEqual({ checked: 26, broken: 1 });
      expect([await brokenFlag(901), await brokenFlag(902)]).toEqual([true, false]);
    });

    it('reads in batches by id and gives the same answer at any batch size', async () => {
      await server.db.execute(sql`update games set has_broken_moves = true where id in (101, 124)`);
      expect(await fixGames(server.app.ctx, 2)).toEqual({ checked: 26, broken: 1 });
      expect(await fixGames(server.app.ctx, 7)).toEqual({ checked: 26, broken: 1 });
      const flagged = await server.db.execute(
        sql`select count(*)::int as n from games where has_broken_moves`,
      );
      expect((flagged as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    });

    it('is for ADMIN only', async () => {
      const res = await server.inject({
        method: 'POST',
        url: '/api/games/fix-games',
        token: supervisor.token,
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
