// Over 300 lines: one measurement read in one place: the server, its interleaved windows and
// the figures taken from them (a third of the file is the figures' table).
/**
 * The site while the deep pass runs (server/analysis/deep.ts): on a copy of the e2e demo
 * database (its games have the quick pass done, so the deep pass has about 2,000 games of work),
 * one server in this process is measured in idle and busy windows side by side, three rounds of
 * an idle window and then a busy one, in which a DeepPass judges games on its worker thread. In
 * each window, at the same time: GET /api/health every 20 ms (latency from the intended start,
 * so a held event loop counts in full), and replays' first loads back to back, each of another
 * finished NO_B game: the page's HTML, then what the replay asks for on a first visit (gamemoves
 * and the served analysis together, the board's squares once gamemoves names the layout).
 * Budgets: health p99 and the first load's median while busy within 1.5x of idle.
 * DEEP_LOAD_WINDOW_S sets a window's length (default 15 s).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import { mulberry32 } from '@ordbot/engine/random.ts';
import { DeepPass } from '../../server/analysis/deep.ts';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows, type Database } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { newestTemplate } from './e2e-template.ts';
import type { Figure } from './harness.ts';

const WINDOW_S = Number(process.env['DEEP_LOAD_WINDOW_S'] ?? 15);
const ROUNDS = 3;
const HEALTH_EVERY_MS = 20;
/** A busy window is measured once the pass has judged a game, or after this long at most. */
const WARMUP_CAP_MS = 10_000;
const root = path.resolve(import.meta.dirname, '..', '..');

interface Server {
  database: Database;
  app: FastifyInstance;
  port: number;
}

interface Answer {
  status: number;
  body: Buffer;
}

/** Keep-alive connections as a browser holds them: up to six to one host. */
const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 6 });
/** The monitor's own connections, so a slow health answer does not hold the next one back. */
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/** One request over real HTTP, read to its end and decompressed as a browser would. */
function send(
  agent: http.Agent,
  port: number,
  urlPath: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        agent,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          'accept-encoding': 'br, gzip',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function openServer(dataDir: string): Promise<Server> {
  const database = await openDatabase({ dataDir });
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    DEEP_ANALYSIS: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { database, app, port: (app.server.address() as AddressInfo).port };
}

/**
 * The finished NO_B games, newest first, in a fixed shuffled order: each window takes the next
 * ones, so idle and busy windows load games of the same mix. The search is for signed-in users,
 * so it is made as the demo's administrator.
 */
async function finishedGames(s: Server): Promise<number[]> {
  const [admin] = await s.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mainRole, 'ADMIN'))
    .limit(1);
  if (!admin) throw new Error('the demo database has no administrator');
  const token = await createSession(s.database.db, admin.id);
  const ids: number[] = [];
  // A block holds five pages of 100; the next block starts five pages on.
  for (let page = 1; ; page += 5) {
    const answer = await send(pageAgent, s.port, '/api/games/get-games-paginated', {
      token,
      body: {
        pageSize: 100,
        pageNumber: page,
        boardInfo: { language: 'NO_B', boardType: 'NORMAL' },
        sort: { item: 'START_TIME', ascending: false },
      },
    });
    if (answer.status !== 200) throw new Error(`get-games-paginated: ${answer.status}`);
    const paged = JSON.parse(answer.body.toString()) as {
      pages: { data: { gameId: number; finished: boolean }[] }[];
    };
    const rows = paged.pages.flatMap((p) => p.data);
    ids.push(...rows.filter((g) => g.finished).map((g) => g.gameId));
    if (rows.length < 500) break;
  }
  const rng = mulberry32(7);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  return ids;
}

/** A replay's first visit: the page, then gamemoves with the analysis, the squares after gamemoves. */
async function firstLoad(port: number, gameId: number): Promise<boolean> {
  const page = await send(pageAgent, port, `/playergame/${gameId}`);
  const board = send(pageAgent, port, `/api/games/gamemoves/${gameId}`).then(async (moves) => {
    if (moves.status !== 200) return moves.status;
    const details = JSON.parse(moves.body.toString()) as {
      game: { boardInfo: { boardTypeId: number } };
    };
    const squares = `/api/boards/board-square-types/${details.game.boardInfo.boardTypeId}`;
    return (await send(pageAgent, port, squares)).status;
  });
  const analysis = send(pageAgent, port, `/api/games/${gameId}/analysis`);
  const statuses = [page.status, await board, (await analysis).status];
  return statuses.every((status) => status === 200);
}

interface Window {
  busy: boolean;
  health: number[];
  loads: number[];
  failures: number;
  cpuSeconds: number;
  /** A busy window's start-up before it was measured, and whether it ended on a judged game. */
  warmup: { seconds: number; judged: boolean } | null;
  /** Epoch ms of the measured span, to count the games judged in it. */
  from: number;
  to: number;
}

