/**
 * The fair-play desk's reads (docs/analysis.md "Fair play"; the model is core/fairplay.ts, its
 * application core/fairplay-desk.ts). The list reads fairplay_counts only (at most one row per
 * player and difficulty, kept by the analysis), never move_analysis, so its cost follows the
 * number of players, not of games. One player's evidence reads their games through
 * games_player_start_idx and each game's move_analysis rows by its primary key.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import {
  byEvidence,
  fairplayEvidence,
  fairplayPlayer,
  listedFigures,
  type AnalysedMove,
  type PlayerDifficultyCount,
} from '../../core/fairplay-desk.ts';
import { fairplayFigures, populationRates } from '../../core/fairplay.ts';
import type { Db } from '../db/database.ts';
import { cheats, fairplayCounts, games, moveAnalysis, moves, players } from '../db/schema.ts';

function countRows(db: Db, playerId?: number): Promise<PlayerDifficultyCount[]> {
  return db
    .select({
      playerId: fairplayCounts.playerId,
      difficulty: fairplayCounts.difficulty,
      moves: fairplayCounts.moves,
      found: fairplayCounts.found,
    })
    .from(fairplayCounts)
    .where(playerId === undefined ? undefined : eq(fairplayCounts.playerId, playerId));
}

/** The population's counts by difficulty: every player's summed (a few dozen rows). */
async function populationCounts(db: Db) {
  return db
    .select({
      difficulty: fairplayCounts.difficulty,
      moves: sql<number>`sum(${fairplayCounts.moves})`.mapWith(Number),
      found: sql<number>`sum(${fairplayCounts.found})`.mapWith(Number),
    })
    .from(fairplayCounts)
    .groupBy(fairplayCounts.difficulty);
}

/**
 * The bot's cheat flags on the players' own moves (a flag on a bot move or on a move the game
 * does not have is not the player's), by player. Flags are rare, so this reads few rows.
 */
async function botFlags(db: Db, playerIds: readonly number[]): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: games.playerId, flags: sql<number>`count(*)`.mapWith(Number) })
    .from(cheats)
    .innerJoin(games, eq(games.id, cheats.gameId))
    .innerJoin(
      moves,
      and(
        eq(moves.gameId, cheats.gameId),
        eq(moves.moveNum, cheats.moveNum),
        eq(moves.playerMove, true),
      ),
    )
    .where(inArray(games.playerId, [...playerIds]))
    .groupBy(games.playerId);
  return new Map(rows.map((r) => [r.playerId, r.flags]));
}

/** GET /api/fairplay/players: players with at least 100 analysed moves, highest z first. */
export async function fairplayList(db: Db): Promise<FairplayPlayer[]> {
  const rows = await countRows(db);
  const listed = listedFigures(rows, populationRates(rows));
  const ids = listed.map((l) => l.playerId);
  if (ids.length === 0) return [];
  const [names, flags] = await Promise.all([
    db.select({ id: players.id, name: players.name }).from(players).where(inArray(players.id, ids)),
    botFlags(db, ids),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return listed
    .map(({ playerId, figures }) =>
      fairplayPlayer(
        { id: playerId, name: nameOf.get(playerId) ?? '' },
        figures,
        flags.get(playerId) ?? 0,
      ),
    )
    .sort(byEvidence);
}

/** The player's analysed moves, newest game first, each game's last move first. */
function analysedMoves(db: Db, playerId: number): Promise<AnalysedMove[]> {
  return db
    .select({
      gameId: games.id,
      startTime: games.startTime,
      moveNum: moveAnalysis.moveNum,
      points: moveAnalysis.points,
      bestPoints: moveAnalysis.bestPoints,
      found: moveAnalysis.found,
      difficulty: moveAnalysis.difficulty,
    })
    .from(games)
    .innerJoin(moveAnalysis, eq(moveAnalysis.gameId, games.id))
    .where(and(eq(games.playerId, playerId), eq(moveAnalysis.playerMove, true)))
    .orderBy(sql`${games.startTime} desc, ${games.id} desc, ${moveAnalysis.moveNum} desc`);
}

/**
 * GET /api/fairplay/players/{id}: the list's figures for any known player (also one under 100
 * analysed moves, or with none: zeros and empty lists), their games and their moves; null for
 * an unknown player. The figures come from fairplay_counts, as in the list, so both agree.
 */
export async function fairplayDetails(
  db: Db,
  playerId: number,
): Promise<FairplayPlayerDetails | null> {
  const [player] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const [own, population, flags, analysed] = await Promise.all([
    countRows(db, playerId),
    populationCounts(db),
    botFlags(db, [playerId]),
    analysedMoves(db, playerId),
  ]);
  const rates = populationRates(population);
  const figures = fairplayFigures(own, rates);
  return {
    ...fairplayPlayer(player, figures, flags.get(playerId) ?? 0),
    ...fairplayEvidence(analysed, rates),
  };
}
