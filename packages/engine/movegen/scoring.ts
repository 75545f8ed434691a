/**
 * Wordfeud scoring of a placement on any layout (docs/game-rules.md): premiums count only under
 * tiles placed in the move, letter multipliers before word multipliers, every cross-word scores,
 * blanks (lower case) are worth 0, and placing a full rack earns the bingo bonus.
 */
import { STANDARD_BOARD, letterMultiplier, wordMultiplier, type SquareCode } from '../board.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { tileValue } from '../tiles.ts';
import {
  analysePlacement,
  checkBoard,
  spanSquares,
  spanWord,
  type PlacementGeometry,
  type TileInput,
  type WordSpan,
} from './placement.ts';

/** Extra points for placing all RACK_SIZE tiles in one move. */
export const BINGO_BONUS = 40;

export interface ScoreOptions {
  /** 225 square codes (packages/engine/board.ts); the standard board when left out. */
  layout?: readonly number[];
  language: Language;
}

export interface ScoredWord {
  /** As on the board: upper case, a blank in lower case. */
  word: string;
  points: number;
  x: number;
  y: number;
  vertical: boolean;
}

export interface PlacementScore {
  /** Sum of the words plus the bingo bonus. */
  points: number;
  bingo: boolean;
  /** The main word first, then the cross-words in line order. */
  words: ScoredWord[];
  vertical: boolean;
}

export function resolveLayout(layout: readonly number[] | undefined): readonly number[] {
  const codes = layout ?? STANDARD_BOARD;
  if (codes.length !== SQUARES) {
    throw new RangeError(`A layout needs ${SQUARES} square codes, got ${codes.length}`);
  }
  return codes;
}

/** Points of one word; `isNew` tells which squares hold tiles of this move. */
export function scoreSpan(
  squares: readonly string[],
  span: WordSpan,
  isNew: (index: number) => boolean,
  layout: readonly number[],
  language: Language,
): number {
  let sum = 0;
  let factor = 1;
  for (const index of spanSquares(span)) {
    const value = tileValue(squares[index] as string, language);
    if (isNew(index)) {
      const code = layout[index] as SquareCode;
      sum += value * letterMultiplier(code);
      factor *= wordMultiplier(code);
    } else {
      sum += value;
    }
  }
  return sum * factor;
}

/** Scores a placement whose geometry is already known (see analysePlacement). */
export function scoreGeometry(
  geometry: PlacementGeometry,
  layout: readonly number[],
  language: Language,
): PlacementScore {
  const placed = new Set(geometry.tiles.map((t) => t.index));
  const isNew = (index: number) => placed.has(index);
  const words = [geometry.main, ...geometry.cross].map((span) => ({
    word: spanWord(geometry.squares, span),
    points: scoreSpan(geometry.squares, span, isNew, layout, language),
    x: span.start % BOARD_SIZE,
    y: Math.floor(span.start / BOARD_SIZE),
    vertical: span.vertical,
  }));
  const bingo = geometry.tiles.length === RACK_SIZE;
  const points = words.reduce((sum, w) => sum + w.points, 0) + (bingo ? BINGO_BONUS : 0);
  return { points, bingo, words, vertical: geometry.vertical };
}

/**
 * Scores new tiles on a board (225 strings, '' empty, lower case a blank). Checks only the
 * geometry (one line, no gaps, free squares, a word of 2+ letters), not words or connection:
 * use validatePlacement for that. Throws RangeError when the geometry is wrong.
 */
export function scorePlacement(
  board: readonly string[],
  tiles: readonly TileInput[],
  options: ScoreOptions,
): PlacementScore {
  checkBoard(board);
  const layout = resolveLayout(options.layout);
  const result = analysePlacement(board, tiles);
  if (!result.ok) throw new RangeError(`Cannot score this placement: ${result.problem}`);
  if (result.geometry.main.length < 2) {
    throw new RangeError('Cannot score this placement: it forms no word of 2+ letters');
  }
  return scoreGeometry(result.geometry, layout, options.language);
}
