import { Link } from 'wouter';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { useEmbeddedReplay } from '../../ui/replay-slot.tsx';
import { useGame } from '../../ui/use-game.ts';
import { searchErrorText } from './use-game-search.ts';

const T = TEXT.games;

/**
 * The detail pane of the search screen (docs/product.md, Game search): the selected game's title with previous and
 * next arrows, 'Loading details...', the error, then the replay of the game.
 */
export function GameDetail({
  row,
  hasPrevious,
  hasNext,
  onStep,
  onClose,
}: {
  row: GameRow;
  hasPrevious: boolean;
  hasNext: boolean;
  onStep: (delta: -1 | 1) => void;
  onClose: () => void;
}) {
  const gameId = row.gameId;
  const load = useGame(gameId);
  const entry = load.data;
  const embeddedReplay = useEmbeddedReplay();
  return (
    <article className="game-detail" aria-labelledby={`game-detail-${gameId}`}>
      <header className="game-detail__header">
        <h2 id={`game-detail-${gameId}`} className="game-detail__title">
          {T.detailTitle(row.playerName, formatDateTime(row.startTime))}
        </h2>
        <div className="game-detail__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={T.previousGame}
            title={T.previousGame}
            disabled={!hasPrevious}
            onClick={() => onStep(-1)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={T.nextGame}
            title={T.nextGame}
            disabled={!hasNext}
            onClick={() => onStep(1)}
          >
            <span aria-hidden="true">→</span>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={T.closeGame}
            title={T.closeGame}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </header>
      {load.status === 'loading' && (
        <p className="loading-note" role="status">
          {T.detailLoading}
        </p>
      )}
      {load.status === 'failed' && (
        <p className="error-note" role="alert">
          {searchErrorText(load.error)}
        </p>
      )}
      {entry && (
        <>
          <FreshnessNote freshness={entry.freshness} />
          <p className="game-detail__open">
            {/* The replay finds the loaded moves in the game repository (docs/product.md, Game replay). */}
            <Link href={routePath('playerGame', { gameId })}>{T.openGame}</Link>
          </p>
          {embeddedReplay?.(entry.details)}
        </>
      )}
    </article>
  );
}
