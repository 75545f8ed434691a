/**
 * The fair-play desk's reads (docs/analysis.md "Fair play"; the model is packages/engine/fairplay.ts, its
 * application packages/contract/fairplay-desk.ts). The list reads fairplay_players only (one row a player,
 * kept by the analysis), never move_analysis, so its cost follows the number of players, not of
 * games; it is computed whole (z depends on everyone's counts), kept until what it comes from
 * changes, then computed again from the kept rows with only the written ones read anew, and
 * answered a page at a time.
 * One player's page reads the page's games through games_player_start_idx and their
 * move_analysis rows by primary key, and at most 20 moves that make the case.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type {
  FairplayCaseMove,
  FairplayListQuery,
  FairplayPlayer,
  FairplayPlayerDetails,
  FairplayPlayerPage,
} from '@ordbot/contract/api-types.ts';
import { GAMES_TABLE_PAGE_SIZE, PLAYER_TABLE_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import {
  caseDifficulties,
  difficultyCounts,
  fairplayEvidence,
  fairplayPlayer,
  listedFigures,
  sortFairplay,
  type AnalysedMove,
  type PlayerCounts,
} from '@ordbot/contract/fairplay-desk.ts';
import {
  DIFFICULTY_COUNT,
  FAIRPLAY_MIN_MOVES,
  fairplayFigures,
  populationRates,
} from '@ordbot/engine/fairplay.ts';
import { queryRows, type Db } from '../db/database.ts';
import { players } from '../db/schema.ts';
import { pgArray } from '../db/array-literal.ts';

/** The moves that make the case, at most. */
const CASE_MOVES = 20;

/**
 * One JSON text value for many rows: PGlite hands rows over one by one from its worker, which
 * cost 3 s for 100,000 rows; one text value of them takes a tenth of that.
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

/**
 * The players' accuracy (docs/strategy.md): the mean of their finished games' accuracies, one
 * decimal, as the profile gives it; `ids` narrows to those players. Read from game_profiles by
 * player; the analysis writes it with the player's fair-play counts, so a player whose
 * fairplay_players row is unchanged has an unchanged accuracy.
 */
async function accuracies(db: Db, ids?: readonly number[]): Promise<Map<number, number>> {
  if (ids?.length === 0) return new Map();
  const rows = await jsonRows<[number, number, number]>(
    db,
    sql`select json_build_array(player_id, sum(accuracy), count(accuracy)) as a
      from game_profiles where finished and accuracy is not null
        ${ids === undefined ? sql`` : sql`and player_id = any(${pgArray(ids)}::int[])`}
      group by player_id`,
    true,
  );
  return new Map(rows.map(([id, sum, n]) => [id, Math.round((sum / n) * 10) / 10]));
}

/**
 * A fairplay_players row as the desk keeps it, with the player's name (listed players only) and
 * accuracy, and its stamp: the row version (xmin) it was read at. Any write gives the row a new
 * version, so a changed stamp is a row to read again.
 */
interface DeskRow {
  stamp: string;
  counts: PlayerCounts;
  name: string | null;
  accuracy: number | null;
}

/** The stamps of every fair-play row, by player: two lists of digits, the cheapest read of 5,000. */
async function stamps(db: Db): Promise<Map<number, string>> {
  const [row] = await queryRows<{ ids: string | null; stamps: string | null }>(
    db,
    sql`select string_agg(player_id::text, ',') as ids, string_agg(xmin::text, ',') as stamps
      from fairplay_players`,
  );
  const ids = row?.ids ? row.ids.split(',') : [];
  const versions = row?.stamps ? row.stamps.split(',') : [];
  return new Map(ids.map((id, i) => [Number(id), versions[i] ?? '']));
}

const listedName = sql`case when f.moves >= ${FAIRPLAY_MIN_MOVES} then p.name end`;

/** The fair-play rows (all, or those of `ids`) with names and accuracies, in one read each. */
async function readRows(db: Db, ids?: readonly number[]): Promise<Map<number, DeskRow>> {
  if (ids?.length === 0) return new Map();
  const [rows, accuracy] = await Promise.all([
    jsonRows<[number, string, number[], number[], string | null]>(
      db,
      sql`select json_build_array(f.player_id, f.xmin::text, f.moves_by, f.found_by, ${listedName})
          as a
        from fairplay_players f left join players p on p.id = f.player_id
        ${ids === undefined ? sql`` : sql`where f.player_id = any(${pgArray(ids)}::int[])`}`,
      true,
    ),
    accuracies(db, ids),
  ]);
  return new Map(
    rows.map(([playerId, stamp, movesBy, foundBy, name]) => [
      playerId,
      {
        stamp,
        counts: { playerId, movesBy, foundBy },
        name,
        accuracy: accuracy.get(playerId) ?? null,
      },
    ]),
  );
}

