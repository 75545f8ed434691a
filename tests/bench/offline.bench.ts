// Over 300 lines: the offline budgets run in one browser session over one large cached set; its
// setup is most of the file.
/**
 * The offline cache in a real browser (Debian's Chromium: real IndexedDB, the real Web Worker),
 * against the offline app's speed budgets:
 * - the offline game search (workers/offline-search.ts through src/lib/worker-bridge.ts, the way
 *   src/cache/games.ts runs it) over 100,000 cached rows: warm (the rows already in the worker's
 *   memory) and cold (the cache's stamp changed, so the worker reads every row from IndexedDB);
 * - the same search in a new worker, as after the bridge ended an idle one;
 * - the longest main-thread task while warm searches run (PerformanceObserver 'longtask', and
 *   the longest gap between back-to-back message-channel ticks, which also sees shorter tasks);
 * - the repository's save of one search answer: putSearchBlock (src/cache/db.ts) of a block of
 *   5 pages of 100 rows into the 100,000-row cache, and the longest main-thread task meanwhile.
 * The row chunks' budgets: cold under 100 ms, in a new worker under 150 ms.
 * The app's modules run from a Vite dev server on the project's own config (no build), in a blank
 * page of the same origin: `import('/src/cache/db.ts')` and `import('/src/lib/worker-bridge.ts')`
 * load the real code, and the bridge starts workers/app.worker.ts as Vite serves it.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { GameSearchRequest } from '@ordbot/contract/api-types.ts';
import type { Benchmark, Figure } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const ROWS = 100_000;
/** The rows of the saved blocks get ids from here on, apart from the 100,000 cached ones. */
const SAVED_IDS_FROM = 50_000_000;
const BENCH_PAGE = '/__offline-bench';
/**
 * The page's host name, mapped to 127.0.0.1 in Chromium: Dexie turns on its debug mode (long
 * promise stacks, slower) on localhost and 127.0.0.1, which the app's users never are.
 */
const HOST = 'ordbot-bench.test';
const root = path.resolve(import.meta.dirname, '..', '..');

/** Searches of the kinds the screen makes, run in turn: filters, sorts, pages and page sizes. */
const SEARCHES: GameSearchRequest[] = [
  { pageSize: 25, pageNumber: 1, sort: { item: 'START_TIME', ascending: false } },
  {
    pageSize: 25,
    pageNumber: 1,
    boardInfo: { language: 'NO_B' },
    sort: { item: 'OPPONENT_SCORE', ascending: false },
  },
  {
    pageSize: 25,
    pageNumber: 1,
    playerIds: [7, 42, 311],
    sort: { item: 'START_TIME', ascending: true },
  },
  {
    pageSize: 25,
    pageNumber: 1,
    finished: false,
    boardInfo: { boardType: 'RANDOM' },
    sort: { item: 'OUR_SCORE', ascending: true },
  },
  {
    pageSize: 25,
    pageNumber: 7,
    timeFrom: 1_560_000_000,
    timeTo: 1_590_000_000,
    boardInfo: { language: ['ENG_US', 'ENG_INT'] },
    sort: { item: 'FINISHED', ascending: true },
  },
  { pageSize: 100, pageNumber: 1, sort: { item: 'OUR_SCORE', ascending: false } },
];

/** What the bench page keeps on window: the app's modules and its probes. */
interface BenchWindow {
  db: typeof import('../../src/cache/db.ts');
  bridge: typeof import('../../src/lib/worker-bridge.ts');
  makeRows: (from: number, count: number) => import('@ordbot/contract/api-types.ts').GameRow[];
  stamps: number;
  /**
   * Starts watching the main thread; the function it answers stops and answers the longest
   * task meanwhile: a 'longtask' entry, or else the longest gap between message-channel ticks.
   */
  watch: () => () => Promise<number>;
}

declare global {
  interface Window {
    __offline?: BenchWindow;
  }
}

interface Session {
  vite: ViteDevServer;
  browser: Browser;
  page: Page;
  nextSearch: number;
  nextBlock: number;
}

