import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GameDetails,
  GameRow,
  GameSearchRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import {
  claimCache,
  clearAllCachedData,
  DB_NAME,
  getDb,
  getEntry,
  getGameRows,
  getSearchBlock,
  OrdbotDb,
  putEntry,
  putGameRows,
  putSearchBlock,
  SCHEMA_V1,
  searchBlockKey,
} from '../../../src/cache/db.ts';
import { CHUNK_ROWS, compactRowChunks, MAX_CHUNKS } from '../../../workers/cache-schema.ts';
import { buildTable } from '../../../workers/row-table.ts';

const T0 = 1_700_000_000;

function row(gameId: number, playerId = 1, startTime = T0): GameRow {
  return {
    gameId,
    startTime,
    playerId,
    playerName: `Spiller ${playerId}`,
    playerScore: 300,
    botScore: 350,
    finished: true,
    hasCheat: false,
    boardInfo: { language: gameId % 2 ? 'NO_B' : 'ENG_US', boardType: 'NORMAL' },
  };
}

const details: GameDetails = {
  game: {
    gameId: 7,
    playerId: 1,
    playerName: 'Spiller 1',
    playerScore: 300,
    botScore: 350,
    finished: true,
    startTime: T0,
    boardInfo: { language: 'NO_B', boardType: 'NORMAL', boardTypeId: 1 },
  },
  moves: [],
  cheats: [],
  hasBrokenMoves: false,
};

const request: GameSearchRequest = {
  pageSize: 2,
  pageNumber: 3,
  sort: { item: 'START_TIME', ascending: false },
  playerIds: [1, 2],
};

const answer: PagedGames = {
  paginationInfo: { totalRecords: 3, totalPages: 2, firstPageNum: 1, lastPageNum: 2 },
  pages: [
    { pageNum: 1, data: [row(3, 1, T0 + 2), row(2, 2, T0 + 1)] },
    { pageNum: 2, data: [row(1, 1, T0)] },
  ],
};

let counter = 0;
let db: OrdbotDb;

beforeEach(() => {
  counter++;
  db = new OrdbotDb(`ordbot-test-${counter}`);
});

afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

const counts = () => Promise.all(db.tables.map((table) => table.count()));

describe('OrdbotDb', () => {
  it('is version 5 with the six tables, game rows in chunks', async () => {
    await db.open();
    expect(db.verno).toBe(5);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'boards',
      'details',
      'entries',
      'practiceAnswers',
      'rowChunks',
      'searchBlocks',
    ]);
  });

  it('keeps each game once, a newer copy replacing the older', async () => {
    await putGameRows([row(1, 1, T0), row(2, 2, T0 + 10), row(3, 1, T0 + 20)], 10, db);
    await putGameRows([{ ...row(2, 2, T0 + 10), playerScore: 999 }], 20, db);
    const saved = await getGameRows(db);
    expect(saved?.cachedAt).toBe(20);
    expect(saved?.value).toHaveLength(3);
    expect(saved?.value.find((r) => r.gameId === 2)?.playerScore).toBe(999);
    expect(saved?.value.map((r) => r.gameId).sort()).toEqual([1, 2, 3]);
  });

  it('merges many chunks into few, each game once, keeping the newest copy', async () => {
    for (let i = 0; i <= MAX_CHUNKS; i++) {
      await putGameRows([row(i), { ...row(1000), playerScore: i }], i, db);
    }
    expect(await compactRowChunks(db)).toBe(true);
    expect(await db.rowChunks.count()).toBe(1);
    const saved = (await getGameRows(db))?.value ?? [];
    expect(saved).toHaveLength(MAX_CHUNKS + 2);
    expect(saved.find((r) => r.gameId === 1000)?.playerScore).toBe(MAX_CHUNKS);
    expect(await compactRowChunks(db)).toBe(false);
    // In gameId order, so the worker reads them without sorting.
    expect(buildTable(await db.rowChunks.toArray())?.unordered).toBe(0);
  });

  it('merges the chunks when asked even when they are few', async () => {
    await putGameRows([row(3), row(1)], 1, db);
    await putGameRows([row(2)], 2, db);
    expect(buildTable(await db.rowChunks.toArray())?.unordered).toBe(1);
    expect(await compactRowChunks(db, true)).toBe(true);
    expect(await db.rowChunks.count()).toBe(1);
    expect(buildTable(await db.rowChunks.toArray())?.unordered).toBe(0);
  });

  for (const [version, schema] of [
    [1, SCHEMA_V1],
    [2, { ...SCHEMA_V1, games: 'gameId' }],
  ] as const) {
    it(`upgrades a version ${version} database in place, its rows into chunks, its data kept`, async () => {
      const name = db.name;
      db.close();
      const old = new Dexie(name);
      old.version(version).stores(schema);
      const many = Array.from({ length: CHUNK_ROWS + 5 }, (_, i) => row(10 + i, 1 + (i % 7)));
      await old.table('games').bulkPut([row(1), { ...row(2), botScore: 500, isValid: false }]);
      await old.table('games').bulkPut(many);
      await old.table('entries').put({ key: 'players/allbasic', value: [], cachedAt: 5 });
      await old.table('entries').put({ key: 'game-rows-saved', value: null, cachedAt: 6 });
      await old.table('details').put({ gameId: 7, value: details, cachedAt: 6 });
      old.close();

      db = new OrdbotDb(name);
      await db.open();
      expect(db.verno).toBe(5);
      expect(db.tables.map((t) => t.name)).not.toContain('games');
      expect(await db.rowChunks.count()).toBe(2);
      const saved = await getGameRows(db);
      expect(saved?.cachedAt).toBe(6);
      const byId = new Map(saved?.value.map((r) => [r.gameId, r]));
      expect(byId.size).toBe(many.length + 2);
      expect(byId.get(2)).toEqual({ ...row(2), botScore: 500, isValid: false });
      const last = many.at(-1) as GameRow;
      expect(byId.get(last.gameId)).toEqual(last);
      expect((await getEntry('players/allbasic', db))?.cachedAt).toBe(5);
      expect((await db.details.get(7))?.value).toEqual(details);
    }, 30_000);
  }

  it('keeps game details, board layouts and entries with when they were cached', async () => {
    await db.details.put({ gameId: 7, value: details, cachedAt: 1000 });
    expect(await db.details.get(7)).toEqual({ gameId: 7, value: details, cachedAt: 1000 });
    await db.boards.put({ id: 1, value: { types: Array(225).fill(0) }, cachedAt: 2000 });
    expect((await db.boards.get(1))?.value.types).toHaveLength(225);
    await putEntry('players/allbasic', [{ id: 1, name: 'Alfa' }], 3000, db);
    expect(await getEntry('players/allbasic', db)).toEqual({
      value: [{ id: 1, name: 'Alfa' }],
      cachedAt: 3000,
    });
    expect(await getEntry('missing', db)).toBeUndefined();
  });
});

