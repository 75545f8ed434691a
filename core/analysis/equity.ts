/**
 * 'Trekkverdi' (docs/strategy.md): a rack's placements ranked by equity, points plus the value
 * of the leave, while the bag holds tiles. Ranked over the full enumeration for now; this is the
 * one place that ranks by equity, so a top-N search can replace the enumeration here.
 */
import { RACK_SIZE } from '../constants.ts';
import type { Lexicon } from '../engine/lexicon.ts';
import { compareRanked } from '../engine/notation.ts';
import { generateMoves } from '../engine/movegen.ts';
import type { EngineMove } from '../engine/types.ts';
import { equity } from '../strategy/model.ts';
import type { StrategyModel } from '../strategy/model.ts';
import { leaveOf } from './chances.ts';
import { compareAlternatives, withNotation } from './notation.ts';
import { TOP_MOVES } from './top-moves.ts';
import type { Alternative, AnalysisContext, EquityAlternative } from './types.ts';

/** Equity high to low, then fewer tiles, then notation (docs/analysis.md tie order). */
export function compareEquity(a: EquityAlternative, b: EquityAlternative): number {
  return compareRanked(a.equity, b.equity, a, b);
}

/** A placement with its leave and equity for `rack`. */
export function withEquity(
  model: StrategyModel,
  rack: string,
  move: EngineMove | Alternative,
  played = false,
): EquityAlternative {
  const leave = leaveOf(model, rack, move.letters);
  return {
    ...withNotation(move),
    played,
    leave: leave.tiles,
    leaveValue: leave.value,
    equity: equity(move.points, leave.value),
  };
}

export interface EquityReview {
  /** The top `n` by equity. */
  byEquity: EquityAlternative[];
  /** The top `n` by points, analysis tie order (the same enumeration). */
  byPoints: Alternative[];
  /** Whether some placement uses all seven tiles (null for a shorter rack). */
  bingoPossible: boolean | null;
}

/** The top `n` by equity and by points for a rack, from one enumeration. */
export function reviewRackByEquity(
  lexicon: Lexicon,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  model: StrategyModel,
  n = TOP_MOVES,
): EquityReview {
  const moves = generateMoves(lexicon, board, rack, {
    layout: game.layout,
    language: game.language,
  });
  // Leave values by the placed letters: a rack has few distinct ones.
  const leaveValues = new Map<string, number>();
  const equities = new Float64Array(moves.length);
  moves.forEach((m, i) => {
    let value = leaveValues.get(m.letters);
    if (value === undefined) {
      value = leaveOf(model, rack, m.letters).value;
      leaveValues.set(m.letters, value);
    }
    equities[i] = equity(m.points, value);
  });
  // Only moves at or above the n-th best equity can be in the top: those become objects.
  const sorted = Float64Array.from(equities).sort();
  const floor = sorted.length > 0 ? (sorted[Math.max(0, sorted.length - n)] as number) : 0;
  const candidates: EquityAlternative[] = [];
  moves.forEach((m, i) => {
    if ((equities[i] as number) >= floor) candidates.push(withEquity(model, rack, m));
  });
  const byEquity = candidates.sort(compareEquity).slice(0, n);
  // generateMoves is in points order: the ties of the n-th points are all among the first ones.
  const last = moves[Math.min(n, moves.length) - 1];
  const byPoints = moves
    .filter((m, i) => i < n || (last !== undefined && m.points === last.points))
    .map(withNotation)
    .sort(compareAlternatives)
    .slice(0, n);
  const bingoPossible =
    [...rack].length === RACK_SIZE ? moves.some((m) => m.numTiles === RACK_SIZE) : null;
  return { byEquity, byPoints, bingoPossible };
}

/** The top `n` placements of a rack by equity ('Prøv et stativ', the analysis). */
export function topMovesByEquity(
  lexicon: Lexicon,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  model: StrategyModel,
  n = TOP_MOVES,
): EquityAlternative[] {
  return reviewRackByEquity(lexicon, board, rack, game, model, n).byEquity;
}