let session: Promise<Session> | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A blank page of the dev server's origin, so the app's modules load as same-origin imports. */
function benchPage(): Plugin {
  return {
    name: 'offline-bench-page',
    configureServer(server) {
      server.middlewares.use(BENCH_PAGE, (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end('<!doctype html><html lang="nb"><title>offline bench</title><body></body></html>');
      });
    },
  };
}

/** Runs in the page: loads the app's modules and installs the probes and the row maker. */
async function installBench() {
  const dbUrl = '/src/cache/db.ts';
  const bridgeUrl = '/src/lib/worker-bridge.ts';
  const [db, bridge] = await Promise.all([import(dbUrl), import(bridgeUrl)]);
  const languages = ['ENG_US', 'NO_B', 'ENG_INT', 'NO_NY'] as const;
  // A fixed pseudo-random sequence (an LCG), so every run seeds the same rows.
  const makeRows = (from: number, count: number) => {
    let seed = from;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const rows = [];
    for (let i = 0; i < count; i++) {
      const gameId = from + i;
      const playerId = 1 + Math.floor(next() * 500);
      rows.push({
        gameId,
        // About five years of games, a few minutes apart, newest with the highest ids.
        startTime: 1_500_000_000 + (gameId % 10_000_000) * 1_500 + Math.floor(next() * 600),
        playerId,
        playerName: `Spiller ${playerId}`,
        playerScore: 150 + Math.floor(next() * 350),
        botScore: 200 + Math.floor(next() * 400),
        finished: next() > 0.05,
        hasCheat: next() < 0.02,
        boardInfo: {
          language: languages[Math.floor(next() * languages.length)]!,
          boardType: next() < 0.3 ? ('RANDOM' as const) : ('NORMAL' as const),
        },
      });
    }
    return rows;
  };
  const longTasks: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const seen = longTasks.length;
    let last = performance.now();
    let longestGap = 0;
    let ticking = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      if (ticking) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    return async () => {
      ticking = false;
      // Long-task entries are delivered after the task; give them a moment.
      await new Promise((resolve) => setTimeout(resolve, 100));
      channel.port1.close();
      return Math.max(longestGap, ...longTasks.slice(seen));
    };
  };
  window.__offline = { db, bridge, makeRows, stamps: 0, watch };
  return (db.getDb().constructor as { debug?: unknown }).debug;
}

/** Runs in the page: an empty cache, then `rows` rows saved in chunks as the repository does. */
async function seed(rows: number) {
  const { db, makeRows } = window.__offline!;
  await db.clearAllCachedData();
  const chunk = 10_000;
  for (let from = 1; from <= rows; from += chunk) {
    await db.putGameRows(makeRows(from, Math.min(chunk, rows - from + 1)));
  }
  return (await db.getGameRows())?.value.length ?? 0;
}

async function open(): Promise<Session> {
  const work = path.join(root, '.tmp', 'bench', 'offline');
  fs.mkdirSync(work, { recursive: true });
  const port = await freePort();
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // As VITE_CONFIG_ARGS (scripts/lib/build.mjs): the config imports the packages' TypeScript.
    configLoader: 'runner',
    // Its own dependency cache, so a developer's `npm run dev` is left alone.
    cacheDir: path.join(work, 'vite'),
    logLevel: 'warn',
    clearScreen: false,
    plugins: [benchPage()],
    optimizeDeps: { include: ['dexie', 'comlink'] },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      allowedHosts: [HOST],
      hmr: false,
      watch: null,
    },
  });
  await vite.listen();
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
    });
    const page = await (await browser.newContext()).newPage();
    page.on('pageerror', (error) => console.error('offline bench page:', error));
    // tsx names functions with a helper (esbuild keepNames) that the page does not have.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`http://${HOST}:${port}${BENCH_PAGE}`);
    const debug = await page.evaluate(installBench);
    if (debug !== false) throw new Error(`Dexie debug mode is ${String(debug)} in the bench page`);
    const count = await page.evaluate(seed, ROWS);
    if (count !== ROWS) throw new Error(`seeded ${count} rows, not ${ROWS}`);
    return { vite, browser, page, nextSearch: 0, nextBlock: 0 };
  } catch (error) {
    await vite.close();
    throw error;
  }
}

const use = () => (session ??= open());