describe('search blocks', () => {
  it('keeps a block by query and first page, and its rows', async () => {
    await putSearchBlock(request, answer, 5000, db);
    expect((await getGameRows(db))?.value.map((r) => r.gameId).sort()).toEqual([1, 2, 3]);
    const cached = await getSearchBlock(request, db);
    expect(cached).toEqual({
      query: searchBlockKey(request)[0],
      first: 1,
      value: answer,
      cachedAt: 5000,
    });
  });

  it('finds the block for any page in it and for an equivalent query', async () => {
    await putSearchBlock(request, answer, 5000, db);
    const equivalent: GameSearchRequest = {
      playerIds: [2, 1, 2],
      sort: { ascending: false, item: 'START_TIME' },
      pageNumber: 5,
      pageSize: 2,
      boardInfo: { language: [] },
    };
    expect((await getSearchBlock(equivalent, db))?.value).toEqual(answer);
  });

  it('misses for another block, page size, sort or filter', async () => {
    await putSearchBlock(request, answer, 5000, db);
    const others: GameSearchRequest[] = [
      { ...request, pageNumber: 6 },
      { ...request, pageSize: 10 },
      { ...request, sort: { item: 'START_TIME', ascending: true } },
      { ...request, playerIds: [1] },
      { ...request, finished: false },
    ];
    for (const other of others) expect(await getSearchBlock(other, db)).toBeUndefined();
  });

  it('keys a block by the first page of the block that holds the page', () => {
    expect(searchBlockKey({ ...request, pageNumber: 1 })[1]).toBe(1);
    expect(searchBlockKey({ ...request, pageNumber: 5 })[1]).toBe(1);
    expect(searchBlockKey({ ...request, pageNumber: 6 })[1]).toBe(6);
    expect(searchBlockKey({ ...request, pageNumber: 12 })[1]).toBe(11);
  });
});

/** One row in every table. */
async function fill() {
  await putSearchBlock(request, answer, 5000, db);
  await db.details.put({ gameId: 7, value: details, cachedAt: 1000 });
  await db.boards.put({ id: 1, value: { types: [] }, cachedAt: 1000 });
  await putEntry('stats', { numGames: 1 }, 1000, db);
  await db.practiceAnswers.put({
    answerId: '00000000-0000-4000-8000-000000000001',
    gameId: 7,
    moveNum: 1,
    solved: true,
    answeredAt: 1000,
  });
}

describe('clearing', () => {
  it('clearAllCachedData empties every table', async () => {
    await fill();
    expect((await counts()).every((n) => n > 0)).toBe(true);
    await clearAllCachedData(db);
    expect(await counts()).toEqual(db.tables.map(() => 0));
  });

  it('claimCache keeps the data of the same owner and clears another owner’s', async () => {
    expect(await claimCache('alfa@example.no', db)).toBe(true);
    await fill();
    expect(await claimCache('alfa@example.no', db)).toBe(false);
    expect((await getGameRows(db))?.value).toHaveLength(3);
    expect(await claimCache('beta@example.no', db)).toBe(true);
    expect(await getGameRows(db)).toBeUndefined();
    expect(await db.searchBlocks.count()).toBe(0);
  });

  it('claimCache clears data of no known owner', async () => {
    await fill();
    expect(await claimCache('alfa@example.no', db)).toBe(true);
    expect(await db.details.count()).toBe(0);
  });
});

describe('getDb', () => {
  it('makes one database on first use and does not open it', () => {
    const first = getDb();
    expect(getDb()).toBe(first);
    expect(first.name).toBe(DB_NAME);
    expect(first.isOpen()).toBe(false);
  });
});
