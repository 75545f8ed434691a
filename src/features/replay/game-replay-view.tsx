/**
 * The replay of one loaded game (spec 2.9, 4.3): header, board, controls, info card, score
 * graph, unseen tiles and move list. The replay route renders it, and so does the game search
 * screen's detail pane (`embedded`). Every frame is built once in the Web Worker; stepping only
 * switches frames.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { GameDetails, Move } from '../../../core/api-types.ts';
import { SQUARES } from '../../../core/constants.ts';
import { formatNumber } from '../../../core/format.ts';
import { cheatMoveNumbers } from '../../../core/replay.ts';
import { emptyBoard } from '../../../workers/timeline-format.ts';
import { TEXT } from '../../app/text.ts';
import { ReplayBoard } from './replay-board.tsx';
import {
  keyTarget,
  moveLabel,
  nextSelection,
  readMoveParam,
  writeMoveParam,
} from './replay-logic.ts';
import { ReplayMoves } from './replay-moves.tsx';
import { ScoreGraph } from './score-graph.tsx';
import { ShareActions } from './share-actions.tsx';
import { UnseenPool } from './unseen-pool.tsx';
import { useBoardLayout } from './use-board-layout.ts';
import { useTimeline } from './use-timeline.ts';
import './replay.css';

const T = TEXT.replay;
const EMPTY_BOARD = emptyBoard(SQUARES);
const NONE: readonly number[] = Object.freeze([]);
/** The address follows the viewed move this long after the last step. */
const URL_DELAY_MS = 250;

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
  const layout = useBoardLayout(game.boardInfo?.boardTypeId);
  const timeline = useTimeline(details);
  const moves = useMemo(
    () => [...details.moves].sort((a, b) => a.moveNum - b.moveNum),
    [details.moves],
  );
  const cheats = useMemo(() => cheatMoveNumbers(details.cheats ?? []), [details.cheats]);
  const count = moves.length;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [selected, setSelected] = useState(() => (embedded ? 0 : readMoveParam(search, count)));

  // The viewed move in the address, replacing the entry: the page itself is not re-created.
  // Written once stepping pauses: replaceState is slow, and Chromium ignores a flood of them.
  useEffect(() => {
    if (embedded) return;
    const next = writeMoveParam(search, selected);
    if (next === search) return;
    const timer = setTimeout(
      () =>
        navigate(next ? `${location}?${next}` : location, { replace: true, state: history.state }),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [embedded, location, navigate, search, selected]);

  const onBoardKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (keyTarget(event.key, 0, count) === undefined) return;
      event.preventDefault();
      setSelected((current) => keyTarget(event.key, current, count) ?? current);
    },
    [count],
  );
  const onPickMove = useCallback((index: number) => {
    setSelected((current) => nextSelection(current, index));
  }, []);
  const onPickGraph = useCallback((move: number) => setSelected(move), []);

  const Title = embedded ? 'h2' : 'h1';
  const Sub = embedded ? 'h3' : 'h2';
  const ready = timeline.state === 'ready' ? timeline.timeline : undefined;
  const broken = details.hasBrokenMoves || ready?.hasBrokenMoves === true;
  const frame = ready?.frames[selected];
  const move: Move | undefined = selected > 0 ? moves[selected - 1] : undefined;

  let body;
  if (broken) {
    body = <p role="alert">{T.broken}</p>;
  } else if (timeline.state === 'failed') {
    body = <p role="alert">{T.failed}</p>;
  } else {
    body = (
      <div className="replay-layout">
        <div className="replay-main">
          <ReplayBoard
            board={frame?.board ?? EMPTY_BOARD}
            placed={frame?.placed ?? NONE}
            layout={layout}
            language={game.boardInfo.language}
            busy={!ready}
            onKeyDown={onBoardKey}
          />
          <div className="replay-controls">
            <button
              type="button"
              disabled={selected <= 0}
              onClick={() => setSelected((s) => Math.max(0, s - 1))}
            >
              {T.previous}
            </button>
            <span className="replay-status" aria-live="polite">
              {selected > 0 ? T.moveOf(selected, count) : ''}
            </span>
            <button
              type="button"
              disabled={selected >= count}
              onClick={() => setSelected((s) => Math.min(count, s + 1))}
            >
              {T.next}
            </button>
          </div>
          <p className="replay-hint">{T.keyboardHint}</p>
          {ready && count > 0 && (
            <ScoreGraph
              frames={ready.frames}
              playerName={game.playerName}
              selected={selected}
              onPick={onPickGraph}
              headingLevel={Sub}
            />
          )}
        </div>
        <aside className="replay-side">
          <div className="replay-info-slot">
            {move ? (
              <dl className="replay-info">
                <dt>{T.whoMoved}</dt>
                <dd>{move.playerMove ? game.playerName : T.bot}</dd>
                <dt>{T.action}</dt>
                <dd>{moveLabel(move)}</dd>
                <dt>{T.scoreAfter}</dt>
                <dd>
                  {frame
                    ? `${formatNumber(frame.playerScore)} – ${formatNumber(frame.botScore)}`
                    : '…'}
                </dd>
                <dt>{T.tilesPlayed}</dt>
                <dd>{move.moveType === 'NORMAL' ? move.numTiles : 0}</dd>
              </dl>
            ) : (
              <p className="replay-guidance">{T.guidance}</p>
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
    </section>
  );
}
