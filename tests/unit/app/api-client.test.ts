// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../src/api/auth.ts';
import {
  ApiError,
  isApiError,
  isOfflineError,
  OfflineError,
  setAuthToken,
} from '../../../src/api/client.ts';
import { getGamesPaginated } from '../../../src/api/games.ts';
import { getAllPlayers, NOT_PLAYER_INFO_ARRAY } from '../../../src/api/players.ts';
import { getOverallStats } from '../../../src/api/stats.ts';
import { jsonResponse, stubFetch } from './app-harness.tsx';
import { EMPTY_ANSWERS } from '../fixtures/answers.ts';

beforeEach(() => setAuthToken(null));
afterEach(() => vi.unstubAllGlobals());

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

describe('the API client', () => {
  it('posts JSON to /api and adds the bearer token once set', async () => {
    const fetchMock = stubFetch(() => jsonResponse(EMPTY_ANSWERS.getGamesPaginated));
    const query = {
      pageSize: 25,
      pageNumber: 1,
      sort: { item: 'START_TIME', ascending: false },
    } as const;

    await getGamesPaginated(query);
    setAuthToken('abc');
    await getGamesPaginated(query);

    const [[url, first], [, second]] = fetchMock.mock.calls as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(url).toBe('/api/games/get-games-paginated');
    expect(first.method).toBe('POST');
    expect(JSON.parse(String(first.body))).toEqual(query);
    expect(headerOf(first, 'authorization')).toBeNull();
    expect(headerOf(second, 'authorization')).toBe('Bearer abc');
  });

  it('logout sends the token it is given', async () => {
    setAuthToken(null);
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    await logout('ending');
    expect(headerOf(fetchMock.mock.calls[0]?.[1], 'authorization')).toBe('Bearer ending');
  });

  it('turns an error answer into ApiError with status and message', async () => {
    stubFetch(() =>
      jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Ingen tilgang' }, 403),
    );
    const error: unknown = await getOverallStats('NO_B').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 403)).toBe(true);
    expect((error as ApiError).message).toBe('Ingen tilgang');
    expect((error as ApiError).error).toBe('Forbidden');
  });

  it('keeps the status when the error answer has no JSON body', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const error: unknown = await getOverallStats('NO_B').catch((e: unknown) => e);
    expect(isApiError(error, 502)).toBe(true);
  });

  it('turns a network failure into OfflineError', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error: unknown = await getOverallStats('NO_B').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect(isOfflineError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });

  it('rejects a player list that is not an array (docs/product.md, Checks)', async () => {
    stubFetch(() => jsonResponse({ players: [] }));
    await expect(getAllPlayers()).rejects.toThrow(NOT_PLAYER_INFO_ARRAY);
  });
});
