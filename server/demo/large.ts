/**
 * The large data set of the benchmarks (`npm run cli -- demo --games 200000`): a few thousand
 * engine-played games, recombined into the rest (other players among ~5,000, other dates and
 * ids; the moves as played, on their own layout, so every game still replays cleanly), written
 * in bulk (bulk.ts), then the aggregates rebuilt from the games. Its ids have a range of their
 * own, so it can sit beside the default demo set.
 */
import { gte, sql } from 'drizzle-orm';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { findBrokenMoves } from '@ordbot/engine/replay.ts';
import { queryRows, type Db } from '../db/database.ts';
import { boardLayouts, cheats, games, moves, players } from '../db/schema.ts';
import { rebuildAggregates } from '../games/aggregates.ts';
import { standardLayoutId } from '../games/ingest.ts';
import {
  CHEAT_TABLE,
  GAME_TABLE,
  MOVE_TABLE,
  openBulkWriter,
  type BulkWriter,
  type Cell,
} from './bulk.ts';
import { demoGameBatches } from './generate.ts';
import { DEFAULT_DEMO_SEED, demoToday, planDemo, type DemoPlan } from './plan.ts';
import { defaultWorkerCount } from '@ordbot/engine/node/worker-thread.ts';

export const LARGE_ID_BASE = 1_000_000_000;
export const DEFAULT_LARGE_GAMES = 200_000;
export const DEFAULT_LARGE_PLAYERS = 5000;
export const DEFAULT_ENGINE_GAMES = 2500;
/** Games per bulk write (about 30 moves each). */
const FLUSH_GAMES = 20_000;

export interface LargeOptions {
  games?: number;
  seed?: number;
  today?: Date;
  players?: number;
  /** How many distinct games the engine plays; the rest are recombined. */
  engineGames?: number;
  workers?: number;
  log?: (message: string) => void;
}

export interface LargeResult {
  games: number;
  moves: number;
  players: number;
  engineGames: number;
  /** Time to generate and write the games, and to rebuild the aggregates. */
  loadMs: number;
  aggregatesMs: number;
}

