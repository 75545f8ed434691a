/** Move notation (docs/analysis.md "Notation"): '8H HASJ' across, 'H8 HASJ' down. */
import type { EngineMove } from '../engine/types.ts';
import type { Alternative } from './types.ts';

const COLUMNS = 'ABCDEFGHIJKLMNO';

/**
 * Columns A-O from the left, rows 1-15 from the top; across is row then column, down is column
 * then row, at the word's first square. The word as on the board (a blank in lower case).
 */
export function notation(m: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'mainWord'>): string {
  const column = COLUMNS[m.x] ?? '?';
  const row = String(m.y + 1);
  return `${m.vertical ? column + row : row + column} ${m.mainWord}`;
}

export function withNotation(move: EngineMove): Alternative {
  return { ...move, notation: notation(move) };
}

/**
 * The tie order of every list (docs/analysis.md): points high to low, then fewer tiles, then the
 * notation by UTF-16 code units (plain `<`, not a locale), so the server and the browser agree.
 */
export function compareAlternatives(a: Alternative, b: Alternative): number {
  return (
    b.points - a.points ||
    a.numTiles - b.numTiles ||
    (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0)
  );
}
