// Over 300 lines: choosing, writing and removing a game's analysis keep the fair-play counts in
// the same transactions; split, the counts' upkeep would span files.
/**
 * The stored move analysis (schema.ts move_analysis, game_analysis, fairplay_players and
 * the game_profiles analysis columns): reading games for the analysis, writing a game's result and
 * taking it away again. A game's rows, its fair-play counts and its profile figures change
 * together in the caller's transaction, so the incremental tables never drift from move_analysis.
 */
import { sql } from 'drizzle-orm';
import type { StoredMoveAnalysis } from '@ordbot/engine/analysis/stored.ts';
import type { AnalysisGame, AnalysisMove } from '@ordbot/engine/analysis/types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { DIFFICULTY_COUNT } from '@ordbot/engine/fairplay.ts';
import { queryRows, type Db } from '../db/database.ts';
import { lockGames } from '../db/game-locks.ts';
import { gameAnalysis } from '../db/schema.ts';
import { chunks } from '../db/chunks.ts';
import { MOVES_OF_G, moveFromTuple, type MoveTuple } from '../db/move-tuples.ts';
import { ANALYSIS_VERSION, toAnalyseSql } from './version.ts';
import { pgArray } from '../db/array-literal.ts';
import type { GamesChangeListener } from '../games/changes.ts';
import { removeReviews, writeQuickReviews } from './reviews.ts';

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
  /** The strategy version the rows were graded with (version.ts currentStrategyVersion). */
  strategyVersion: string;
  /** Each side's accuracy in the game; null without a strategy table. */
  playerAccuracy: number | null;
  botAccuracy: number | null;
  /** The served review (GameAnalysis as gzipped JSON, base64); null when there is none. */
  review?: string | null;
  /** CPU milliseconds the worker spent on the game. */
  cpuMs?: number;
}

export interface GameRow {
  id: number;
  version: string;
  language: string;
  codes: string;
  broken: boolean;
  moves: MoveTuple[] | null;
}

