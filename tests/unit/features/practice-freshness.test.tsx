// @vitest-environment jsdom
/**
 * The practice list's freshness through an answer (src/features/practice/use-practice-page.ts):
 * the answer is laid over the list shown, and a list read from the saved copy still says so, as
 * it does when the repository counts the waiting answers in (src/cache/practice.ts).
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeList } from '@ordbot/contract/api-types.ts';
import { cachedFreshness } from '../../../src/cache/freshness.ts';
import { getPractice, submitAnswer } from '../../../src/cache/practice.ts';
import { usePracticePage } from '../../../src/features/practice/use-practice-page.ts';

vi.mock('../../../src/cache/practice.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/cache/practice.ts')>()),
  getPractice: vi.fn(),
  submitAnswer: vi.fn(),
  flushAnswers: vi.fn(async () => 0),
  syncAnswersWhenOnline: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(getPractice).mockReset();
  vi.mocked(submitAnswer).mockReset();
});

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
  ],
  progress: { solved: 0, total: 1, tried: 0, firstTry: 0 },
};

/** The page's state after one answer, given as the network is gone (it waits on the device). */
async function afterAnAnswer(freshness: ReturnType<typeof cachedFreshness> | undefined) {
  vi.mocked(getPractice).mockResolvedValue({ value: LIST, freshness });
  vi.mocked(submitAnswer).mockResolvedValue(null);
  const { result } = renderHook(() => usePracticePage());
  await waitFor(() => expect(result.current.list).toBe(LIST));
  expect(result.current.freshness).toEqual(freshness);
  await act(() => result.current.answer(true));
  await waitFor(() => expect(result.current.pending).toBe(1));
  return result.current;
}

describe('the practice list through an answer', () => {
  it('a saved copy keeps its freshness once the answer is counted in', async () => {
    const saved = cachedFreshness(1_700_000_000_000);
    const page = await afterAnAnswer(saved);
    expect(page.list?.progress).toEqual({ solved: 1, total: 1, tried: 1, firstTry: 1 });
    expect(page.freshness).toEqual(saved);
  });

  it('the network’s list stays without one', async () => {
    const page = await afterAnAnswer(undefined);
    expect(page.list?.progress.solved).toBe(1);
    expect(page.freshness).toBeUndefined();
  });
});
