// @vitest-environment jsdom
// A game search made offline (answered from the saved games, or failed for want of a
// network) is made again when the network returns, with no reload. The app re-creates the screen
// on reconnect (src/app/app-routes.tsx); the search hook then re-runs the search it restores.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameSearchRequest, PagedGames } from '@ordbot/contract/api-types.ts';
import { OfflineError } from '../../../src/api/client.ts';
import { cachedFreshness } from '../../../src/cache/freshness.ts';
import { getGamesPaginated } from '../../../src/cache/games.ts';
import type { Fresh } from '../../../src/cache/read-through.ts';
import {
  noteNetworkMissed,
  reconnectGeneration,
  subscribeReconnect,
} from '../../../src/cache/reconnect.ts';
import { forgetScreens } from '../../../src/cache/screen-memory.ts';
import { initialSearchState, totalRecordsOf } from '../../../src/features/games/search-state.ts';
import { useGameSearch } from '../../../src/features/games/use-game-search.ts';
import { gameRow } from '../fixtures/games.ts';

vi.mock('../../../src/cache/games.ts', () => ({ getGamesPaginated: vi.fn() }));

const search = vi.mocked(getGamesPaginated);

/** One page of `total` games (at most 10, the page size here), as the network answers it. */
function answer(request: GameSearchRequest, total: number): Fresh<PagedGames> {
  const data = Array.from({ length: total }, (_, i) => gameRow(i + 1));
  const value = {
    paginationInfo: { totalRecords: total, totalPages: 1, firstPageNum: 1, lastPageNum: 1 },
    pages: [{ pageNum: request.pageNumber, data }],
  };
  return { value, freshness: undefined };
}

/** A games screen as the app shows it: it searches once, unless it restored a search. */
function GamesScreen() {
  const games = useGameSearch('test:games', () => initialSearchState('table', 10));
  const started = useRef(games.restored && games.state.status !== 'idle');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    games.search(initialSearchState('table', 10).filters);
  }, [games]);
  const { state } = games;
  return (
    <p role="status">
      {state.status}:{totalRecordsOf(state)}:{state.result?.freshness ? 'saved' : 'fresh'}
      {state.error ? `:${state.error}` : ''}
    </p>
  );
}

/** The app's part: the screen is made again when the network returns after a missed answer. */
function App() {
  const reconnects = useSyncExternalStore(subscribeReconnect, reconnectGeneration);
  return <GamesScreen key={reconnects} />;
}

const status = () => screen.getByRole('status').textContent;

beforeEach(() => {
  forgetScreens();
  search.mockReset();
});
afterEach(cleanup);

describe('the game search when the network returns', () => {
  it('makes a search answered from the saved games again, online', async () => {
    // Offline: the repository answers from the saved copy, marked as such.
    search.mockImplementation(async (request) => {
      noteNetworkMissed();
      return { ...answer(request, 2), freshness: cachedFreshness(Date.now() - 60_000, true) };
    });
    render(<App />);
    await waitFor(() => expect(status()).toBe('done:2:saved'));

    search.mockImplementation(async (request) => answer(request, 5));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toBe('done:5:fresh'));
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[1]?.[0]).toEqual(search.mock.calls[0]?.[0]);
  });

  it('makes a search that failed for want of a network again, online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockImplementation(async () => {
      noteNetworkMissed();
      throw new OfflineError();
    });
    render(<App />);
    await waitFor(() => expect(status()).toMatch(/^failed:0:fresh:/));

    search.mockImplementation(async (request) => answer(request, 3));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toBe('done:3:fresh'));
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('leaves a search the server answered alone', async () => {
    search.mockImplementation(async (request) => answer(request, 4));
    render(<App />);
    await waitFor(() => expect(status()).toBe('done:4:fresh'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(status()).toBe('done:4:fresh');
    expect(search).toHaveBeenCalledTimes(1);
  });
});
