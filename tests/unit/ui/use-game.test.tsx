// @vitest-environment jsdom
// useGame (src/ui/use-game.ts): a screen's view of the game repository.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '../../../src/api/client.ts';
import * as gamesApi from '../../../src/api/games.ts';
import { forgetGames, ONGOING_FRESH_MS, putGame } from '../../../src/cache/game-repository.ts';
import { useGame } from '../../../src/ui/use-game.ts';
import { gameDetails as details } from '../fixtures/games.ts';

vi.mock('../../../src/api/games.ts');

beforeEach(() => forgetGames());
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** Renders useGame(gameId), recording the status of every render. */
function renderGame(gameId: number) {
  const statuses: string[] = [];
  const view = renderHook(() => {
    const load = useGame(gameId);
    statuses.push(load.status);
    return load;
  });
  return { ...view, statuses };
}

describe('useGame', () => {
  it('renders what the visit holds at once: no loading state and no request', () => {
    putGame(details(7, true));
    const { result, statuses } = renderGame(7);
    expect(statuses[0]).toBe('done');
    expect(statuses).not.toContain('loading');
    expect(result.current.data).toEqual({
      details: details(7, true),
      freshness: undefined,
      version: null,
    });
    expect(gamesApi.getGameMoves).not.toHaveBeenCalled();
  });

  it('loads what the visit does not hold, then shows each later put', async () => {
    // A guest with no network and nothing saved: the load fails, and a put still shows.
    vi.mocked(gamesApi.getGameMoves).mockRejectedValue(new OfflineError());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, statuses } = renderGame(8);
    expect(statuses[0]).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => putGame(details(8, false, 120)));
    expect(result.current.status).toBe('done');
    expect(result.current.data?.details.game.botScore).toBe(120);
    act(() => putGame(details(8, false, 140)));
    expect(result.current.data?.details.game.botScore).toBe(140);
    // Another game's news is not this screen's.
    act(() => putGame(details(9, false, 160)));
    expect(result.current.data?.details.game.gameId).toBe(8);
  });

  it('asks again in the background for an ongoing game held longer than a while', async () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_000);
    putGame(details(10, false, 100));
    // Just held (the list opening the replay): no request.
    renderGame(10).unmount();
    expect(gamesApi.getGameMoves).not.toHaveBeenCalled();
    // Later in the visit the held copy shows at once, and the newer answer replaces it.
    now.mockReturnValue(1_000 + ONGOING_FRESH_MS + 1);
    vi.mocked(gamesApi.getGameMoves).mockResolvedValue(details(10, false, 130));
    const { result, statuses } = renderGame(10);
    expect(statuses[0]).toBe('done');
    expect(result.current.data?.details.game.botScore).toBe(100);
    await waitFor(() => expect(result.current.data?.details.game.botScore).toBe(130));
    expect(gamesApi.getGameMoves).toHaveBeenCalledTimes(1);
    // A finished game held as long is never asked again.
    putGame(details(11, true));
    now.mockReturnValue(1_000 + 3 * ONGOING_FRESH_MS);
    renderGame(11);
    expect(gamesApi.getGameMoves).toHaveBeenCalledTimes(1);
    now.mockRestore();
  });
});
