// @vitest-environment jsdom
/**
 * The web app calls through the contract (packages/contract/api-contract.ts): method and path from the
 * declaration, parameters URL-encoded, a query only with the values given.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, CALLS, pathOf } from '@ordbot/contract/api-contract.ts';
import { getPlayer, getPlayerProfile } from '../../../src/api/players.ts';
import { fetchBoardImage, gcgUrl } from '../../../src/api/share.ts';
import { stubFetch } from './app-harness.tsx';
import { emptyAnswer } from '../fixtures/answers.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the API contract', () => {
  it('builds a path from the declaration, encoding each parameter', () => {
    expect(pathOf(CALLS.playerByName, { name: 'Å b/c' })).toBe(
      `${API_BASE}/players/playername/%C3%85%20b%2Fc`,
    );
    expect(pathOf(CALLS.boardImage, { id: 7 }, '')).toBe('/games/7/image.png');
    expect(gcgUrl(12)).toBe('/api/games/12/gcg');
  });

  it('declares every call once: no two calls share a method and path', () => {
    const routes = Object.values(CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('sends the declared method to the built path, with a query only when given', async () => {
    const fetchMock = stubFetch(emptyAnswer);
    await getPlayer(5);
    await getPlayerProfile(5, null);
    await getPlayerProfile(5, 'NO_NY');
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      '/api/players/playerid/5',
      '/api/players/5/profile',
      '/api/players/5/profile?language=NO_NY',
    ]);
    expect(fetchMock.mock.calls.every(([, init]) => init?.method === 'GET')).toBe(true);
  });

  it('fetches a file call as a blob with its query', async () => {
    const fetchMock = stubFetch(
      () => new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'image/png' } }),
    );
    const blob = await fetchBoardImage(3, 0);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/games/3/image.png?trekk=0');
    expect(blob.size).toBe(2);
  });
});
