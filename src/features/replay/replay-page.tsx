import { useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useParams } from 'wouter';
import type { GameDetails, Move } from '../../../core/api-types.ts';
import {
  isSquareCode,
  SQUARE_NAMES,
  SQUARE_SHORT_LABELS,
  STANDARD_BOARD,
} from '../../../core/board.ts';
import type { SquareCode } from '../../../core/board.ts';
import type { Language } from '../../../core/enums.ts';
import { formatNumber } from '../../../core/format.ts';
import { buildTimeline, cheatMoveNumbers, isBingo } from '../../../core/replay.ts';
import type { ReplayFrame } from '../../../core/replay.ts';
import { isBlankLetter, tileValue } from '../../../core/tiles.ts';
import { TEXT } from '../../app/text.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';
import { getGameMoves } from '../../cache/games.ts';

const T = TEXT.replay;
const SIZE = 15;

type Load =
  | { state: 'loading' }
  | { state: 'failed'; gameId: number }
  | { state: 'done'; gameId: number; details: GameDetails };

/** The list label of a move (spec 2.9). */
export function moveLabel(move: Pick<Move, 'moveType' | 'mainWord' | 'points' | 'numTiles'>) {
  switch (move.moveType) {
    case 'SWAP':
      return T.swap(move.numTiles);
    case 'PASS':
      return T.pass;
    case 'RESIGN':
      return T.resign;
    default:
      return `${move.mainWord} (${T.points(move.points)})`;
  }
}

/** Spec 4.3: clicking the selected move resets to 0, any other move selects it. */
export function nextSelection(current: number, clicked: number): number {
  return current === clicked ? 0 : clicked;
}

const SQUARE_CLASS: Record<SquareCode, string> = {
  0: 'plain',
  1: 'dl',
  2: 'tl',
  3: 'dw',
  4: 'tw',
  5: 'centre',
};

function isLayout(types: unknown): types is SquareCode[] {
  return Array.isArray(types) && types.length === SIZE * SIZE && types.every(isSquareCode);
}

/** Route playerGame (/playergame/{gameId}): the replay of one game, open to everyone. */
export function ReplayPage() {
  const params = useParams<{ gameId: string }>();
  const gameId = Number(params.gameId);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [layout, setLayout] = useState<readonly SquareCode[]>(STANDARD_BOARD);

  useEffect(() => {
    let current = true;
    getGameMoves(gameId).then(
      (details) => {
        if (!details?.game || !Array.isArray(details.moves)) {
          console.error(new TypeError('Unexpected response type. Expected GameDetails.'));
          if (current) setLoad({ state: 'failed', gameId });
          return;
        }
        if (current) setLoad({ state: 'done', gameId, details });
        const boardTypeId = details.game.boardInfo?.boardTypeId;
        if (typeof boardTypeId === 'number') {
          getBoardSquareTypes(boardTypeId).then(
            (result) => {
              if (current && isLayout(result?.types)) setLayout(result.types);
            },
            (error: unknown) => console.error(error),
          );
        }
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoad({ state: 'failed', gameId });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId]);

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
      </section>
    );
  }
  return <ReplayView details={load.details} layout={layout} />;
}

