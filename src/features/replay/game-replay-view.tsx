/**
 * The replay of one loaded game (docs/product.md, Game replay): header, board, controls, info card, score
 * graph, unseen tiles and move list. The replay route renders it, and so does the game search
 * screen's detail pane (`embedded`). Every frame is built once in the Web Worker; stepping only
 * switches frames. The controls (replay-controls.tsx), the page's shortcuts (use-replay-keys.ts)
 * and the alternative on the board (use-preview.ts) are their own modules; use-replay-view.ts ties
 * the game, its frames and its analysis together and this one lays them out.
 */
import { lazy, Suspense } from 'react';
import type { GameDetails, Move } from '@ordbot/contract/api-types.ts';
import { SQUARES } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { TEXT } from '../../ui/text.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { ReplayBoard } from './replay-board.tsx';
import { ReplayControls } from './replay-controls.tsx';
import { ReplayInfo } from './replay-info.tsx';
import { ReplayMoves } from './replay-moves.tsx';
import { ScoreGraph } from './score-graph.tsx';
import { ShareActions } from './share-actions.tsx';
import { UnseenPool } from './unseen-pool.tsx';
import { useReplayView, type ReplayViewState } from './use-replay-view.ts';
import { PracticeActions } from './practice-actions.tsx';
import { ProfileLink } from './profile-link.tsx';
import './replay.css';
import './replay-analysis.css';
import './score-graph.css';
import './unseen-pool.css';
import './replay-phone.css';

const T = TEXT.replay;
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx'));
const EMPTY_BOARD = emptyBoard(SQUARES);
const NONE: readonly number[] = Object.freeze([]);

export interface GameReplayViewProps {
  details: GameDetails;
  /**
   * Shown inside another screen (the game search's detail pane): an h2 heading instead of h1,
   * and the viewed move is not kept in the address (?trekk=N).
   */
  embedded?: boolean;
}

export function GameReplayView({ details, embedded = false }: GameReplayViewProps) {
  // Another game starts afresh: move 0, the panel closed, its own frames.
  return <ReplayView key={details.game.gameId} details={details} embedded={embedded} />;
}

function ReplayView({ details, embedded }: { details: GameDetails; embedded: boolean }) {
  const view = useReplayView(details, embedded);
  const { game, selected, setHelpOpen } = view;
  const Title = embedded ? 'h2' : 'h1';
  const Sub = embedded ? 'h3' : 'h2';

  let body;
  if (view.broken) {
    body = <p role="alert">{T.broken}</p>;
  } else if (view.boardError) {
    body = <p role="alert">{view.boardError}</p>;
  } else if (view.timeline.state === 'failed') {
    body = <p role="alert">{T.failed}</p>;
  } else {
    body = (
      <div className={game.finished ? 'replay-layout has-review' : 'replay-layout'}>
        <ReplayMain view={view} Sub={Sub} />
        <ReplaySide details={details} view={view} Sub={Sub} />
      </div>
    );
  }

  return (
    <section className={embedded ? 'replay is-embedded' : 'page replay'}>
      <header className="replay-header">
        {/* Embedded, the detail pane's own title already names the game. */}
        {!embedded && <Title>{T.versus(game.playerName)}</Title>}
        {!embedded && <ProfileLink playerId={game.playerId} name={game.playerName} />}
        {game.finished ? (
          <p className="replay-final">
            {T.finalScore}: {formatNumber(game.playerScore)} – {formatNumber(game.botScore)}
          </p>
        ) : (
          <span className="replay-badge">{T.ongoing}</span>
        )}
        <ShareActions
          gameId={game.gameId}
          playerName={game.playerName}
          finished={game.finished}
          moveNum={selected}
        />
      </header>
      {body}
      {view.helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

interface PartProps {
  view: ReplayViewState;
  Sub: 'h2' | 'h3';
}

/** The board, the controls under it and the score graph. */
function ReplayMain({ view, Sub }: PartProps) {
  const { game, ready, selected, setSelected, count, preview, previewTiles } = view;
  const frame = ready?.frames[selected];
  return (
    <div className="replay-main">
      <ReplayBoard
        board={view.previewBase?.board ?? frame?.board ?? EMPTY_BOARD}
        placed={previewTiles ? NONE : (frame?.placed ?? NONE)}
        layout={view.layout}
        language={game.boardInfo.language}
        busy={!ready}
        preview={previewTiles}
        onKeyDown={view.onBoardKey}
      />
      <p className="visually-hidden" aria-live="polite">
        {view.announcement}
      </p>
      <ReplayControls
        selected={selected}
        count={count}
        grades={view.grades}
        preview={previewTiles ? preview : null}
        onStep={(forward) =>
          setSelected((s) => (forward ? Math.min(count, s + 1) : Math.max(0, s - 1)))
        }
        onStepMistake={view.stepMistake}
        onClearPreview={() => view.onPreview(null)}
        onHelp={view.openHelp}
      />
      {ready && count > 0 && (
        <ScoreGraph
          frames={ready.frames}
          playerName={game.playerName}
          selected={selected}
          onPick={view.onPickGraph}
          headingLevel={Sub}
          marks={view.marks}
          chances={view.done?.winChances ?? null}
        />
      )}
    </div>
  );
}

/**
 * A finished game's review reads in the right-hand column; the tiles left and the move list go to
 * the left one, under the board (replay.css), after the review in the tab order.
 */
function ReplaySide({ details, view, Sub }: PartProps & { details: GameDetails }) {
  const { game, ready, selected, moves, layout, analysisGame, grades } = view;
  const frame = ready?.frames[selected];
  const move: Move | undefined = selected > 0 ? moves[selected - 1] : undefined;
  return (
    <aside className="replay-side">
      <div className="replay-review">
        <div className="replay-info-slot">
          <ReplayInfo game={game} move={move} frame={frame} />
        </div>
        <AnalysisSection
          finished={game.finished}
          state={view.analysis}
          onStart={view.startAnalysis}
          selected={selected}
          frames={ready?.frames}
          context={{ language: game.boardInfo.language, layout }}
          gameId={game.gameId}
          gameVersion={view.gameVersion}
          game={analysisGame}
          onDeeper={view.onDeeper}
          playerName={game.playerName}
          preview={view.preview}
          onPreview={view.onPreview}
          onSelect={view.setSelected}
          headingLevel={Sub}
        />
        {analysisGame && moves[selected - 1] && (
          <PracticeActions
            details={details}
            layout={layout}
            moveNum={(moves[selected - 1] as Move).moveNum}
            grade={grades.get(selected) ?? null}
          />
        )}
      </div>
      {ready && (
        <UnseenPool
          letters={ready.pools.letters}
          counts={ready.pools.counts[selected] ?? []}
          total={ready.pools.totals[selected] ?? 0}
          headingLevel={Sub}
        />
      )}
      <ReplayMoves
        moves={moves}
        selected={selected}
        playerName={game.playerName}
        cheats={view.cheats}
        grades={grades}
        onPick={view.onPickMove}
        headingLevel={Sub}
      />
    </aside>
  );
}
