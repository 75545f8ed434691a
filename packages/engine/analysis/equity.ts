/**
 * 'Trekkverdi' (docs/strategy.md): a rack's placements ranked by equity, points plus the value
 * of the leave, while the bag holds tiles. Ranked over the full enumeration (the rack's review
 * needs the top by points and whether a bingo was possible from the same list), read from the
 * search's pool without making objects of it.
 */
import { RACK_SIZE } from '../dimensions.ts';
import { lexiconOf, modelOf, type ModelEngine, type Words } from '../movegen/search-engine.ts';
import { compareRanked } from '../movegen/notation.ts';
import { generateMoves } from '../movegen/movegen.ts';
import type { EngineMove } from '../movegen/types.ts';
import { equity, type StrategyModel } from '../strategy-model.ts';
import type { TableModel } from '../strategy/tables.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';
import { nthLargest } from '../movegen/move-pool.ts';
import { BLANK } from '../tiles.ts';
import { leaveOf } from './chances.ts';
import { compareAlternatives, withNotation } from './notation.ts';
import { searchRack, TOP_MOVES } from './top-moves.ts';
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

/**
 * The leave table's values by tile counts when they can rank the search's pool: the engine's
 * model is a table model whose tile types are the lexicon's letters in its order, then the blank
 * (every shipped table), and the rack holds only those letters. Null otherwise, and for an
 * engine without a model.
 */
export function countsFor(engine: Words, rack: string): LeaveCounts | null {
  const leaves = (modelOf(engine) as Partial<TableModel> | null)?.leaves;
  if (!leaves) return null;
  const words = lexiconOf(engine);
  if (leaves.index.letters.join('') !== `${words.alphabet.toUpperCase()}${BLANK}`) return null;
  for (const tile of rack) {
    if (tile !== BLANK && words.indexOf(tile.toLowerCase()) < 0) return null;
  }
  return leaves.valueOfCounts;
}

/**
 * The top `n` by equity (the engine's model's) and by points for a rack, from one enumeration.
 * With a leave table the search's pool holds every placement with its equity and only the moves
 * that can be in either top become objects; otherwise every placement does (the same answer,
 * reviewRackFromList).
 */
export function reviewRackByEquity(
  engine: ModelEngine,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  n = TOP_MOVES,
): EquityReview {
  const { model } = engine;
  const counts = countsFor(engine, rack);
  if (counts === null) return reviewRackFromList(engine, board, rack, game, n);
  const search = searchRack(engine, board, rack, game, counts);
  const { pool } = search;
  const count = pool.count;
  // The n-th best equity and points: only moves at or above them can be in the tops (a hair
  // below the equity, so a sum rounded differently by the leave's string form is never lost).
  const equityFloor = nthLargest(pool.equity, count, n) - 1e-9;
  const points = new Float64Array(count);
  let bingo = false;
  for (let i = 0; i < count; i++) {
    points[i] = pool.points(i);
    if (pool.tiles(i) === RACK_SIZE) bingo = true;
  }
  const pointsFloor = nthLargest(points, count, n);
  const byEquity: EquityAlternative[] = [];
  const byPoints: Alternative[] = [];
  for (let i = 0; i < count; i++) {
    const inEquity = (pool.equity[i] as number) >= equityFloor;
    const inPoints = (points[i] as number) >= pointsFloor;
    if (!inEquity && !inPoints) continue;
    const move = pool.toMove(i, search.letters);
    if (inEquity) byEquity.push(withEquity(model, rack, move));
    if (inPoints) byPoints.push(withNotation(move));
  }
  return {
    byEquity: byEquity.sort(compareEquity).slice(0, n),
    byPoints: byPoints.sort(compareAlternatives).slice(0, n),
    bingoPossible: [...rack].length === RACK_SIZE ? bingo : null,
  };
}

/** reviewRackByEquity over the full list of placements as objects (same arguments). */
export function reviewRackFromList(...args: Parameters<typeof reviewRackByEquity>): EquityReview {
  const [engine, board, rack, game, n = TOP_MOVES] = args;
  const { model } = engine;
  const moves = generateMoves(engine, board, rack, {
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

/** The top `n` placements of a rack by the engine's equity ('Prøv et stativ', the analysis). */
export function topMovesByEquity(
  engine: ModelEngine,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  n = TOP_MOVES,
): EquityAlternative[] {
  return reviewRackByEquity(engine, board, rack, game, n).byEquity;
}
