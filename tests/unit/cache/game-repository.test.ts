// The game repository (src/cache/game-repository.ts): one copy of a game's details for every
// screen of the visit; memory first for a finished game, then the device's cache, then the
// network; what a screen puts reaches the others; sign-out forgets it. An entry keeps the server's
// version of the game (the answer's ETag) with the details, on the device too; a live message
// and a copy saved without it have none.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { OfflineError, setAuthToken } from '../../../src/api/client.ts';
import * as gamesApi from '../../../src/api/games.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import { clearAllCachedData, getDb } from '../../../src/cache/db.ts';
import {
  forgetGames,
  loadGame,
  peekGame,
  putGame,
  subscribeGame,
} from '../../../src/cache/game-repository.ts';
import { gameVersion, versionOfDetails } from '../../../src/cache/game-version.ts';
import { clearUserData } from '../../../src/cache/user-data.ts';
import { gameDetails as details } from '../fixtures/games.ts';

vi.mock('../../../src/api/games.ts');

/** Date.now() while an answer arrives, so its cachedAt is known. */
const SAVED_AT = 1_800_000_000_000;
const getGameMoves = () => vi.mocked(gamesApi.getGameMoves);

beforeEach(async () => {
  setAuthToken('token-alfa');
  vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT);
  forgetGames();
  await clearAllCachedData();
});

afterEach(async () => {
  await settledWrites();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  setAuthToken(null);
});

/** Each request answers `answer`, its ETag naming `version`. */
function answerWith(answer: GameDetails, version: string | null) {
  getGameMoves().mockImplementation(async (_gameId, onVersion) => {
    onVersion?.(version);
    return answer;
  });
}

/** A request that answers when the test says so. */
function answerLater() {
  let answer: (details: GameDetails) => void = () => undefined;
  getGameMoves().mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  return (details: GameDetails) => answer(details);
}

describe('loadGame', () => {
  it('keeps a finished game for good: one request, then memory, then the device', async () => {
    answerWith(details(7, true), '4711');
    const first = await loadGame(7);
    expect(first).toEqual({ details: details(7, true), freshness: undefined, version: '4711' });
    // The same entry, from memory: not even the device's cache is read.
    expect(await loadGame(7)).toBe(first);
    expect(peekGame(7)).toBe(first);
    await settledWrites();

    // A later visit (memory empty) finds it on the device; an ended game's copy is unmarked.
    forgetGames();
    const saved = await loadGame(7);
    expect(saved).not.toBe(first);
    // The server's version came back with the details from the device.
    expect(saved).toEqual({ details: details(7, true), freshness: undefined, version: '4711' });
    expect(getGameMoves()).toHaveBeenCalledTimes(1);
  });

  it('keeps the version of each answer, and reads a copy saved without one as having none', async () => {
    answerWith(details(8, false, 100), '4711');
    expect((await loadGame(8)).version).toBe('4711');
    await settledWrites();
    expect((await getDb().details.get(8))?.version).toBe('4711');
    // The game corrected on the server: another version, kept in its place.
    answerWith(details(8, false, 120), '4790');
    expect((await loadGame(8)).version).toBe('4790');
    await settledWrites();
    expect((await getDb().details.get(8))?.version).toBe('4790');
    // Offline, the saved copy answers with its version.
    getGameMoves().mockRejectedValue(new OfflineError());
    expect((await loadGame(8)).version).toBe('4790');

    // A copy saved before versions were kept has no version field.
    await getDb().details.put({ gameId: 9, value: details(9, true), cachedAt: SAVED_AT });
    const old = await loadGame(9);
    expect(old.details).toEqual(details(9, true));
    expect(old.version).toBeNull();
  });

  it('asks once more for a finished game saved without a version, so it gets one', async () => {
    await getDb().details.put({ gameId: 9, value: details(9, true), cachedAt: SAVED_AT - 5 });
    // Offline, the saved copy answers, marked as the device's: it may be older than the server's.
    getGameMoves().mockRejectedValue(new OfflineError());
    const saved = await loadGame(9);
    expect(saved.version).toBeNull();
    expect(saved.freshness).toEqual({ source: 'cache', cachedAt: SAVED_AT - 5 });
    forgetGames();
    // Online, the server's answer names the version; from then on the device's copy is enough.
    answerWith(details(9, true), '4711');
    expect((await loadGame(9)).version).toBe('4711');
    await settledWrites();
    forgetGames();
    expect(await loadGame(9)).toEqual({
      details: details(9, true),
      freshness: undefined,
      version: '4711',
    });
    expect(getGameMoves()).toHaveBeenCalledTimes(2);
  });

  it('answers no version when the server names none', async () => {
    getGameMoves().mockResolvedValue(details(7, true));
    expect((await loadGame(7)).version).toBeNull();
  });

  it('asks again for an ongoing game, and offline answers the saved copy with its age', async () => {
    getGameMoves().mockResolvedValue(details(8, false, 100));
    await loadGame(8);
    await settledWrites();

    getGameMoves().mockResolvedValue(details(8, false, 120));
    const fresh = await loadGame(8);
    expect(fresh.details.game.botScore).toBe(120);
    expect(fresh.freshness).toBeUndefined();
    expect(getGameMoves()).toHaveBeenCalledTimes(2);
    await settledWrites();

    getGameMoves().mockRejectedValue(new OfflineError());
    vi.mocked(Date.now).mockReturnValue(SAVED_AT + 60_000);
    const cached = await loadGame(8);
    expect(cached.details.game.botScore).toBe(120);
    expect(cached.freshness).toEqual({ source: 'cache', cachedAt: SAVED_AT });
    // Every screen sees where it came from.
    expect(peekGame(8)?.freshness).toEqual({ source: 'cache', cachedAt: SAVED_AT });
  });

  it('keeps a game that finishes once it has finished', async () => {
    answerWith(details(9, true), '4790');
    getGameMoves().mockResolvedValueOnce(details(9, false));
    await loadGame(9);
    await loadGame(9);
    await settledWrites();
    expect((await loadGame(9)).details.game.finished).toBe(true);
    forgetGames();
    await loadGame(9);
    expect(getGameMoves()).toHaveBeenCalledTimes(2);
  });

  it('makes no request once the screen that asked has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(loadGame(8, controller.signal)).rejects.toThrow();
    expect(getGameMoves()).not.toHaveBeenCalled();
    expect(peekGame(8)).toBeUndefined();
  });

  it('refuses an answer of another shape and keeps nothing', async () => {
    getGameMoves().mockResolvedValue({ game: null } as never);
    await expect(loadGame(8)).rejects.toThrow('Expected GameDetails');
    await settledWrites();
    expect(peekGame(8)).toBeUndefined();
    expect(await getDb().details.count()).toBe(0);
  });
});

