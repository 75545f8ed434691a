/**
 * The stored move analysis (issue 15; schema.ts move_analysis, game_analysis, fairplay_counts and
 * the game_profiles analysis columns): reading games for the analysis, writing a game's result and
 * taking it away again. A game's rows, its fair-play counts and its profile figures change
 * together in the caller's transaction, so the incremental tables never drift from move_analysis.
 */
import { sql } from 'drizzle-orm';
import type { StoredMoveAnalysis } from '../../core/analysis/stored.ts';
import type { AnalysisGame, AnalysisMove } from '../../core/analysis/types.ts';
import type { Language, MoveType } from '../../core/enums.ts';
import { queryRows, type Db } from '../db/database.ts';
import { gameAnalysis } from '../db/schema.ts';
import { chunks } from '../games/chunks.ts';

/** A game as the analysis reads it; `version` (the row's xmin) tells whether it changed since. */
export interface GameToAnalyse {
  gameId: number;
  version: string;
  /** Broken games are seen but get no rows (docs/analysis.md "Not analysed"). */
  broken: boolean;
  game: AnalysisGame;
}

/** The analysis of one game: its rows, or null when it could not be analysed (left to do). */
export interface AnalysedGame {
  gameId: number;
  version: string;
  rows: StoredMoveAnalysis[] | null;
}

type MoveTuple = [
  number,
  string,
  boolean,
  string,
  number,
  number,
  string,
  boolean,
  number,
  number,
  string | null,
];

interface GameRow {
  id: number;
  version: string;
  language: string;
  codes: string;
  broken: boolean;
  moves: MoveTuple[] | null;
}

function toGame(row: GameRow): GameToAnalyse {
  const moves: AnalysisMove[] = (row.moves ?? []).map((t) => ({
    moveNum: t[0],
    moveType: t[1] as MoveType,
    playerMove: t[2],
    letters: t[3],
    points: t[4],
    numTiles: t[5],
    mainWord: t[6],
    vertical: t[7],
    x: t[8],
    y: t[9],
    rack: t[10],
  }));
  return {
    gameId: Number(row.id),
    version: row.version,
    broken: row.broken,
    game: {
      language: row.language as Language,
      layout: [...row.codes].map(Number),
      finished: true,
      moves,
    },
  };
}

// One row a game, its moves as one JSON array (fix.ts: PGlite hands these over much faster).
const SELECT_GAMES = sql`
  select g.id, g.xmin::text as version, g.language, l.codes, g.has_broken_moves as broken,
    (select json_agg(json_build_array(m.move_num, m.move_type, m.player_move, m.letters, m.points,
        m.num_tiles, m.main_word, m.vertical, m.x, m.y, m.rack) order by m.move_num)
      from moves m where m.game_id = g.id) as moves
  from games g join board_layouts l on l.id = g.layout_id`;

/** The finished games among `ids` that have no analysis yet. */
export async function gamesToAnalyse(db: Db, ids: readonly number[]): Promise<GameToAnalyse[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<GameRow>(
    db,
    sql`${SELECT_GAMES}
      where g.id = any(${`{${ids.join(',')}}`}::bigint[]) and g.finished
        and not exists (select 1 from game_analysis a where a.game_id = g.id)
      order by g.id`,
  );
  return rows.map(toGame);
}

/** The backfill's next batch: finished games after `afterId` without analysis, by id. */
export async function nextGamesToAnalyse(
  db: Db,
  afterId: number,
  limit: number,
): Promise<GameToAnalyse[]> {
  const rows = await queryRows<GameRow>(
    db,
    sql`${SELECT_GAMES}
      where g.id > ${afterId} and g.finished
        and not exists (select 1 from game_analysis a where a.game_id = g.id)
      order by g.id limit ${limit}`,
  );
  return rows.map(toGame);
}

