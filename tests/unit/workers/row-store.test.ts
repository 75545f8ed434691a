import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { clearAllCachedData, OrdbotDb, putGameRows, SCHEMA_V1 } from '../../../src/cache/db.ts';
import { decodeRows } from '../../../workers/row-chunks.ts';
import { ENTRIES, ROW_CHUNKS, ROWS_SAVED_KEY } from '../../../workers/cache-names.ts';
import { closeRowStore, readRowChunks } from '../../../workers/row-store.ts';

function row(gameId: number, playerScore = 300): GameRow {
  return {
    gameId,
    startTime: 1_700_000_000 + gameId,
    playerId: 1 + (gameId % 3),
    playerName: `Spiller ${1 + (gameId % 3)}`,
    playerScore,
    botScore: 350,
    finished: true,
    hasCheat: false,
    boardInfo: { language: 'NO_B', boardType: 'NORMAL' },
  };
}

let counter = 0;
let name: string;
let db: OrdbotDb;

beforeEach(() => {
  counter++;
  name = `ordbot-row-store-${counter}`;
  db = new OrdbotDb(name);
});

afterEach(async () => {
  closeRowStore();
  db.close();
  await Dexie.delete(name);
});

const ids = (chunks: Parameters<typeof decodeRows>[0][]) =>
  chunks.flatMap((chunk) => decodeRows(chunk).map((r) => r.gameId));

describe('readRowChunks (the worker reads the rows without Dexie)', () => {
  it('reads the stores the schema declares', async () => {
    await db.open();
    expect(db.tables.map((t) => t.name)).toEqual(expect.arrayContaining([ROW_CHUNKS, ENTRIES]));
    await putGameRows([row(1)], 10, db);
    expect(await db.entries.get(ROWS_SAVED_KEY)).toMatchObject({ cachedAt: 10 });
  });

  it('answers undefined with no database, and makes none', async () => {
    db.close();
    expect(await readRowChunks(undefined, name)).toBeUndefined();
    expect(await Dexie.exists(name)).toBe(false);
  });

  it('reads every chunk, then nothing while unchanged, then only the chunks added', async () => {
    await putGameRows([row(2), row(1)], 10, db);
    await putGameRows([row(3)], 20, db);
    const first = await readRowChunks(undefined, name);
    expect(first?.read).toBe('all');
    expect(first?.cachedAt).toBe(20);
    expect(ids(first!.chunks)).toEqual([1, 2, 3]);
    expect(first?.keys).toHaveLength(2);

    const same = await readRowChunks(first!.keys, name);
    expect(same).toMatchObject({ read: 'same', chunks: [], keys: first!.keys, cachedAt: 20 });

    await putGameRows([row(2, 999), row(4)], 30, db);
    const added = await readRowChunks(first!.keys, name);
    expect(added?.read).toBe('added');
    expect(added?.cachedAt).toBe(30);
    expect(added?.chunks.flatMap((chunk) => decodeRows(chunk))).toEqual([row(2, 999), row(4)]);

    // A chunk read before is gone (merged, or the cache cleared): everything again.
    await clearAllCachedData(db);
    await putGameRows([row(5)], 40, db);
    const again = await readRowChunks(added!.keys, name);
    expect(again?.read).toBe('all');
    expect(ids(again!.chunks)).toEqual([5]);
  });

  it('lets the main thread delete or upgrade the database, and then reads everything', async () => {
    await putGameRows([row(1)], 10, db);
    const first = await readRowChunks(undefined, name);
    db.close();
    // Blocked by the worker's connection, this would never finish.
    await Dexie.delete(name);
    db = new OrdbotDb(name);
    await putGameRows([row(7)], 20, db);
    const after = await readRowChunks(first!.keys, name);
    expect(after?.read).toBe('all');
    expect(ids(after!.chunks)).toEqual([7]);
  });

  it('upgrades a database of an older schema first, keeping every row', async () => {
    db.close();
    const old = new Dexie(name);
    old.version(2).stores({ ...SCHEMA_V1, games: 'gameId' });
    await old.table('games').bulkPut([row(3), row(1), row(2)]);
    await old.table('entries').put({ key: ROWS_SAVED_KEY, value: null, cachedAt: 6 });
    old.close();
    const read = await readRowChunks(undefined, name);
    expect(read?.cachedAt).toBe(6);
    expect(read?.chunks.flatMap((chunk) => decodeRows(chunk))).toEqual([row(1), row(2), row(3)]);
    db = new OrdbotDb(name);
    await db.open();
    expect(db.verno).toBe(5);
  });
});
