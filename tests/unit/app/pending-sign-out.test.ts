// @vitest-environment jsdom
/**
 * A sign-out made offline (src/app/pending-sign-out.ts): the token is kept until a logout call
 * gets an answer, also while that call is still under way when the browser comes back online,
 * so the flush that the 'online' event starts sends it and the session ends on the server.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as { token: string; settle: (ok: boolean) => void }[]);

vi.mock('../../../src/api/auth.ts', () => ({
  logout: (token: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        token,
        settle: (ok) => (ok ? resolve() : reject(new TypeError('Failed to fetch'))),
      });
    }),
}));

const { endServerSession, flushPendingSignOuts, PENDING_SIGN_OUT_KEY } =
  await import('../../../src/app/pending-sign-out.ts');

const kept = () => JSON.parse(localStorage.getItem(PENDING_SIGN_OUT_KEY) ?? '[]') as string[];

beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

describe('a sign-out without an answer', () => {
  it('keeps the token while its logout is under way, so a flush meanwhile sends it', async () => {
    const ending = endServerSession('slow-token');
    // Offline: the call has not failed yet when the browser is back online.
    expect(kept()).toEqual(['slow-token']);
    const flushed = flushPendingSignOuts();
    await vi.waitFor(() => expect(calls.map((c) => c.token)).toEqual(['slow-token', 'slow-token']));
    calls[1]!.settle(true);
    await flushed;
    calls[0]!.settle(false);
    await ending;
    expect(kept()).toEqual([]);
  });

  it('forgets the token once its logout is answered', async () => {
    const ending = endServerSession('quick-token');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.settle(true);
    await ending;
    expect(kept()).toEqual([]);
  });

  it('keeps the token when no answer came, for the next flush', async () => {
    const ending = endServerSession('offline-token');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.settle(false);
    await ending;
    expect(kept()).toEqual(['offline-token']);
    const flushed = flushPendingSignOuts();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]!.settle(true);
    await flushed;
    expect(kept()).toEqual([]);
  });
});
