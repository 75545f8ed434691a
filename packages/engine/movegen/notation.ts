/**
 * Move notation (docs/analysis.md "Notation"): columns A-O from the left, rows 1-15 from the
 * top; across is row then column ('8H HASJ'), down is column then row ('H8 HASJ'), at the
 * word's first square, the word as on the board (a blank in lower case).
 */
import { BOARD_SIZE } from '../dimensions.ts';
import type { EngineMove } from './types.ts';

const COLUMNS = 'ABCDEFGHIJKLMNO';

export function notation(m: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'mainWord'>): string {
  const column = COLUMNS[m.x] ?? '?';
  const row = String(m.y + 1);
  return `${m.vertical ? column + row : row + column} ${m.mainWord}`;
}

/** A square by its column letter and row number ('H8'). */
export function squareName(index: number): string {
  return `${COLUMNS[index % BOARD_SIZE] ?? '?'}${Math.floor(index / BOARD_SIZE) + 1}`;
}

/**
 * The tie order of every ranked list (docs/analysis.md): by `value` high to low (points, or
 * equity), then fewer tiles, then the notation by UTF-16 code units (plain `<`, not a locale),
 * so the server and the browser agree.
 */
export function compareRanked(
  aValue: number,
  bValue: number,
  a: { numTiles: number; notation: string },
  b: { numTiles: number; notation: string },
): number {
  return (
    bValue - aValue ||
    a.numTiles - b.numTiles ||
    (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0)
  );
}

/** A placement with its notation ('8H HASJ', docs/analysis.md "Notation"). */
export interface Alternative extends EngineMove {
  notation: string;
}

export function withNotation(move: EngineMove): Alternative {
  return { ...move, notation: notation(move) };
}

/**
 * The tie order of every list (docs/analysis.md): points high to low, then fewer tiles, then the
 * notation by UTF-16 code units (plain `<`, not a locale), so the server and the browser agree.
 */
export function compareAlternatives(a: Alternative, b: Alternative): number {
  return compareRanked(a.points, b.points, a, b);
}

/** The same placement: where it goes and the tiles it lays. */
export function samePlacement(a: Alternative, b: Alternative): boolean {
  return a.x === b.x && a.y === b.y && a.vertical === b.vertical && a.letters === b.letters;
}
