/**
 * The replay's move analysis in a real browser (Debian's Chromium) against the production
 * server, on a finished 30-move NO_B game played by the demo's engine players (real
 * words, the bot's racks sent):
 * - whole-game analysis in the Web Worker (every move's same tiles and the top 10 for every
 *   known rack): the worker's own 'analysis:game' User Timing entry, per opening of the game;
 *   and, for 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), the same code on the page's
 *   own thread (no Worker, the bridge's fallback), as Chromium throttles pages but not workers;
 * - the longest main-thread task while an analysis runs ('longtask' entries, which start at
 *   50 ms): from the click on 'Analyser spillet' to the panel showing the answer, the first
 *   time (download included) and with the word list loaded;
 * - the word list: bytes on the wire (brotli) and its load in the worker after the fetch
 *   ('analysis:lexicon': bytes to a usable Lexicon).
 * The app is built into a folder of its own and served on an empty database of its own.
 */
import fs from 'node:fs';
import { chromium, type Browser, type CDPSession, type Page, type Worker } from 'playwright-core';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { getLexicon } from '../../server/lexicon/files.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { startBenchServer } from './bench-server.ts';
import type { Benchmark, Figure } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import type { ChildProcess } from 'node:child_process';

const PORT = 8125;
const BASE = `http://127.0.0.1:${PORT}`;
const GAME_IDS = [920_000_001, 920_000_002] as const;

declare global {
  interface Window {
    /** Long tasks of the page so far: [startTime, duration] in the page's time. */
    __longTasks?: [number, number][];
    /** When the analysis panel last showed an analysis (page time). */
    __analysedAt?: number;
  }
}

interface Session {
  server: ChildProcess;
  browser: Browser;
  page: Page;
  worker: () => Worker | undefined;
  /** The same app with no Worker: the bridge runs the analysis on the page's own thread. */
  mainPage: Page;
  mainCdp: CDPSession;
  nextGame: number;
  nextMainGame: number;
  /** The word list's first download: encoded (wire) bytes and the entry's plain size. */
  wireBytes: number;
  plainBytes: number;
  /** The longest main-thread task during the first analysis (with the download). */
  firstLongest: number;
}

let session: Promise<Session> | undefined;

/** A finished NO_B demo game of about 30 moves (the seed is searched once, deterministically). */
function thirtyMoveGame(gameId: number): BotGame {
  const lexicon = getLexicon('NO_B');
  for (let seed = 1; ; seed++) {
    const game = playDemoGame(lexicon, {
      gameId,
      player: { id: 9_200_001, name: 'Benkspiller' },
      skill: 0.6,
      startTime: 1_700_000_000,
      language: 'NO_B',
      seed,
      mayResign: false,
      cheatMoves: 0,
    });
    if (game.finished && game.moves.length >= 29 && game.moves.length <= 31) return game;
  }
}

