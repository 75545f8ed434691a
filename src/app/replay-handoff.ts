/**
 * docs/product.md: Games table, Game replay: a screen that has already loaded a game's moves opens the replay with them
 * as navigation state, and the replay gives them to its useLoad as the answer, with no request
 * (src/ui/hand-over.ts). The games feature and the replay feature meet here on the key.
 */
import type { GameDetails } from '../../core/api-types.ts';
import { handOverState } from '../ui/hand-over.ts';

/** The useLoad key of a game's moves (GET gamemoves/{id}). */
export function gameMovesKey(gameId: number): string {
  return `gamemoves/${gameId}`;
}

/** The navigation state that carries loaded moves to the replay of `details.game.gameId`. */
export function replayHandoffState(details: GameDetails): Record<string, unknown> {
  return handOverState(gameMovesKey(details.game.gameId), details);
}