/** Health calls at fixed intended times and first loads back to back, for WINDOW_S seconds. */
async function measureWindow(s: Server, games: () => number, busy: boolean): Promise<Window> {
  const w: Window = {
    busy,
    health: [],
    loads: [],
    failures: 0,
    cpuSeconds: 0,
    warmup: null,
    from: 0,
    to: 0,
  };
  const cpu = process.cpuUsage();
  w.from = Date.now();
  const until = performance.now() + WINDOW_S * 1000;
  const monitor = (async () => {
    const pending: Promise<void>[] = [];
    for (let at = performance.now(); at < until; at += HEALTH_EVERY_MS) {
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const intended = at;
      pending.push(
        send(healthAgent, s.port, '/api/health').then((answer) => {
          if (answer.status !== 200) w.failures++;
          w.health.push(performance.now() - intended);
        }),
      );
    }
    await Promise.all(pending);
  })();
  while (performance.now() < until) {
    const start = performance.now();
    if (!(await firstLoad(s.port, games()))) w.failures++;
    w.loads.push(performance.now() - start);
  }
  await monitor;
  w.to = Date.now();
  const used = process.cpuUsage(cpu);
  w.cpuSeconds = (used.user + used.system) / 1e6;
  return w;
}

/** The games the deep pass judged from `since` to `until` (epoch ms), and their CPU time. */
async function deepCount(
  s: Server,
  since = 0,
  until = Number.MAX_SAFE_INTEGER,
): Promise<{ games: number; cpuMs: number }> {
  const [row] = await queryRows<{ games: number; cpu_ms: number | null }>(
    s.database.db,
    sql`select count(*)::int as games, sum(deep_ms)::float8 as cpu_ms from game_reviews
      where pass = 'DEEP' and judged_at between ${since}::bigint and ${until}::bigint`,
  );
  return { games: Number(row?.games ?? 0), cpuMs: Number(row?.cpu_ms ?? 0) };
}

/** The deep pass's own log lines, printed: the server's logger is silent in this bench. */
const deepLog = {
  error: (...args: unknown[]) => console.error('[deep load] deep pass:', ...args),
  info: (...args: unknown[]) => console.error('[deep load] deep pass:', ...args),
} as unknown as FastifyBaseLogger;

