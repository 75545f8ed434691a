import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { filterAndSort, searchGames } from '@ordbot/contract/search.ts';
import { clearAllCachedData, getDb, getGameRows, putGameRows } from '../../../src/cache/db.ts';
import { compactRowChunks } from '../../../workers/cache-schema.ts';
import { forgetCachedRows, offlineGames, offlineSearch } from '../../../workers/offline-search.ts';

function row(gameId: number, botScore = 350): GameRow {
  return {
    gameId,
    startTime: 1_700_000_000 + (gameId % 7),
    playerId: 1 + (gameId % 3),
    playerName: `Spiller ${1 + (gameId % 3)}`,
    playerScore: 300,
    botScore,
    finished: gameId % 4 !== 0,
    hasCheat: false,
    boardInfo: { language: gameId % 2 ? 'NO_B' : 'ENG_US', boardType: 'NORMAL' },
  };
}

const QUERY = {
  pageSize: 3,
  pageNumber: 1,
  sort: { item: 'OUR_SCORE', ascending: false },
} as const;

async function expected() {
  const rows = (await getGameRows())?.value ?? [];
  return { value: searchGames(rows, QUERY), cachedAt: (await getGameRows())?.cachedAt };
}

beforeEach(() => forgetCachedRows());
afterEach(() => clearAllCachedData(getDb()));

describe('the offline search over the cache (workers/offline-search.ts)', () => {
  it('follows saves, merges and clearing, answering as packages/contract/search.ts over the saved rows', async () => {
    await putGameRows([row(1), row(2), row(3), row(4)], 10);
    expect(await offlineSearch(QUERY)).toEqual(await expected());
    // A save: the newer copy of game 2 wins.
    await putGameRows([row(2, 999), row(9)], 20);
    expect(await offlineSearch(QUERY)).toEqual(await expected());
    expect((await offlineSearch(QUERY))?.value.pages[0]?.data[0]).toEqual(row(2, 999));
    await compactRowChunks(undefined, true);
    expect(await offlineSearch(QUERY)).toEqual(await expected());
    await clearAllCachedData();
    expect(await offlineSearch(QUERY)).toBeUndefined();
    await putGameRows([row(5)], 30);
    expect(await offlineSearch(QUERY)).toEqual(await expected());
  });

  it('searches rows as objects when a gameId does not fit the table', async () => {
    await putGameRows([row(1), { ...row(2), gameId: 2.5 }, row(3)], 10);
    expect(await offlineSearch(QUERY)).toEqual(await expected());
    await putGameRows([row(1, 5)], 20);
    const rows = (await getGameRows())?.value ?? [];
    expect(await offlineGames({ finished: true })).toEqual({
      value: filterAndSort(rows, { finished: true }),
      cachedAt: 20,
    });
  });
});
