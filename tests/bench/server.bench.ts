/**
 * The API at 200,000 games (issue budgets), on PGlite and on PostgreSQL, through Fastify's
 * inject so that a query that blocks the event loop also delays the health check beside it.
 * The first run builds the large data set (`npm run cli -- demo --games 200000` does the same)
 * into .tmp/bench/pglite and the PostgreSQL database ordbot_bench; later runs reuse them.
 * BENCH_GAMES sets another size, BENCH_ENGINE_GAMES how many of them the engine plays (fewer
 * build faster); BENCH_DATABASE_URL another PostgreSQL database.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { GameSearchRequest } from '@ordbot/contract/api-types.ts';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import {
  openDatabase,
  queryRows,
  type Database,
  type DatabaseKind,
} from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { ensureLargeDataset } from '../../server/demo/large.ts';
import type { Benchmark } from './harness.ts';
import { openStreams } from './live.bench.ts';

const GAMES = Number(process.env.BENCH_GAMES ?? 200_000);
const ENGINE_GAMES = process.env.BENCH_ENGINE_GAMES
  ? Number(process.env.BENCH_ENGINE_GAMES)
  : undefined;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ordbot_bench';
const PGLITE_DIR = path.resolve('.tmp', 'bench', 'pglite');

export interface Target {
  kind: DatabaseKind;
  database: Database;
  app: FastifyInstance;
  token: string;
  playerIds: number[];
  gameIds: number[];
}

/** Creates the bench database on the PostgreSQL server if it is missing; false when unreachable. */
async function preparePostgres(): Promise<boolean> {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
  } catch {
    return false;
  }
  const found = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  return true;
}

const opened: Target[] = [];

