/**
 * Checking a placement in practice (docs/strategy.md "Practice"): whether it is legal and why not
 * (in Norwegian, packages/engine/movegen/validate.ts), its points and equity, and its rank among every
 * placement of the known tiles. Equity is points plus the value of the tiles kept where the
 * language has a strategy model and the rack is known; otherwise the points (a leave of an
 * unknown rack counts as 0, docs/strategy.md). Ties: fewer tiles, then notation
 * (docs/analysis.md).
 */
import { lexiconOf, modelOf, type Words } from '../movegen/search-engine.ts';
import { generateMoves } from '../movegen/movegen.ts';
import type { TileInput } from '../movegen/placement.ts';
import type { ScoredWord } from '../movegen/scoring.ts';
import type { EngineMove } from '../movegen/types.ts';
import { validatePlacement, type InvalidReason } from '../movegen/validate.ts';
import { equity, type StrategyModel } from '../strategy-model.ts';
import { withNotation } from './notation.ts';
import { rackTiles } from './racks.ts';
import type { Alternative, AnalysisContext } from './types.ts';

/** The tiles an exercise gives: the rack when known, else the tiles the move placed. */
export interface KnownTiles {
  /** Upper case, '?' for a blank. */
  tiles: string;
  /** True when `tiles` is the whole rack (its leave then has a value). */
  rackKnown: boolean;
  /**
   * The rack was inferred after the game (verdict.md): one rack held at least 90 % of the
   * posterior, so the exercise gives it, and says it is inferred.
   */
  inferred?: boolean;
}

/** A placement with its equity (its points where there is no leave value). */
export interface RatedMove extends Alternative {
  equity: number;
}

/** Every placement of the known tiles, rated. */
export interface MoveField {
  /** The best placement; null when the tiles have none. */
  best: RatedMove | null;
  /** How many placements there are. */
  total: number;
  /** Ranked by equity (true) or by points. */
  byEquity: boolean;
  /** The engine's list (by points) and each move's equity, for rankOf. */
  moves: readonly EngineMove[];
  equities: Float64Array;
}

export type PlacementCheck =
  | { legal: false; reason: InvalidReason; message: string; badWords?: string[] }
  | {
      legal: true;
      move: RatedMove;
      /** Main word first, then the cross words, each with its points. */
      words: ScoredWord[];
      /** 1 for the best; ties share nothing: the tie order decides. */
      rank: number;
      total: number;
      best: RatedMove;
      /** Equity (points where there is no table) equal to the best's. */
      correct: boolean;
      byEquity: boolean;
      /**
       * What the rank and `correct` go by: equity (a known rack and tables), points (no
       * tables, or the rack unknown), or the endgame's final spread (the bag empty: the
       * practice worker's judgeEndgameAnswer puts it in).
       */
      ranking: PracticeRanking;
      /** ENDGAME: the final spread after the answer and after the best move, for the mover. */
      endgame?: { answer: number; best: number; proven: boolean };
    };

export type PracticeRanking = 'EQUITY' | 'POINTS' | 'POINTS_RACK_UNKNOWN' | 'ENDGAME';

/** Equities closer than this are equal (leave values are fractions). */
const EPSILON = 1e-9;

/** The tiles left of `tiles` after a move placed `letters` (a lower-case letter used a '?'). */
function leaveAfter(tiles: string, letters: string): string {
  const left = [...tiles];
  for (const tile of rackTiles(letters)) {
    const at = left.indexOf(tile);
    if (at >= 0) left.splice(at, 1);
  }
  return left.join('');
}

/** The rating of a move: its equity where a leave has a value, else its points. */
function rater(known: KnownTiles, model: StrategyModel | null) {
  const byEquity = model !== null && known.rackKnown;
  const equityOf = (move: EngineMove) =>
    equity(
      move.points,
      byEquity && model ? model.leaveValue(leaveAfter(known.tiles, move.letters)) : 0,
    );
  return {
    byEquity,
    equityOf,
    rate: (move: EngineMove): RatedMove => ({ ...withNotation(move), equity: equityOf(move) }),
  };
}

/** Equity high to low, then fewer tiles, then notation by UTF-16 code units. */
export function compareRated(a: RatedMove, b: RatedMove): number {
  const d = b.equity - a.equity;
  if (Math.abs(d) > EPSILON) return d;
  return (
    a.numTiles - b.numTiles || (a.notation < b.notation ? -1 : a.notation > b.notation ? 1 : 0)
  );
}

/**
 * Every placement of the known tiles on the board, rated by the engine's model (one full
 * enumeration). Only the best and the moves tied with a checked one become notation objects: the
 * rest stay as numbers.
 */
export function moveField(
  engine: Words,
  board: readonly string[],
  known: KnownTiles,
  game: AnalysisContext,
): MoveField {
  const { byEquity, equityOf } = rater(known, modelOf(engine));
  const moves = generateMoves(engine, board, known.tiles, game);
  const equities = Float64Array.from(moves, equityOf);
  let top = -Infinity;
  for (const value of equities) if (value > top) top = value;
  let best: RatedMove | null = null;
  moves.forEach((move, i) => {
    if ((equities[i] as number) < top - EPSILON) return;
    const rated = { ...withNotation(move), equity: equities[i] as number };
    if (best === null || compareRated(rated, best) < 0) best = rated;
  });
  return { best, total: moves.length, byEquity, moves, equities };
}

/** A move's place among the field: 1 + the placements ranked before it (by compareRated). */
export function rankOf(field: MoveField, move: RatedMove): number {
  let before = 0;
  field.moves.forEach((other, i) => {
    const value = field.equities[i] as number;
    if (value > move.equity + EPSILON) before++;
    else if (value >= move.equity - EPSILON) {
      if (compareRated({ ...withNotation(other), equity: value }, move) < 0) before++;
    }
  });
  return before + 1;
}

/**
 * Checks a placement of the known tiles on a board (225 strings, '' empty): legal or the reason
 * why not, and if legal its points, equity and rank in `field` (moveField of the same position).
 */
export function checkPlacement(
  engine: Words,
  board: readonly string[],
  tiles: readonly TileInput[],
  known: KnownTiles,
  game: AnalysisContext,
  field: MoveField = moveField(engine, board, known, game),
): PlacementCheck {
  const model = modelOf(engine);
  const result = validatePlacement(lexiconOf(engine), board, tiles, {
    ...game,
    rack: known.tiles,
  });
  if (!result.ok) {
    return {
      legal: false,
      reason: result.reason,
      message: result.message,
      ...(result.badWords ? { badWords: result.badWords } : {}),
    };
  }
  const move = rater(known, model).rate(result.move);
  const best = field.best ?? move;
  return {
    legal: true,
    move,
    words: result.words,
    rank: rankOf(field, move),
    total: field.total,
    best,
    correct: move.equity >= best.equity - EPSILON,
    byEquity: field.byEquity,
    ranking: field.byEquity ? 'EQUITY' : model !== null ? 'POINTS_RACK_UNKNOWN' : 'POINTS',
  };
}
