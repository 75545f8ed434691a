/**
 * 'Før sluttspillet' (docs/strategy.md): a move made with one tile in the bag and the mover's
 * rack known. The mover draws the last tile, so every draw of it from the tiles the mover cannot
 * see is an endgame of perfect information: the top candidates by equity and the played move are
 * each played out over every draw (packages/engine/strategy/preendgame.ts) within a count of positions a
 * move, so every run agrees, and the review shows the share of wins of the played
 * move and of the best one.
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { Words } from '../movegen/search-engine.ts';
import { preendgame, type PreendgameMove } from '../strategy/preendgame.ts';
import { unseenTiles } from '../tiles.ts';
import { subtractTiles } from './racks.ts';
import type { Alternative, AnalysisContext, PreEndgame, PreEndgameMove } from './types.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';

/** Candidates by equity the review plays out (the played move besides). */
export const PREENDGAME_REVIEW_TOP = 3;
/**
 * Positions the review's pre-endgame may search in all (a game has at most one move made with
 * one tile in the bag), shared evenly by every candidate's draws: a count, so every run agrees.
 */
export const PREENDGAME_REVIEW_NODES = 8_000;
/** The fewest positions a draw's endgame gets. */
const MIN_DRAW_NODES = 50;

function summary(move: PreendgameMove): PreEndgameMove {
  return {
    notation: move.move.notation,
    wins: move.wins,
    draws: move.draws,
    drawsTotal: move.drawsTotal,
    spread: move.spread,
  };
}

/**
 * The pre-endgame of a move made from `board` with `rack` (known) when the bag holds one tile;
 * null when it does not, or when the played move is not a placement of the rack.
 */
export function reviewPreendgame(
  lexicon: Words,
  start: { board: readonly string[]; rack: string; spread: number },
  played: Alternative,
  game: AnalysisContext,
  leaves: LeaveCounts | null,
): PreEndgame | null {
  const unseen = unseenTiles(start.board, game.language);
  if (unseen.excess.length > 0 || unseen.total !== 2 * RACK_SIZE + 1) return null;
  if (start.rack.length !== RACK_SIZE) return null;
  const pool = unseen.tiles.map((t) => t.letter.repeat(t.count)).join('');
  const hidden = subtractTiles(pool, start.rack);
  if (hidden === null) return null;
  const draws = new Set(hidden).size;
  const perDraw = Math.max(
    MIN_DRAW_NODES,
    Math.floor(PREENDGAME_REVIEW_NODES / ((PREENDGAME_REVIEW_TOP + 1) * draws)),
  );
  const moves = preendgame(
    lexicon,
    {
      board: start.board,
      layout: game.layout,
      language: game.language,
      rack: start.rack,
      unseen: hidden,
      spread: start.spread,
    },
    {
      top: PREENDGAME_REVIEW_TOP,
      maxNodes: perDraw,
      leaves,
      include: [played.notation],
    },
  );
  const mine = moves.find((m) => m.move.notation === played.notation);
  const best = moves[0];
  if (!mine || !best) return null;
  return { played: summary(mine), best: summary(best) };
}