function ReplayView({ details, layout }: { details: GameDetails; layout: readonly SquareCode[] }) {
  const { game } = details;
  const timeline = useMemo(() => buildTimeline(game, details.moves), [game, details.moves]);
  const cheats = useMemo(() => cheatMoveNumbers(details.cheats ?? []), [details.cheats]);
  const [selected, setSelected] = useState(0);
  const [panelOpen, setPanelOpen] = useState(false);

  // Phones: the open move panel locks the page scroll and closes on Escape (spec 2.9).
  useEffect(() => {
    if (!panelOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setPanelOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [panelOpen]);
  const moves = timeline.moves as Move[];
  const count = moves.length;
  const broken = details.hasBrokenMoves || timeline.hasBrokenMoves;
  const frame = timeline.frames[selected] ?? timeline.frames[0];
  const move = selected > 0 ? moves[selected - 1] : undefined;

  const step = (to: number) => setSelected(Math.max(0, Math.min(count, to)));

  const onBoardKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target: Record<string, number> = {
      ArrowLeft: selected - 1,
      ArrowRight: selected + 1,
      Home: 0,
      End: count,
    };
    const to = target[event.key];
    if (to === undefined) return;
    event.preventDefault();
    step(to);
  };

  return (
    <section className="page replay">
      <header className="replay-header">
        <h1>{T.versus(game.playerName)}</h1>
        {game.finished ? (
          <p className="replay-final">
            {T.finalScore}: {formatNumber(game.playerScore)} – {formatNumber(game.botScore)}
          </p>
        ) : (
          <span className="replay-badge">{T.ongoing}</span>
        )}
      </header>
      {broken ? (
        <p role="alert">{T.broken}</p>
      ) : (
        <div className="replay-layout">
          <div className="replay-main">
            {selected === 0 && <p className="replay-guidance">{T.guidance}</p>}
            {frame && (
              <ReplayBoard
                frame={frame}
                layout={layout}
                language={game.boardInfo.language}
                onKeyDown={onBoardKey}
              />
            )}
            <div className="replay-controls">
              <button type="button" disabled={selected <= 0} onClick={() => step(selected - 1)}>
                {T.previous}
              </button>
              <span aria-live="polite">{selected > 0 ? T.moveOf(selected, count) : ''}</span>
              <button type="button" disabled={selected >= count} onClick={() => step(selected + 1)}>
                {T.next}
              </button>
            </div>
            <p className="replay-hint">{T.keyboardHint}</p>
          </div>
          <aside className="replay-side">
            {move && frame && (
              <dl className="replay-info card">
                <dt>{T.whoMoved}</dt>
                <dd>{move.playerMove ? game.playerName : T.bot}</dd>
                <dt>{T.action}</dt>
                <dd>{moveLabel(move)}</dd>
                <dt>{T.scoreAfter}</dt>
                <dd>
                  {formatNumber(frame.playerScore)} – {formatNumber(frame.botScore)}
                </dd>
                <dt>{T.tilesPlayed}</dt>
                <dd>{move.moveType === 'NORMAL' ? move.numTiles : 0}</dd>
              </dl>
            )}
            <button
              type="button"
              className="replay-moves-toggle"
              aria-expanded={panelOpen}
              aria-controls="replay-moves"
              onClick={() => setPanelOpen((open) => !open)}
            >
              {T.moves}
            </button>
            {panelOpen && (
              <div
                className="replay-overlay"
                aria-hidden="true"
                onClick={() => setPanelOpen(false)}
              />
            )}
            <div id="replay-moves" className={panelOpen ? 'replay-moves is-open' : 'replay-moves'}>
              <h2 className="replay-moves-title">{T.moves}</h2>
              {count === 0 ? (
                <p>{T.noMoves}</p>
              ) : (
                <ol aria-label={T.moves}>
                  {moves.map((m, i) => (
                    <li key={m.moveNum}>
                      <button
                        type="button"
                        aria-pressed={selected === i + 1}
                        className={m.playerMove ? 'replay-move player' : 'replay-move bot'}
                        onClick={() => {
                          setSelected((s) => nextSelection(s, i + 1));
                          setPanelOpen(false);
                        }}
                      >
                        <span className="replay-move-who">
                          {m.playerMove ? game.playerName : T.bot}:
                        </span>{' '}
                        {moveLabel(m)}
                        {isBingo(m) && <span className="replay-tag bingo">{T.bingo}</span>}
                        {cheats.has(m.moveNum) && (
                          <span className="replay-tag cheat">{T.cheat}</span>
                        )}
                      </button>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}

function ReplayBoard({
  frame,
  layout,
  language,
  onKeyDown,
}: {
  frame: ReplayFrame;
  layout: readonly SquareCode[];
  language: Language;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const placed = new Set(frame.placed);
  const rows = Array.from({ length: SIZE }, (_, y) => y);
  return (
    <div
      className="replay-board"
      role="grid"
      aria-label={T.board}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      {rows.map((y) => (
        <div role="row" className="replay-row" key={y}>
          {rows.map((x) => {
            const index = y * SIZE + x;
            const code = layout[index] ?? 0;
            const letter = frame.board[index] ?? '';
            const blank = letter !== '' && isBlankLetter(letter);
            const points = letter === '' ? 0 : tileValue(letter.toUpperCase(), language);
            const value = blank ? 0 : points;
            const squareName = SQUARE_NAMES[code];
            const tileText = letter
              ? blank
                ? `${letter.toUpperCase()}, ${T.blank}`
                : `${letter}, ${T.points(value)}`
              : '';
            const name = tileText ? `${squareName}: ${tileText}` : squareName;
            const title = letter ? `${letter} (${value})` : squareName;
            const classes = ['replay-square', SQUARE_CLASS[code]];
            if (letter) classes.push('has-tile');
            if (placed.has(index)) classes.push('is-new');
            return (
              <div
                role="gridcell"
                key={x}
                className={classes.join(' ')}
                aria-label={name}
                title={title}
              >
                {letter ? (
                  <span className={blank ? 'replay-tile blank' : 'replay-tile'} aria-hidden="true">
                    <span className="replay-letter">{letter}</span>
                    {!blank && <span className="replay-points">{value}</span>}
                  </span>
                ) : (
                  <span className="replay-label" aria-hidden="true">
                    {SQUARE_SHORT_LABELS[code]}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