/** Stops the browser and the dev server, if a benchmark started them. */
export async function closeOfflineBrowser() {
  if (!session) return;
  const s = await session.catch(() => undefined);
  session = undefined;
  await s?.browser.close();
  await s?.vite.close();
}

/**
 * How the rows are found: in the worker's memory (warm); after a save, reading only the chunk
 * it added (save); read from IndexedDB again, every chunk, because a chunk the worker had read
 * is gone, as after a merge (cold); or by a new worker, as after the bridge ends an idle one
 * (IDLE_MS), which also loads its modules (from the dev server here, unbundled).
 */
type Start = 'warm' | 'save' | 'cold' | 'new worker';

/** Where the time of a search went, in ms, from the worker's User Timing entries. */
interface Parts {
  /** From the call to the worker's modules loaded (new worker only). */
  start?: number;
  read: number;
  build: number;
  search: number;
}

/** The parts of every timed search, by how it started (the figures below are their medians). */
const parts: Partial<Record<Start, Parts[]>> = {};

/** One offline search in the worker, timed on the main thread (the screen's wait). */
async function search(s: Session, start: Start, record = false): Promise<number> {
  const request = SEARCHES[s.nextSearch % SEARCHES.length]!;
  s.nextSearch += 1;
  const started = start === 'new worker' ? s.page.waitForEvent('worker') : undefined;
  const [time, begin] = await s.page.evaluate(
    async ([req, how]) => {
      const bench = window.__offline!;
      // Untimed: a save of one row as a chunk of its own (the worker reads only that chunk);
      // for a cold search, the previous such chunk goes too, so the worker reads them all.
      if (how === 'save' || how === 'cold') {
        bench.stamps += 1;
        const chunks = bench.db.getDb().rowChunks;
        const last = (await chunks.toCollection().lastKey()) as number;
        await bench.db.putGameRows(bench.makeRows(1, 1), Date.now() + bench.stamps);
        if (how === 'cold' && bench.stamps > 1) await chunks.delete(last);
      }
      if (how === 'new worker') bench.bridge.stopWorker();
      const begin = performance.now();
      const answer = await bench.bridge.runServiceWith({}, 'offlineSearch', req);
      const time = performance.now() - begin;
      if (!answer?.value.paginationInfo) throw new Error('the offline search found no cache');
      return [time, performance.timeOrigin + begin] as const;
    },
    [request, start] as const,
  );
  const worker = started ? await started : s.page.workers().at(-1);
  if (worker && record) {
    // Plain property reads: tsx's name helper for a function here is not in the worker.
    const entries = await worker.evaluate(() => ({
      origin: performance.timeOrigin,
      ready: performance.getEntriesByName('worker:ready').at(-1)?.startTime ?? NaN,
      read: performance.getEntriesByName('offline-search:read').at(-1)?.duration ?? NaN,
      build: performance.getEntriesByName('offline-search:build').at(-1)?.duration ?? NaN,
      search: performance.getEntriesByName('offline-search:search').at(-1)?.duration ?? NaN,
    }));
    const { origin, ready, ...rest } = entries;
    (parts[start] ??= []).push({
      ...rest,
      start: start === 'new worker' ? origin + ready - begin : undefined,
    });
  }
  return time;
}

/** The production build's worker (npm run build), if there is one: dist/assets/app.worker-*.js. */
const builtWorker = (() => {
  const assets = path.join(root, 'dist', 'assets');
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((name) => /^app\.worker-.*\.js$/.test(name))
    : undefined;
  return file && `/dist/assets/${file}`;
})();

/**
 * One offline search in a new worker of the production build (one bundled file, as the app
 * loads it), called with comlink's message format: what the dev server's unbundled module
 * loading adds to the 'new worker' figure shows beside it.
 */
async function searchInBuiltWorker(s: Session): Promise<number> {
  const request = SEARCHES[s.nextSearch % SEARCHES.length]!;
  s.nextSearch += 1;
  return s.page.evaluate(
    async ([url, req]) => {
      const begin = performance.now();
      const worker = new Worker(url, { type: 'module' });
      try {
        const answer = await new Promise<{ value?: { value?: { paginationInfo?: unknown } } }>(
          (resolve, reject) => {
            worker.onmessage = (event) => resolve(event.data);
            worker.onerror = (event) => reject(new Error(event.message));
            const argumentList = [{ type: 'RAW', value: req }];
            worker.postMessage({
              id: 'bench',
              type: 'APPLY',
              path: ['offlineSearch'],
              argumentList,
            });
          },
        );
        const time = performance.now() - begin;
        if (!answer.value?.value?.paginationInfo)
          throw new Error('the built worker found no cache');
        return time;
      } finally {
        worker.terminate();
      }
    },
    [builtWorker!, request] as const,
  );
}

