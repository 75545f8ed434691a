/**
 * The fair-play desk's reads (docs/analysis.md "Fair play"; the model is core/fairplay.ts, its
 * application core/fairplay-desk.ts). The list reads fairplay_counts only (at most one row per
 * player and difficulty, kept by the analysis), never move_analysis, so its cost follows the
 * number of players, not of games. One player's evidence reads their games through
 * games_player_start_idx and each game's move_analysis rows by its primary key.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FairplayPlayer, FairplayPlayerDetails } from '../../core/api-types.ts';
import {
  byEvidence,
  fairplayEvidence,
  fairplayPlayer,
  listedFigures,
  type AnalysedMove,
  type PlayerDifficultyCount,
} from '../../core/fairplay-desk.ts';
import { FAIRPLAY_MIN_MOVES, fairplayFigures, populationRates } from '../../core/fairplay.ts';
import { queryRows, type Db } from '../db/database.ts';
import { players } from '../db/schema.ts';

/**
 * One JSON text value for many rows: PGlite hands rows over one by one from its worker, which
 * cost 3 s for the 100,000 count rows of the large set; one text value of them takes 0.3 s.
 */
async function jsonRows<T>(db: Db, query: SQL, asArrays = false): Promise<T[]> {
  // An array row names no columns: the query's single column `a` is the array.
  const row = asArrays ? sql`x.a` : sql`x`;
  const [result] = await queryRows<{ rows: string | null }>(
    db,
    sql`select coalesce(json_agg(${row})::text, '[]') as rows from (${query}) x`,
  );
  return JSON.parse(result?.rows ?? '[]') as T[];
}

/**
 * The bot's cheat flags on the players' own moves (a flag on a bot move or on a move the game
 * does not have is not the player's), by player; `playerId` narrows to one. Flags are rare, so
 * this reads few rows.
 */
async function botFlags(db: Db, playerId?: number): Promise<Map<number, number>> {
  const rows = await jsonRows<{ player_id: number; flags: number }>(
    db,
    sql`select g.player_id, count(*)::int as flags
      from cheats c join games g on g.id = c.game_id
      where exists (select 1 from moves m
          where m.game_id = c.game_id and m.move_num = c.move_num and m.player_move)
        ${playerId === undefined ? sql`` : sql`and g.player_id = ${playerId}`}
      group by g.player_id`,
  );
  return new Map(rows.map((r) => [r.player_id, r.flags]));
}

/** GET /api/fairplay/players: players with at least 100 analysed moves, highest z first. */
export async function fairplayList(db: Db): Promise<FairplayPlayer[]> {
  // Arrays, not objects: the large set's 100,000 count rows as objects are four times the text.
  const [counts, names, flags] = await Promise.all([
    jsonRows<[number, number, number, number]>(
      db,
      sql`select json_build_array(player_id, difficulty, moves, found) as a from fairplay_counts`,
      true,
    ),
    jsonRows<[number, string]>(
      db,
      sql`select json_build_array(id, name) as a from players where id in (select player_id from fairplay_counts
        group by player_id having sum(moves) >= ${FAIRPLAY_MIN_MOVES})`,
      true,
    ),
    botFlags(db),
  ]);
  const rows: PlayerDifficultyCount[] = counts.map(([playerId, difficulty, moves, found]) => ({
    playerId,
    difficulty,
    moves,
    found,
  }));
  const nameOf = new Map(names);
  return listedFigures(rows, populationRates(rows))
    .map(({ playerId, figures }) =>
      fairplayPlayer(
        { id: playerId, name: nameOf.get(playerId) ?? '' },
        figures,
        flags.get(playerId) ?? 0,
      ),
    )
    .sort(byEvidence);
}

/**
 * The player's analysed moves, newest game first, each game's last move first (sorted here: an
 * aggregate over a subquery need not keep its order).
 */
async function analysedMoves(db: Db, playerId: number): Promise<AnalysedMove[]> {
  const moves = await jsonRows<AnalysedMove>(
    db,
    sql`select g.id as "gameId", g.start_time as "startTime", a.move_num as "moveNum",
        a.points, a.best_points as "bestPoints", a.found, a.difficulty
      from games g join move_analysis a on a.game_id = g.id
      where g.player_id = ${playerId} and a.player_move`,
  );
  return moves.sort(
    (a, b) => b.startTime - a.startTime || b.gameId - a.gameId || b.moveNum - a.moveNum,
  );
}

/** The population's counts by difficulty (every player's summed) and the player's own. */
function difficultyCounts(db: Db, playerId?: number) {
  return jsonRows<{ difficulty: number; moves: number; found: number }>(
    db,
    sql`select difficulty, sum(moves)::int as moves, sum(found)::int as found
      from fairplay_counts
      ${playerId === undefined ? sql`` : sql`where player_id = ${playerId}`}
      group by difficulty`,
  );
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
    difficultyCounts(db, playerId),
    difficultyCounts(db),
    botFlags(db, playerId),
    analysedMoves(db, playerId),
  ]);
  const rates = populationRates(population);
  const figures = fairplayFigures(own, rates);
  return {
    ...fairplayPlayer(player, figures, flags.get(playerId) ?? 0),
    ...fairplayEvidence(analysed, rates),
  };
}
