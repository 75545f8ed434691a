/**
 * What the server stores of a finished game's analysis (issue 15; server/db/schema.ts
 * move_analysis): per NORMAL move the played points, the field of its tiles (one search gives
 * the best, the second and the count of placements: core/fairplay.ts difficulty), the known
 * rack's best, the points missed and whether the best was found. The same figures as
 * analyseGame, without the lists the replay shows, so a worker does each move in one search of
 * its tiles and, with a known rack, one of the rack.
 */
import type { Lexicon } from '../engine/lexicon.ts';
import { difficultyOf } from '../fairplay.ts';
import { forEachAnalysedMove, readPlayed } from './analyse.ts';
import { sameTilesField, topMovesForRack } from './top-moves.ts';
import type { AnalysisGame } from './types.ts';

/** One move_analysis row (without the game id). */
export interface StoredMoveAnalysis {
  moveNum: number;
  playerMove: boolean;
  /** The played move scored by the rules. */
  points: number;
  /** The best placement of exactly the same tiles; the played points when there is none. */
  bestPoints: number;
  /** The second of those placements; null with one placement or none. */
  secondPoints: number | null;
  placements: number;
  /** The known rack's best move; null when the rack is unknown. */
  bestRackPoints: number | null;
  /** docs/analysis.md "points missed", >= 0. */
  missed: number;
  /** points >= bestPoints (true when the tiles have no legal placement). */
  found: boolean;
  difficulty: number;
}

/** The rows of a game: every NORMAL move analyseGame analyses, in the game's move order. */
export function storedAnalysis(lexicon: Lexicon, game: AnalysisGame): StoredMoveAnalysis[] {
  const rows: StoredMoveAnalysis[] = [];
  forEachAnalysedMove(game, (move, _index, board, rack) => {
    const played = readPlayed(lexicon, board, move, game).move;
    const points = played?.points ?? 0;
    const field = played
      ? sameTilesField(lexicon, board, played.letters, game)
      : { placements: 0, best: 0, second: null, bestMove: null };
    const bestPoints = field.bestMove ? field.best : points;
    const bestRackPoints = rack
      ? (topMovesForRack(lexicon, board, rack.rack, game, 1)[0]?.points ?? 0)
      : null;
    // As analyseMove: the best known alternative, the same tiles' best counting only when found.
    const best = Math.max(field.bestMove ? field.best : 0, bestRackPoints ?? 0);
    rows.push({
      moveNum: move.moveNum,
      playerMove: move.playerMove,
      points,
      bestPoints,
      secondPoints: field.second,
      placements: field.placements,
      bestRackPoints,
      missed: Math.max(0, best - points),
      found: points >= bestPoints,
      difficulty: difficultyOf(field),
    });
  });
  return rows;
}