/** A busy window: a deep pass started, its start-up let pass, measured, then closed. */
async function busyWindow(s: Server, games: () => number): Promise<Window> {
  const before = (await deepCount(s)).games;
  const deep = new DeepPass(s.database.db, s.app.ctx.analyser, deepLog, { enabled: true });
  deep.start();
  try {
    const started = performance.now();
    let judged = false;
    while (performance.now() - started < WARMUP_CAP_MS) {
      judged = (await deepCount(s)).games > before;
      if (judged) break;
      await sleep(200);
    }
    const warmup = { seconds: (performance.now() - started) / 1000, judged };
    return { ...(await measureWindow(s, games, true)), warmup };
  } finally {
    await deep.close();
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface Results {
  health: { idle: number; busy: number };
  loadMedian: { idle: number; busy: number };
  loadP95: { idle: number; busy: number };
  judged: number;
  cpuSecondsAGame: number;
}

function windowLine(w: Window, judged: number): string {
  const ms = (v: number) => v.toFixed(1);
  return (
    `[deep load] ${w.busy ? 'busy' : 'idle'}: health ${w.health.length} calls, median ` +
    `${ms(percentile(w.health, 50))} p99 ${ms(percentile(w.health, 99))} ms; first loads ` +
    `${w.loads.length}, median ${ms(percentile(w.loads, 50))} p95 ${ms(percentile(w.loads, 95))} ms; ` +
    `failures ${w.failures}; process CPU ${w.cpuSeconds.toFixed(1)} s` +
    (w.warmup
      ? `; deep pass judged ${judged} games in the window, measured after ${w.warmup.seconds.toFixed(1)} s ` +
        (w.warmup.judged ? 'when it had judged its first game' : 'without a game judged yet')
      : '')
  );
}

async function run(): Promise<Results | null> {
  const template = newestTemplate();
  if (!template) {
    console.log('[deep load] needs the e2e demo template: run `node tests/e2e/template.mjs` first');
    return null;
  }
  const loads = () =>
    os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
  console.log(`[deep load] load average at the start ${loads()} (${os.cpus().length} cores)`);
  const dataDir = path.join(root, '.tmp', 'bench', 'deep-load-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(template, dataDir, { recursive: true });
  const s = await openServer(dataDir);
  try {
    const started = Date.now();
    const ids = await finishedGames(s);
    let next = 0;
    const games = () => ids[next++ % ids.length] as number;
    console.log(
      `[deep load] ${template}: ${ids.length} finished NO_B games; ${ROUNDS} rounds of ` +
        `${WINDOW_S} s idle, then ${WINDOW_S} s busy`,
    );
    const windows: Window[] = [];
    let judged = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const busy of [false, true]) {
        const w = busy ? await busyWindow(s, games) : await measureWindow(s, games, false);
        windows.push(w);
        const inWindow = busy ? (await deepCount(s, w.from, w.to)).games : 0;
        judged += inWindow;
        console.log(windowLine(w, inWindow));
      }
    }
    const all = await deepCount(s, started);
    if (next > ids.length) console.log(`[deep load] ${next} loads: games were loaded again`);
    // The deep worker runs at nice 19, so on a machine busy with other work it may hardly run:
    // the process's extra CPU in the busy windows says how much of the pass was measured.
    const cpu = (busy: boolean) =>
      windows.filter((w) => w.busy === busy).reduce((sum, w) => sum + w.cpuSeconds, 0) / ROUNDS;
    console.log(
      `[deep load] the deep pass judged ${all.games} games in this run (${judged} in the measured ` +
        `busy windows); process CPU a window ${cpu(false).toFixed(1)} s idle, ` +
        `${cpu(true).toFixed(1)} s busy; load average at the end ${loads()}; window ${WINDOW_S} s`,
    );
    const pick = (busy: boolean, key: 'health' | 'loads') =>
      windows.filter((w) => w.busy === busy).flatMap((w) => w[key]);
    return {
      health: {
        idle: percentile(pick(false, 'health'), 99),
        busy: percentile(pick(true, 'health'), 99),
      },
      loadMedian: {
        idle: percentile(pick(false, 'loads'), 50),
        busy: percentile(pick(true, 'loads'), 50),
      },
      loadP95: {
        idle: percentile(pick(false, 'loads'), 95),
        busy: percentile(pick(true, 'loads'), 95),
      },
      judged,
      cpuSecondsAGame: all.games > 0 ? all.cpuMs / 1000 / all.games : NaN,
    };
  } finally {
    pageAgent.destroy();
    healthAgent.destroy();
    await s.app.close();
    await s.database.close();
  }
}

let measured: Promise<Results | null> | null = null;
const results = () => (measured ??= run());
const figure = async (read: (r: Results) => number) => {
  const r = await results();
  return r ? read(r) : NaN;
};

export const deepLoadFigures: Figure[] = [
  {
    name: 'deep load: health p99 idle',
    description: `GET /api/health every ${HEALTH_EVERY_MS} ms over HTTP, latency from the intended start, the ${ROUNDS} idle windows of ${WINDOW_S} s together (first loads running beside it); budget 20 ms as the backfill's`,
    unit: 'ms',
    budget: 20,
    measure: () => figure((r) => r.health.idle),
  },
  {
    name: 'deep load: health p99 busy',
    description: `the same in the ${ROUNDS} busy windows, the deep pass judging games on its worker thread`,
    unit: 'ms',
    budget: 20,
    measure: () => figure((r) => r.health.busy),
  },
  {
    name: 'deep load: health p99 busy over idle',
    description: 'the busy p99 over the idle p99, measured side by side in one run; budget 1.5',
    unit: 'x',
    budget: 1.5,
    measure: () => figure((r) => r.health.busy / r.health.idle),
  },
  {
    name: 'deep load: replay first load median idle',
    description:
      "a finished NO_B game's /playergame/{id}, then gamemoves and the analysis together and the board's squares after gamemoves, over HTTP, back to back, another game each time; the idle windows together; budget this bench's own",
    unit: 'ms',
    budget: 100,
    measure: () => figure((r) => r.loadMedian.idle),
  },
  {
    name: 'deep load: replay first load p95 idle',
    description: 'the same loads, 95th percentile',
    unit: 'ms',
    budget: 250,
    measure: () => figure((r) => r.loadP95.idle),
  },
  {
    name: 'deep load: replay first load median busy',
    description: 'the same loads in the busy windows',
    unit: 'ms',
    budget: 100,
    measure: () => figure((r) => r.loadMedian.busy),
  },
  {
    name: 'deep load: replay first load p95 busy',
    description: 'the same loads in the busy windows, 95th percentile',
    unit: 'ms',
    budget: 250,
    measure: () => figure((r) => r.loadP95.busy),
  },
  {
    name: 'deep load: replay first load median busy over idle',
    description:
      'the busy median over the idle median, measured side by side in one run; budget 1.5',
    unit: 'x',
    budget: 1.5,
    measure: () => figure((r) => r.loadMedian.busy / r.loadMedian.idle),
  },
  {
    name: 'deep load: games judged in the busy windows',
    description: `deep reviews written within the measured busy windows; at least one a window, or the busy figures measured no deep pass`,
    unit: 'games',
    budget: ROUNDS,
    higherIsBetter: true,
    measure: () => figure((r) => r.judged),
  },
  {
    name: 'deep load: deep pass CPU seconds a game',
    description:
      "game_reviews.deep_ms over every game judged in this run, as the statistics screen reads it: the worker thread's own CPU time (server/analysis/thread-cpu.ts); budget 15 s as the deep pass bench's median",
    unit: 's',
    budget: 15,
    measure: () => figure((r) => r.cpuSecondsAGame),
  },
];
