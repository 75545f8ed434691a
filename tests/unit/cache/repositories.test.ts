// Over 300 lines: every repository's online, offline and failure paths over one fake IndexedDB and
// one mocked API.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  GameRow,
  GameSearchRequest,
  MostUsedWordsRequest,
  PlayerInfo,
  StatsRequest,
} from '@ordbot/contract/api-types.ts';
import { filterAndSort, searchGames } from '@ordbot/contract/search.ts';
import * as boardsApi from '../../../src/api/boards.ts';
import { ApiError, OfflineError, setAuthToken } from '../../../src/api/client.ts';
import * as gamesApi from '../../../src/api/games.ts';
import * as playersApi from '../../../src/api/players.ts';
import * as statsApi from '../../../src/api/stats.ts';
import * as usersApi from '../../../src/api/users.ts';
import { getBoardSquareTypes } from '../../../src/cache/boards.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import { clearAllCachedData, getDb, getGameRows, getSearchBlock } from '../../../src/cache/db.ts';
import { forgetGames, loadGame } from '../../../src/cache/game-repository.ts';
import { getGames, getGamesPaginated } from '../../../src/cache/games.ts';
import { setOfflineSearchRunner } from '../../../src/cache/offline-search-runner.ts';
import { getAllPlayers, getPlayer } from '../../../src/cache/players.ts';
import { recall, remember } from '../../../src/cache/screen-memory.ts';
import { getGamesStarted, getOverallStats } from '../../../src/cache/stats.ts';
import { claimUserData, clearUserData } from '../../../src/cache/user-data.ts';
import { getAllUsers } from '../../../src/cache/users.ts';
import { getMostUsedWords } from '../../../src/cache/words.ts';
import { offlineGames, offlineSearch } from '../../../workers/offline-search.ts';
import { gameDetails as details } from '../fixtures/games.ts';

/** Every cached game row (each game once), as the offline search reads them. */
async function cachedRows() {
  return (await getGameRows())?.value ?? [];
}

vi.mock('../../../src/api/games.ts');
vi.mock('../../../src/api/boards.ts');
vi.mock('../../../src/api/players.ts');
vi.mock('../../../src/api/stats.ts');
vi.mock('../../../src/api/users.ts');

const T0 = 1_700_000_000;
/** Date.now() while an answer arrives, so its cachedAt is known. */
const SAVED_AT = 1_800_000_000_000;

function row(gameId: number, playerId: number, fields: Partial<GameRow> = {}): GameRow {
  return {
    gameId,
    startTime: T0 + gameId * 60,
    playerId,
    playerName: `Spiller ${playerId}`,
    playerScore: 300 + ((gameId * 37) % 100),
    botScore: 300 + ((gameId * 53) % 100),
    finished: gameId % 4 !== 0,
    hasCheat: false,
    boardInfo: { language: gameId % 3 ? 'NO_B' : 'ENG_US', boardType: 'NORMAL' },
    ...fields,
  };
}

/** What the server holds: 30 games of three players. */
const SERVER_ROWS = Array.from({ length: 30 }, (_, i) => row(i + 1, (i % 3) + 1));

const player = (id: number): PlayerInfo => ({
  basicInfo: { id, name: `Spiller ${id}` },
  gamesStarted: 10,
  gamesFinished: 8,
  won: 4,
  draw: 1,
  lost: 3,
});

const OVERALL = { ongoingGames: 1, numPlayers: 2, numGames: 3, numMoves: 4, numBingos: 5 };

const offline = () => new OfflineError();

beforeEach(async () => {
  setAuthToken('token-alfa');
  forgetGames();
  vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.mocked(gamesApi.getGamesPaginated).mockImplementation(async (query) =>
    searchGames(SERVER_ROWS, query),
  );
  vi.mocked(gamesApi.getGames).mockImplementation(async (query) =>
    filterAndSort(SERVER_ROWS, query),
  );
  await clearAllCachedData();
});

afterEach(async () => {
  await settledWrites();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  setOfflineSearchRunner();
  setAuthToken(null);
});

