/**
 * The heavy calls on the embedded database (docs/analysis.md "Fair play" and sharing): the
 * fair-play list at 5,000 players, the most active player's first page, and the zip export of
 * 10,000 games. The data: the large set's generator at 10,000 games among 5,000 players (a few
 * engine-played games recombined), a fair-play row for each player, and the analysis of every
 * player move of one player given every fifth game (about 2,000 games, 30,000 moves: the size of
 * the most active player the probe found). Budgets: list p95 < 100 ms (also right after a
 * write, when the kept list must be brought up to date), detail's first page
 * < 200 KB, the zip < 20 s with the server's memory flat.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DIFFICULTY_COUNT } from '@ordbot/engine/fairplay.ts';
import { mulberry32, randomInt } from '@ordbot/engine/random.ts';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows, type Database } from '../../server/db/database.ts';
import { fairplayPlayers, users } from '../../server/db/schema.ts';
import { LARGE_ID_BASE, loadLargeDataset } from '../../server/demo/large.ts';
import type { Benchmark, Figure } from './harness.ts';

const GAMES = 10_000;
const PLAYERS = 5000;

interface Heavy {
  database: Database;
  app: FastifyInstance;
  port: number;
  token: string;
  active: number;
  /** The other players with fair-play rows. */
  others: number[];
}

let opened: Promise<Heavy> | null = null;