async function openTarget(kind: DatabaseKind): Promise<Target> {
  const database = await openDatabase(
    kind === 'pglite' ? { dataDir: PGLITE_DIR } : { dataDir: '', databaseUrl: PG_URL },
  );
  const log = (message: string) => console.error(`[${kind}] ${message}`);
  await ensureLargeDataset(database.db, { games: GAMES, engineGames: ENGINE_GAMES, log });
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    // The case with 1,000 idle event streams opens them all from 127.0.0.1.
    MAX_CONNECTIONS_PER_ADDRESS: '2000',
  });
  const app = await buildApp({ config, database, logger: false });
  const [admin] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}@ordbot.test`, mainRole: 'ADMIN', status: 'ACTIVE' })
    .returning({ id: users.id });
  const token = await createSession(database.db, (admin as { id: number }).id);
  const players = await queryRows<{ player_id: number }>(
    database.db,
    sql`select player_id from player_stats order by games_started desc limit 200`,
  );
  const games = await queryRows<{ id: number }>(
    database.db,
    sql`select id from games order by id desc limit 500`,
  );
  const target = {
    kind,
    database,
    app,
    token,
    playerIds: players.map((p) => Number(p.player_id)),
    gameIds: games.map((g) => Number(g.id)),
  };
  opened.push(target);
  return target;
}

function call(target: Target, options: InjectOptions) {
  return target.app
    .inject({ ...options, headers: { authorization: `Bearer ${target.token}` } })
    .then((res) => {
      if (res.statusCode !== 200) throw new Error(`${options.url}: ${res.statusCode} ${res.body}`);
      return res;
    });
}

const search = (target: Target, body: GameSearchRequest) =>
  call(target, { method: 'POST', url: '/api/games/get-games-paginated', payload: body });

const MONTHLY = {
  language: 'NO_B',
  startTime: { year: 2009, month: 1 },
  endTime: { year: 2035, month: 1 },
};

/** A round of filtered searches: player, language and year, board type, ongoing, combined. */
export function filteredSearchBody(target: Target, i: number): GameSearchRequest {
  const player = target.playerIds[i % target.playerIds.length] as number;
  const year = 2013 + (i % 12);
  const from = Date.UTC(year, 0, 1) / 1000;
  const to = Date.UTC(year, 11, 31, 23, 59, 59) / 1000;
  const sort = { item: 'START_TIME' as const, ascending: false };
  const filters: GameSearchRequest[] = [
    { pageSize: 25, pageNumber: 1, sort, playerIds: [player] },
    {
      pageSize: 25,
      pageNumber: 1,
      sort,
      boardInfo: { language: 'NO_B' },
      timeFrom: from,
      timeTo: to,
    },
    { pageSize: 25, pageNumber: 1, sort, boardInfo: { boardType: 'RANDOM' } },
    { pageSize: 25, pageNumber: 1, sort, finished: false },
    {
      pageSize: 25,
      pageNumber: 3,
      sort: { item: 'OPPONENT_SCORE', ascending: false },
      playerIds: [player],
    },
  ];
  return filters[i % filters.length] as GameSearchRequest;
}

const filteredSearch = (target: Target, i: number) => search(target, filteredSearchBody(target, i));

function targetBenchmarks(kind: DatabaseKind, ready: () => Promise<Target>): Benchmark[] {
  let target: Target;
  let i = 0;
  const setup = async () => {
    target = await ready();
  };
  const slowCalls = () => [
    () =>
      search(target, {
        pageSize: 25,
        pageNumber: 1,
        sort: { item: 'START_TIME', ascending: false },
      }),
    () => call(target, { method: 'POST', url: '/api/stats/games-started', payload: MONTHLY }),
    () => call(target, { method: 'POST', url: '/api/stats/num-players', payload: MONTHLY }),
    () => filteredSearch(target, i++),
  ];
  let running = false;
  let background: Promise<void> = Promise.resolve();
  let streams: ReturnType<typeof openStreams> | undefined;
  return [
    {
      name: `server ${kind}: filtered search page`,
      description:
        'get-games-paginated with a player, language + year, board type, ongoing or player + score sort; budget p95 25 ms',
      budgetMs: 25,
      budgetOn: 'p95',
      warmup: 20,
      iterations: 200,
      setup,
      run: () => filteredSearch(target, i++),
    },
    {
      name: `server ${kind}: filtered search page, 1,000 idle streams open`,
      description:
        'the filtered search above while 1,000 idle live event streams (GET /api/events, from a child process) are open on the same server; budget p95 25 ms',
      budgetMs: 25,
      budgetOn: 'p95',
      warmup: 20,
      iterations: 200,
      setup: async () => {
        await setup();
        if (!target.app.server.listening) await target.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = target.app.server.address() as AddressInfo;
        streams = openStreams(port, 1000);
        await streams.opened;
      },
      teardown: () => {
        streams?.child.kill('SIGKILL');
        streams = undefined;
      },
      run: () => filteredSearch(target, i++),
    },
    {
      name: `server ${kind}: unfiltered first page + total`,
      description:
        'get-games-paginated page 1, no filter, newest first, with its total; budget 50 ms',
      budgetMs: 50,
      warmup: 10,
      iterations: 100,
      setup,
      run: () =>
        search(target, {
          pageSize: 25,
          pageNumber: 1,
          sort: { item: 'START_TIME', ascending: false },
        }),
    },
    {
      name: `server ${kind}: monthly statistics`,
      description: 'stats/games-started NO_B 2009-01..2035-01, monthly; budget 50 ms',
      budgetMs: 50,
      warmup: 10,
      iterations: 100,
      setup,
      run: () =>
        call(target, { method: 'POST', url: '/api/stats/games-started', payload: MONTHLY }),
    },
    {
      name: `server ${kind}: moves of one game`,
      description: 'games/gamemoves/{id} over 500 different games; budget 5 ms',
      budgetMs: 5,
      warmup: 20,
      iterations: 500,
      setup,
      run: () =>
        call(target, {
          method: 'GET',
          url: `/api/games/gamemoves/${target.gameIds[i++ % target.gameIds.length]}`,
        }),
    },
    {
      name: `server ${kind}: player profile`,
      description:
        'players/{id}/profile of the most active player, without and with a language filter in turn; budget p95 50 ms',
      budgetMs: 50,
      budgetOn: 'p95',
      warmup: 10,
      iterations: 200,
      setup,
      run: () =>
        call(target, {
          method: 'GET',
          url: `/api/players/${target.playerIds[0]}/profile${i++ % 2 ? '?language=NO_B' : ''}`,
        }),
    },
    {
      name: `server ${kind}: health while the slowest call runs`,
      description:
        'GET /api/health every 5 ms while a loop runs the slowest of the calls above (highest median); latency counted from the intended start, so time the event loop was blocked counts; budget p99 20 ms',
      budgetMs: 20,
      budgetOn: 'p99',
      warmup: 10,
      iterations: 300,
      setup: async () => {
        await setup();
        let slowest = slowCalls()[0] as () => Promise<unknown>;
        let worst = 0;
        for (const candidate of slowCalls()) {
          const times: number[] = [];
          for (let n = 0; n < 7; n++) {
            const t0 = performance.now();
            await candidate();
            times.push(performance.now() - t0);
          }
          const median = times.sort((a, b) => a - b)[3] as number;
          if (median > worst) [worst, slowest] = [median, candidate];
        }
        running = true;
        background = (async () => {
          while (running) await slowest();
        })();
      },
      teardown: async () => {
        running = false;
        await background;
      },
      run: () => target.app.inject({ method: 'GET', url: '/api/health' }),
      measure: async () => {
        const intended = performance.now() + 5;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await target.app.inject({ method: 'GET', url: '/api/health' });
        return performance.now() - intended;
      },
    },
  ];
}

let kinds: Promise<DatabaseKind[]> | undefined;

/** The databases to measure: PGlite, and PostgreSQL when it can be reached (else with a note). */
export function serverKinds(): Promise<DatabaseKind[]> {
  kinds ??= preparePostgres().then((reachable) => {
    if (!reachable) console.error(`server postgresql benchmarks skipped: cannot reach ${PG_URL}`);
    return reachable ? ['pglite', 'postgresql'] : ['pglite'];
  });
  return kinds;
}

/** The server benchmarks; a target that cannot be reached is left out. */
export async function serverBenchmarks(): Promise<Benchmark[]> {
  const targets = await serverKinds();
  return targets.flatMap((kind) => targetBenchmarks(kind, () => sharedTarget(kind)));
}

const shared = new Map<DatabaseKind, Promise<Target>>();

/** The target of `kind`, opened once for every suite that uses it (load.bench.ts too). */
export function sharedTarget(kind: DatabaseKind): Promise<Target> {
  let target = shared.get(kind);
  if (!target) shared.set(kind, (target = openTarget(kind)));
  return target;
}

/** Closes what the server benchmarks opened (the PGlite lock, the pg pool). */
export async function closeServerTargets(): Promise<void> {
  shared.clear();
  for (const target of opened.splice(0)) {
    await target.app.close();
    await target.database.close();
  }
}