export function toGame(row: GameRow): GameToAnalyse {
  const moves: AnalysisMove[] = (row.moves ?? []).map(moveFromTuple);
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
export const SELECT_GAMES = sql`
  select g.id, g.xmin::text as version, g.language, l.codes, g.has_broken_moves as broken,
    ${MOVES_OF_G} as moves
  from games g join board_layouts l on l.id = g.layout_id`;

/** The finished games among `ids` that have no analysis of the current version. */
export async function gamesToAnalyse(db: Db, ids: readonly number[]): Promise<GameToAnalyse[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<GameRow>(
    db,
    sql`${SELECT_GAMES}
      where g.id = any(${pgArray(ids)}::bigint[]) and ${toAnalyseSql()}
      order by g.id`,
  );
  return rows.map(toGame);
}

/** The one-process backfill's next batch: games after `afterId` to analyse, by id. */
export async function nextGamesToAnalyse(
  db: Db,
  afterId: number,
  limit: number,
): Promise<GameToAnalyse[]> {
  const rows = await queryRows<GameRow>(
    db,
    sql`${SELECT_GAMES}
      where g.id > ${afterId} and ${toAnalyseSql()}
      order by g.id limit ${limit}`,
  );
  return rows.map(toGame);
}

/** The backfill's work: finished games without analysis of the current version. */
export async function countGamesToAnalyse(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games g where ${toAnalyseSql()}`,
  );
  return row?.n ?? 0;
}

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
    win_lost: r.winLost,
    accuracy: r.accuracy,
    grade: r.grade,
    rack_p: r.rackP,
  };
}

/**
 * Adds (sign 1) or takes away (-1) the player's moves to their fairplay_players row, by difficulty;
 * a row that falls back to no moves goes. Rows in key order.
 */
async function applyFairplay(
  db: Db,
  moves: { playerId: number; difficulty: number; found: boolean }[],
  sign: 1 | -1,
): Promise<void> {
  const byPlayer = new Map<number, { moves: number[]; found: number[] }>();
  for (const m of moves) {
    let c = byPlayer.get(m.playerId);
    if (!c) {
      c = {
        moves: new Array<number>(DIFFICULTY_COUNT).fill(0),
        found: new Array<number>(DIFFICULTY_COUNT).fill(0),
      };
      byPlayer.set(m.playerId, c);
    }
    c.moves[m.difficulty] = (c.moves[m.difficulty] ?? 0) + sign;
    if (m.found) c.found[m.difficulty] = (c.found[m.difficulty] ?? 0) + sign;
  }
  // Sorted: writers update shared rows in one order, so two never deadlock.
  const sorted = [...byPlayer].sort(([a], [b]) => a - b);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const add = (column: string) =>
    sql.raw(`(select array_agg(a + b order by i) from unnest(fairplay_players.${column},
      excluded.${column}) with ordinality u(a, b, i))`);
  for (const part of chunks(sorted, 2000)) {
    const values = part.map(
      ([playerId, c]) =>
        sql`(${playerId}::int, ${sum(c.moves)}::int, ${sum(c.found)}::int,
          ${pgArray(c.moves)}::int[], ${pgArray(c.found)}::int[])`,
    );
    await db.execute(sql`
      insert into fairplay_players (player_id, moves, found, moves_by, found_by)
      values ${sql.join(values, sql`, `)}
      on conflict (player_id) do update set
        moves = fairplay_players.moves + excluded.moves,
        found = fairplay_players.found + excluded.found,
        moves_by = ${add('moves_by')},
        found_by = ${add('found_by')}`);
  }
  if (sign === -1 && sorted.length > 0) {
    const ids = pgArray(sorted.map(([id]) => id));
    await db.execute(
      sql`delete from fairplay_players where player_id = any(${ids}::int[]) and moves = 0`,
    );
  }
}

/**
 * Takes away the analysis of `ids` (a new version of the game arrived, or fix-games flipped its
 * flag): rows, the seen mark and the fair-play counts, read before the games change so the
 * counts leave the player who had them. `profiles`: also zero the profile columns (ingest
 * replaces those rows whole anyway).
 */
async function removeAnalysis(
  db: Db,
  ids: readonly number[],
  profiles: boolean,
  keepReviews = false,
): Promise<void> {
  if (ids.length === 0) return;
  const list = pgArray(ids);
  const gone = await queryRows<{ player_id: number; difficulty: number; found: boolean }>(
    db,
    sql`with gone as (
        delete from move_analysis where game_id = any(${list}::bigint[])
        returning game_id, player_move, difficulty, found)
      select g.player_id, gone.difficulty, gone.found from gone join games g on g.id = gone.game_id
      where gone.player_move`,
  );
  await db.execute(sql`delete from game_analysis where game_id = any(${list}::bigint[])`);
  // A deep pass replaces the rows of its own game's version: its review stays.
  if (!keepReviews) await removeReviews(db, ids);
  if (gone.length > 0) {
    await applyFairplay(
      db,
      gone.map((r) => ({ playerId: r.player_id, difficulty: r.difficulty, found: r.found })),
      -1,
    );
  }
  if (profiles) {
    await db.execute(sql`update game_profiles set moves_analysed = 0, best_found = 0,
      points_missed = 0, accuracy = null
      where game_id = any(${list}::bigint[]) and (moves_analysed <> 0 or accuracy is not null)`);
  }
}

/**
 * The analysis's listener of game changes (games/changes.ts; wireServices in server/wiring.ts
 * hands it to the writers): a new version of a game, or a fix-games flip of its flag, takes its
 * analysis away in the same transaction, before the game changes.
 */
export const removeAnalysisOfChangingGames: GamesChangeListener = (tx, change) =>
  removeAnalysis(tx, change.ids, !change.profilesReplaced);

/** What a write stored: games analysed, their rows, and games the analysis failed on (left to do). */
export interface AnalysisCounts {
  analysed: number;
  moves: number;
  failed: number;
}

/** A game as writeAnalysis finds it, locked. */
interface CurrentGame {
  id: number;
  player_id: number;
  version: string;
  broken: boolean;
  /** It has an analysis already (of an older analysis version, or one being replaced). */
  stale: boolean;
}

/** The games of `ids` still to analyse (or finished, to `replace`), locked as the ingest locks them. */
async function lockCurrentGames(
  db: Db,
  ids: number[],
  replace: boolean,
): Promise<Map<number, CurrentGame>> {
  await lockGames(db, ids);
  const current = await queryRows<CurrentGame>(
    db,
    sql`select g.id, g.player_id, g.xmin::text as version, g.has_broken_moves as broken,
        exists (select 1 from game_analysis a where a.game_id = g.id) as stale
      from games g where g.id = any(${pgArray(ids)}::bigint[])
        and ${replace ? sql`g.finished` : toAnalyseSql()}
      order by g.id for update of g`,
  );
  return new Map(current.map((r) => [Number(r.id), r]));
}

/** The rows writeAnalysis writes: of each game still the version analysed, once. */
interface AnalysisRows {
  written: Set<number>;
  failed: number;
  moves: (StoredMoveAnalysis & { gameId: number })[];
  seen: (typeof gameAnalysis.$inferInsert)[];
  profiles: ReturnType<typeof sql>[];
  fair: { playerId: number; difficulty: number; found: boolean }[];
}

function analysisRows(
  analysed: readonly AnalysedGame[],
  now: Map<number, CurrentGame>,
): AnalysisRows {
  const out: AnalysisRows = {
    written: new Set(),
    failed: 0,
    moves: [],
    seen: [],
    profiles: [],
    fair: [],
  };
  const analysedAt = Date.now();
  for (const a of analysed) {
    const game = now.get(a.gameId);
    if (!game || game.version !== a.version || out.written.has(a.gameId)) continue;
    // A game the analysis failed on stays to do (a missing word list is fixed, then analysed).
    if (a.rows === null && !game.broken) {
      out.failed++;
      continue;
    }
    out.written.add(a.gameId);
    const moves = game.broken ? [] : (a.rows ?? []);
    out.seen.push({
      gameId: a.gameId,
      analysedAt,
      moves: moves.length,
      analysisVersion: ANALYSIS_VERSION,
      strategyVersion: a.strategyVersion,
      playerAccuracy: game.broken ? null : a.playerAccuracy,
      botAccuracy: game.broken ? null : a.botAccuracy,
    });
    for (const m of moves) out.moves.push({ gameId: a.gameId, ...m });
    const own = moves.filter((m) => m.playerMove);
    for (const m of own)
      out.fair.push({ playerId: game.player_id, difficulty: m.difficulty, found: m.found });
    if (own.length > 0) {
      const found = own.filter((m) => m.found).length;
      const missed = own.reduce((sum, m) => sum + m.missed, 0);
      out.profiles.push(
        sql`(${a.gameId}::bigint, ${own.length}::int, ${found}::int, ${missed}::int, ${a.playerAccuracy}::double precision)`,
      );
    }
  }
  return out;
}

/** The move_analysis rows, as one JSON parameter. */
async function insertMoveRows(db: Db, rows: AnalysisRows['moves']): Promise<void> {
  if (rows.length === 0) return;
  // One JSON parameter instead of 14 a row: the embedded database binds and plans it several
  // times faster, which keeps the transaction (and so the wait of other requests) short.
  await db.execute(sql`insert into move_analysis (game_id, move_num, player_move, points,
      best_points, second_points, placements, best_rack_points, missed, found, difficulty,
      win_lost, accuracy, grade, rack_p)
    select * from json_to_recordset(${JSON.stringify(rows.map(rowTuple))}::json) as r(
      game_id bigint, move_num int, player_move boolean, points int, best_points int,
      second_points int, placements int, best_rack_points int, missed int, found boolean,
      difficulty smallint, win_lost double precision, accuracy double precision, grade text,
      rack_p double precision)`);
}

/**
 * Stores analysed games in the caller's transaction. A game is written only if it is still the
 * version that was analysed, still finished and not analysed by this analysis version meanwhile
 * (a new version or a fix-games flip in between is analysed again from its own version). An
 * analysis of an older analysis version is replaced: its rows, fair-play counts and profile
 * figures are taken away first, so they are readable until the new ones are written.
 * The games are locked as ingest locks them (advisory, then the rows), so neither waits on the
 * other in a cycle.
 */
export async function writeAnalysis(
  db: Db,
  analysed: readonly AnalysedGame[],
  { replace = false }: { replace?: boolean } = {},
): Promise<AnalysisCounts> {
  const counts: AnalysisCounts = { analysed: 0, moves: 0, failed: 0 };
  if (analysed.length === 0) return counts;
  const ids = [...new Set(analysed.map((a) => a.gameId))].sort((a, b) => a - b);
  const now = await lockCurrentGames(db, ids, replace);
  // An analysis of an older version goes before the new one is written.
  const stale = [...now.values()]
    .filter((r) => r.stale && analysed.some((a) => a.gameId === Number(r.id) && a.rows !== null))
    .map((r) => Number(r.id));
  await removeAnalysis(db, stale, true, replace);
  const rows = analysisRows(analysed, now);
  counts.failed = rows.failed;
  await insertMoveRows(db, rows.moves);
  for (const part of chunks(rows.seen, 4000)) await db.insert(gameAnalysis).values(part);
  if (!replace) {
    await writeQuickReviews(
      db,
      analysed.flatMap((a) =>
        rows.written.has(a.gameId) && a.review
          ? [{ ...a, gameVersion: a.version, review: a.review }]
          : [],
      ),
    );
  }
  await applyFairplay(db, rows.fair, 1);
  for (const part of chunks(rows.profiles, 4000)) {
    await db.execute(sql`update game_profiles gp set moves_analysed = v.m, best_found = v.f,
        points_missed = v.p, accuracy = v.a
      from (values ${sql.join(part, sql`, `)}) v(game_id, m, f, p, a) where gp.game_id = v.game_id`);
  }
  counts.analysed = rows.written.size;
  counts.moves = rows.moves.length;
  return counts;
}
