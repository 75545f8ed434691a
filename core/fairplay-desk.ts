/**
 * The fair-play desk's figures (docs/analysis.md "Fair play"; README "The fair-play model"), pure
 * so the server, the screens and the tests share them. The model itself (difficulty, population
 * rates, expected, z, the 'Mistanke' mark) is core/fairplay.ts; this file applies it to the list,
 * to one player's games and moves, and picks the moves that make the case.
 */
import type { FairplayGame, FairplayMove, FairplayPlayer, PlayerInfoBasic } from './api-types.ts';
import {
  FAIRPLAY_MIN_MOVES,
  fairplayFigures,
  type DifficultyCount,
  type FairplayFigures,
} from './fairplay.ts';
import { byPlayerName } from './names.ts';

/** A fairplay_counts row: one player's analysed moves of one difficulty. */
export interface PlayerDifficultyCount extends DifficultyCount {
  playerId: number;
}

/** Each player's figures from the counts, for the players with at least FAIRPLAY_MIN_MOVES. */
export function listedFigures(
  rows: readonly PlayerDifficultyCount[],
  rates: readonly number[],
): { playerId: number; figures: FairplayFigures }[] {
  const byPlayer = new Map<number, DifficultyCount[]>();
  for (const row of rows) {
    const counts = byPlayer.get(row.playerId) ?? [];
    counts.push(row);
    byPlayer.set(row.playerId, counts);
  }
  const listed: { playerId: number; figures: FairplayFigures }[] = [];
  for (const [playerId, counts] of byPlayer) {
    const figures = fairplayFigures(counts, rates);
    if (figures.movesAnalysed >= FAIRPLAY_MIN_MOVES) listed.push({ playerId, figures });
  }
  return listed;
}

/**
 * The list's order: highest z first; on equal z the player with more analysed moves (the
 * stronger evidence), then by name and id, so the order never wobbles.
 */
export function byEvidence(a: FairplayPlayer, b: FairplayPlayer): number {
  return b.z - a.z || b.movesAnalysed - a.movesAnalysed || byPlayerName(a.basicInfo, b.basicInfo);
}

/** A list row from a player, their figures and their bot flags. */
export function fairplayPlayer(
  basicInfo: PlayerInfoBasic,
  figures: FairplayFigures,
  botFlags: number,
): FairplayPlayer {
  return { basicInfo, ...figures, botFlags };
}

/** One analysed move of the player, as the detail reads it (newest game first). */
export interface AnalysedMove {
  gameId: number;
  /** The game's start, epoch seconds. */
  startTime: number;
  moveNum: number;
  points: number;
  bestPoints: number;
  found: boolean;
  difficulty: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The player's games and moves with the population's rate `p` of each move's difficulty, in the
 * order given (the server reads them newest first). A game's `expected` sums its moves' `p`.
 */
export function fairplayEvidence(
  analysed: readonly AnalysedMove[],
  rates: readonly number[],
): { games: FairplayGame[]; moves: FairplayMove[] } {
  const games = new Map<number, FairplayGame>();
  const moves: FairplayMove[] = [];
  for (const m of analysed) {
    const p = rates[m.difficulty] ?? 0;
    moves.push({
      gameId: m.gameId,
      moveNum: m.moveNum,
      points: m.points,
      bestPoints: m.bestPoints,
      found: m.found,
      p,
    });
    let game = games.get(m.gameId);
    if (!game) {
      game = {
        gameId: m.gameId,
        startTime: m.startTime,
        movesAnalysed: 0,
        bestFound: 0,
        expected: 0,
      };
      games.set(m.gameId, game);
    }
    game.movesAnalysed += 1;
    if (m.found) game.bestFound += 1;
    game.expected += p;
  }
  return {
    games: [...games.values()].map((g) => ({ ...g, expected: round2(g.expected) })),
    moves,
  };
}

/**
 * The moves that make the case: best placements found in the player's hardest positions (found,
 * p below the average p of the player's analysed moves), the hardest first, ties newest first
 * (the order given). Relative to the player's own moves, because people find the best placement
 * most of the time: a fixed cut such as 50 % leaves nothing to look at. They are what a person
 * checks in the replay; a human finds some of them too, so they weigh only with the figures.
 */
export function movesThatMakeTheCase(moves: readonly FairplayMove[], limit = 20): FairplayMove[] {
  if (moves.length === 0) return [];
  const average = moves.reduce((sum, move) => sum + move.p, 0) / moves.length;
  return moves
    .map((move, order) => ({ move, order }))
    .filter(({ move }) => move.found && move.p < average)
    .sort((a, b) => a.move.p - b.move.p || a.order - b.order)
    .slice(0, limit)
    .map(({ move }) => move);
}
