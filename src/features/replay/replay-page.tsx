import { useParams } from 'wouter';
import { isApiError, isOfflineError } from '../../api/client.ts';
import { NotFound } from '../../app/not-found.tsx';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { useGame } from '../../ui/use-game.ts';
import { LiveNote } from '../../ui/live-note.tsx';
import { useLiveGame } from '../../ui/use-live.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { GameReplayView } from './game-replay-view.tsx';

const T = TEXT.replay;

/**
 * Route playerGame (/playergame/{gameId}): the replay of one game, open to everyone. Moves the
 * visit already holds (the game list's, docs/product.md, Game replay) are used as they are, from
 * the game repository; otherwise they are loaded.
 */
export function ReplayPage() {
  const params = useParams<{ gameId: string }>();
  const gameId = Number(params.gameId);
  const load = useGame(gameId);
  const entry = load.data;
  const live = useLiveGame(gameId, entry?.details);
  // The tab is named as the heading ('Kari mot Ordbot'), not by the game's number.
  usePageTitle(entry ? T.versus(entry.details.game.playerName) : undefined);

  // An unknown game is a page that does not exist (the server answers its link with 404 too).
  if (load.status === 'failed' && isApiError(load.error, 404)) return <NotFound />;
  if (load.status === 'failed') {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        {/* Offline, the one message says why: the game is not on this device. A request that
            failed while the browser is online is the spec's load error. */}
        <p role="alert">
          {isOfflineError(load.error) && !navigator.onLine ? T.notSaved : T.failed}
        </p>
      </section>
    );
  }
  if (!entry) {
    return (
      <section className="page replay">
        <h1>{TEXT.pages.replay}</h1>
        <p role="status">{T.loading}</p>
      </section>
    );
  }
  return (
    <>
      <FreshnessNote freshness={entry.freshness} />
      <LiveNote details={entry.details} live={live} />
      <GameReplayView details={entry.details} />
    </>
  );
}
