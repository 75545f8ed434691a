// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '@ordbot/contract/api-types.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import {
  authResponse,
  cacheSettled,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from './app-harness.tsx';
import { emptyAnswer } from '../fixtures/answers.ts';

useCleanAppPerTest();

const player: PlayerInfo = {
  basicInfo: { id: 1, name: 'Alfa' },
  gamesStarted: 3,
  gamesFinished: 2,
  won: 1,
  draw: 0,
  lost: 1,
};

describe('back online', () => {
  it('a screen that shows saved data loads afresh when the network returns', async () => {
    let network = true;
    storeSession('stored-token', ['USER', 'SUPERVISOR', 'ADMIN']);
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/auth/login-token')) {
        return jsonResponse(authResponse('fresh-token', ['USER', 'SUPERVISOR', 'ADMIN']));
      }
      if (!network) throw new TypeError('Failed to fetch');
      return url.endsWith('/players/all') ? jsonResponse([player]) : emptyAnswer(url, init);
    });
    renderApp('/players');
    expect(await screen.findByText('Alfa')).toBeTruthy();
    await settledWrites();
    cleanup();

    network = false;
    renderApp('/players');
    expect(await screen.findByText(/^Frakoblet – viser lagrede data fra/)).toBeTruthy();
    const calls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/players/all'));
    const offlineCalls = calls().length;

    network = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/^Frakoblet/)).toBeNull());
    expect(await screen.findByText('Alfa')).toBeTruthy();
    expect(calls().length).toBe(offlineCalls + 1);
    await cacheSettled();
  });

  it('an online event with nothing missed changes nothing', async () => {
    storeSession('stored-token', ['USER', 'SUPERVISOR', 'ADMIN']);
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/auth/login-token')
        ? jsonResponse(authResponse('fresh-token', ['USER', 'SUPERVISOR', 'ADMIN']))
        : url.endsWith('/players/all')
          ? jsonResponse([player])
          : emptyAnswer(url, init),
    );
    renderApp('/players');
    expect(await screen.findByText('Alfa')).toBeTruthy();
    const before = fetchMock.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length).toBe(before);
    await settledWrites();
  });
});
