/**
 * How a game timeline crosses the worker boundary. Structured clone costs per value, so each
 * board travels as one 225-character string instead of 225 strings (about 50 times cheaper
 * for a 60-move game), and the tile pools as plain number arrays.
 */
import type { BrokenMove } from './replay.ts';

/** A square without a tile in a packed board. */
export const EMPTY_SQUARE = '.';

export interface TimelineFrame {
  /** 0 for the empty board before the first move. */
  moveNum: number;
  /** 225 characters row by row: EMPTY_SQUARE, or the letter (lower case is a blank). */
  board: string;
  /** Square indexes placed by this move; empty for a broken move. */
  placed: number[];
  playerScore: number;
  botScore: number;
  broken: boolean;
}

/** The tiles not on the board (bag and both racks) at every frame. */
export interface TilePools {
  /** The language's tiles in set order, the blank last (packages/engine/tiles.ts BLANK). */
  letters: string[];
  /** counts[frame][i]: how many of letters[i] are not on the board at that frame. */
  counts: number[][];
  /** totals[frame]: the sum of counts[frame]. */
  totals: number[];
}

/** Everything the replay screen shows per move, computed once so stepping only looks up. */
export interface GameTimeline {
  /** frames[0] is the empty board; frames[i] the board after the i-th move by moveNum. */
  frames: TimelineFrame[];
  pools: TilePools;
  brokenMoves: BrokenMove[];
  hasBrokenMoves: boolean;
}

/** One board as a string; every square of a replay board is '' or a single character. */
export function packBoard(board: readonly string[]): string {
  return board.map((square) => square || EMPTY_SQUARE).join('');
}

/** The letter on square `index` of a packed board, '' when empty. */
export function squareLetter(board: string, index: number): string {
  const square = board.charAt(index);
  return square === EMPTY_SQUARE ? '' : square;
}

/** The empty board, packed. */
export function emptyBoard(squares: number): string {
  return EMPTY_SQUARE.repeat(squares);
}
