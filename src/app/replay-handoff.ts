/**
 * Spec 2.8 and 4.3: a screen that has already loaded a game's moves opens the replay with them
 * as navigation state, and the replay then skips its own load. The hand-over itself is useLoad's
 * (src/ui/use-load.ts); this is the key both sides load a game's moves under.
 */
import type { GameDetails } from '../../core/api-types.ts';
import { handOverState } from '../ui/use-load.ts';

/** The useLoad key of a game's moves (GET gamemoves/{id}). */
export function gameMovesKey(gameId: number): string {
  return `gamemoves/${gameId}`;
}

/** The navigation state that carries loaded moves to the replay of `details.game.gameId`. */
export function replayHandoffState(details: GameDetails): Record<string, unknown> {
  return handOverState(gameMovesKey(details.game.gameId), details);
}
