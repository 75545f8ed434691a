// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { PENDING_SIGN_OUT_KEY } from '../../../src/app/pending-sign-out.ts';
import { renderApp, storeSession, stubFetch, useCleanAppPerTest } from './app-harness.tsx';

/** The paths at which a screen's chunk was awaited (the Suspense fallback was shown). */
const fallbackAt = vi.hoisted(() => [] as string[]);

vi.mock('../../../src/app/page-fallback.tsx', async () => {
  const { useLocation } = await import('wouter');
  return {
    PageFallback: function PageFallback() {
      const [path] = useLocation();
      fallbackAt.push(path);
      return null;
    },
  };
});

useCleanAppPerTest(() => {
  fallbackAt.length = 0;
});

describe('/logout offline', () => {
  it('signs out without a chunk to load (offline, none may be kept yet) and ends the session later', async () => {
    storeSession('old-token', ['USER', 'PLAYER'], 7);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { memory } = renderApp('/logout');

    expect(await screen.findByRole('link', { name: 'Logg inn' }, { timeout: 5000 })).toBeTruthy();
    expect(memory.history).toEqual(['/']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBe('["old-token"]'));
    // A lazily loaded sign-out screen would wait for its chunk here, which offline may not come.
    expect(fallbackAt).not.toContain('/logout');
  });
});