async function open(): Promise<Heavy> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const db = database.db;
  const log = (message: string) => console.error(`[heavy] ${message}`);
  await loadLargeDataset(db, { games: GAMES, players: PLAYERS, engineGames: 120, log });
  const [first] = await queryRows<{ player_id: number }>(
    db,
    sql`select player_id from games where id >= ${LARGE_ID_BASE} order by id limit 1`,
  );
  const active = Number(first?.player_id);
  await db.execute(sql`update games set player_id = ${active} where id % 5 = 0`);
  await db.execute(sql`insert into move_analysis (game_id, move_num, player_move, points,
      best_points, second_points, placements, best_rack_points, missed, found, difficulty)
    select m.game_id, m.move_num, true, m.points, m.points + (m.move_num % 3) * 4, null, 12, null,
      (m.move_num % 3) * 4, m.move_num % 3 = 0, ((m.move_num * 7 + m.game_id) % ${DIFFICULTY_COUNT})::smallint
    from moves m join games g on g.id = m.game_id
    where g.player_id = ${active} and g.finished and m.player_move and m.move_type = 'NORMAL'`);
  await db.execute(sql`insert into fairplay_players (player_id, moves, found, moves_by, found_by)
    select ${active}, sum(n)::int, sum(f)::int, array_agg(n order by d), array_agg(f order by d)
    from (select d.d, count(a.game_id)::int as n, count(a.game_id) filter (where a.found)::int as f
      from generate_series(0, ${DIFFICULTY_COUNT - 1}) d(d)
      left join move_analysis a on a.difficulty = d.d group by d.d) x`);
  // The games name fewer than 5,000 players (about 2,700 at 10,000 games): the rest have rows
  // of their own, as players whose games were deleted or not yet fetched would.
  await db.execute(sql`insert into players (id, name)
    select ${LARGE_ID_BASE} + 900000 + i, 'Fairplay ' || i from generate_series(1, ${PLAYERS}) i
    on conflict do nothing`);
  const rng = mulberry32(28);
  const others = await queryRows<{ id: number }>(
    db,
    sql`select id from players where id <> ${active} order by id limit ${PLAYERS}`,
  );
  const rows = others.map(({ id }) => {
    const movesBy = Array.from({ length: DIFFICULTY_COUNT }, () => randomInt(rng, 30));
    const foundBy = movesBy.map((n) => randomInt(rng, n + 1));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return { playerId: Number(id), moves: sum(movesBy), found: sum(foundBy), movesBy, foundBy };
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(fairplayPlayers)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [admin] = await db
    .insert(users)
    .values({ email: 'heavy@ordbot.test', mainRole: 'ADMIN', status: 'ACTIVE' })
    .returning({ id: users.id });
  const token = await createSession(db, (admin as { id: number }).id);
  const port = (app.server.address() as AddressInfo).port;
  return { database, app, port, token, active, others: rows.map((r) => r.playerId) };
}

const heavy = () => (opened ??= open());

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** The whole answer over real HTTP, read to its end: its bytes and the time to the last byte. */
function request(
  h: Heavy,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  onChunk?: () => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: h.port,
        path,
        method,
        agent,
        headers: {
          authorization: `Bearer ${h.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          onChunk?.();
        });
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export async function closeHeavy() {
  if (!opened) return;
  const h = await opened;
  opened = null;
  agent.destroy();
  await h.app.close();
  await h.database.close();
}

let zipPeakMb = 0;
/** The writes of the list-after-a-write case so far (which player and difficulty is next). */
let writes = 0;

export const heavyBenchmarks: Benchmark[] = [
  {
    name: 'heavy: fair-play list at 5,000 players',
    description:
      'GET /api/fairplay/players (first page, highest z first) over HTTP on PGlite; budget p95 100 ms',
    budgetMs: 100,
    budgetOn: 'p95',
    warmup: 5,
    iterations: 60,
    setup: async () => void (await heavy()),
    run: async () => request(await heavy(), 'GET', '/api/fairplay/players'),
  },
  {
    name: 'heavy: fair-play list after a write',
    description:
      "GET /api/fairplay/players right after one player's counts were written, as the analysis does between calls (the kept list is brought up to date); budget p95 100 ms",
    budgetMs: 100,
    budgetOn: 'p95',
    warmup: 3,
    iterations: 60,
    setup: async () => void (await heavy()),
    run: async () => request(await heavy(), 'GET', '/api/fairplay/players'),
    measure: async () => {
      const h = await heavy();
      const id = h.others[writes % h.others.length] as number;
      const d = (writes++ % DIFFICULTY_COUNT) + 1;
      await h.database.db.execute(sql`update fairplay_players set moves = moves + 1,
        moves_by[${sql.raw(String(d))}] = moves_by[${sql.raw(String(d))}] + 1 where player_id = ${id}`);
      const start = performance.now();
      await request(h, 'GET', '/api/fairplay/players');
      return performance.now() - start;
    },
  },
  {
    name: 'heavy: fair-play detail, first page',
    description: 'GET /api/fairplay/players/{id} of the most active player (30,000 analysed moves)',
    budgetMs: 200,
    budgetOn: 'p95',
    warmup: 3,
    iterations: 30,
    setup: async () => void (await heavy()),
    run: async () => {
      const h = await heavy();
      return request(h, 'GET', `/api/fairplay/players/${h.active}`);
    },
  },
  {
    name: 'heavy: export zip of 10,000 games',
    description:
      'POST /api/games/export.zip with an empty search (every game, 10,000), read to the end; budget 20 s; the peak heap and RSS growth is a figure below',
    budgetMs: 20_000,
    warmup: 0,
    iterations: 2,
    setup: async () => void (await heavy()),
    run: async () => {
      const h = await heavy();
      globalThis.gc?.();
      const base = process.memoryUsage().rss;
      let peak = base;
      let chunks = 0;
      const bytes = await request(h, 'POST', '/api/games/export.zip', {}, () => {
        if (++chunks % 64 === 0) peak = Math.max(peak, process.memoryUsage().rss);
      });
      zipPeakMb = Math.max(zipPeakMb, (peak - base) / 2 ** 20);
      return bytes;
    },
  },
];

export const heavyFigures: Figure[] = [
  {
    name: 'heavy: fair-play detail, first page size',
    description: "the most active player's first page (30,000 analysed moves), kB",
    unit: 'kB',
    budget: 200,
    measure: async () => {
      const h = await heavy();
      return (await request(h, 'GET', `/api/fairplay/players/${h.active}`)) / 1000;
    },
  },
  {
    name: 'heavy: export zip, memory growth',
    description:
      'the highest RSS above the start while the 10,000-game zip streams (the server and the reader in one process), MB',
    unit: 'MB',
    budget: 100,
    measure: () => zipPeakMb,
  },
];
