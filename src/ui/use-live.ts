/**
 * A screen's part of the live stream (docs/events.md, src/api/live.ts): the handlers run for
 * each message as the screen stands at the time; the answer says whether the stream is live.
 * `useLiveRefresh` is what a list needs: one reload shortly after a burst of changes.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type {
  LiveFigures,
  LiveGameMessage,
  LiveReadyMessage,
} from '@ordbot/contract/live-events.ts';
import { whenPageSettled } from '../api/client.ts';
import { putGame } from '../cache/game-repository.ts';

/** The stream's code, loaded once the page has settled: it is never part of a first load. */
let liveModule: Promise<typeof import('../api/live.ts')> | null = null;
function loadLive() {
  liveModule ??= whenPageSettled().then(() => import('../api/live.ts'));
  return liveModule;
}

export interface LiveHandlers {
  /** The game whose moves to receive (the replay of an ongoing game). */
  game?: number;
  onGame?(message: LiveGameMessage): void;
  onFigures?(figures: LiveFigures): void;
  onReady?(message: LiveReadyMessage): void;
}

/** Listens while mounted (and `enabled`); answers whether the stream is open and caught up. */
export function useLive(handlers: LiveHandlers, enabled = true): boolean {
  const [live, setLive] = useState(false);
  const onGame = useEffectEvent((m: LiveGameMessage) => handlers.onGame?.(m));
  const onFigures = useEffectEvent((f: LiveFigures) => handlers.onFigures?.(f));
  const onReady = useEffectEvent((m: LiveReadyMessage) => handlers.onReady?.(m));
  const { game } = handlers;
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let ended = false;
    void loadLive().then(({ listenLive }) => {
      if (!ended) stop = listenLive({ game, onGame, onFigures, onReady, onLive: setLive });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [enabled, game]);
  return enabled && live;
}

/** A list's reload after the games it may show changed (coalesced over a short pause). */
const REFRESH_PAUSE_MS = 300;

/**
 * Calls `refresh` after a game the viewer may see changed (`matches` narrows it to the list's
 * own games), and after a reconnect that missed events.
 */
export function useLiveRefresh(
  refresh: () => void,
  matches: (message: LiveGameMessage) => boolean = () => true,
  enabled = true,
): void {
  const run = useEffectEvent(refresh);
  const [due, setDue] = useState(0);
  useEffect(() => {
    if (due === 0) return;
    const timer = setTimeout(() => run(), REFRESH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [due]);
  useLive(
    {
      onGame: (message) => {
        if (matches(message)) setDue((n) => n + 1);
      },
      onReady: (message) => {
        if (message.missed) setDue((n) => n + 1);
      },
    },
    enabled,
  );
}

/**
 * The replay of an ongoing game (docs/events.md): each stored version of the game, as the stream
 * brings it, goes to the game repository, so every screen that shows the game has it; answers
 * whether the replay is live. A finished game is not followed.
 */
export function useLiveGame(gameId: number, details: GameDetails | undefined): boolean {
  const take = (next: GameDetails | undefined) => {
    if (next?.game.gameId === gameId) putGame(next);
  };
  return useLive(
    {
      game: gameId,
      onGame: (message) => take(message.details),
      onReady: (message) => take(message.games.find((g) => g.game.gameId === gameId)),
    },
    details !== undefined && !details.game.finished,
  );
}
