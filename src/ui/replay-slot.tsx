/**
 * Where one feature shows another's screen: the game search's detail pane shows a game's replay,
 * but a feature never imports another feature (docs/architecture.md). The app, which may import
 * every feature, hands the replay in through this context when it loads the games screens.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { GameDetails } from '@ordbot/contract/api-types.ts';

/** Renders a loaded game's replay inside another screen (h2 heading, move not in the address). */
export type EmbeddedReplay = (details: GameDetails) => ReactNode;

const EmbeddedReplayContext = createContext<EmbeddedReplay | null>(null);

export const EmbeddedReplayProvider = EmbeddedReplayContext.Provider;

/** The replay the app provided; a screen rendered without one shows no replay. */
export function useEmbeddedReplay(): EmbeddedReplay | null {
  return useContext(EmbeddedReplayContext);
}