/** Runs `count` warm searches and answers the longest main-thread task meanwhile. */
async function longestTaskInSearches(count: number): Promise<number> {
  const s = await use();
  for (let i = 0; i < SEARCHES.length; i++) await search(s, 'warm');
  return s.page.evaluate(
    async ([searches, n]) => {
      const bench = window.__offline!;
      const stop = bench.watch();
      for (let i = 0; i < n; i++) {
        await bench.bridge.runServiceWith({}, 'offlineSearch', searches[i % searches.length]!);
      }
      return stop();
    },
    [SEARCHES, count] as const,
  );
}

/**
 * Saves one block of 5 pages of 100 new rows: its time, and the longest main-thread task
 * meanwhile when `watched` (the watching adds 100 ms after the save, untimed). The rows are
 * removed again, untimed.
 */
async function saveBlock(s: Session, watched = false): Promise<number> {
  const block = s.nextBlock;
  s.nextBlock += 1;
  return s.page.evaluate(
    async ([from, pageNumber, watching]) => {
      const { db, makeRows, watch } = window.__offline!;
      const rows = makeRows(from, 500);
      const request = {
        pageSize: 100,
        pageNumber,
        sort: { item: 'START_TIME', ascending: false },
      } as const;
      const answer = {
        paginationInfo: {
          totalRecords: 100_000,
          totalPages: 1_000,
          firstPageNum: pageNumber,
          lastPageNum: pageNumber + 4,
        },
        pages: [0, 1, 2, 3, 4].map((i) => ({
          pageNum: pageNumber + i,
          data: rows.slice(i * 100, (i + 1) * 100),
        })),
      };
      const stop = watching ? watch() : undefined;
      const start = performance.now();
      await db.putSearchBlock(request, answer);
      const time = performance.now() - start;
      const longest = await stop?.();
      // The block's rows are the newest chunk (workers/cache-schema.ts).
      const chunks = db.getDb().rowChunks;
      await chunks.delete((await chunks.toCollection().lastKey()) as number);
      return longest ?? time;
    },
    [SAVED_IDS_FROM + block * 500, 1 + (block % 200) * 5, watched] as const,
  );
}

/** Saves `count` blocks and answers the longest main-thread task during any of them. */
async function longestTaskInSaves(count: number): Promise<number> {
  const s = await use();
  let longest = 0;
  for (let i = 0; i < count; i++) longest = Math.max(longest, await saveBlock(s, true));
  return longest;
}

const searchNote = `requests in turn: ${SEARCHES.length} filters and sorts (none; language; 3 players; ongoing RANDOM; time range and two languages, page 7; page size 100)`;

