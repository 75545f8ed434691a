/**
 * Practice's check of a placement (packages/engine/analysis/practice.ts, as workers/practice.ts runs it):
 * validation, then the rank among every placement of the known tiles, which a first check of a
 * position enumerates and ranks in full. Positions are the player moves of NO_B demo games
 * (server/demo/play.ts, fixed seeds) with the placed tiles as the known tiles and, where the bot
 * sent it, the whole rack; each run checks the played move on a position not seen before.
 *
 * In Debian's Chromium as well (practice-browser-entry.ts bundled with esbuild): the check in a
 * dedicated Web Worker, timed there, as workers/practice.ts runs it; and on the page's own thread
 * under CDP Emulation.setCPUThrottlingRate 4, since Chromium refuses throttling for worker
 * targets ('Operation is only supported for pages, not workers') and the code is the same.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { forEachAnalysedMove } from '@ordbot/engine/analysis/positions.ts';
import { rackTiles } from '@ordbot/engine/analysis/racks.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { TileInput } from '@ordbot/engine/movegen/placement.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { demoAnalysisGames } from './demo-games.ts';
import type { Benchmark } from './harness.ts';
import { checkNext, usePositions, type BenchPosition } from './practice-browser-entry.ts';

const SEEDS = [1, 2, 3, 4, 5, 6];
let lexicon: Lexicon | undefined;
const positions: BenchPosition[] = [];

function setup(): void {
  if (positions.length > 0) return;
  lexicon = loadLexiconFile('NO_B');
  for (const game of demoAnalysisGames(lexicon, SEEDS)) {
    forEachAnalysedMove(game, ({ move, board, rack }) => {
      const tiles: TileInput[] = [];
      let k = 0;
      [...(move.mainWord ?? '')].forEach((_, i) => {
        const x = move.vertical ? move.x : move.x + i;
        const y = move.vertical ? move.y + i : move.y;
        if (board[y * BOARD_SIZE + x] === '') tiles.push({ x, y, letter: move.letters[k++] ?? '' });
      });
      const known = rack
        ? { tiles: rack.rack, rackKnown: true }
        : { tiles: rackTiles(move.letters), rackKnown: false };
      positions.push({ board: [...board], tiles, known });
    });
  }
  usePositions(positions);
  const racks = positions.filter((p) => p.known.rackKnown).length;
  console.log(`practice positions: ${positions.length}, ${racks} with the whole rack known`);
}

interface BenchWindow {
  __practiceBench: {
    init: (bytes: ArrayBuffer, list: BenchPosition[]) => void;
    checkNext: (byEquity: boolean) => number;
  };
  __practiceWorker: Worker;
}

interface BrowserSession {
  browser: Browser;
  page: Page;
  cdp: CDPSession;
}

let browserSession: Promise<BrowserSession> | undefined;

/** Chromium with the bundled check on a page and in a Worker, the word list and positions loaded. */
async function openBrowser(): Promise<BrowserSession> {
  setup();
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL('./practice-browser-entry.ts', import.meta.url));
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const bytes = Buffer.from((lexicon as Lexicon).toBytes());
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('practice bench page:', error));
    // tsx names functions with a helper (esbuild keepNames) that the page does not have.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.route('http://bench.test/**', (route) => {
      const url = route.request().url();
      if (url.endsWith('/bench.js'))
        return route.fulfill({ body: code, contentType: 'text/javascript' });
      if (url.endsWith('/NO_B.dawg')) return route.fulfill({ body: bytes });
      return route.fulfill({
        body: '<!doctype html><title>bench</title><script src="/bench.js"></script>',
        contentType: 'text/html',
      });
    });
    await page.goto('http://bench.test/');
    await page.evaluate(async (list) => {
      const w = window as unknown as BenchWindow;
      const bytes = await (await fetch('/NO_B.dawg')).arrayBuffer();
      w.__practiceBench.init(bytes.slice(0), list);
      const source = await (await fetch('/bench.js')).text();
      const worker = new Worker(
        URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
      );
      w.__practiceWorker = worker;
      await new Promise((resolve) => {
        worker.onmessage = resolve;
        worker.postMessage({ init: [bytes, list] }, [bytes]);
      });
    }, positions);
    const cdp = await page.context().newCDPSession(page);
    return { browser, page, cdp };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

const useBrowser = () => (browserSession ??= openBrowser());

/** The next check in the Worker, timed there. */
async function inWorker(byEquity: boolean): Promise<number> {
  const { page } = await useBrowser();
  return page.evaluate(
    (equity) =>
      new Promise<number>((resolve) => {
        const worker = (window as unknown as BenchWindow).__practiceWorker;
        worker.onmessage = (event: MessageEvent<number>) => resolve(event.data);
        worker.postMessage({ check: equity });
      }),
    byEquity,
  );
}

/** The next check on the page's thread at `rate` times CPU throttling, timed there. */
async function onPage(rate: number, byEquity: boolean): Promise<number> {
  const { page, cdp } = await useBrowser();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await page.evaluate(
      (equity) => (window as unknown as BenchWindow).__practiceBench.checkNext(equity),
      byEquity,
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function closeBrowser(): Promise<void> {
  const opened = browserSession;
  browserSession = undefined;
  if (opened) await (await opened).browser.close();
}

const available = fs.existsSync(CHROMIUM_PATH);

/** A benchmark timed in the browser; `time` reports one check's ms. */
function browserBench(
  name: string,
  description: string,
  budgetMs: number,
  time: () => Promise<number>,
  last = false,
): Benchmark {
  return {
    name,
    description,
    budgetMs,
    budgetOn: 'p95',
    warmup: 10,
    iterations: 180,
    setup: async () => void (await useBrowser()),
    ...(last ? { teardown: closeBrowser } : {}),
    run: time,
    measure: time,
  };
}

const browserBenchmarks: Benchmark[] = available
  ? [
      browserBench(
        'practice browser: check in the Web Worker',
        'the same first check in a dedicated Worker in Chromium, timed in the worker (as workers/practice.ts runs it, word list loaded); budget 30 ms p95',
        30,
        () => inWorker(false),
      ),
      browserBench(
        'practice browser: check by equity in the Web Worker',
        'the same rated by equity (the hand-made leave); budget 30 ms p95',
        30,
        () => inWorker(true),
      ),
      browserBench(
        'practice browser: check, 4x CPU throttling',
        "the same check on the page's thread with CDP Emulation.setCPUThrottlingRate 4 (Chromium refuses throttling for worker targets; the code is the same), timed in the page; budget 120 ms p95",
        120,
        () => onPage(4, false),
      ),
      browserBench(
        'practice browser: check by equity, 4x CPU throttling',
        'the same rated by equity (the hand-made leave), 4x throttled; budget 120 ms p95',
        120,
        () => onPage(4, true),
        true,
      ),
    ]
  : [];

export const practiceBenchmarks: Benchmark[] = [
  {
    name: 'practice: check a placement',
    description:
      'a first check of a NO_B demo position: validation plus every placement of the known tiles ranked; budget 30 ms p95 (in the worker)',
    budgetMs: 30,
    budgetOn: 'p95',
    warmup: 20,
    iterations: 300,
    setup,
    run: () => checkNext(false, lexicon),
  },
  {
    name: 'practice: check a placement by equity',
    description:
      'the same with a strategy model (the hand-made leave, packages/engine/strategy/heuristic.ts): each placement rated by points plus its leave; budget 30 ms p95',
    budgetMs: 30,
    budgetOn: 'p95',
    warmup: 20,
    iterations: 300,
    setup,
    run: () => checkNext(true, lexicon),
  },
  ...browserBenchmarks,
];