/** The answer of a call made while the mocked request gives no answer. */
async function offlineAnswer<T>(mock: { mockRejectedValue(e: unknown): unknown }, call: () => T) {
  mock.mockRejectedValue(offline());
  return call();
}

describe('board layouts (getBoardSquareTypes)', () => {
  it('are cache-first', async () => {
    vi.mocked(boardsApi.getBoardSquareTypes).mockResolvedValue({ types: Array(225).fill(1) });
    await getBoardSquareTypes(3);
    await settledWrites();
    const cached = await getBoardSquareTypes(3);
    expect(cached.value.types).toHaveLength(225);
    expect(boardsApi.getBoardSquareTypes).toHaveBeenCalledTimes(1);
    expect(cached.freshness).toBeUndefined();
  });
});

describe('lists and statistics', () => {
  it('are network-first, with the last answer as the fallback', async () => {
    vi.mocked(playersApi.getAllPlayers).mockResolvedValue([player(1)]);
    await getAllPlayers();
    vi.mocked(playersApi.getAllPlayers).mockResolvedValue([player(1), player(2)]);
    const fresh = await getAllPlayers();
    expect(fresh.value).toHaveLength(2);
    expect(fresh.freshness).toBeUndefined();
    await settledWrites();

    const cached = await offlineAnswer(vi.mocked(playersApi.getAllPlayers), getAllPlayers);
    expect(cached).toEqual({
      value: [player(1), player(2)],
      freshness: { source: 'cache', cachedAt: SAVED_AT },
    });
  });

  it('keep each set of arguments apart, whatever the order of their keys', async () => {
    const query: StatsRequest = {
      language: 'NO_B',
      startTime: { year: 2023, month: 1 },
      endTime: { year: 2023, month: 12 },
    };
    const result = { numRecords: 1, data: [{ label: '2023-01', value: 5 }], dataType: 'MONTHLY' };
    vi.mocked(statsApi.getGamesStarted).mockResolvedValue({ ...result, dataType: 'MONTHLY' });
    vi.mocked(playersApi.getPlayer).mockImplementation(async (id) => player(id));
    await Promise.all([getGamesStarted(query), getPlayer(1), getPlayer(2)]);
    await settledWrites();

    vi.mocked(statsApi.getGamesStarted).mockRejectedValue(offline());
    vi.mocked(playersApi.getPlayer).mockRejectedValue(offline());
    const reordered = { endTime: query.endTime, startTime: query.startTime, language: 'NO_B' };
    expect((await getGamesStarted(reordered as StatsRequest)).value).toEqual(result);
    expect((await getPlayer(2)).value.basicInfo.id).toBe(2);
    await expect(getPlayer(3)).rejects.toBeInstanceOf(OfflineError);
    await expect(getGamesStarted({ ...query, language: 'ENG_US' })).rejects.toBeInstanceOf(
      OfflineError,
    );
  });

  it('cover overall statistics, most-used words and the user list', async () => {
    vi.mocked(statsApi.getOverallStats).mockResolvedValue(OVERALL);
    const words: MostUsedWordsRequest = {
      language: 'NO_B',
      numTilesPlayed: 7,
      playerType: 'ALL',
      entriesToReturn: 10,
    };
    vi.mocked(statsApi.getMostUsedWords).mockResolvedValue([{ word: 'HEI', count: 3 }]);
    vi.mocked(usersApi.getAllUsers).mockResolvedValue([]);
    await Promise.all([getOverallStats('NO_B'), getMostUsedWords(words), getAllUsers()]);
    await settledWrites();

    vi.mocked(statsApi.getOverallStats).mockRejectedValue(offline());
    vi.mocked(statsApi.getMostUsedWords).mockRejectedValue(offline());
    vi.mocked(usersApi.getAllUsers).mockRejectedValue(offline());
    const cached = { source: 'cache', cachedAt: SAVED_AT };
    expect(await getOverallStats('NO_B')).toEqual({ value: OVERALL, freshness: cached });
    expect(await getMostUsedWords(words)).toEqual({
      value: [{ word: 'HEI', count: 3 }],
      freshness: cached,
    });
    expect(await getAllUsers()).toEqual({ value: [], freshness: cached });
  });
});

