/**
 * The replay screen in a real browser (Debian's Chromium) against the production server, on
 * two 60-move synthetic games sent through the bot API:
 * - stepping: ArrowRight on the focused board until the next frame is painted (the key event's
 *   own timestamp to a task queued from the next requestAnimationFrame, i.e. after that frame's
 *   paint), and until the DOM holds the new move (a MutationObserver on the move status);
 * - the timeline build in the Web Worker: inside the worker (its 'worker:timeline' User Timing
 *   entry) and the round trip from the main thread (the bridge's 'worker call:timeline'), each
 *   build caused by opening the other game in the app.
 * The app is built into a folder of its own (so a running end-to-end suite's dist/ is left
 * alone) and served by the real server on an empty database of its own.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser, type Page, type Worker } from 'playwright-core';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { startBenchServer } from './bench-server.ts';
import type { Benchmark } from './harness.ts';
import { syntheticGame } from './synthetic-game.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const PORT = 8124;
const BASE = `http://127.0.0.1:${PORT}`;
const MOVES = 60;
const GAME_IDS = [910_000_001, 910_000_002] as const;

declare global {
  interface Window {
    __benchSteps?: Record<'frame' | 'painted' | 'committed', number[]>;
  }
}

interface Session {
  server: ChildProcess;
  browser: Browser;
  /** The stepping page, on game A with the board focused. */
  stepPage: Page;
  /** The page that opens game A and B in turn; its current Web Worker. */
  workerPage: Page;
  worker: () => Worker | undefined;
  nextGame: number;
}

let session: Promise<Session> | undefined;

function botGame(gameId: number): BotGame {
  const { game, moves } = syntheticGame(MOVES);
  return {
    gameId,
    player: { id: 9_100_001, name: 'Benkspiller' },
    startTime: 1_700_000_000,
    language: 'NO_B',
    boardType: 'NORMAL',
    finished: game.finished,
    playerScore: game.playerScore,
    botScore: game.botScore,
    moves,
    cheats: [],
  };
}

async function framesReady(page: Page) {
  await page.waitForSelector('.replay-board[aria-busy="false"]');
}

type StepField = 'frame' | 'painted' | 'committed';

/**
 * Listens for ArrowRight on the board, as the first listener (before React's, which sits on
 * the root). Per press it records, in ms:
 * - committed: keydown handler to the DOM holding the new move number (MutationObserver);
 * - frame: keydown handler to the first requestAnimationFrame after that DOM change, i.e. the
 *   frame that shows the new board;
 * - painted: the key event's own timestamp (input arrival) to a task queued from the next
 *   requestAnimationFrame, i.e. after that frame was painted.
 */
function installStepProbe() {
  const board = document.querySelector<HTMLElement>('.replay-board');
  const status = document.querySelector('.replay-status');
  if (!board || !status) throw new Error('no replay board');
  const steps: Record<StepField, number[]> = { frame: [], painted: [], committed: [] };
  window.__benchSteps = steps;
  let start = 0;
  new MutationObserver(() => {
    if (!start) return;
    const from = start;
    start = 0;
    steps.committed.push(performance.now() - from);
    requestAnimationFrame(() => steps.frame.push(performance.now() - from));
  }).observe(status, { childList: true, characterData: true, subtree: true });
  board.addEventListener('keydown', (event) => {
    start = 0;
    if (event.key !== 'ArrowRight') return;
    start = performance.now();
    const arrived = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => steps.painted.push(performance.now() - arrived);
      channel.port2.postMessage(null);
    });
  });
  board.focus();
}

async function open(): Promise<Session> {
  const server = await startBenchServer('replay-browser', PORT, GAME_IDS.map(botGame));
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const stepPage = await context.newPage();
    await stepPage.goto(`${BASE}/playergame/${GAME_IDS[0]}`);
    await framesReady(stepPage);
    await stepPage.evaluate(installStepProbe);

    const workerPage = await context.newPage();
    let worker: Worker | undefined;
    workerPage.on('worker', (w) => (worker = w));
    await workerPage.goto(`${BASE}/playergame/${GAME_IDS[0]}`);
    await framesReady(workerPage);
    return { server, browser, stepPage, workerPage, worker: () => worker, nextGame: 1 };
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}

