/**
 * Spec 2.8 and 4.3: a screen that has already loaded a game's moves opens the replay with them
 * as navigation state, and the replay then skips its own load. The state is cleared after use,
 * so a reload or a later visit through history loads afresh.
 */
import type { GameDetails } from '../../core/api-types.ts';

const KEY = 'ordbotGameDetails';

/** The navigation state that carries loaded moves to the replay of `details.game.gameId`. */
export function replayHandoffState(details: GameDetails): Record<string, unknown> {
  return { [KEY]: details };
}

// React's StrictMode runs state initializers twice in development, in the same task; the second
// run must see the details the first one took out of history.state. They are kept for that task
// only, so a later visit without state loads afresh.
let taken: GameDetails | undefined;

/**
 * The details handed over for `gameId`, if the current history entry carries them; they are
 * removed from the entry at once (history.replaceState keeps the URL).
 */
export function takeReplayHandoff(gameId: number): GameDetails | undefined {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  const details =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[KEY] : undefined;
  if (isDetailsOf(details, gameId)) {
    const rest = { ...(state as Record<string, unknown>) };
    delete rest[KEY];
    history.replaceState(rest, '');
    taken = details;
    setTimeout(() => {
      taken = undefined;
    }, 0);
    return details;
  }
  return taken?.game.gameId === gameId ? taken : undefined;
}

function isDetailsOf(value: unknown, gameId: number): value is GameDetails {
  if (!value || typeof value !== 'object') return false;
  const details = value as Partial<GameDetails>;
  return details.game?.gameId === gameId && Array.isArray(details.moves);
}
