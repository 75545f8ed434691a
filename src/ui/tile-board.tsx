/**
 * The tile-placing board: the 15 by 15 board (the replay's squares, board-square.tsx) with the
 * player's rack below it. Tap or click a rack tile, then a square; drag a tile with a mouse or a
 * finger (pointer events); or the keyboard on the board: arrows move the cursor, a letter places
 * that tile, Space turns the direction, Backspace takes the last tile back, Enter checks. A blank
 * asks for its letter in a small dialog. Each change is announced in a live region ('H plassert
 * på H8'). The placement itself is the caller's state (`placed`, `onPlacedChange`).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { CENTRE_INDEX } from '@ordbot/engine/board.ts';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { BLANK, tileValue } from '@ordbot/engine/tiles.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';
import { BoardFrame } from './board-frame.tsx';
import { BOARD_ROWS, Square } from './board-square.tsx';
import { PRACTICE_TEXT } from './text-practice.ts';
import './board.css';
import './tile-board.css';

const T = PRACTICE_TEXT;
const COLUMNS = 'ABCDEFGHIJKLMNO';
/** A pointer that moves this far (px) from where it went down drags the tile. */
const DRAG_START = 6;

const BlankDialog = lazy(() => import('./blank-dialog.tsx'));

/** A tile put on the board in this move: `rackIndex` is its place on the rack. */
export interface PlacedTile {
  index: number;
  /** Upper case, lower case for a blank. */
  letter: string;
  rackIndex: number;
}

export interface TileBoardProps {
  /** The packed board before the move (packages/engine/timeline-format.ts). */
  board: string;
  layout: readonly SquareCode[];
  language: Language;
  /** The tiles to place, upper case and '?' for a blank. */
  rack: string;
  placed: readonly PlacedTile[];
  onPlacedChange: (placed: PlacedTile[]) => void;
  /** Enter on the board. */
  onCheck?: () => void;
  /** Tiles shown on the board that are not the player's (a solution), by square. */
  preview?: ReadonlyMap<number, string>;
  /** No more placing (while an answer is shown). */
  locked?: boolean;
}

/** 'H8': the column's letter and the row's number. */
export function squareName(index: number): string {
  return T.squareName(COLUMNS[index % BOARD_SIZE] ?? '?', Math.floor(index / BOARD_SIZE) + 1);
}

interface Drag {
  rackIndex: number;
  pointerId: number;
  startX: number;
  startY: number;
  moved: boolean;
}