/** One ArrowRight; at the last move, back to the start first (untimed). */
async function step(page: Page, field: StepField): Promise<number> {
  const status = await page.locator('.replay-status').textContent();
  if (status === `Trekk ${MOVES} av ${MOVES}`) {
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.querySelector('.replay-status')?.textContent === '');
  }
  const before = await page.evaluate((f) => window.__benchSteps![f].length, field);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(([f, n]) => window.__benchSteps![f].length > n, [
    field,
    before,
  ] as const);
  return page.evaluate((f) => window.__benchSteps![f].at(-1)!, field);
}

/** Opens the other game in the app (client-side), which builds its timeline in the worker. */
async function buildTimeline(s: Session): Promise<{ inWorker: number; roundTrip: number }> {
  const gameId = GAME_IDS[s.nextGame]!;
  s.nextGame = 1 - s.nextGame;
  await s.workerPage.evaluate((path) => {
    performance.clearMeasures('worker call:timeline');
    history.pushState(null, '', path);
  }, `/playergame/${gameId}`);
  await s.workerPage.waitForFunction(
    () => performance.getEntriesByName('worker call:timeline').length > 0,
  );
  const roundTrip = await s.workerPage.evaluate(
    () => performance.getEntriesByName('worker call:timeline').at(-1)!.duration,
  );
  const worker = s.worker();
  if (!worker) throw new Error('the replay started no Web Worker');
  const inWorker = await worker.evaluate(
    () => performance.getEntriesByName('worker:timeline').at(-1)?.duration ?? Number.NaN,
  );
  return { inWorker, roundTrip };
}

const use = () => (session ??= open());

/** Stops the browser and the server, if a benchmark started them. */
export async function closeReplayBrowser() {
  if (!session) return;
  const s = await session.catch(() => undefined);
  session = undefined;
  await s?.browser.close();
  s?.server.kill('SIGTERM');
}

function stepBench(field: StepField, name: string, description: string): Benchmark {
  return {
    name,
    description,
    budgetMs: 16,
    warmup: 10,
    iterations: 300,
    // A page in the background gets no animation frames: this one goes to the front.
    setup: async () => (await use()).stepPage.bringToFront(),
    run: async () => step((await use()).stepPage, field),
    measure: async () => step((await use()).stepPage, field),
  };
}

function workerBench(which: 'inWorker' | 'roundTrip', name: string, text: string): Benchmark {
  return {
    name,
    description: text,
    budgetMs: 5,
    warmup: 5,
    iterations: 100,
    setup: async () => (await use()).workerPage.bringToFront(),
    run: async () => buildTimeline(await use()),
    measure: async () => (await buildTimeline(await use()))[which],
  };
}

export const replayBrowserBenchmarks: Benchmark[] = fs.existsSync(CHROMIUM_PATH)
  ? [
      stepBench(
        'frame',
        'replay browser: step to next frame',
        `ArrowRight on the focused board of a ${MOVES}-move game (Chromium, 1280 px): keydown handler to the first animation frame after the DOM changed; budget 16 ms`,
      ),
      stepBench(
        'committed',
        'replay browser: step to DOM committed',
        'the same key: keydown handler to the new move number in the DOM; budget 16 ms',
      ),
      stepBench(
        'painted',
        'replay browser: step to after paint',
        'the same key, stricter: input timestamp to a task after the next frame was painted (includes the wait for vsync); budget 16 ms',
      ),
      workerBench(
        'inWorker',
        'replay browser: worker timeline (in worker)',
        `services.timeline of a ${MOVES}-move game inside the Web Worker: frames and tile pools; budget 5 ms`,
      ),
      workerBench(
        'roundTrip',
        'replay browser: worker timeline (round trip)',
        'the same call from the main thread through comlink, structured clone both ways; budget 5 ms',
      ),
    ]
  : [];
