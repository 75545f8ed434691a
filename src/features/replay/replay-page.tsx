import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { GameDetails } from '../../../core/api-types.ts';
import { isOfflineError } from '../../api/client.ts';
import { takeReplayHandoff } from '../../app/replay-handoff.ts';
import { TEXT } from '../../ui/text.ts';
import { getGameMoves } from '../../cache/games.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { GameReplayView } from './game-replay-view.tsx';

const T = TEXT.replay;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; gameId: number; offline?: boolean }
  | { state: 'done'; gameId: number; details: GameDetails };

function isGameDetails(details: unknown): details is GameDetails {
  const value = details as Partial<GameDetails> | null | undefined;
  return Boolean(value?.game) && Array.isArray(value?.moves);
}

/**
 * Route playerGame (/playergame/{gameId}): the replay of one game, open to everyone. Moves
 * handed over as navigation state (spec 4.3) are used as they are; otherwise they are loaded.
 */
export function ReplayPage() {
  const params = useParams<{ gameId: string }>();
  const gameId = Number(params.gameId);
  const [handoff] = useState(() => takeReplayHandoff(gameId));
  const [load, setLoad] = useState<Load>(() =>
    handoff ? { state: 'done', gameId, details: handoff } : { state: 'loading' },
  );

  useEffect(() => {
    if (handoff?.game.gameId === gameId) return;
    let current = true;
    getGameMoves(gameId).then(
      (details) => {
        if (!isGameDetails(details)) {
          console.error(new TypeError('Unexpected response type. Expected GameDetails.'));
          if (current) setLoad({ state: 'failed', gameId });
          return;
        }
        if (current) setLoad({ state: 'done', gameId, details });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoad({ state: 'failed', gameId, offline: isOfflineError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, handoff]);

  if (load.state === 'loading' || load.gameId !== gameId) {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        <p role="status">{T.loading}</p>
      </section>
    );
  }
  if (load.state === 'failed') {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        <p role="alert">{T.failed}</p>
        {load.offline && <p>{T.notSaved}</p>}
      </section>
    );
  }
  return (
    <>
      <CacheNote value={load.details} />
      <GameReplayView details={load.details} />
    </>
  );
}