export const offlineBenchmarks: Benchmark[] = fs.existsSync(CHROMIUM_PATH)
  ? [
      {
        name: 'offline: worker search warm (100k rows)',
        description: `runServiceWith('offlineSearch') over ${ROWS.toLocaleString('en')} cached rows already in the worker's memory, main thread to answer (Chromium, Vite dev server); ${searchNote}; budget 50 ms`,
        budgetMs: 50,
        warmup: 12,
        iterations: 120,
        run: async () => search(await use(), 'warm'),
        measure: async () => search(await use(), 'warm'),
      },
      {
        name: 'offline: worker search after a save (100k rows)',
        description: `the same searches after a save of one row: the worker reads only the chunk it added and rebuilds its table of ${ROWS.toLocaleString('en')} rows; budget 100 ms (as cold)`,
        budgetMs: 100,
        warmup: 2,
        iterations: 24,
        run: async () => search(await use(), 'save'),
        measure: async () => search(await use(), 'save', true),
      },
      {
        name: 'offline: worker search cold (100k rows)',
        description: `the same searches after a chunk the worker had read went (as after a merge): the worker reads every chunk of the ${ROWS.toLocaleString('en')} rows from IndexedDB again (chunks of columns); budget 100 ms`,
        budgetMs: 100,
        warmup: 2,
        iterations: 24,
        run: async () => search(await use(), 'cold'),
        measure: async () => search(await use(), 'cold', true),
      },
      {
        name: 'offline: worker search in a new worker (100k rows)',
        description: `the same searches in a worker started for the call, as after the bridge ends an idle one (30 s): module loading (unbundled, from the dev server: slower than the build) plus the cold read; budget 150 ms`,
        budgetMs: 150,
        warmup: 1,
        iterations: 12,
        run: async () => search(await use(), 'new worker'),
        measure: async () => search(await use(), 'new worker', true),
      },
      ...(builtWorker
        ? [
            {
              name: 'offline: worker search in a new worker, built (100k rows)',
              description: `the same searches in a new worker of the production build (${builtWorker}, one file as the app loads it; run npm run build first), started in the bench page and called with comlink's messages; budget 150 ms as above`,
              budgetMs: 150,
              warmup: 1,
              iterations: 12,
              run: async () => searchInBuiltWorker(await use()),
              measure: async () => searchInBuiltWorker(await use()),
            },
          ]
        : []),
      {
        name: 'offline: save a search block (5 x 100 rows)',
        description: `putSearchBlock (src/cache/db.ts) of 5 pages of 100 new rows into the ${ROWS.toLocaleString('en')}-row cache on the main thread: the block and its rows in one transaction; budget 50 ms`,
        budgetMs: 50,
        warmup: 5,
        iterations: 60,
        run: async () => saveBlock(await use()),
        measure: async () => saveBlock(await use()),
      },
    ]
  : [];

/** The median of one part of the searches that started `how` (after their benchmark ran). */
function medianPart(how: Start, part: keyof Parts): number {
  const values = (parts[how] ?? []).map((p) => p[part] ?? NaN).filter((v) => !Number.isNaN(v));
  values.sort((a, b) => a - b);
  return values.length ? (values[Math.floor((values.length - 1) / 2)] as number) : NaN;
}

const PART_NOTES: Record<keyof Parts, string> = {
  start:
    "from the call to the worker's modules loaded (User Timing 'worker:ready' in the worker): start a worker and load app.worker.ts's modules, unbundled from the dev server",
  read: "IndexedDB: open the database and read the chunks (the worker's 'offline-search:read')",
  build: "the chunks into one table, each game once (the worker's 'offline-search:build')",
  search: "filter, order and the answer's rows (the worker's 'offline-search:search')",
};

/** Where the time of the cold and new-worker searches went: medians of their parts. */
const partFigures: Figure[] = (
  [
    ['cold', 'read'],
    ['cold', 'build'],
    ['cold', 'search'],
    ['new worker', 'start'],
    ['new worker', 'read'],
    ['new worker', 'build'],
    ['new worker', 'search'],
  ] as const
).map(([how, part]) => ({
  name: `offline: ${how} search, ${part === 'start' ? 'worker start and modules' : part} (median)`,
  description: `${PART_NOTES[part]}; a part of the ${how} search's figure (the rest: messages between the threads), beside that figure's budget`,
  unit: 'ms',
  budget: how === 'cold' ? 100 : 150,
  measure: () => medianPart(how, part),
}));

export const offlineFigures: Figure[] = fs.existsSync(CHROMIUM_PATH)
  ? [
      ...partFigures,
      {
        name: 'offline: longest main-thread task during warm searches',
        description: `over ${SEARCHES.length * 10} warm worker searches of ${ROWS.toLocaleString('en')} rows: the longest 'longtask' entry (PerformanceObserver), or with none the longest gap between back-to-back message-channel ticks; budget 50 ms`,
        unit: 'ms',
        budget: 50,
        measure: () => longestTaskInSearches(SEARCHES.length * 10),
      },
      {
        name: 'offline: longest main-thread task during block saves',
        description: `over 20 saves of a block of 5 pages of 100 rows (putSearchBlock on the main thread, as the repository's background write runs): measured as above; budget 50 ms`,
        unit: 'ms',
        budget: 50,
        measure: () => longestTaskInSaves(20),
      },
    ]
  : [];
