import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  GameDetails,
  GameRow,
  GameSearchRequest,
  PagedGames,
} from '../../../core/api-types.ts';
import {
  claimCache,
  clearAllCachedData,
  DB_NAME,
  getDb,
  getEntry,
  getSearchBlock,
  OrdbotDb,
  putEntry,
  putSearchBlock,
  SCHEMA_V1,
  searchBlockKey,
} from '../../../src/cache/db.ts';

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
  it('is version 2 with the five tables', async () => {
    await db.open();
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'boards',
      'details',
      'entries',
      'games',
      'searchBlocks',
    ]);
  });

  it('keeps games by gameId, a newer copy replacing the older', async () => {
    await db.games.bulkPut([row(1, 1, T0), row(2, 2, T0 + 10), row(3, 1, T0 + 20)]);
    await db.games.put({ ...row(2, 2, T0 + 10), playerScore: 999 });
    expect(await db.games.count()).toBe(3);
    expect((await db.games.get(2))?.playerScore).toBe(999);
    expect(await db.games.toCollection().primaryKeys()).toEqual([1, 2, 3]);
  });

  it('upgrades a version 1 database in place, keeping its data, without the row indexes', async () => {
    const name = db.name;
    db.close();
    const old = new Dexie(name);
    old.version(1).stores(SCHEMA_V1);
    await old.table('games').bulkPut([row(1), { ...row(2), botScore: 500 }]);
    await old.table('entries').put({ key: 'players/allbasic', value: [], cachedAt: 5 });
    await old.table('details').put({ gameId: 7, value: details, cachedAt: 6 });
    old.close();

    db = new OrdbotDb(name);
    await db.open();
    expect(db.verno).toBe(2);
    expect(await db.games.count()).toBe(2);
    expect((await db.games.get(2))?.botScore).toBe(500);
    expect(db.games.schema.indexes).toEqual([]);
    expect((await getEntry('players/allbasic', db))?.cachedAt).toBe(5);
    expect((await db.details.get(7))?.value).toEqual(details);
  });

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
  it('keeps a block by query and first page, and each of its rows by gameId', async () => {
    await putSearchBlock(request, answer, 5000, db);
    expect((await db.games.toCollection().primaryKeys()).sort()).toEqual([1, 2, 3]);
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
    expect(await db.games.count()).toBe(3);
    expect(await claimCache('beta@example.no', db)).toBe(true);
    expect(await db.games.count()).toBe(0);
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
