/**
 * The replay of one loaded game (docs/product.md, Game replay): header, board, controls, info card, score
 * graph, unseen tiles and move list. The replay route renders it, and so does the game search
 * screen's detail pane (`embedded`). Every frame is built once in the Web Worker; stepping only
 * switches frames. The controls (replay-controls.tsx), the page's shortcuts (use-replay-keys.ts)
 * and the alternative on the board (use-preview.ts) are their own modules; this one ties the
 * game, its frames and its analysis together and lays them out.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { GameDetails, Move } from '@ordbot/contract/api-types.ts';
import { SQUARES } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { cheatMoveNumbers, sortMoves } from '@ordbot/engine/replay.ts';
import { validateBoardCharacters } from '@ordbot/contract/validation.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { TEXT } from '../../ui/text.ts';
import { gradesByIndex, nextGraded, previewSquares, toAnalysisGame } from './analysis-logic.ts';
import { AnalysisSection } from './analysis-section.tsx';
import { ReplayBoard } from './replay-board.tsx';
import { ReplayControls } from './replay-controls.tsx';
import { firstMistake, keyTarget, nextSelection } from './replay-logic.ts';
import { ReplayInfo } from './replay-info.tsx';
import { ReplayMoves } from './replay-moves.tsx';
import { ScoreGraph } from './score-graph.tsx';
import { ShareActions } from './share-actions.tsx';
import { UnseenPool } from './unseen-pool.tsx';
import { useAnalysis } from './use-analysis.ts';
import { useDeeper } from './use-deeper.ts';
import { useBoardLayout } from './use-board-layout.ts';
import { useMoveParam } from './use-move-param.ts';
import { showBoardOnPhone, usePreview } from './use-preview.ts';
import { useReplayKeys } from './use-replay-keys.ts';
import { useTimeline } from './use-timeline.ts';
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
  const { game } = details;
  const boardLayout = useBoardLayout(game.boardInfo?.boardTypeId);
  const layout = boardLayout.types;
  const timeline = useTimeline(details);
  const moves = useMemo(() => sortMoves(details.moves), [details.moves]);
  const cheats = useMemo(() => cheatMoveNumbers(details.cheats ?? []), [details.cheats]);
  const count = moves.length;
  const { selected, setSelected, openAt } = useMoveParam(embedded, count);

  const onBoardKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (keyTarget(event.key, 0, count) === undefined) return;
      event.preventDefault();
      setSelected((current) => keyTarget(event.key, current, count) ?? current);
    },
    [count, setSelected],
  );
  const onPickMove = useCallback(
    (index: number) => setSelected((current) => nextSelection(current, index)),
    [setSelected],
  );
  const onPickGraph = useCallback((move: number) => setSelected(move), [setSelected]);

  const ready = timeline.state === 'ready' ? timeline.timeline : undefined;
  const broken = details.hasBrokenMoves || ready?.hasBrokenMoves === true;
  // docs/product.md, Checks: a layout or a board the replay cannot trust shows its message, not a wrong board.
  const framesError = useMemo(
    () =>
      ready?.frames.map((f) => validateBoardCharacters([...f.board])).find((e) => e !== null) ??
      undefined,
    [ready],
  );
  const boardError = boardLayout.error ?? framesError;

  // The analysis needs the game's real layout: the standard one stands in only for a NORMAL board.
  const layoutKnown =
    boardLayout.status === 'loaded' ||
    (boardLayout.status === 'failed' && game.boardInfo.boardType === 'NORMAL');
  const analysisGame = useMemo(
    () =>
      game.finished && !broken && !boardError && layoutKnown
        ? toAnalysisGame(details, moves, layout)
        : null,
    [game.finished, broken, boardError, layoutKnown, details, moves, layout],
  );
  const [served, startAnalysis] = useAnalysis(game.gameId, analysisGame);
  const [analysis, onDeeper] = useDeeper(served, analysisGame);
  const done = analysis.state === 'ready' ? analysis.analysis : undefined;
  const grades = useMemo(() => gradesByIndex(done), [done]);
  const marks = useMemo(
    () =>
      [...grades].map(([index, grade]) => ({
        move: index,
        grade,
        playerMove: moves[index - 1]?.playerMove ?? false,
      })),
    [grades, moves],
  );

  // A finished game's review opens where the lessons are: at the first mistake, once known.
  useEffect(() => {
    const first = firstMistake(grades.keys(), (index) => moves[index - 1]?.playerMove === true);
    if (first !== undefined) openAt(first);
  }, [grades, moves, openAt]);

  const { preview, onPreview, announcement } = usePreview(done, selected);
  const stepMistake = useCallback(
    (forward: boolean) => {
      setSelected((current) => nextGraded(current, grades.keys(), forward) ?? current);
      // On a phone the bar stays in reach while the page is scrolled down to the analysis: the
      // board comes back into view with the move.
      showBoardOnPhone();
    },
    [grades, setSelected],
  );
  const previewBase = preview ? ready?.frames[preview.base] : undefined;
  const previewTiles = useMemo(
    () => (preview && previewBase ? previewSquares(previewBase.board, preview.move) : undefined),
    [preview, previewBase],
  );

  // Shortcuts anywhere on the page, except while typing or in a dialog: n / N, ?, Escape.
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  useReplayKeys(grades, preview, onPreview, setSelected, openHelp);

  const Title = embedded ? 'h2' : 'h1';
  const Sub = embedded ? 'h3' : 'h2';
  const frame = ready?.frames[selected];
  const move: Move | undefined = selected > 0 ? moves[selected - 1] : undefined;

  let body;
  if (broken) {
    body = <p role="alert">{T.broken}</p>;
  } else if (boardError) {
    body = <p role="alert">{boardError}</p>;
  } else if (timeline.state === 'failed') {
    body = <p role="alert">{T.failed}</p>;
  } else {
    body = (
      <div className={game.finished ? 'replay-layout has-review' : 'replay-layout'}>
        <div className="replay-main">
          <ReplayBoard
            board={previewBase?.board ?? frame?.board ?? EMPTY_BOARD}
            placed={previewTiles ? NONE : (frame?.placed ?? NONE)}
            layout={layout}
            language={game.boardInfo.language}
            busy={!ready}
            preview={previewTiles}
            onKeyDown={onBoardKey}
          />
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <ReplayControls
            selected={selected}
            count={count}
            grades={grades}
            preview={previewTiles ? preview : null}
            onStep={(forward) =>
              setSelected((s) => (forward ? Math.min(count, s + 1) : Math.max(0, s - 1)))
            }
            onStepMistake={stepMistake}
            onClearPreview={() => onPreview(null)}
            onHelp={openHelp}
          />
          {ready && count > 0 && (
            <ScoreGraph
              frames={ready.frames}
              playerName={game.playerName}
              selected={selected}
              onPick={onPickGraph}
              headingLevel={Sub}
              marks={marks}
              chances={done?.winChances ?? null}
            />
          )}
        </div>
        {/* A finished game's review reads in the right-hand column; the tiles left and the move
            list go to the left one, under the board (replay.css), after the review in the tab
            order. */}
        <aside className="replay-side">
          <div className="replay-review">
            <div className="replay-info-slot">
              <ReplayInfo game={game} move={move} frame={frame} />
            </div>
            <AnalysisSection
              finished={game.finished}
              state={analysis}
              onStart={startAnalysis}
              selected={selected}
              frames={ready?.frames}
              context={{ language: game.boardInfo.language, layout }}
              gameId={game.gameId}
              game={analysisGame}
              onDeeper={onDeeper}
              playerName={game.playerName}
              preview={preview}
              onPreview={onPreview}
              onSelect={setSelected}
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
            cheats={cheats}
            grades={grades}
            onPick={onPickMove}
            headingLevel={Sub}
          />
        </aside>
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
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