/** In the page: records every long task, and when the analysis panel shows an analysis. */
function installWatch() {
  const tasks: [number, number][] = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const shown = document.querySelector('.analysis-details');
    if (shown && !shown.hasAttribute('data-seen')) {
      shown.setAttribute('data-seen', '');
      window.__analysedAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The longest long task of the page that overlaps [from, to] (page time); 0 when none. */
function longestIn(page: Page, from: number, to: number): Promise<number> {
  return page.evaluate(
    ([a, b]) =>
      Math.max(
        0,
        ...(window.__longTasks ?? [])
          .filter(([start, duration]) => start + duration >= a && start <= b)
          .map(([, duration]) => duration),
      ),
    [from, to] as const,
  );
}

const ANALYSED = '.analysis-details';

async function open(): Promise<Session> {
  const server = await startBenchServer('analysis-browser', PORT, GAME_IDS.map(thirtyMoveGame));
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let worker: Worker | undefined;
    page.on('worker', (w) => (worker = w));
    let wireBytes = 0;
    page.on('requestfinished', (request) => {
      if (!/\/lexicons\/NO_B\.[0-9a-f]+\.dawg$/.test(request.url())) return;
      void request.sizes().then((sizes) => (wireBytes = sizes.responseBodySize));
    });
    await page.addInitScript(installWatch);
    await page.goto(`${BASE}/playergame/${GAME_IDS[0]}`);
    await page.waitForSelector('.replay-board[aria-busy="false"]');
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Analyser spillet' }).click();
    await page.waitForSelector(ANALYSED, { timeout: 60_000 });
    const shown = await page.evaluate(() => window.__analysedAt ?? performance.now());
    const firstLongest = await longestIn(page, clicked, shown);
    const plainBytes = await page.evaluate(async () => {
      const index = (await (await fetch('/api/lexicons')).json()) as {
        lexicons: { language: string; bytes: number }[];
      };
      return index.lexicons.find((l) => l.language === 'NO_B')?.bytes ?? 0;
    });
    const mainPage = await context.newPage();
    await mainPage.addInitScript(() => {
      delete (globalThis as { Worker?: unknown }).Worker;
    });
    await mainPage.addInitScript(installWatch);
    await mainPage.goto(`${BASE}/playergame/${GAME_IDS[0]}`);
    await mainPage.waitForSelector(ANALYSED, { timeout: 60_000 });
    const mainCdp = await context.newCDPSession(mainPage);
    return {
      server,
      browser,
      page,
      worker: () => worker,
      mainPage,
      mainCdp,
      nextGame: 1,
      nextMainGame: 1,
      wireBytes,
      plainBytes,
      firstLongest,
    };
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

const use = () => (session ??= open());

/** Sets CPU throttling on the main-thread page (Chromium refuses it for worker targets). */
async function throttle(s: Session, rate: number) {
  await s.mainCdp.send('Emulation.setCPUThrottlingRate', { rate });
}

interface Run {
  inWorker: number;
  longest: number;
}

/**
 * Opens the other game in the app (client-side) and, once its replay has settled (frames,
 * graph), starts its analysis with the button, in the same worker with the word list loaded.
 * The device's "analysed before" mark is cleared first, so the analysis waits for the click and
 * the main thread's figure covers the analysis alone, not the new game's first paint.
 */
async function analyseOther(s: Session): Promise<Run> {
  const gameId = GAME_IDS[s.nextGame]!;
  s.nextGame = 1 - s.nextGame;
  const worker = s.worker();
  if (!worker) throw new Error('the replay started no Web Worker');
  await worker.evaluate(() => performance.clearMeasures('analysis:game'));
  await s.page.evaluate((path) => {
    localStorage.removeItem('ordbot.analysis.used');
    window.__analysedAt = undefined;
    history.pushState(null, '', path);
  }, `/playergame/${gameId}`);
  await s.page.waitForSelector('.replay-board[aria-busy="false"]');
  await s.page.waitForSelector('.replay-graph canvas');
  await s.page.waitForTimeout(200);
  const clicked = await s.page.evaluate(() => performance.now());
  await s.page.getByRole('button', { name: 'Analyser spillet' }).click();
  await s.page
    .waitForFunction(() => window.__analysedAt !== undefined, null, { timeout: 60_000 })
    .catch(async (error: unknown) => {
      const panel = await s.page
        .locator('.replay-analysis')
        .innerText()
        .catch(() => '?');
      throw new Error(`no analysis shown at ${s.page.url()}: ${panel}`, { cause: error });
    });
  const inWorker = await worker.evaluate(
    () => performance.getEntriesByName('analysis:game').at(-1)?.duration ?? Number.NaN,
  );
  const shown = await s.page.evaluate(() => window.__analysedAt!);
  return { inWorker, longest: await longestIn(s.page, clicked, shown) };
}

/** The same on the page with no Worker (the bridge's fallback): 'analysis:game' on the page. */
async function analyseOnMainThread(s: Session): Promise<number> {
  const gameId = GAME_IDS[s.nextMainGame]!;
  s.nextMainGame = 1 - s.nextMainGame;
  await s.mainPage.evaluate((path) => {
    performance.clearMeasures('analysis:game');
    window.__analysedAt = undefined;
    history.pushState(null, '', path);
  }, `/playergame/${gameId}`);
  await s.mainPage.waitForFunction(() => window.__analysedAt !== undefined, null, {
    timeout: 60_000,
  });
  return s.mainPage.evaluate(
    () => performance.getEntriesByName('analysis:game').at(-1)?.duration ?? Number.NaN,
  );
}

export async function closeAnalysisBrowser() {
  if (!session) return;
  const s = await session.catch(() => undefined);
  session = undefined;
  await s?.browser.close();
  s?.server.kill('SIGTERM');
}

function mainThreadBench(rate: number, name: string, description: string, budgetMs: number) {
  return {
    name,
    description,
    budgetMs,
    warmup: 2,
    iterations: 15,
    setup: async () => {
      const s = await use();
      await s.mainPage.bringToFront();
      await throttle(s, rate);
    },
    teardown: async () => throttle(await use(), 1),
    run: async () => analyseOnMainThread(await use()),
    measure: async () => analyseOnMainThread(await use()),
  } satisfies Benchmark;
}

const available = fs.existsSync(CHROMIUM_PATH);

export const analysisBrowserBenchmarks: Benchmark[] = available
  ? [
      {
        name: 'analysis browser: whole game in the worker',
        description:
          'core analyseGame of a finished 30-move NO_B demo game in the Web Worker (Chromium): every move’s same tiles and the top 10 for every known rack; the worker’s own timing, per opening of the game; budget 300 ms',
        budgetMs: 300,
        warmup: 2,
        iterations: 15,
        setup: async () => (await use()).page.bringToFront(),
        run: async () => analyseOther(await use()),
        measure: async () => (await analyseOther(await use())).inWorker,
      },
      mainThreadBench(
        1,
        'analysis browser: whole game, page thread',
        'the same analysis on the page’s own thread (Worker removed, the bridge’s fallback), the reference for the throttled run; budget 300 ms',
        300,
      ),
      mainThreadBench(
        4,
        'analysis browser: whole game, 4x CPU throttling',
        'the same with CDP Emulation.setCPUThrottlingRate 4, on the page’s thread: Chromium refuses the throttling for worker targets (“Operation is only supported for pages, not workers”), and the code is the same on either thread; budget 1200 ms',
        1200,
      ),
    ]
  : [];

export const analysisBrowserFigures: Figure[] = available
  ? [
      {
        name: 'analysis browser: longest main-thread task while analysing',
        description:
          'the longest main-thread task (longtask entries, 0 when none reached 50 ms) from the click on “Analyser spillet” to the panel showing the analysis, over 10 analyses with the word list loaded; budget 50 ms',
        unit: 'ms',
        budget: 50,
        measure: async () => {
          const s = await use();
          let longest = 0;
          for (let i = 0; i < 10; i++) longest = Math.max(longest, (await analyseOther(s)).longest);
          return longest;
        },
      },
      {
        name: 'analysis browser: longest main-thread task, first analysis',
        description:
          'the same from the click on the start button to the panel showing the analysis, the word list’s download, its load and the panel’s lazy chunk included; budget 50 ms',
        unit: 'ms',
        budget: 50,
        measure: async () => (await use()).firstLongest,
      },
      {
        name: 'analysis browser: NO_B word list on the wire',
        description: 'the lexicon file’s response body as sent (brotli), in KB',
        unit: 'KB',
        budget: 1024,
        measure: async () => (await use()).wireBytes / 1024,
      },
      {
        name: 'analysis browser: NO_B word list uncompressed',
        description: 'the lexicon file’s size from the index, in KB',
        unit: 'KB',
        budget: 2048,
        measure: async () => (await use()).plainBytes / 1024,
      },
      {
        name: 'analysis browser: NO_B word list load in the worker',
        description:
          'Lexicon.fromBytes of the fetched bytes in the Web Worker (analysis:lexicon, first load); budget 150 ms',
        unit: 'ms',
        budget: 150,
        measure: async () => {
          const s = await use();
          const worker = s.worker();
          return (
            (await worker?.evaluate(
              () => performance.getEntriesByName('analysis:lexicon').at(-1)?.duration,
            )) ?? Number.NaN
          );
        },
      },
    ]
  : [];
