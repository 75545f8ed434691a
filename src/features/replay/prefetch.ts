/**
 * A replay opened by its address (a shared link, a bookmark, a reload): the game and its served
 * review are asked for as the app starts (src/main.tsx), beside the loading of the page's code,
 * instead of the game after the code and the review after the game. Both answers are the same for
 * every reader (GET gamemoves and the analysis are open calls), so they need no session.
 */
import { prefetchGame } from '../../cache/game-repository.ts';
import { prefetchServedAnalysis } from '../../cache/served-analysis.ts';

export function prefetchReplay(gameId: number): void {
  prefetchGame(gameId);
  prefetchServedAnalysis(gameId);
}
