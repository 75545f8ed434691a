/**
 * The practice repository (src/cache/practice.ts): answers kept in the IndexedDB outbox until
 * the server has them, sent oldest first when the network is back, dropped when refused for
 * good; and waiting answers counted into the list as the server will count them.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PracticeAnswerRequest, PracticeList } from '@ordbot/contract/api-types.ts';
import * as api from '../../../src/api/practice.ts';
import { ApiError, OfflineError, setAuthToken } from '../../../src/api/client.ts';
import { clearAllCachedData } from '../../../src/cache/db.ts';
import {
  flushAnswers,
  getPractice,
  pendingAnswers,
  submitAnswer,
  withAnswers,
} from '../../../src/cache/practice.ts';
import { claimUserData, clearUserData } from '../../../src/cache/user-data.ts';

vi.mock('../../../src/api/practice.ts');

const LIST: PracticeList = {
  exercises: [
    {
      gameId: 1,
      moveNum: 3,
      startTime: 1,
      language: 'NO_B',
      grade: 'MISTAKE',
      missed: 20,
      points: 10,
      bestPoints: 30,
      attempts: 0,
      solved: false,
    },
    {
      gameId: 2,
      moveNum: 5,
      startTime: 2,
      language: 'NO_B',
      grade: 'BLUNDER',
      missed: 50,
      points: 10,
      bestPoints: 60,
      attempts: 1,
      solved: false,
    },
  ],
  progress: { solved: 0, total: 2, tried: 1, firstTry: 0 },
};

let next = 0;
const answer = (gameId: number, moveNum: number, solved: boolean): PracticeAnswerRequest => ({
  answerId: `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  gameId,
  moveNum,
  solved,
  answeredAt: 1000 + next,
});

const PROGRESS = { solved: 1, total: 2, tried: 1, firstTry: 1 };

beforeEach(async () => {
  setAuthToken('token');
  await clearAllCachedData();
  vi.mocked(api.getPractice).mockResolvedValue(LIST);
});
afterEach(() => {
  vi.resetAllMocks();
  setAuthToken(null);
});

describe('withAnswers', () => {
  it('counts a first answer as tried (and first try when solved), a later one not', () => {
    const list = withAnswers(LIST, [answer(1, 3, true), answer(2, 5, true), answer(1, 3, false)]);
    expect(list.progress).toEqual({ solved: 2, total: 2, tried: 2, firstTry: 1 });
    expect(list.exercises.map((e) => [e.attempts, e.solved])).toEqual([
      [2, true],
      [2, true],
    ]);
  });

  it('leaves out answers to moves not in the list', () => {
    expect(withAnswers(LIST, [answer(9, 9, true)])).toEqual(LIST);
  });
});

describe('the outbox', () => {
  it('sends an answer at once online and keeps nothing', async () => {
    vi.mocked(api.sendPracticeAnswer).mockResolvedValue(PROGRESS);
    expect(await submitAnswer(answer(1, 3, true))).toEqual(PROGRESS);
    expect(await pendingAnswers()).toEqual([]);
  });

  it('keeps answers given offline, counts them in, and sends each once when online', async () => {
    vi.mocked(api.sendPracticeAnswer).mockRejectedValue(new OfflineError());
    const first = answer(1, 3, false);
    const second = answer(1, 3, true);
    expect(await submitAnswer(first)).toBeNull();
    expect(await submitAnswer(second)).toBeNull();
    expect((await pendingAnswers()).map((a) => a.answerId)).toEqual([
      first.answerId,
      second.answerId,
    ]);
    expect((await getPractice()).value.progress).toEqual({
      solved: 1,
      total: 2,
      tried: 2,
      firstTry: 0,
    });
    expect(await flushAnswers()).toBe(2);

    vi.mocked(api.sendPracticeAnswer).mockReset().mockResolvedValue(PROGRESS);
    expect(await flushAnswers()).toBe(0);
    expect(vi.mocked(api.sendPracticeAnswer).mock.calls.map(([a]) => a.answerId)).toEqual([
      first.answerId,
      second.answerId,
    ]);
    expect(await pendingAnswers()).toEqual([]);
    expect(await flushAnswers()).toBe(0);
    expect(api.sendPracticeAnswer).toHaveBeenCalledTimes(2);
  });

  it('keeps the saved-copy mark of a list read offline when waiting answers are counted in', async () => {
    vi.mocked(api.sendPracticeAnswer).mockRejectedValue(new OfflineError());
    // Online once, so the list is saved; then offline with an answer waiting.
    expect((await getPractice()).freshness).toBeUndefined();
    vi.mocked(api.getPractice).mockRejectedValue(new OfflineError());
    expect(await submitAnswer(answer(1, 3, true))).toBeNull();
    const offline = await getPractice();
    expect(offline.value.progress.tried).toBe(2);
    expect(offline.freshness?.source).toBe('cache');
  });

  it('drops an answer the server refuses for good, keeps one it could not take', async () => {
    vi.mocked(api.sendPracticeAnswer).mockRejectedValue(new OfflineError());
    await submitAnswer(answer(1, 3, true));
    await submitAnswer(answer(2, 5, true));
    vi.mocked(api.sendPracticeAnswer)
      .mockReset()
      .mockRejectedValueOnce(new ApiError(404, 'Fant ikke øvelsen'))
      .mockRejectedValueOnce(new OfflineError());
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await flushAnswers()).toBe(1);
    expect((await pendingAnswers()).map((a) => a.gameId)).toEqual([2]);
  });
});

describe('answers waiting at a sign-out', () => {
  const stored = new Map<string, string>();
  const ALICE = { email: 'alice@example.no', playerId: 1, roles: ['USER'] };
  const BOB = { email: 'bob@example.no', playerId: 2, roles: ['USER'] };
  const signIn = async (user: typeof ALICE, token: string) => {
    setAuthToken(token);
    await claimUserData(user);
  };
  const signOut = async () => {
    setAuthToken(null);
    await clearUserData();
  };

  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stay on the device for their user only and go once when that user is back online', async () => {
    await signIn(ALICE, 'alice');
    vi.mocked(api.sendPracticeAnswer).mockRejectedValue(new OfflineError());
    const given = answer(1, 3, true);
    expect(await submitAnswer(given)).toBeNull();

    await signOut();
    expect(await pendingAnswers()).toEqual([]);
    expect(stored.size).toBe(1);
    expect(JSON.stringify([...stored.values()])).not.toContain('bob');

    // Another user on the device neither sees nor sends them.
    vi.mocked(api.sendPracticeAnswer).mockReset().mockResolvedValue(PROGRESS);
    await signIn(BOB, 'bob');
    expect(await pendingAnswers()).toEqual([]);
    expect(await flushAnswers()).toBe(0);
    expect(api.sendPracticeAnswer).not.toHaveBeenCalled();
    await signOut();

    // Alice again, online: her answer goes at once, once, and nothing stays behind.
    await signIn(ALICE, 'alice');
    await vi.waitFor(() => expect(api.sendPracticeAnswer).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.sendPracticeAnswer).mock.calls[0]?.[0]).toEqual(given);
    await vi.waitFor(async () => expect(await pendingAnswers()).toEqual([]));
    expect(stored.size).toBe(0);
    expect(await flushAnswers()).toBe(0);
    expect(api.sendPracticeAnswer).toHaveBeenCalledTimes(1);
  });

  it('stay in the outbox when the same user is handed the cache again offline', async () => {
    await signIn(ALICE, 'alice');
    vi.mocked(api.sendPracticeAnswer).mockRejectedValue(new OfflineError());
    const given = answer(2, 5, false);
    await submitAnswer(given);
    // A renewed session of the same user: the cache is not cleared, the answer still waits.
    await claimUserData(ALICE);
    await vi.waitFor(async () => expect(await pendingAnswers()).toEqual([given]));
    expect(stored.size).toBe(0);
  });
});