async function largeGameCount(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games where id >= ${LARGE_ID_BASE}`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Layout ids by codes; creates the layouts that are new. */
async function layoutIds(db: Db, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  if (unique.length > 0) {
    await db
      .insert(boardLayouts)
      .values(unique.map((c) => ({ codes: c })))
      .onConflictDoNothing();
  }
  const rows = await db.select().from(boardLayouts);
  return new Map(rows.map((r) => [r.codes, r.id]));
}

/** The bench's hook: loads the large set unless at least `games` of it are there already. */
export async function ensureLargeDataset(
  db: Db,
  options: LargeOptions = {},
): Promise<LargeResult | null> {
  const wanted = options.games ?? DEFAULT_LARGE_GAMES;
  if ((await largeGameCount(db)) >= wanted) return null;
  return loadLargeDataset(db, options);
}

/** The rows of the games played since the last bulk write, and how many are written. */
class LargeRows {
  private gameRows: Cell[][] = [];
  private moveRows: Cell[][] = [];
  private cheatRows: Cell[][] = [];
  written = 0;
  moves = 0;
  private nextReport: number;

  /** @param report told the games written, about every tenth of `total` and at the end */
  constructor(
    private readonly total: number,
    private readonly report: (written: number) => void,
  ) {
    this.nextReport = total / 10;
  }

  get waiting(): number {
    return this.gameRows.length;
  }

  add(game: BotGame, layoutId: number): void {
    // Copies reuse the moves of an engine game (or a prefix), so this holds for every game.
    const broken = findBrokenMoves(game.moves);
    if (broken.length > 0) {
      throw new Error(`Large set game ${game.gameId}: ${broken[0]?.message ?? 'broken move'}`);
    }
    this.gameRows.push([
      game.gameId,
      game.player.id,
      game.startTime,
      game.language,
      game.boardType,
      layoutId,
      game.playerScore,
      game.botScore,
      game.finished,
      (game.cheats ?? []).length > 0,
      false,
      game.moves.length,
    ]);
    for (const m of game.moves) {
      this.moveRows.push([
        game.gameId,
        m.moveNum,
        m.moveType,
        m.playerMove,
        m.letters,
        m.points,
        m.numTiles,
        m.mainWord ?? '',
        m.vertical,
        m.x,
        m.y,
        m.rack ?? null,
      ]);
    }
    this.moves += game.moves.length;
    for (const moveNum of game.cheats ?? []) this.cheatRows.push([game.gameId, moveNum]);
  }

  async flush(writer: BulkWriter): Promise<void> {
    if (this.gameRows.length === 0) return;
    // Games first: moves and cheats refer to them.
    await writer.write(GAME_TABLE, this.gameRows);
    await writer.write(MOVE_TABLE, this.moveRows);
    await writer.write(CHEAT_TABLE, this.cheatRows);
    this.written += this.gameRows.length;
    this.gameRows = [];
    this.moveRows = [];
    this.cheatRows = [];
    if (this.written >= this.nextReport || this.written === this.total) {
      this.report(this.written);
      while (this.nextReport <= this.written) this.nextReport += this.total / 10;
    }
  }
}

/** Takes the large set's games away and makes the plan's players. */
async function clearLargeSet(db: Db, plan: DemoPlan): Promise<void> {
  await db.delete(moves).where(gte(moves.gameId, LARGE_ID_BASE));
  await db.delete(cheats).where(gte(cheats.gameId, LARGE_ID_BASE));
  await db.delete(games).where(gte(games.id, LARGE_ID_BASE));
  for (let i = 0; i < plan.players.length; i += 5000) {
    const part = plan.players.slice(i, i + 5000).map(({ id, name }) => ({ id, name }));
    await db.insert(players).values(part).onConflictDoNothing();
  }
}

/** Plays the plan's games in `workers` threads and writes them in bulk, FLUSH_GAMES at a time. */
async function writeLargeGames(
  db: Db,
  plan: DemoPlan,
  rows: LargeRows,
  workers: number,
): Promise<void> {
  const standard = await standardLayoutId(db);
  let layouts = new Map<string, number>();
  const batches = demoGameBatches(plan.games, { workers, batchSize: 25 });
  const writer = await openBulkWriter(db);
  try {
    for await (const batch of batches) {
      const random = batch.flatMap((g) => (g.board ? [g.board.join('')] : []));
      if (random.some((codes) => !layouts.has(codes))) layouts = await layoutIds(db, random);
      for (const game of batch) {
        rows.add(game, game.board ? (layouts.get(game.board.join('')) as number) : standard);
      }
      if (rows.waiting >= FLUSH_GAMES) await rows.flush(writer);
    }
    await rows.flush(writer);
  } finally {
    await writer.close();
  }
}

/** Replaces the large set (games with ids from LARGE_ID_BASE) with a fresh one. */
export async function loadLargeDataset(db: Db, options: LargeOptions = {}): Promise<LargeResult> {
  const log = options.log ?? (() => {});
  const total = options.games ?? DEFAULT_LARGE_GAMES;
  const started = performance.now();
  const engineGames = Math.min(total, options.engineGames ?? DEFAULT_ENGINE_GAMES);
  const plan = planDemo({
    seed: options.seed ?? DEFAULT_DEMO_SEED,
    games: total,
    today: options.today ?? demoToday(),
    players: options.players ?? DEFAULT_LARGE_PLAYERS,
    engineShare: engineGames / total,
    idBase: LARGE_ID_BASE,
  });
  await clearLargeSet(db, plan);
  const rows = new LargeRows(total, (written) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`Large data set: ${written}/${total} games (${seconds} s)`);
  });
  await writeLargeGames(db, plan, rows, options.workers ?? defaultWorkerCount());
  const loadMs = performance.now() - started;
  log(`Large data set: rebuilding the aggregates`);
  const aggregatesStarted = performance.now();
  await rebuildAggregates(db);
  // PGlite runs no autovacuum: without visibility maps index-only scans still read the rows.
  await db.execute(sql`vacuum analyze`);
  return {
    games: rows.written,
    moves: rows.moves,
    players: plan.players.length,
    engineGames,
    loadMs: Math.round(loadMs),
    aggregatesMs: Math.round(performance.now() - aggregatesStarted),
  };
}
