// Early answers (src/cache/early-answers.ts): a replay opened by its address asks for its game and
// its review as the app starts (src/features/replay/prefetch.ts); the screen's first load takes
// those answers instead of asking again, keeps them on the device as its own, and asks afresh
// when the early answer failed or is too old.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameDetails, ServedAnalysis } from '@ordbot/contract/api-types.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { OfflineError, setAuthToken } from '../../../src/api/client.ts';
import * as gamesApi from '../../../src/api/games.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import { clearAllCachedData, getDb } from '../../../src/cache/db.ts';
import { EARLY_ANSWER_MS, putEarly, takeEarly } from '../../../src/cache/early-answers.ts';
import { forgetGames, loadGame } from '../../../src/cache/game-repository.ts';
import { loadServedAnalysis } from '../../../src/cache/served-analysis.ts';
import { prefetchReplay } from '../../../src/features/replay/prefetch.ts';
import { gameDetails as details } from '../fixtures/games.ts';

vi.mock('../../../src/api/games.ts');

const getGameMoves = () => vi.mocked(gamesApi.getGameMoves);
const getGameAnalysis = () => vi.mocked(gamesApi.getGameAnalysis);

const judged: ServedAnalysis = {
  gameId: 7,
  status: 'DEEP',
  version: 'v2/1',
  accuracy: { player: 0.9, bot: 0.95 },
  moves: [],
  review: { moves: [] } as unknown as GameAnalysis,
  judgedAt: 1_700_000_000_000,
};

/** Requests that answer when the test says so, in the order they are made. */
function answersLater<T>(mock: typeof getGameMoves | typeof getGameAnalysis) {
  const pending: ((value: T) => void)[] = [];
  mock().mockImplementation(async (_gameId: number, onVersion?: (v: string | null) => void) => {
    const value = await new Promise<T>((resolve) => pending.push(resolve));
    onVersion?.('4711');
    return value as never;
  });
  return pending;
}

beforeEach(async () => {
  setAuthToken('token-alfa');
  forgetGames();
  await clearAllCachedData();
});

afterEach(async () => {
  await settledWrites();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  setAuthToken(null);
});

describe('early answers', () => {
  it('are taken once', async () => {
    putEarly('x', Promise.resolve(1));
    expect(await takeEarly('x')).toBe(1);
    expect(await takeEarly('x')).toBeUndefined();
  });

  it('are not taken once too old, nor when they failed', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    putEarly('old', Promise.resolve(1));
    now.mockReturnValue(1000 + EARLY_ANSWER_MS + 1);
    expect(await takeEarly('old')).toBeUndefined();
    putEarly('failed', Promise.reject(new OfflineError()));
    expect(await takeEarly('failed')).toBeUndefined();
  });
});

describe('prefetchReplay', () => {
  it('asks for the game and its review at once, and the screens take both answers', async () => {
    const games = answersLater<GameDetails>(getGameMoves);
    const reviews = answersLater<ServedAnalysis>(getGameAnalysis);
    prefetchReplay(7);
    // Both requests are out before either answers: the review does not wait for the game.
    await vi.waitFor(() => expect(games).toHaveLength(1));
    await vi.waitFor(() => expect(reviews).toHaveLength(1));

    const game = loadGame(7);
    const review = loadServedAnalysis(7);
    games[0]?.(details(7, true));
    reviews[0]?.(judged);
    expect(await game).toEqual({
      details: details(7, true),
      freshness: undefined,
      version: '4711',
    });
    expect(await review).toEqual({ value: judged, freshness: undefined, version: '4711' });
    // One request each: the screens asked for nothing more.
    expect(getGameMoves()).toHaveBeenCalledTimes(1);
    expect(getGameAnalysis()).toHaveBeenCalledTimes(1);
    // Kept on the device as the screen's own answer.
    await settledWrites();
    expect((await getDb().details.get(7))?.version).toBe('4711');
  });

  it('leaves the screen to ask again when the early request failed', async () => {
    getGameMoves().mockRejectedValueOnce(new OfflineError());
    prefetchReplay(8);
    getGameMoves().mockResolvedValueOnce(details(8, true));
    getGameAnalysis().mockRejectedValue(new OfflineError());
    expect((await loadGame(8)).details).toEqual(details(8, true));
    expect(getGameMoves()).toHaveBeenCalledTimes(2);
  });
});
