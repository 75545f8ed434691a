// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WordCount } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../../src/ui/text.ts';
import {
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';

useCleanAppPerTest();

/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };
const ADMIN = ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'] as const;

function serve(words: () => Response) {
  storeSession('stored-token', [...ADMIN], 1);
  return stubFetch((url) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({
        token: 't',
        user: { email: 'a@b.no', roles: [...ADMIN], playerId: 1 },
      });
    }
    if (url.endsWith('/stats/most-used-words')) return words();
    return jsonResponse({}, 404);
  });
}

/** The words list inside the page (the menu is a list too). */
async function wordList() {
  return within(await screen.findByRole('main', {}, SLOW)).findByRole('list', {}, SLOW);
}

const WORDS: WordCount[] = [
  { word: 'trening', count: 1234 },
  { word: 'ærlige', count: 12 },
  { word: 'snøftet', count: 1 },
];

describe('words', () => {
  it('asks for the top 10 seven-tile words of NO_B by all players', async () => {
    const fetchMock = serve(() => jsonResponse(WORDS));
    renderApp('/words');
    await wordList();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/most-used-words'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      language: 'NO_B',
      numTilesPlayed: 7,
      playerType: 'ALL',
      entriesToReturn: 10,
    });
  });

  it('shows the words in upper case, in order, with how often each was played', async () => {
    serve(() => jsonResponse(WORDS));
    renderApp('/words');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ord' }, SLOW)).toBeTruthy();
    const list = await wordList();
    expect(list.tagName).toBe('OL');
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => (li.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '));
    expect(items).toEqual(['TRENING1 234 ganger', 'ÆRLIGE12 ganger', 'SNØFTET1 gang']);
  });

  it('shows a loading state while it waits', async () => {
    serve(() => jsonResponse(WORDS));
    renderApp('/words');
    expect(await screen.findByText(TEXT.words.loading, {}, SLOW)).toBeTruthy();
    await wordList();
    expect(screen.queryByText(TEXT.words.loading)).toBeNull();
  });

  it('says so when there are no words', async () => {
    serve(() => jsonResponse([]));
    renderApp('/words');
    expect(await screen.findByText('Ingen ord funnet', {}, SLOW)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('list')).toBeNull();
  });

  it('only logs a failed fetch (docs/product.md, Errors)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => jsonResponse({ statusCode: 500, error: 'x', message: 'Feil' }, 500));
    renderApp('/words');
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.getByRole('heading', { name: 'Ord' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('list')).toBeNull();
    expect(screen.queryByText(TEXT.words.loading)).toBeNull();
    expect(screen.queryByText(TEXT.words.empty)).toBeNull();
    log.mockRestore();
  });
});
