/**
 * A game's details on a screen, through the game repository (src/cache/game-repository.ts) that
 * every screen shares: what the visit already holds is the first render's answer, with no
 * request (docs/product.md, Game replay: the list opens the replay with the moves it has loaded);
 * otherwise it is loaded. Details put in the repository later (the live stream's new moves)
 * show at once. An ongoing game held for a while shows at once and is asked for again in the
 * background. The answer's freshness says whether it came from the device's cache.
 */
import { useEffect } from 'react';
import {
  isHeldStale,
  loadGame,
  peekGame,
  subscribeGame,
  type GameEntry,
} from '../cache/game-repository.ts';
import { useLoad, type Load } from './use-load.ts';

export function useGame(gameId: number): Load<GameEntry> {
  const load = useLoad(gameId, (signal) => loadGame(gameId, signal), {
    initial: () => peekGame(gameId),
  });
  const { update } = load;
  useEffect(() => subscribeGame(gameId, (entry) => update(() => entry)), [gameId, update]);
  useEffect(() => {
    if (!isHeldStale(gameId)) return;
    // The answer reaches this screen through the subscription; a failure leaves the held details.
    const controller = new AbortController();
    loadGame(gameId, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [gameId]);
  return load;
}