describe('an error answer of the server is never masked by the cache', () => {
  it.each([400, 401, 403, 404, 500])('status %i', async (status) => {
    vi.mocked(playersApi.getPlayer).mockResolvedValue(player(5));
    vi.mocked(gamesApi.getGameMoves).mockResolvedValue(details(5, false));
    const query: GameSearchRequest = { pageSize: 5, pageNumber: 1 };
    await Promise.all([getPlayer(5), loadGame(5), getGamesPaginated(query)]);
    await settledWrites();

    const error = new ApiError(status, 'Feil fra serveren');
    vi.mocked(playersApi.getPlayer).mockRejectedValue(error);
    vi.mocked(gamesApi.getGameMoves).mockRejectedValue(error);
    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(error);
    await expect(getPlayer(5)).rejects.toBe(error);
    await expect(loadGame(5)).rejects.toBe(error);
    await expect(getGamesPaginated(query)).rejects.toBe(error);
  });

  it('nor is any other failure', async () => {
    vi.mocked(playersApi.getAllPlayers).mockResolvedValue([player(1)]);
    await getAllPlayers();
    await settledWrites();
    const invalid = new Error('Ikke en liste');
    vi.mocked(playersApi.getAllPlayers).mockRejectedValue(invalid);
    await expect(getAllPlayers()).rejects.toBe(invalid);
  });
});

describe('nothing cached and no network', () => {
  it('rethrows the OfflineError', async () => {
    const error = offline();
    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(error);
    vi.mocked(gamesApi.getGames).mockRejectedValue(error);
    vi.mocked(gamesApi.getGameMoves).mockRejectedValue(error);
    vi.mocked(boardsApi.getBoardSquareTypes).mockRejectedValue(error);
    vi.mocked(playersApi.getAllPlayers).mockRejectedValue(error);
    await expect(getGamesPaginated({ pageSize: 10, pageNumber: 1 })).rejects.toBe(error);
    await expect(getGames({})).rejects.toBe(error);
    await expect(loadGame(1)).rejects.toBe(error);
    await expect(getBoardSquareTypes(1)).rejects.toBe(error);
    await expect(getAllPlayers()).rejects.toBe(error);
  });
});

