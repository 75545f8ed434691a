// @vitest-environment jsdom
// The game's version from the server (src/api/games.ts): GET gamemoves and GET analysis name it in
// their ETag, weak or strong; the caller hears it beside the answer, and null when the answer
// names none or names it in another form. An error answer is an ApiError as for every call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedAnalysis } from '@ordbot/contract/served-analysis.ts';
import { isApiError } from '../../../src/api/client.ts';
import { getGameAnalysis, getGameMoves } from '../../../src/api/games.ts';
import { stubFetch } from './app-harness.tsx';
import { gameDetails } from '../fixtures/games.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, etag?: string, status = 200): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (etag !== undefined) headers.etag = etag;
  return new Response(JSON.stringify(body), { status, headers });
}

/** The version getGameMoves hears for an answer with this ETag. */
async function versionHeard(etag: string | undefined): Promise<string | null | undefined> {
  stubFetch(() => answer(gameDetails(7, true), etag));
  let heard: string | null | undefined;
  const details = await getGameMoves(7, (version) => (heard = version));
  expect(details).toEqual(gameDetails(7, true));
  return heard;
}

describe('the game version in the ETag', () => {
  it('reads it from a weak or a strong ETag of gamemoves', async () => {
    expect(await versionHeard('W/"4711"')).toBe('4711');
    expect(await versionHeard('"4790"')).toBe('4790');
  });

  it('hears null when the answer names none, or not as an ETag', async () => {
    expect(await versionHeard(undefined)).toBeNull();
    expect(await versionHeard('4711')).toBeNull();
    expect(await versionHeard('W/""')).toBeNull();
  });

  it('reads the version the review was made from with the analysis', async () => {
    const fetchMock = stubFetch(() => answer(queuedAnalysis(7), 'W/"4711"'));
    let heard: string | null | undefined;
    expect(await getGameAnalysis(7, (version) => (heard = version))).toEqual(queuedAnalysis(7));
    expect(heard).toBe('4711');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/games/7/analysis');
  });

  it('answers an error answer as ApiError, hearing no version', async () => {
    stubFetch(() =>
      answer({ statusCode: 404, error: 'Not Found', message: 'Fant ikke' }, undefined, 404),
    );
    const onVersion = vi.fn();
    const error: unknown = await getGameMoves(7, onVersion).catch((e: unknown) => e);
    expect(isApiError(error, 404)).toBe(true);
    expect(onVersion).not.toHaveBeenCalled();
  });
});
