/**
 * The geometry of a placement: which line it lies on and which words it forms. Shared by
 * scoring and validation so both read a placement the same way. Knows nothing of a lexicon.
 */
import { BOARD_SIZE, SQUARES } from '../dimensions.ts';

/** A new tile: its square as an index or as x, y; the letter upper case, lower case for a blank. */
export interface TileInput {
  index?: number;
  x?: number;
  y?: number;
  letter: string;
}

export interface PlacedTile {
  index: number;
  letter: string;
}

/** A run of squares: `length` squares from `start`, down a column when vertical. */
export interface WordSpan {
  start: number;
  length: number;
  vertical: boolean;
}

export interface PlacementGeometry {
  /** The new tiles sorted along the line. */
  tiles: PlacedTile[];
  vertical: boolean;
  main: WordSpan;
  /** Words of 2+ letters across the line, one per new tile that forms one, in line order. */
  cross: WordSpan[];
  /** The board with the new tiles on it. */
  squares: string[];
}

export type GeometryProblem =
  'NO_TILES' | 'OFF_BOARD' | 'BAD_LETTER' | 'SAME_SQUARE' | 'SQUARE_TAKEN' | 'NOT_IN_LINE' | 'GAP';

export type GeometryResult =
  | { ok: true; geometry: PlacementGeometry }
  | { ok: false; problem: GeometryProblem; detail: string };

const LETTER = /^\p{L}$/u;

/** Throws unless the board is 225 squares of '' or one letter (a replay frame's board). */
export function checkBoard(board: readonly string[]): void {
  if (board.length !== SQUARES) {
    throw new RangeError(`A board needs ${SQUARES} squares, got ${board.length}`);
  }
  for (let i = 0; i < SQUARES; i++) {
    const square = board[i];
    if (square !== '' && !(typeof square === 'string' && LETTER.test(square))) {
      throw new RangeError(`Board square ${i} holds '${String(square)}', not '' or one letter`);
    }
  }
}

function tileIndex(tile: TileInput): number {
  if (tile.index !== undefined) {
    return Number.isInteger(tile.index) && tile.index >= 0 && tile.index < SQUARES
      ? tile.index
      : -1;
  }
  const { x, y } = tile;
  if (x === undefined || y === undefined) return -1;
  const inside = (v: number) => Number.isInteger(v) && v >= 0 && v < BOARD_SIZE;
  return inside(x) && inside(y) ? y * BOARD_SIZE + x : -1;
}

function stepOf(vertical: boolean): number {
  return vertical ? BOARD_SIZE : 1;
}

/** The run of tiles through `index` along a direction (the square itself counted as filled). */
export function spanThrough(
  squares: readonly string[],
  index: number,
  vertical: boolean,
): WordSpan {
  const step = stepOf(vertical);
  const along = (i: number) => (vertical ? Math.floor(i / BOARD_SIZE) : i % BOARD_SIZE);
  let start = index;
  while (along(start) > 0 && squares[start - step] !== '') start -= step;
  let end = index;
  while (along(end) < BOARD_SIZE - 1 && squares[end + step] !== '') end += step;
  return { start, length: (end - start) / step + 1, vertical };
}

export function spanSquares(span: WordSpan): number[] {
  const step = stepOf(span.vertical);
  return Array.from({ length: span.length }, (_, i) => span.start + i * step);
}

export function spanWord(squares: readonly string[], span: WordSpan): string {
  return spanSquares(span)
    .map((i) => squares[i])
    .join('');
}

/**
 * Reads a placement: one line, no empty square inside it, every square free. A single tile
 * takes the direction of its longer word, horizontal on a tie. Does not check connection.
 */
export function analysePlacement(
  board: readonly string[],
  input: readonly TileInput[],
): GeometryResult {
  const fail = (problem: GeometryProblem, detail: string): GeometryResult => ({
    ok: false,
    problem,
    detail,
  });
  if (input.length === 0) return fail('NO_TILES', '');
  const tiles: PlacedTile[] = [];
  const seen = new Set<number>();
  for (const tile of input) {
    const index = tileIndex(tile);
    if (index < 0) return fail('OFF_BOARD', JSON.stringify(tile));
    if (typeof tile.letter !== 'string' || !LETTER.test(tile.letter)) {
      return fail('BAD_LETTER', String(tile.letter));
    }
    if (seen.has(index)) return fail('SAME_SQUARE', String(index));
    if (board[index] !== '') return fail('SQUARE_TAKEN', String(index));
    seen.add(index);
    tiles.push({ index, letter: tile.letter });
  }
  tiles.sort((a, b) => a.index - b.index);
  const first = tiles[0] as PlacedTile;
  const last = tiles[tiles.length - 1] as PlacedTile;
  const squares = board.slice();
  for (const tile of tiles) squares[tile.index] = tile.letter;

  let vertical: boolean;
  if (tiles.length === 1) {
    const across = spanThrough(squares, first.index, false).length;
    const down = spanThrough(squares, first.index, true).length;
    vertical = down > across;
  } else if (
    tiles.every((t) => Math.floor(t.index / BOARD_SIZE) === Math.floor(first.index / BOARD_SIZE))
  ) {
    vertical = false;
  } else if (tiles.every((t) => t.index % BOARD_SIZE === first.index % BOARD_SIZE)) {
    vertical = true;
  } else {
    return fail('NOT_IN_LINE', '');
  }
  const step = stepOf(vertical);
  for (let i = first.index; i <= last.index; i += step) {
    if (squares[i] === '') return fail('GAP', String(i));
  }
  // A lone tile with no neighbour gives a main word of one letter; callers reject it.
  const main = spanThrough(squares, first.index, vertical);
  const cross: WordSpan[] = [];
  for (const tile of tiles) {
    const span = spanThrough(squares, tile.index, !vertical);
    if (span.length >= 2) cross.push(span);
  }
  return { ok: true, geometry: { tiles, vertical, main, cross, squares } };
}

/** True when some new tile touches a tile already on the board. */
export function touchesBoard(board: readonly string[], tiles: readonly PlacedTile[]): boolean {
  return tiles.some(({ index }) => {
    const x = index % BOARD_SIZE;
    return (
      (x > 0 && board[index - 1] !== '') ||
      (x < BOARD_SIZE - 1 && board[index + 1] !== '') ||
      (index >= BOARD_SIZE && board[index - BOARD_SIZE] !== '') ||
      (index < SQUARES - BOARD_SIZE && board[index + BOARD_SIZE] !== '')
    );
  });
}
