/** Move notation (docs/analysis.md "Notation"): '8H HASJ' across, 'H8 HASJ' down. */
import { compareRanked, notation, squareName } from '../engine/notation.ts';
import type { EngineMove } from '../engine/types.ts';
import type { Alternative } from './types.ts';

export { notation, squareName };

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
