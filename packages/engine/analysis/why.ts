/**
 * 'Hvorfor' (docs/strategy.md): facts the engine computed that make the better move better. A
 * placement's points broken down (words, premium squares under new tiles, the bingo), the tiles
 * each move keeps and their value, and the opponent's best reply after each where its next rack
 * is known (its rack was drawn before this move, so either move leaves it the same tiles).
 */
import { BOARD_SIZE } from '../dimensions.ts';
import type { Lexicon } from '../engine/lexicon.ts';
import { analysePlacement, type TileInput } from '../engine/placement.ts';
import { resolveLayout, scoreGeometry } from '../engine/scoring.ts';
import type { EngineMove } from '../engine/types.ts';
import type { StrategyModel } from '../strategy/model.ts';
import { leaveOf } from './chances.ts';
import { notation, squareName } from './notation.ts';
import { topMovesForRack } from './top-moves.ts';
import type {
  Alternative,
  AnalysisContext,
  PremiumUse,
  ReplyFact,
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

/** The opponent's best reply by points with `rack` on the board after `move`. */
export function bestReply(
  lexicon: Lexicon,
  board: readonly string[],
  move: Placement,
  rack: string,
  game: AnalysisContext,
): ReplyFact {
  const after = boardAfter(board, move);
  const best = topMovesForRack(lexicon, after, rack, game, 1)[0];
  return { rack, reply: best ? scoreBreakdown(after, best, game) : null };
}

export interface WhyInput {
  board: readonly string[];
  played: Alternative;
  better: Alternative;
  /** The mover's rack, where known (the leaves count while the bag holds tiles). */
  rack: string | null;
  /** The leave is valued only with a table while the bag holds tiles. */
  model: StrategyModel | null;
  useLeave: boolean;
  /** The opponent's rack at its next move, where known. */
  replyRack: string | null;
}

/** The facts of 'Hvorfor' for a move and the better one; null when a placement cannot be read. */
export function whyFacts(
  lexicon: Lexicon,
  input: WhyInput,
  game: AnalysisContext,
): WhyFacts | null {
  const { board, played, better, rack, model, replyRack } = input;
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
  const replies =
    replyRack !== null
      ? {
          afterPlayed: bestReply(lexicon, board, played, replyRack, game),
          afterBetter: bestReply(lexicon, board, better, replyRack, game),
        }
      : null;
  return { played: playedScore, better: betterScore, leaves, replies };
}