describe('game search (getGamesPaginated)', () => {
  const mine: GameSearchRequest = {
    pageSize: 2,
    pageNumber: 1,
    playerIds: [1],
    sort: { item: 'OUR_SCORE', ascending: true },
  };
  const ongoing: GameSearchRequest = { pageSize: 3, pageNumber: 2, finished: false };

  it('keeps the block by query and every row by gameId', async () => {
    const { value: answer, freshness } = await getGamesPaginated(mine);
    expect(answer).toEqual(searchGames(SERVER_ROWS, mine));
    expect(freshness).toBeUndefined();
    await settledWrites();

    expect((await getSearchBlock(mine))?.value).toEqual(answer);
    const rowIds = answer.pages.flatMap((page) => page.data.map((r) => r.gameId));
    expect(rowIds).toHaveLength(10);
    expect((await cachedRows()).map((row) => row.gameId).sort((a, b) => a - b)).toEqual(
      rowIds.sort((a, b) => a - b),
    );
  });

  it('answers the same query offline with the stored block, marked as cached', async () => {
    await getGamesPaginated(mine);
    await settledWrites();
    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(offline());
    const samePage = await getGamesPaginated(mine);
    // Another page of the same block, in an equivalent query.
    const sameBlock = await getGamesPaginated({ ...mine, pageNumber: 4, playerIds: [1, 1] });
    for (const answer of [samePage, sameBlock]) {
      expect(answer).toEqual({
        value: searchGames(SERVER_ROWS, mine),
        freshness: { source: 'cache', cachedAt: SAVED_AT },
      });
    }
  });

  it('answers a new query offline from the cached rows, marked partial', async () => {
    await getGamesPaginated(mine);
    await getGamesPaginated(ongoing);
    await settledWrites();
    const saved = await cachedRows();
    expect(saved.length).toBeGreaterThan(10);
    expect(saved.length).toBeLessThan(SERVER_ROWS.length);

    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(offline());
    vi.mocked(Date.now).mockReturnValue(SAVED_AT + 60_000);
    const queries: GameSearchRequest[] = [
      { pageSize: 4, pageNumber: 1 },
      { pageSize: 3, pageNumber: 2, boardInfo: { language: 'NO_B' } },
      { pageSize: 2, pageNumber: 6, sort: { item: 'FINISHED', ascending: true } },
      { pageSize: 5, pageNumber: 1, playerIds: [2, 3], timeFrom: T0 + 600 },
      { pageSize: 5, pageNumber: 1, playerIds: [99] },
    ];
    for (const query of queries) {
      const answer = await getGamesPaginated(query);
      expect(answer.value).toEqual(searchGames(saved, query));
      // When rows were last saved, not when the search ran.
      expect(answer.freshness).toEqual({ source: 'cache', cachedAt: SAVED_AT, partial: true });
    }
  });

  it('runs the offline search through the runner it is given', async () => {
    await getGamesPaginated(mine);
    await settledWrites();
    const runner = vi.fn(async () => ({
      value: {
        paginationInfo: { totalRecords: 0, totalPages: 0, firstPageNum: 0, lastPageNum: 0 },
        pages: [],
      },
      cachedAt: 5,
    }));
    setOfflineSearchRunner(runner as never);
    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(offline());
    const query: GameSearchRequest = { pageSize: 10, pageNumber: 1, finished: false };
    const answer = await getGamesPaginated(query);
    expect(runner).toHaveBeenCalledWith({ signal: undefined }, 'offlineSearch', query);
    expect(answer.freshness).toEqual({ source: 'cache', cachedAt: 5, partial: true });
  });

  it('passes its signal to the offline search: a cancelled one rejects with AbortError, no cache trouble', async () => {
    await getGamesPaginated(mine);
    await settledWrites();
    vi.mocked(gamesApi.getGamesPaginated).mockRejectedValue(offline());
    const controller = new AbortController();
    const query: GameSearchRequest = { pageSize: 10, pageNumber: 1, finished: false };
    const call = getGamesPaginated(query, controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('unpaged search (getGames)', () => {
  it('keeps the answer and its rows; offline answers it, or a partial answer', async () => {
    const query = { playerIds: [2], sort: { item: 'START_TIME', ascending: true } } as const;
    const { value: answer, freshness } = await getGames({ ...query, playerIds: [2] });
    expect(freshness).toBeUndefined();
    await settledWrites();
    expect((await cachedRows()).length).toBe(answer.length);

    vi.mocked(gamesApi.getGames).mockRejectedValue(offline());
    const same = await getGames({ sort: query.sort, playerIds: [2] });
    expect(same).toEqual({ value: answer, freshness: { source: 'cache', cachedAt: SAVED_AT } });

    const other = { boardInfo: { language: 'NO_B' as const } };
    const partial = await getGames(other);
    expect(partial.value).toEqual(filterAndSort(answer, other));
    expect(partial.freshness?.partial).toBe(true);
  });
});

describe('the offline search functions (workers/offline-search.ts)', () => {
  it('answer undefined with no cached rows, and otherwise search them', async () => {
    expect(await offlineSearch({ pageSize: 5, pageNumber: 1 })).toBeUndefined();
    expect(await offlineGames({})).toBeUndefined();
    await getGamesPaginated({ pageSize: 5, pageNumber: 1, playerIds: [3] });
    await settledWrites();
    const rows = await cachedRows();
    expect(await offlineGames({ finished: false })).toEqual({
      value: filterAndSort(rows, { finished: false }),
      cachedAt: SAVED_AT,
    });
  });
});

describe('a cache that fails', () => {
  it('a failing write still answers from the network, and says so in the console', async () => {
    vi.spyOn(getDb().entries, 'put').mockRejectedValue(
      new DOMException('Full', 'QuotaExceededError'),
    );
    vi.spyOn(getDb().searchBlocks, 'put').mockRejectedValue(new Error('Broken'));
    vi.mocked(playersApi.getAllPlayers).mockResolvedValue([player(1)]);
    expect((await getAllPlayers()).value).toEqual([player(1)]);
    const query: GameSearchRequest = { pageSize: 5, pageNumber: 1 };
    expect((await getGamesPaginated(query)).value).toEqual(searchGames(SERVER_ROWS, query));
    await settledWrites();
    expect(console.warn).toHaveBeenCalledTimes(2);
    // Nothing was kept: the block's transaction kept none of its rows either.
    expect((await cachedRows()).length).toBe(0);
  });

  it('a failing read counts as a miss', async () => {
    vi.spyOn(getDb().boards, 'get').mockRejectedValue(new Error('Corrupt'));
    vi.mocked(boardsApi.getBoardSquareTypes).mockResolvedValue({ types: [] });
    expect(await getBoardSquareTypes(1)).toEqual({ value: { types: [] }, freshness: undefined });
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('privacy', () => {
  it('a guest neither reads nor writes the cache, nor opens IndexedDB', async () => {
    getDb().close({ disableAutoOpen: false });
    const open = vi.spyOn(indexedDB, 'open');
    setAuthToken(null);
    vi.mocked(statsApi.getOverallStats).mockResolvedValue(OVERALL);
    vi.mocked(gamesApi.getGameMoves).mockRejectedValue(offline());
    await getOverallStats('NO_B');
    await expect(loadGame(1)).rejects.toBeInstanceOf(OfflineError);
    await settledWrites();
    expect(open).not.toHaveBeenCalled();
  });

  it('saves nothing from a session that ended before its answer came', async () => {
    let answer: (players: PlayerInfo[]) => void = () => undefined;
    vi.mocked(playersApi.getAllPlayers).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const pending = getAllPlayers();
    setAuthToken(null);
    answer([player(1)]);
    expect(await pending).toEqual({ value: [player(1)], freshness: undefined });
    await settledWrites();
    expect(await getDb().entries.count()).toBe(0);
  });

  it('clearUserData empties the database and the screens’ memory', async () => {
    vi.mocked(gamesApi.getGameMoves).mockResolvedValue(details(7, true));
    vi.mocked(playersApi.getAllPlayers).mockResolvedValue([player(1)]);
    await Promise.all([
      loadGame(7),
      getAllPlayers(),
      getGamesPaginated({ pageSize: 5, pageNumber: 1 }),
    ]);
    remember('screen', 1);
    await clearUserData();
    const counts = await Promise.all(getDb().tables.map((table) => table.count()));
    expect(counts).toEqual(getDb().tables.map(() => 0));
    expect(recall('screen')).toBeUndefined();
  });

  it('claimUserData keeps the data of the same user and clears another’s', async () => {
    const alfa = { email: 'alfa@example.no', playerId: 1, roles: ['USER', 'PLAYER'] };
    await claimUserData(alfa);
    await getGamesPaginated({ pageSize: 5, pageNumber: 1 });
    await settledWrites();
    await claimUserData({ ...alfa, roles: ['PLAYER', 'USER'] });
    expect((await cachedRows()).length).toBe(25);
    await claimUserData({ ...alfa, roles: ['USER', 'PLAYER', 'SUPERVISOR'] });
    expect((await cachedRows()).length).toBe(0);

    await getGamesPaginated({ pageSize: 5, pageNumber: 1 });
    await settledWrites();
    await claimUserData({ email: 'beta@example.no', playerId: 2, roles: ['USER', 'PLAYER'] });
    expect((await cachedRows()).length).toBe(0);
    expect(await getDb().searchBlocks.count()).toBe(0);
  });
});
