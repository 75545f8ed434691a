/**
 * 'Hvorfor' (docs/strategy.md): facts the engine computed that make the better move better. A
 * placement's points broken down (words, premium squares under new tiles, the bingo), the tiles
 * each move keeps and their value, and what each move opens for the opponent: its best reply's
 * average points over racks drawn from the tiles the mover cannot see (the bag and the opponent's
 * rack together). Never from the opponent's real next rack, which the mover could not know.
 */
import { BOARD_SIZE, RACK_SIZE } from '../dimensions.ts';
import { modelOf, type Words } from '../movegen/search-engine.ts';
import { analysePlacement, type TileInput } from '../movegen/placement.ts';
import { resolveLayout, scoreGeometry } from '../movegen/scoring.ts';
import type { EngineMove } from '../movegen/types.ts';
import { mulberry32, shuffleInPlace } from '../random.ts';
import { unseenTiles } from '../tiles.ts';
import { leaveOf } from './chances.ts';
import { notation, squareName } from './notation.ts';
import { rackTiles } from './racks.ts';
import { topMovesForRack } from './top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  OpeningFact,
  PremiumUse,
  ScoreBreakdown,
  WhyFacts,
} from './types.ts';

type Placement = Pick<EngineMove, 'x' | 'y' | 'vertical' | 'mainWord'>;

/** The new tiles of a placement: the main word's letters on squares still empty. */
export function placementTiles(board: readonly string[], move: Placement): TileInput[] {
  const tiles: TileInput[] = [];
  [...move.mainWord].forEach((letter, i) => {
    const x = move.vertical ? move.x : move.x + i;
    const y = move.vertical ? move.y + i : move.y;
    const index = y * BOARD_SIZE + x;
    if (x < BOARD_SIZE && y < BOARD_SIZE && board[index] === '') tiles.push({ index, letter });
  });
  return tiles;
}

/** A placement's points by the rules, word by word, with the premium squares it used. */
export function scoreBreakdown(
  board: readonly string[],
  move: Placement,
  game: AnalysisContext,
): ScoreBreakdown | null {
  const tiles = placementTiles(board, move);
  const result = analysePlacement(board, tiles);
  if (!result.ok) return null;
  const layout = resolveLayout(game.layout);
  const score = scoreGeometry(result.geometry, layout, game.language);
  const premiums: PremiumUse[] = [];
  for (const tile of result.geometry.tiles) {
    const code = layout[tile.index];
    if (code === 1 || code === 2 || code === 3 || code === 4) {
      premiums.push({ square: squareName(tile.index), code, letter: tile.letter });
    }
  }
  return {
    notation: notation(move),
    points: score.points,
    words: score.words.map((w) => ({ word: w.word, points: w.points })),
    premiums,
    bingo: score.bingo,
  };
}

/** The board after a placement. */
function boardAfter(board: readonly string[], move: Placement): string[] {
  const after = [...board];
  for (const tile of placementTiles(board, move)) after[tile.index as number] = tile.letter;
  return after;
}

/**
 * Racks drawn for the opponent after each move: a fixed count, and the draws come from a seed
 * made of the position alone, so the browser's worker and the server give the same figures.
 */
export const OPENING_RACKS = 6;

/**
 * The tiles the opponent's next rack comes from as the mover sees them: the set minus the board
 * before the move and minus the mover's rack (where unknown, the tiles the move placed, so the
 * tiles it kept count as unseen). The same for either move, since the opponent's rack was drawn
 * before it. Null when the board and the rack hold more of a tile than the set has.
 */
export function opponentPool(
  board: readonly string[],
  held: string,
  game: AnalysisContext,
): string[] | null {
  const counts = new Map(unseenTiles(board, game.language).tiles.map((t) => [t.letter, t.count]));
  for (const tile of rackTiles(held)) {
    const left = counts.get(tile) ?? 0;
    if (left <= 0) return null;
    counts.set(tile, left - 1);
  }
  return [...counts].flatMap(([letter, count]) => Array<string>(count).fill(letter));
}

/** FNV-1a over the position: the draws' seed. */
function positionSeed(board: readonly string[], pool: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of `${board.join(',')}|${pool.join('')}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) as number), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The opponent's racks to try: `OPENING_RACKS` draws of min(7, pool) tiles, each from its own
 * seed; a pool of 7 tiles or fewer is the opponent's rack itself (the bag is empty), one draw.
 */
export function opponentRacks(board: readonly string[], pool: readonly string[]): string[] {
  if (pool.length === 0) return [];
  if (pool.length <= RACK_SIZE) return [pool.join('')];
  const seed = positionSeed(board, pool);
  const racks: string[] = [];
  for (let i = 0; i < OPENING_RACKS; i++) {
    const rng = mulberry32(Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b));
    racks.push(
      shuffleInPlace([...pool], rng)
        .slice(0, RACK_SIZE)
        .join(''),
    );
  }
  return racks;
}

/** The average of the opponent's best reply by points over `racks`, one decimal. */
function averageReply(
  lexicon: Words,
  board: readonly string[],
  move: Placement,
  racks: readonly string[],
  game: AnalysisContext,
): number {
  const after = boardAfter(board, move);
  let sum = 0;
  for (const rack of racks) sum += topMovesForRack(lexicon, after, rack, game, 1)[0]?.points ?? 0;
  return Math.round((sum / racks.length) * 10) / 10;
}

/**
 * What each move opens for the opponent: its best reply's average points after each, over the
 * same racks drawn from the tiles the mover cannot see. Null when there is nothing to draw.
 */
export function openingFact(
  lexicon: Words,
  board: readonly string[],
  moves: { played: Alternative; better: Alternative },
  rack: string | null,
  game: AnalysisContext,
): OpeningFact | null {
  const pool = opponentPool(board, rack ?? moves.played.letters, game);
  const racks = pool ? opponentRacks(board, pool) : [];
  if (racks.length === 0) return null;
  return {
    racks: racks.length,
    afterPlayed: averageReply(lexicon, board, moves.played, racks, game),
    afterBetter: averageReply(lexicon, board, moves.better, racks, game),
  };
}

export interface WhyInput {
  board: readonly string[];
  played: Alternative;
  better: Alternative;
  /** The mover's rack, where known (the leaves count while the bag holds tiles). */
  rack: string | null;
  /**
   * Whether the leaves are valued: only while the bag holds tiles, and only by the engine's
   * model (none without one).
   */
  useLeave: boolean;
}

/**
 * The facts of 'Hvorfor' for a move and the better one, the leaves valued by the engine's model;
 * null when a placement cannot be read.
 */
export function whyFacts(engine: Words, input: WhyInput, game: AnalysisContext): WhyFacts | null {
  const { board, played, better, rack } = input;
  const model = modelOf(engine);
  const playedScore = scoreBreakdown(board, played, game);
  const betterScore = scoreBreakdown(board, better, game);
  if (!playedScore || !betterScore) return null;
  const leaves =
    rack !== null && model !== null && input.useLeave
      ? {
          played: leaveOf(model, rack, played.letters),
          better: leaveOf(model, rack, better.letters),
        }
      : null;
  const opens = openingFact(engine, board, { played, better }, rack, game);
  return { played: playedScore, better: betterScore, leaves, opens };
}