/** The backfill's work: finished games without analysis. */
export async function countGamesToAnalyse(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games g where g.finished
      and not exists (select 1 from game_analysis a where a.game_id = g.id)`,
  );
  return row?.n ?? 0;
}

const SEP = ':';

/** A move_analysis row under its column names, for json_to_recordset. */
function rowTuple(r: StoredMoveAnalysis & { gameId: number }) {
  return {
    game_id: r.gameId,
    move_num: r.moveNum,
    player_move: r.playerMove,
    points: r.points,
    best_points: r.bestPoints,
    second_points: r.secondPoints,
    placements: r.placements,
    best_rack_points: r.bestRackPoints,
    missed: r.missed,
    found: r.found,
    difficulty: r.difficulty,
  };
}

/** Adds (sign 1) or takes away (-1) the player's moves to fairplay_counts, rows in key order. */
async function applyFairplay(
  db: Db,
  moves: { playerId: number; difficulty: number; found: boolean }[],
  sign: 1 | -1,
): Promise<void> {
  const counts = new Map<string, [number, number]>();
  for (const m of moves) {
    const key = `${m.playerId}${SEP}${m.difficulty}`;
    const c = counts.get(key) ?? [0, 0];
    c[0] += sign;
    c[1] += m.found ? sign : 0;
    counts.set(key, c);
  }
  const sorted = [...counts].map(([key, c]) => {
    const [playerId, difficulty] = key.split(SEP).map(Number) as [number, number];
    return { playerId, difficulty, c };
  });
  // Sorted: writers update shared rows in one order, so two never deadlock.
  sorted.sort((a, b) => a.playerId - b.playerId || a.difficulty - b.difficulty);
  for (const part of chunks(sorted, 2000)) {
    const values = part.map(
      ({ playerId, difficulty, c }) =>
        sql`(${playerId}::int, ${difficulty}::smallint, ${c[0]}::int, ${c[1]}::int)`,
    );
    await db.execute(sql`
      insert into fairplay_counts (player_id, difficulty, moves, found)
      values ${sql.join(values, sql`, `)}
      on conflict (player_id, difficulty) do update set
        moves = fairplay_counts.moves + excluded.moves,
        found = fairplay_counts.found + excluded.found`);
  }
}

/**
 * Takes away the analysis of `ids` (a new version of the game arrived, or fix-games flipped its
 * flag): rows, the seen mark and the fair-play counts, read before the games change so the
 * counts leave the player who had them. `profiles`: also zero the profile columns (ingest
 * replaces those rows whole anyway).
 */
export async function removeAnalysis(
  db: Db,
  ids: readonly number[],
  profiles: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  const list = `{${ids.join(',')}}`;
  const gone = await queryRows<{ player_id: number; difficulty: number; found: boolean }>(
    db,
    sql`with gone as (
        delete from move_analysis where game_id = any(${list}::bigint[])
        returning game_id, player_move, difficulty, found)
      select g.player_id, gone.difficulty, gone.found from gone join games g on g.id = gone.game_id
      where gone.player_move`,
  );
  await db.execute(sql`delete from game_analysis where game_id = any(${list}::bigint[])`);
  if (gone.length > 0) {
    await applyFairplay(
      db,
      gone.map((r) => ({ playerId: r.player_id, difficulty: r.difficulty, found: r.found })),
      -1,
    );
  }
  if (profiles) {
    await db.execute(sql`update game_profiles set moves_analysed = 0, best_found = 0,
      points_missed = 0 where game_id = any(${list}::bigint[]) and moves_analysed <> 0`);
  }
}

/** What a write stored: games analysed, their rows, and games the analysis failed on (left to do). */
export interface AnalysisCounts {
  analysed: number;
  moves: number;
  failed: number;
}

/**
 * Stores analysed games in the caller's transaction. A game is written only if it is still the
 * version that was analysed, still finished and not analysed meanwhile (a new version or a
 * fix-games flip in between is analysed again from its own version).
 * The games are locked as ingest locks them (advisory, then the rows), so neither waits on the
 * other in a cycle.
 */
export async function writeAnalysis(
  db: Db,
  analysed: readonly AnalysedGame[],
): Promise<AnalysisCounts> {
  const counts: AnalysisCounts = { analysed: 0, moves: 0, failed: 0 };
  if (analysed.length === 0) return counts;
  const ids = [...new Set(analysed.map((a) => a.gameId))].sort((a, b) => a - b);
  const list = `{${ids.join(',')}}`;
  await db.execute(sql`select count(pg_advisory_xact_lock(id)) from
    (select unnest(${list}::bigint[]) as id order by id) ordered`);
  const current = await queryRows<{
    id: number;
    player_id: number;
    version: string;
    broken: boolean;
  }>(
    db,
    sql`select g.id, g.player_id, g.xmin::text as version, g.has_broken_moves as broken
      from games g where g.id = any(${list}::bigint[]) and g.finished
        and not exists (select 1 from game_analysis a where a.game_id = g.id)
      order by g.id for update of g`,
  );
  const now = new Map(current.map((r) => [Number(r.id), r]));
  const written = new Set<number>();
  const rows: (StoredMoveAnalysis & { gameId: number })[] = [];
  const seen: (typeof gameAnalysis.$inferInsert)[] = [];
  const profiles: ReturnType<typeof sql>[] = [];
  const fair: { playerId: number; difficulty: number; found: boolean }[] = [];
  const analysedAt = Date.now();
  for (const a of analysed) {
    const game = now.get(a.gameId);
    if (!game || game.version !== a.version || written.has(a.gameId)) continue;
    // A game the analysis failed on stays to do (a missing word list is fixed, then analysed).
    if (a.rows === null && !game.broken) {
      counts.failed++;
      continue;
    }
    written.add(a.gameId);
    const moves = game.broken ? [] : (a.rows ?? []);
    seen.push({ gameId: a.gameId, analysedAt, moves: moves.length });
    for (const m of moves) rows.push({ gameId: a.gameId, ...m });
    const own = moves.filter((m) => m.playerMove);
    for (const m of own)
      fair.push({ playerId: game.player_id, difficulty: m.difficulty, found: m.found });
    if (own.length > 0) {
      const found = own.filter((m) => m.found).length;
      const missed = own.reduce((sum, m) => sum + m.missed, 0);
      profiles.push(sql`(${a.gameId}::bigint, ${own.length}::int, ${found}::int, ${missed}::int)`);
    }
  }
  // One JSON parameter instead of 11 a row: the embedded database binds and plans it several
  // times faster, which keeps the transaction (and so the wait of other requests) short.
  if (rows.length > 0) {
    await db.execute(sql`insert into move_analysis (game_id, move_num, player_move, points,
        best_points, second_points, placements, best_rack_points, missed, found, difficulty)
      select * from json_to_recordset(${JSON.stringify(rows.map(rowTuple))}::json) as r(
        game_id bigint, move_num int, player_move boolean, points int, best_points int,
        second_points int, placements int, best_rack_points int, missed int, found boolean,
        difficulty smallint)`);
  }
  for (const part of chunks(seen, 4000)) await db.insert(gameAnalysis).values(part);
  await applyFairplay(db, fair, 1);
  for (const part of chunks(profiles, 4000)) {
    await db.execute(sql`update game_profiles gp set moves_analysed = v.m, best_found = v.f,
        points_missed = v.p
      from (values ${sql.join(part, sql`, `)}) v(game_id, m, f, p) where gp.game_id = v.game_id`);
  }
  counts.analysed = written.size;
  counts.moves = rows.length;
  return counts;
}