export function TileBoard({
  board,
  layout,
  language,
  rack,
  placed,
  onPlacedChange,
  onCheck,
  preview,
  locked = false,
}: TileBoardProps) {
  const id = useId();
  const tiles = [...rack];
  const [cursor, setCursor] = useState(CENTRE_INDEX);
  const [vertical, setVertical] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [blankAt, setBlankAt] = useState<{ index: number; rackIndex: number } | null>(null);
  const [ghost, setGhost] = useState<{ x: number; y: number; tile: string } | null>(null);
  const drag = useRef<Drag | null>(null);

  const placedAt = new Map(placed.map((tile) => [tile.index, tile]));
  const used = new Set(placed.map((tile) => tile.rackIndex));
  const occupied = (index: number) => squareLetter(board, index) !== '' || placedAt.has(index);
  const shown = (tile: string) => (tile === BLANK ? T.blank : tile);

  function announce(text: string) {
    // A repeated message is still read: the region's text changes.
    setMessage((previous) => (previous === text ? `${text}\u00a0` : text));
  }

  function put(index: number, rackIndex: number, letter: string) {
    onPlacedChange([...placed, { index, letter, rackIndex }]);
    setSelected(null);
    announce(T.placed(letter.toUpperCase(), squareName(index)));
  }

  /** Places a rack tile on a square: a blank asks for its letter first. */
  function placeFromRack(index: number, rackIndex: number) {
    if (locked || used.has(rackIndex)) return;
    if (occupied(index)) {
      announce(T.squareTaken(squareName(index)));
      return;
    }
    const tile = tiles[rackIndex] as string;
    setCursor(index);
    if (tile === BLANK) setBlankAt({ index, rackIndex });
    else put(index, rackIndex, tile);
  }

  function takeBack(tile: PlacedTile) {
    onPlacedChange(placed.filter((t) => t !== tile));
    setCursor(tile.index);
    announce(T.takenBack(tile.letter.toUpperCase(), squareName(tile.index)));
  }

  function takeBackAll() {
    if (placed.length === 0) return;
    onPlacedChange([]);
    announce(T.allTakenBack);
  }

  /** The next square along the direction that is free, from `index` on (itself included). */
  function nextFree(index: number, after: readonly PlacedTile[] = placed): number {
    const step = vertical ? BOARD_SIZE : 1;
    const taken = new Set(after.map((t) => t.index));
    let i = index;
    while (i < SQUARES && (squareLetter(board, i) !== '' || taken.has(i))) {
      const next = i + step;
      if (!vertical && next % BOARD_SIZE === 0) return index;
      i = next;
    }
    return i < SQUARES ? i : index;
  }

  function typeLetter(key: string) {
    const letter = key.toUpperCase();
    const at = nextFree(cursor);
    if (occupied(at)) {
      announce(T.squareTaken(squareName(at)));
      return;
    }
    let rackIndex = tiles.findIndex((tile, i) => tile === letter && !used.has(i));
    let placedLetter = letter;
    if (rackIndex < 0) {
      rackIndex = tiles.findIndex((tile, i) => tile === BLANK && !used.has(i));
      placedLetter = letter.toLowerCase();
    }
    if (rackIndex < 0) {
      announce(T.notOnRack(letter));
      return;
    }
    const after = [...placed, { index: at, letter: placedLetter, rackIndex }];
    onPlacedChange(after);
    setSelected(null);
    announce(T.placed(letter, squareName(at)));
    const step = vertical ? BOARD_SIZE : 1;
    const edge = vertical ? at + step >= SQUARES : (at + 1) % BOARD_SIZE === 0;
    if (!edge) setCursor(nextFree(at + step, after));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const x = cursor % BOARD_SIZE;
    const y = Math.floor(cursor / BOARD_SIZE);
    const move = (dx: number, dy: number) => {
      const nx = Math.min(BOARD_SIZE - 1, Math.max(0, x + dx));
      const ny = Math.min(BOARD_SIZE - 1, Math.max(0, y + dy));
      setCursor(ny * BOARD_SIZE + nx);
    };
    switch (event.key) {
      case 'ArrowLeft':
        move(-1, 0);
        break;
      case 'ArrowRight':
        move(1, 0);
        break;
      case 'ArrowUp':
        move(0, -1);
        break;
      case 'ArrowDown':
        move(0, 1);
        break;
      case ' ':
        setVertical(!vertical);
        announce(vertical ? T.across : T.down);
        break;
      case 'Backspace': {
        const last = placed[placed.length - 1];
        if (last && !locked) takeBack(last);
        break;
      }
      case 'Enter':
        onCheck?.();
        break;
      default:
        if (!locked && event.key.length === 1 && /\p{L}/u.test(event.key)) typeLetter(event.key);
        else return;
    }
    event.preventDefault();
  }

  function squareOf(target: EventTarget | null): number | null {
    const cell = target instanceof Element ? target.closest('[data-square]') : null;
    const value = cell?.getAttribute('data-square');
    return value == null ? null : Number(value);
  }

  function onBoardClick(event: MouseEvent<HTMLDivElement>) {
    const index = squareOf(event.target);
    if (index === null || locked) return;
    const mine = placedAt.get(index);
    if (mine) {
      takeBack(mine);
      return;
    }
    if (selected !== null && !occupied(index)) {
      placeFromRack(index, selected);
      return;
    }
    if (index === cursor) {
      setVertical(!vertical);
      announce(vertical ? T.across : T.down);
    }
    setCursor(index);
  }

  function onTileDown(event: ReactPointerEvent<HTMLButtonElement>, rackIndex: number) {
    if (locked || used.has(rackIndex) || event.button !== 0) return;
    drag.current = {
      rackIndex,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onTileMove(event: ReactPointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const far =
      Math.abs(event.clientX - current.startX) + Math.abs(event.clientY - current.startY) >
      DRAG_START;
    if (far) current.moved = true;
    if (current.moved) {
      setGhost({ x: event.clientX, y: event.clientY, tile: tiles[current.rackIndex] as string });
    }
  }

  function onTileUp(event: ReactPointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    drag.current = null;
    setGhost(null);
    if (!current || current.pointerId !== event.pointerId || !current.moved) return;
    // A drag: the click that follows must not select the tile.
    event.currentTarget.dataset.dragged = '1';
    const index = squareOf(document.elementFromPoint(event.clientX, event.clientY));
    if (index !== null) placeFromRack(index, current.rackIndex);
  }

  function onTileClick(event: MouseEvent<HTMLButtonElement>, rackIndex: number) {
    const button = event.currentTarget;
    if (button.dataset.dragged) {
      delete button.dataset.dragged;
      return;
    }
    if (locked || used.has(rackIndex)) return;
    const tile = tiles[rackIndex] as string;
    if (selected === rackIndex) {
      setSelected(null);
      return;
    }
    setSelected(rackIndex);
    announce(T.selected(shown(tile)));
  }

  const cellId = (index: number) => `${id}-sq-${index}`;
  return (
    <div className="tile-board">
      <BoardFrame>
        <div
          className={`replay-board tile-board-grid${vertical ? ' is-down' : ''}`}
          role="grid"
          aria-label={T.board}
          aria-describedby={`${id}-keys`}
          aria-activedescendant={cellId(cursor)}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onClick={onBoardClick}
        >
          {BOARD_ROWS.map((y) => (
            <div role="row" className="replay-row" key={y}>
              {BOARD_ROWS.map((x) => {
                const index = y * BOARD_SIZE + x;
                const mine = placedAt.get(index);
                const proposed = preview?.get(index);
                const classes = [
                  mine ? 'is-placed' : '',
                  index === cursor && !locked ? 'is-cursor' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <Square
                    key={x}
                    id={cellId(index)}
                    index={index}
                    code={layout[index] ?? 0}
                    letter={mine?.letter ?? proposed ?? squareLetter(board, index)}
                    isNew={false}
                    isPreview={proposed !== undefined && !mine}
                    language={language}
                    extraClass={classes}
                    label={squareName(index)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </BoardFrame>
      <p id={`${id}-keys`} className="tile-board-keys">
        {T.keys}
      </p>
      <div className="tile-rack-row">
        <ul className="tile-rack" aria-label={T.rack}>
          {tiles.map((tile, rackIndex) => {
            const gone = used.has(rackIndex);
            const blank = tile === BLANK;
            const value = blank ? 0 : tileValue(tile, language);
            return (
              <li key={rackIndex}>
                <button
                  type="button"
                  className={`tile-rack-tile${blank ? ' blank' : ''}${gone ? ' is-used' : ''}`}
                  aria-label={blank ? T.blank : T.tile(tile, value)}
                  aria-pressed={selected === rackIndex}
                  disabled={gone || locked}
                  onPointerDown={(event) => onTileDown(event, rackIndex)}
                  onPointerMove={onTileMove}
                  onPointerUp={onTileUp}
                  onPointerCancel={() => {
                    drag.current = null;
                    setGhost(null);
                  }}
                  onClick={(event) => onTileClick(event, rackIndex)}
                >
                  {!gone && (
                    <>
                      <span className="tile-rack-letter" aria-hidden="true">
                        {blank ? '' : tile}
                      </span>
                      {!blank && (
                        <span className="tile-rack-points" aria-hidden="true">
                          {value}
                        </span>
                      )}
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="tile-rack-back"
          onClick={takeBackAll}
          disabled={locked || placed.length === 0}
        >
          {T.takeBackAll}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
      {ghost && (
        <span
          className={`tile-rack-ghost${ghost.tile === BLANK ? ' blank' : ''}`}
          style={{ left: ghost.x, top: ghost.y }}
          aria-hidden="true"
        >
          {ghost.tile === BLANK ? '' : ghost.tile}
        </span>
      )}
      {blankAt && (
        <Suspense fallback={null}>
          <BlankDialog
            language={language}
            onChoose={(letter) => {
              put(blankAt.index, blankAt.rackIndex, letter.toLowerCase());
              setBlankAt(null);
            }}
            onClose={() => setBlankAt(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
