/**
 * The tile-placing board: the 15 by 15 board (tile-grid.tsx) with the rack below it
 * (tile-rack.tsx). Tap or click a rack tile, then a square; drag a tile with a mouse or a
 * finger; or the keyboard on the board: arrows move the cursor, a letter places that tile, Space
 * turns the direction, Backspace takes the last tile back, Enter checks. A blank asks for its
 * letter in a small dialog. Each change is announced in a live region ('H plassert på H8'). The
 * placement itself is the caller's state (`placed`, `onPlacedChange`); this file keeps the
 * cursor, the selected tile and the rules of placing.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { CENTRE_INDEX } from '@ordbot/engine/board.ts';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';
import { PRACTICE_TEXT } from './text-practice.ts';
import { squareName, TileGrid } from './tile-grid.tsx';
import { squareOf, TileRack } from './tile-rack.tsx';
import './board.css';
import './tile-board.css';

export { squareName };

const T = PRACTICE_TEXT;

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
  /** Whose tiles the rack holds, as its accessible name ('Brikkene dine' by default). */
  rackLabel?: string;
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
  rackLabel = T.rack,
}: TileBoardProps) {
  const id = useId();
  const tiles = [...rack];
  const [cursor, setCursor] = useState(CENTRE_INDEX);
  const [vertical, setVertical] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [blankAt, setBlankAt] = useState<{ index: number; rackIndex: number } | null>(null);

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

  function onSelect(rackIndex: number | null) {
    setSelected(rackIndex);
    if (rackIndex !== null) announce(T.selected(shown(tiles[rackIndex] as string)));
  }

  return (
    <div className="tile-board">
      <TileGrid
        id={id}
        board={board}
        layout={layout}
        language={language}
        placedAt={placedAt}
        preview={preview}
        cursor={cursor}
        vertical={vertical}
        locked={locked}
        onKeyDown={onKeyDown}
        onClick={onBoardClick}
      />
      {/* One of the two shows (tile-board.css): the keys with a keyboard, tapping on a touch or
          narrow screen. */}
      <p id={`${id}-keys`} className="tile-board-keys">
        {T.keys}
      </p>
      <p className="tile-board-touch">{T.touch}</p>
      <TileRack
        tiles={tiles}
        language={language}
        label={rackLabel}
        used={used}
        selected={selected}
        locked={locked}
        nothingPlaced={placed.length === 0}
        onSelect={onSelect}
        onDrop={placeFromRack}
        onTakeBackAll={takeBackAll}
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {message}
      </p>
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