/** The listed players' names, by player (read again when a name may have changed). */
async function listedNames(db: Db): Promise<Map<number, string | null>> {
  const rows = await jsonRows<[number, string | null]>(
    db,
    sql`select json_build_array(f.player_id, ${listedName}) as a
      from fairplay_players f left join players p on p.id = f.player_id
      where f.moves >= ${FAIRPLAY_MIN_MOVES}`,
    true,
  );
  return new Map(rows);
}

/**
 * The kept rows brought up to date: the stamps of all rows (a few bytes a player) say which rows
 * were written, added or removed since, and only those are read again. Ingest and the analysis
 * write a few players at a time, so this reads a few rows where a full read takes 5,000. The
 * names are read again, for the listed players only, when players changed (ingest writes a
 * player's row only when the name is new or changed).
 */
async function refreshRows(
  db: Db,
  kept: Map<number, DeskRow>,
  namesChanged: boolean,
): Promise<Map<number, DeskRow>> {
  const [current, names] = await Promise.all([stamps(db), namesChanged ? listedNames(db) : null]);
  const changed: number[] = [];
  const rows = new Map<number, DeskRow>();
  for (const [id, stamp] of current) {
    const row = kept.get(id);
    if (row?.stamp !== stamp) changed.push(id);
    else if (names) rows.set(id, { ...row, name: names.get(id) ?? null });
    else rows.set(id, row);
  }
  for (const [id, row] of await readRows(db, changed)) rows.set(id, row);
  return rows;
}

/** The population's rates from every player's counts. */
function ratesOf(rows: Iterable<DeskRow>): number[] {
  const moves = new Array<number>(DIFFICULTY_COUNT).fill(0);
  const found = new Array<number>(DIFFICULTY_COUNT).fill(0);
  for (const { counts } of rows) {
    for (let d = 0; d < DIFFICULTY_COUNT; d++) {
      moves[d] = (moves[d] ?? 0) + (counts.movesBy[d] ?? 0);
      found[d] = (found[d] ?? 0) + (counts.foundBy[d] ?? 0);
    }
  }
  return populationRates(
    moves.map((n, difficulty) => ({ difficulty, moves: n, found: found[difficulty] ?? 0 })),
  );
}

/**
 * What the list is computed from, as values that change when any of it changes: every row of
 * fairplay_players (the counts), players (the names) and cheats (the flags) gets a new row
 * version (xmin) when it is written, so the count and the sum of the versions move with any
 * write. Summing 5,000 versions in the database is a few milliseconds; reading the rows and
 * computing the list is ten times that.
 */
async function listVersion(db: Db): Promise<{ counts: string; names: string; flags: string }> {
  const [row] = await queryRows<{ counts: string; names: string; flags: string }>(
    db,
    sql`select
        (select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from fairplay_players)
          as counts,
        (select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from players) as names,
        (select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from cheats) as flags`,
  );
  return row ?? { counts: '', names: '', flags: '' };
}

/** The desk's figures of one version of their sources. */
interface DeskState {
  version: Awaited<ReturnType<typeof listVersion>>;
  rows: Map<number, DeskRow>;
  /** The listed players, in the default order. */
  listed: FairplayPlayer[];
  rates: number[];
}

/** Each database's latest state. */
const deskStates = new WeakMap<Db, DeskState>();

/** Forgets the kept state, so the next call computes the desk from scratch (for the tests). */
export function forgetDeskState(db: Db): void {
  deskStates.delete(db);
}

/** The population's rate of finding the best placement, by difficulty (the desk's current state). */
export async function deskRates(db: Db): Promise<number[]> {
  return (await deskState(db)).rates;
}

/**
 * The desk's state: kept while its sources are unchanged (listVersion); after a write, the kept
 * rows are brought up to date (refreshRows) and the figures computed again from them, since the
 * population's rates, and so every player's z, move with any player's counts. The flags are few
 * and read whole.
 */
async function deskState(db: Db): Promise<DeskState> {
  const version = await listVersion(db);
  const cached = deskStates.get(db);
  const kept = cached?.version;
  if (
    cached &&
    kept?.counts === version.counts &&
    kept.names === version.names &&
    kept.flags === version.flags
  )
    return cached;
  const [rows, flags] = await Promise.all([
    cached ? refreshRows(db, cached.rows, kept?.names !== version.names) : readRows(db),
    botFlags(db),
  ]);
  const rates = ratesOf(rows.values());
  const listed = sortFairplay(
    listedFigures(
      [...rows.values()].map((r) => r.counts),
      rates,
    ).map(({ playerId, figures }) => {
      const row = rows.get(playerId);
      return fairplayPlayer(
        { id: playerId, name: row?.name ?? '' },
        figures,
        flags.get(playerId) ?? 0,
        row?.accuracy ?? null,
      );
    }),
    {},
  );
  const state = { version, rows, listed, rates };
  deskStates.set(db, state);
  return state;
}

