import { useParams } from 'wouter';
import type { GameDetails } from '../../../core/api-types.ts';
import { isApiError, isOfflineError } from '../../api/client.ts';
import { NotFound } from '../../app/not-found.tsx';
import { gameMovesKey } from '../../app/replay-handoff.ts';
import { TEXT } from '../../ui/text.ts';
import { getGameMoves } from '../../cache/games.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { takeHandOver } from '../../ui/hand-over.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LiveNote } from '../../ui/live-note.tsx';
import { useLiveGame } from '../../ui/use-live.ts';
import { GameReplayView } from './game-replay-view.tsx';

const T = TEXT.replay;

function isGameDetails(details: unknown): details is GameDetails {
  const value = details as Partial<GameDetails> | null | undefined;
  return Boolean(value?.game) && Array.isArray(value?.moves);
}

async function loadDetails(gameId: number): Promise<GameDetails> {
  const details = await getGameMoves(gameId);
  if (!isGameDetails(details)) {
    throw new TypeError('Unexpected response type. Expected GameDetails.');
  }
  return details;
}

/** Moves handed over for this game (docs/product.md, Game replay); anything else in the navigation state is not. */
function isDetailsOf(gameId: number) {
  return (value: unknown): value is GameDetails =>
    isGameDetails(value) && value.game.gameId === gameId;
}

/**
 * Route playerGame (/playergame/{gameId}): the replay of one game, open to everyone. Moves
 * handed over as navigation state (docs/product.md, Game replay) are used as they are; otherwise they are loaded.
 */
export function ReplayPage() {
  const params = useParams<{ gameId: string }>();
  const gameId = Number(params.gameId);
  const key = gameMovesKey(gameId);
  const load = useLoad(key, () => loadDetails(gameId), {
    initial: () => takeHandOver(key, isDetailsOf(gameId)),
  });
  const live = useLiveGame(gameId, load.data, load.update);

  // An unknown game is a page that does not exist (the server answers its link with 404 too).
  if (load.status === 'failed' && isApiError(load.error, 404)) return <NotFound />;
  if (load.status === 'failed') {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        <p role="alert">{T.failed}</p>
        {isOfflineError(load.error) && <p>{T.notSaved}</p>}
      </section>
    );
  }
  if (!load.data) {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        <p role="status">{T.loading}</p>
      </section>
    );
  }
  return (
    <>
      <CacheNote value={load.data} />
      <LiveNote details={load.data} live={live} />
      <GameReplayView details={load.data} />
    </>
  );
}
