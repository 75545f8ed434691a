/**
 * The fair-play desk's figures (docs/analysis.md "Fair play"; README "The fair-play model"), pure
 * so the server, the screens and the tests share them. The model itself (difficulty, population
 * rates, expected, z, the 'Mistanke' mark) is packages/engine/fairplay.ts; this file applies it to the list,
 * to one player's games and moves, and picks the moves that make the case.
 */
import type {
  FairplayGame,
  FairplayListQuery,
  FairplayMove,
  FairplayPlayer,
  FairplaySortKey,
  PlayerInfoBasic,
} from './api-types.ts';
import {
  FAIRPLAY_MIN_MOVES,
  fairplayFigures,
  round2,
  type DifficultyCount,
  type FairplayFigures,
} from '@ordbot/engine/fairplay.ts';
import { byPlayerName } from './names.ts';

/** A player's analysed moves and best-found moves by difficulty (index = difficulty). */
export interface PlayerCounts {
  playerId: number;
  movesBy: readonly number[];
  foundBy: readonly number[];
}

/** A player's counts as one entry per difficulty with moves. */
export function difficultyCounts({ movesBy, foundBy }: PlayerCounts): DifficultyCount[] {
  const counts: DifficultyCount[] = [];
  movesBy.forEach((moves, difficulty) => {
    if (moves !== 0) counts.push({ difficulty, moves, found: foundBy[difficulty] ?? 0 });
  });
  return counts;
}

/** Each player's figures from the counts, for the players with at least FAIRPLAY_MIN_MOVES. */
export function listedFigures(
  rows: readonly PlayerCounts[],
  rates: readonly number[],
): { playerId: number; figures: FairplayFigures }[] {
  const listed: { playerId: number; figures: FairplayFigures }[] = [];
  for (const row of rows) {
    const figures = fairplayFigures(difficultyCounts(row), rates);
    if (figures.movesAnalysed >= FAIRPLAY_MIN_MOVES)
      listed.push({ playerId: row.playerId, figures });
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

/** The columns the list can be ordered by (the screen's sortable headers). */
export { FAIRPLAY_SORT_KEYS } from './admin-enums.ts';

/** count of moves as a percentage (0-100); 0 without moves. */
export function ratePercent(count: number, moves: number): number {
  return moves === 0 ? 0 : (count / moves) * 100;
}

function sortValue(player: FairplayPlayer, key: FairplaySortKey): number {
  switch (key) {
    case 'foundRate':
      return ratePercent(player.bestFound, player.movesAnalysed);
    case 'expectedRate':
      return ratePercent(player.expected, player.movesAnalysed);
    default:
      return player[key];
  }
}

/**
 * The list in the order asked for (by default highest z first); ties fall back to the list's own
 * order (byEvidence), so a page never shares a player with the next.
 */
export function sortFairplay(
  players: readonly FairplayPlayer[],
  { sort = 'z', direction = 'descending' }: FairplayListQuery,
): FairplayPlayer[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...players].sort(
    (a, b) => sign * (sortValue(a, sort) - sortValue(b, sort)) || byEvidence(a, b),
  );
}

/** A list row from a player, their figures and their bot flags. */
export function fairplayPlayer(
  basicInfo: PlayerInfoBasic,
  figures: FairplayFigures,
  botFlags: number,
  accuracy: number | null,
): FairplayPlayer {
  return { basicInfo, ...figures, botFlags, accuracy };
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
 * The difficulties whose moves make the case: best placements found in the player's hardest
 * positions, those of a difficulty whose population rate p lies below the average p of the
 * player's analysed moves. Relative to the player's own moves, because people find the best
 * placement most of the time: a fixed cut such as 50 % leaves nothing to look at. The desk lists
 * the found moves of these difficulties, the hardest first, ties newest first, 20 at most: what a
 * person checks in the replay; a human finds some of them too, so they weigh only with the figures.
 */
export function caseDifficulties(
  counts: readonly DifficultyCount[],
  rates: readonly number[],
): number[] {
  let moves = 0;
  let sum = 0;
  for (const c of counts) {
    moves += c.moves;
    sum += c.moves * (rates[c.difficulty] ?? 0);
  }
  if (moves === 0) return [];
  const average = sum / moves;
  return counts
    .filter((c) => c.found > 0 && (rates[c.difficulty] ?? 0) < average)
    .map((c) => c.difficulty);
}
