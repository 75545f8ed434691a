/**
 * Loads the demo data set into a database through the real ingest (server/games/ingest.ts), so
 * the demo exercises the same validation, replay and aggregates as the bot's games. Games are
 * played in worker threads while this thread stores the previous batch.
 */
import { sql } from 'drizzle-orm';
import { analyseStoredGames } from '../analysis/backfill.ts';
import { queryRows, type Db } from '../db/database.ts';
import type { GamesWriter } from '../games/changes.ts';
import { ingestGames } from '../games/ingest.ts';
import { createDemoAccounts, type CreatedDemoAccount } from './accounts.ts';
import { demoGameBatches } from './generate.ts';
import {
  DEFAULT_DEMO_GAMES,
  DEFAULT_DEMO_SEED,
  demoToday,
  planDemo,
  type DemoPlan,
} from './plan.ts';
import { defaultWorkerCount } from '@ordbot/engine/node/worker-thread.ts';

export interface LoadDemoOptions {
  seed?: number;
  games?: number;
  /** The last day of the demo period; today (midnight UTC) by default. */
  today?: Date;
  players?: number;
  /** The share of games the engine plays (plan.ts); the rest are recombined copies. */
  engineShare?: number;
  /** Worker threads that play the games; 0 plays them in this thread. */
  workers?: number;
  /** Games per ingest transaction. */
  batchSize?: number;
  log?: (message: string) => void;
  /** The plan made already (the start-up's, kept across an interrupted load). */
  plan?: DemoPlan;
  /** Leave out the plan's games stored already: an interrupted load goes on where it stopped. */
  skipStored?: boolean;
}

export interface DemoLoadResult {
  games: number;
  moves: number;
  players: number;
  brokenGames: number;
  accounts: CreatedDemoAccount[];
  ms: number;
}

/** True when no game is stored: the condition for loading demo data on start. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from games) as any`,
  );
  return !rows[0]?.any;
}

async function storedGameIds(db: Db): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from games`);
  return new Set(rows.map((r) => Number(r.id)));
}

/** Finished games without their analysis yet. */
async function unanalysed(db: Db): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from games g
      where g.finished and not exists (select 1 from game_analysis a where a.game_id = g.id)`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Runs the analysis and logs how far it got every few seconds. */
async function withProgress<T>(
  db: Db,
  log: (message: string) => void,
  run: () => Promise<T>,
): Promise<T> {
  const total = await unanalysed(db);
  log(`Demo analysis: ${total} games to analyse`);
  const timer = setInterval(() => {
    unanalysed(db)
      .then((left) => log(`Demo analysis: ${total - left}/${total} games`))
      .catch(() => {});
  }, PROGRESS_MS);
  try {
    const result = await run();
    log(`Demo analysis: ${total}/${total} games`);
    return result;
  } finally {
    clearInterval(timer);
  }
}

/** How often the analysis phase reports its progress. */
const PROGRESS_MS = 5000;

/** Stores the demo games through `writer` (the app's context, the CLI's), then analyses them. */
export async function loadDemoData(
  writer: GamesWriter,
  options: LoadDemoOptions = {},
): Promise<DemoLoadResult> {
  const { db, gamesChanges } = writer;
  const started = performance.now();
  const log = options.log ?? (() => {});
  const plan =
    options.plan ??
    planDemo({
      seed: options.seed ?? DEFAULT_DEMO_SEED,
      games: options.games ?? DEFAULT_DEMO_GAMES,
      today: options.today ?? demoToday(),
      players: options.players,
      engineShare: options.engineShare,
    });
  const stored = options.skipStored ? await storedGameIds(db) : new Set<number>();
  const skipped = plan.games.filter((g) => stored.has(g.gameId)).length;
  if (skipped > 0) log(`Demo data: ${skipped} games stored already`);
  const total = plan.games.length - skipped;
  const step = Math.max(1, Math.round(total / 10));
  let loaded = 0;
  let moves = 0;
  let brokenGames = 0;
  let nextReport = step;
  // The whole plan is played (copies are made from the engine's games), the stored ones not stored again.
  const batches = demoGameBatches(plan.games, {
    workers: options.workers ?? defaultWorkerCount(),
    batchSize: options.batchSize ?? 30,
    newestFirst: true,
  });
  for await (const played of batches) {
    const batch = played.filter((g) => !stored.has(g.gameId));
    if (batch.length === 0) continue;
    // No analysis queued per batch: the backfill below analyses every stored game at the end.
    const results = await ingestGames({ db, gamesChanges, analyser: null }, batch);
    brokenGames += results.filter((r) => r.hasBrokenMoves).length;
    loaded += batch.length;
    moves += batch.reduce((sum, game) => sum + game.moves.length, 0);
    if (loaded >= nextReport || loaded === total) {
      log(`Demo data: ${loaded}/${total} games`);
      while (nextReport <= loaded) nextReport += step;
    }
  }
  // Their move analysis too: the profiles and the fair-play desk show figures.
  await withProgress(db, log, () => analyseStoredGames(db, { log }));
  const accounts = await createDemoAccounts(
    db,
    plan.players.map((p) => p.id),
  );
  return {
    games: loaded,
    moves,
    players: plan.players.length,
    brokenGames,
    accounts,
    ms: Math.round(performance.now() - started),
  };
}
