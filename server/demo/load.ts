/**
 * Loads the demo data set into a database through the real ingest (server/games/ingest.ts), so
 * the demo exercises the same validation, replay and aggregates as the bot's games. Games are
 * played in worker threads while this thread stores the previous batch.
 */
import { sql } from 'drizzle-orm';
import { analyseStoredGames } from '../analysis/backfill.ts';
import { queryRows, type Db } from '../db/database.ts';
import { ingestGames } from '../games/ingest.ts';
import { createDemoAccounts, type CreatedDemoAccount } from './accounts.ts';
import { demoGameBatches } from './generate.ts';
import { DEFAULT_DEMO_GAMES, DEFAULT_DEMO_SEED, demoToday, planDemo } from './plan.ts';
import { defaultWorkerCount } from '../worker-thread.ts';

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

export async function loadDemoData(db: Db, options: LoadDemoOptions = {}): Promise<DemoLoadResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const total = options.games ?? DEFAULT_DEMO_GAMES;
  const plan = planDemo({
    seed: options.seed ?? DEFAULT_DEMO_SEED,
    games: total,
    today: options.today ?? demoToday(),
    players: options.players,
    engineShare: options.engineShare,
  });
  const step = Math.max(1, Math.round(total / 10));
  let loaded = 0;
  let moves = 0;
  let brokenGames = 0;
  let nextReport = step;
  const batches = demoGameBatches(plan.games, {
    workers: options.workers ?? defaultWorkerCount(),
    batchSize: options.batchSize ?? 30,
    newestFirst: true,
  });
  for await (const batch of batches) {
    const results = await ingestGames(db, batch);
    brokenGames += results.filter((r) => r.hasBrokenMoves).length;
    loaded += batch.length;
    moves += batch.reduce((sum, game) => sum + game.moves.length, 0);
    if (loaded >= nextReport || loaded === total) {
      log(`Demo data: ${loaded}/${total} games`);
      while (nextReport <= loaded) nextReport += step;
    }
  }
  // Their move analysis too (issue 15): the profiles and the fair-play desk show figures.
  await analyseStoredGames(db, { log });
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
