/**
 * The tile-placing board's state and rules (tile-board.tsx lays it out): the cursor and its
 * direction, the selected rack tile, the blank waiting for its letter and the live region's
 * message; placing from the rack, typing, taking back, the keys and the clicks on the board. The
 * placement itself is the caller's state (`placed`, `onPlacedChange`).
 */
import { useId, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { CENTRE_INDEX } from '@ordbot/engine/board.ts';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';
import { PRACTICE_TEXT } from './text-practice.ts';
import { squareName } from './tile-grid.tsx';
import { squareOf } from './tile-rack.tsx';

const T = PRACTICE_TEXT;

/** A tile put on the board in this move: `rackIndex` is its place on the rack. */
export interface PlacedTile {
  index: number;
  /** Upper case, lower case for a blank. */
  letter: string;
  rackIndex: number;
}

export interface TileBoardState {
  /** The packed board before the move (packages/engine/timeline-format.ts). */
  board: string;
  /** The tiles to place, upper case and '?' for a blank. */
  rack: string;
  placed: readonly PlacedTile[];
  onPlacedChange: (placed: PlacedTile[]) => void;
  /** Enter on the board. */
  onCheck?: () => void;
  /** No more placing (while an answer is shown). */
  locked: boolean;
}

/** The arrow keys' steps across and down. */
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The cursor after an arrow key (kept on the board), or null for another key. */
function arrowTarget(cursor: number, key: string): number | null {
  const step = ARROWS[key];
  if (!step) return null;
  const x = cursor % BOARD_SIZE;
  const y = Math.floor(cursor / BOARD_SIZE);
  const nx = Math.min(BOARD_SIZE - 1, Math.max(0, x + step[0]));
  const ny = Math.min(BOARD_SIZE - 1, Math.max(0, y + step[1]));
  return ny * BOARD_SIZE + nx;
}

/** The next square along the direction that is free, from `index` on (itself included). */
function nextFree(
  board: string,
  vertical: boolean,
  index: number,
  after: readonly PlacedTile[],
): number {
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

/** The rack tile a typed letter takes: the letter itself, else a blank (as lower case). */
function typedTile(
  tiles: readonly string[],
  used: ReadonlySet<number>,
  letter: string,
): { rackIndex: number; letter: string } | null {
  const rackIndex = tiles.findIndex((tile, i) => tile === letter && !used.has(i));
  if (rackIndex >= 0) return { rackIndex, letter };
  const blank = tiles.findIndex((tile, i) => tile === BLANK && !used.has(i));
  return blank >= 0 ? { rackIndex: blank, letter: letter.toLowerCase() } : null;
}

/** The selected tile, the blank waiting, the message, and placing and taking back tiles. */
function usePlacing(
  { board, placed, onPlacedChange, locked }: TileBoardState,
  tiles: readonly string[],
  setCursor: (index: number) => void,
) {
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

  function onSelect(rackIndex: number | null) {
    setSelected(rackIndex);
    if (rackIndex !== null) announce(T.selected(shown(tiles[rackIndex] as string)));
  }

  function chooseBlank(letter: string) {
    if (!blankAt) return;
    put(blankAt.index, blankAt.rackIndex, letter.toLowerCase());
    setBlankAt(null);
  }

  const closeBlank = () => setBlankAt(null);
  return {
    selected,
    setSelected,
    message,
    blankAt,
    placedAt,
    used,
    occupied,
    announce,
    placeFromRack,
    takeBack,
    takeBackAll,
    onSelect,
    chooseBlank,
    closeBlank,
  };
}

export function useTileBoard(state: TileBoardState) {
  const { board, placed, onPlacedChange, onCheck, locked } = state;
  const id = useId();
  const tiles = [...state.rack];
  const [cursor, setCursor] = useState(CENTRE_INDEX);
  const [vertical, setVertical] = useState(false);
  const placing = usePlacing(state, tiles, setCursor);
  const { occupied, announce } = placing;

  function turn() {
    setVertical(!vertical);
    announce(vertical ? T.across : T.down);
  }

  function typeLetter(key: string) {
    const letter = key.toUpperCase();
    const at = nextFree(board, vertical, cursor, placed);
    if (occupied(at)) {
      announce(T.squareTaken(squareName(at)));
      return;
    }
    const tile = typedTile(tiles, placing.used, letter);
    if (!tile) {
      announce(T.notOnRack(letter));
      return;
    }
    const after = [...placed, { index: at, letter: tile.letter, rackIndex: tile.rackIndex }];
    onPlacedChange(after);
    placing.setSelected(null);
    announce(T.placed(letter, squareName(at)));
    const step = vertical ? BOARD_SIZE : 1;
    const edge = vertical ? at + step >= SQUARES : (at + 1) % BOARD_SIZE === 0;
    if (!edge) setCursor(nextFree(board, vertical, at + step, after));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = arrowTarget(cursor, event.key);
    const last = placed[placed.length - 1];
    if (arrow !== null) setCursor(arrow);
    else if (event.key === ' ') turn();
    else if (event.key === 'Backspace') {
      if (last && !locked) placing.takeBack(last);
    } else if (event.key === 'Enter') onCheck?.();
    else if (!locked && event.key.length === 1 && /\p{L}/u.test(event.key)) typeLetter(event.key);
    else return;
    event.preventDefault();
  }

  function onBoardClick(event: MouseEvent<HTMLDivElement>) {
    const index = squareOf(event.target);
    if (index === null || locked) return;
    const mine = placing.placedAt.get(index);
    if (mine) {
      placing.takeBack(mine);
      return;
    }
    if (placing.selected !== null && !occupied(index)) {
      placing.placeFromRack(index, placing.selected);
      return;
    }
    if (index === cursor) turn();
    setCursor(index);
  }

  return { ...placing, id, tiles, cursor, vertical, onKeyDown, onBoardClick };
}