describe('putGame and subscribeGame', () => {
  it('tells every listener of the game and saves it on the device', async () => {
    const heard: number[] = [];
    const other = vi.fn();
    const stop = subscribeGame(8, (entry) => heard.push(entry.details.game.botScore));
    subscribeGame(9, other);
    putGame(details(8, false, 130));
    expect(heard).toEqual([130]);
    // The live stream names no version of the game: none in memory, none on the device.
    expect(peekGame(8)).toEqual({
      details: details(8, false, 130),
      freshness: undefined,
      version: null,
    });
    expect(other).not.toHaveBeenCalled();
    await settledWrites();
    expect((await getDb().details.get(8))?.value).toEqual(details(8, false, 130));
    expect((await getDb().details.get(8))?.version).toBeNull();

    stop();
    putGame(details(8, false, 140));
    expect(heard).toEqual([130]);
  });

  it('a load under way does not undo a put made meanwhile, in memory or on the device', async () => {
    const answer = answerLater();
    const loading = loadGame(8);
    await vi.waitFor(() => expect(getGameMoves()).toHaveBeenCalled());
    putGame(details(8, false, 130));
    answer(details(8, false, 100));
    expect((await loading).details.game.botScore).toBe(130);
    expect(peekGame(8)?.details.game.botScore).toBe(130);
    await settledWrites();
    expect((await getDb().details.get(8))?.value.game.botScore).toBe(130);
  });
});

describe('the memory belongs to the signed-in user', () => {
  it('sign-out forgets it: the next user asks again', async () => {
    getGameMoves().mockResolvedValue(details(7, true));
    await loadGame(7);
    expect(peekGame(7)).toBeDefined();
    await clearUserData();
    expect(peekGame(7)).toBeUndefined();
    setAuthToken('token-beta');
    await loadGame(7);
    expect(getGameMoves()).toHaveBeenCalledTimes(2);
  });

  it('keeps no answer that was asked for before the sign-out', async () => {
    const answer = answerLater();
    const loading = loadGame(7);
    await vi.waitFor(() => expect(getGameMoves()).toHaveBeenCalled());
    const signedOut = clearUserData();
    answer(details(7, true));
    expect((await loading).details.game.gameId).toBe(7);
    await signedOut;
    expect(peekGame(7)).toBeUndefined();
  });
});

describe('the game version (src/cache/game-version.ts)', () => {
  it('is the entry’s server version, or null when unknown', async () => {
    expect(gameVersion(undefined)).toBeNull();
    answerWith(details(7, true), '4711');
    expect(gameVersion(await loadGame(7))).toBe('4711');
    putGame(details(8, false));
    expect(gameVersion(peekGame(8))).toBeNull();
  });

  it('of shown details is their entry’s, and null for details the repository does not hold', async () => {
    answerWith(details(7, true), '4711');
    const entry = await loadGame(7);
    expect(versionOfDetails(entry.details)).toBe('4711');
    // The same moves in another object are not the entry's details: their version is not known.
    expect(versionOfDetails(details(7, true))).toBeNull();
    expect(versionOfDetails(details(99, true))).toBeNull();
    // A live message replaces the entry: the details it replaced have no version any more.
    putGame(details(7, true, 400));
    expect(versionOfDetails(entry.details)).toBeNull();
  });
});