/**
 * GET /api/fairplay/players: one page of the players with at least 100 analysed moves, in the
 * order asked for (by default highest z first). The whole list is computed once per change of
 * what it comes from (listVersion) and kept, so paging and sorting cost a sort of the players.
 */
export async function fairplayList(db: Db, query: FairplayListQuery): Promise<FairplayPlayerPage> {
  const { listed } = await deskState(db);
  const byDefault =
    (query.sort ?? 'z') === 'z' && (query.direction ?? 'descending') === 'descending';
  const page = query.page ?? 1;
  const pageSize = PLAYER_TABLE_PAGE_SIZE;
  return {
    players: (byDefault ? listed : sortFairplay(listed, query)).slice(
      (page - 1) * pageSize,
      page * pageSize,
    ),
    page,
    pageSize,
    totalRecords: listed.length,
  };
}

/** The player's games with analysed moves of their own: one page, newest first, and the total. */
async function gamesPage(db: Db, playerId: number, page: number) {
  const [row] = await queryRows<{ ids: number[] | null; total: number }>(
    db,
    sql`with analysed as (
        select g.id, g.start_time from games g
        where g.player_id = ${playerId}
          and exists (select 1 from move_analysis a where a.game_id = g.id and a.player_move))
      select (select array_agg(id order by start_time desc, id desc) from (
          select id, start_time from analysed order by start_time desc, id desc
          limit ${GAMES_TABLE_PAGE_SIZE} offset ${(page - 1) * GAMES_TABLE_PAGE_SIZE}) p) as ids,
        (select count(*)::int from analysed) as total`,
  );
  return { ids: (row?.ids ?? []).map(Number), total: row?.total ?? 0 };
}

/** The analysed moves of `ids`, newest game first, each game's last move first. */
async function analysedMoves(db: Db, ids: readonly number[]): Promise<AnalysedMove[]> {
  if (ids.length === 0) return [];
  return jsonRows<AnalysedMove>(
    db,
    sql`select g.id as "gameId", g.start_time as "startTime", a.move_num as "moveNum",
        a.points, a.best_points as "bestPoints", a.found, a.difficulty
      from games g join move_analysis a on a.game_id = g.id
      where g.id = any(${pgArray(ids)}::bigint[]) and a.player_move
      order by g.start_time desc, g.id desc, a.move_num desc`,
  );
}

/** The found moves of the case's difficulties, hardest first, ties newest first (20 at most). */
async function caseMoves(
  db: Db,
  playerId: number,
  difficulties: readonly number[],
  rates: readonly number[],
): Promise<FairplayCaseMove[]> {
  if (difficulties.length === 0) return [];
  const rate = pgArray(rates);
  return jsonRows<FairplayCaseMove>(
    db,
    sql`select g.id as "gameId", a.move_num as "moveNum", a.points, a.best_points as "bestPoints",
        a.found, (${rate}::float8[])[a.difficulty + 1] as p, g.start_time as "startTime"
      from games g join move_analysis a on a.game_id = g.id
      where g.player_id = ${playerId} and a.player_move and a.found
        and a.difficulty = any(${pgArray(difficulties)}::int[])
      order by p, g.start_time desc, g.id desc, a.move_num desc
      limit ${CASE_MOVES}`,
  );
}

/**
 * GET /api/fairplay/players/{id}[?page=N]: the list's figures for any known player (also one
 * under 100 analysed moves, or with none: zeros and empty lists), the moves that make the case,
 * and one page of their games with those games' moves; null for an unknown player. The figures
 * come from fairplay_players, as in the list, so both agree.
 */
export async function fairplayDetails(
  db: Db,
  playerId: number,
  page = 1,
): Promise<FairplayPlayerDetails | null> {
  const [player] = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const [{ rows, rates }, flags, games, accuracy] = await Promise.all([
    deskState(db),
    botFlags(db, playerId),
    gamesPage(db, playerId, page),
    accuracies(db, [playerId]),
  ]);
  const ownRow = rows.get(playerId);
  const own = ownRow ? difficultyCounts(ownRow.counts) : [];
  const [analysed, picked] = await Promise.all([
    analysedMoves(db, games.ids),
    caseMoves(db, playerId, caseDifficulties(own, rates), rates),
  ]);
  return {
    ...fairplayPlayer(
      player,
      fairplayFigures(own, rates),
      flags.get(playerId) ?? 0,
      accuracy.get(playerId) ?? null,
    ),
    caseMoves: picked,
    ...fairplayEvidence(analysed, rates),
    page,
    pageSize: GAMES_TABLE_PAGE_SIZE,
    totalGames: games.total,
  };
}
