/**
 * Ranked placements for a rack, in the analysis tie order. One engine search per position; the
 * engine's pool is read in growing slices (by points) until the answer cannot change, so only a
 * few moves ever become objects even when a rack with blanks has thousands.
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { Words } from '../movegen/search-engine.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';
import { engineOf, type PoolSearch } from '../movegen/search-engine.ts';
import { normaliseRack } from '../movegen/movegen.ts';
import { checkBoard } from '../movegen/placement.ts';
import { BINGO_BONUS, resolveLayout } from '../movegen/scoring.ts';
import type { EngineMove } from '../movegen/types.ts';
import { compareAlternatives, withNotation } from './notation.ts';
import { rackTiles } from './racks.ts';
import type { SameTilesField } from '../fairplay.ts';
import type { Alternative, AnalysisContext } from './types.ts';

export const TOP_MOVES = 10;
const FIRST_SLICE = 64;

/**
 * Every placement of the rack's tiles into the lexicon's search pool; with `leaves`, each with
 * its equity (the pool's `equity`: points plus the value of the tiles it keeps); with `exact`,
 * only the placements of every tile (MoveSearch.searchAll).
 */
export function searchRack(
  lexicon: Words,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  leaves: LeaveCounts | null = null,
  exact = false,
): PoolSearch {
  checkBoard(board);
  // The analysis's own search of the engine: its pool stays readable after movegen's searches.
  const search = engineOf(lexicon).search('analysis');
  search.prepare(board, resolveLayout(game.layout), game.language, normaliseRack(rack), leaves);
  search.searchAll(exact);
  return search;
}

/**
 * The best `n` pool moves that `accept` takes, in the analysis order. `floor` is the fewest
 * points an accepted move can score: moves below it end the reading at once.
 */
function pick(
  search: PoolSearch,
  n: number,
  accept: (move: EngineMove) => boolean = () => true,
  floor = -Infinity,
): Alternative[] {
  const { pool } = search;
  for (let limit = FIRST_SLICE; ; limit *= 4) {
    const moves = pool.sorted(search.letters, limit);
    const picked = moves.filter(accept).map(withNotation).sort(compareAlternatives);
    const lowest = moves.length > 0 ? (moves[moves.length - 1] as EngineMove).points : 0;
    const complete =
      limit >= pool.count ||
      lowest < floor ||
      // Every move scoring as much as the n-th picked one has been read: ties are all in.
      (picked.length >= n && lowest < (picked[n - 1] as Alternative).points);
    if (complete) return picked.slice(0, n);
  }
}

/** The top `n` placements for a rack ('?' a blank) on a board, analysis tie order. */
export function topMovesForRack(
  lexicon: Words,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  n = TOP_MOVES,
): Alternative[] {
  return pick(searchRack(lexicon, board, rack, game), n);
}

export interface RackReview {
  top: Alternative[];
  /** Whether some placement uses all seven tiles (null for a shorter rack). */
  bingoPossible: boolean | null;
}

/** The top `n` for a rack and whether it had a bingo, from one search. */
export function reviewRack(
  lexicon: Words,
  board: readonly string[],
  rack: string,
  game: AnalysisContext,
  n = TOP_MOVES,
): RackReview {
  const search = searchRack(lexicon, board, rack, game);
  const top = pick(search, n);
  if ([...rack].length !== RACK_SIZE) return { top, bingoPossible: null };
  const bingo = top.some((m) => m.numTiles === RACK_SIZE) || bestOf(search, RACK_SIZE) !== null;
  return { top, bingoPossible: bingo };
}

/** The best move placing exactly `tiles` tiles; a bingo scores at least its bonus. */
function bestOf(search: PoolSearch, tiles: number): Alternative | null {
  const floor = tiles === RACK_SIZE ? BINGO_BONUS : -Infinity;
  return pick(search, 1, (m) => m.numTiles === tiles, floor)[0] ?? null;
}

/**
 * The best legal placement of exactly the tiles a move placed (its letters, a blank in lower
 * case standing for any letter), on the board before the move. Null when there is none.
 */
export function bestWithSameTiles(
  lexicon: Words,
  board: readonly string[],
  letters: string,
  game: AnalysisContext,
): Alternative | null {
  const rack = rackTiles(letters);
  return bestOf(searchRack(lexicon, board, rack, game, null, true), rack.length);
}

/**
 * The field of the tiles a move placed (packages/engine/fairplay.ts difficulty): how many legal placements
 * of exactly those tiles the board had, the best one and the one after it, with the best as a
 * move. One search, read without making objects of the field.
 */
export function sameTilesField(
  lexicon: Words,
  board: readonly string[],
  letters: string,
  game: AnalysisContext,
): SameTilesField & { bestMove: Alternative | null } {
  const rack = rackTiles(letters);
  const search = searchRack(lexicon, board, rack, game, null, true);
  const { pool } = search;
  const size = rack.length;
  let placements = 0;
  let best = -1;
  let second = -1;
  for (let i = 0; i < pool.count; i++) {
    if (pool.tiles(i) !== size) continue;
    placements++;
    const points = pool.points(i);
    if (points > best) {
      second = best;
      best = points;
    } else if (points > second) second = points;
  }
  return {
    placements,
    best: Math.max(best, 0),
    second: placements > 1 ? second : null,
    bestMove: placements > 0 ? bestOf(search, size) : null,
  };
}
