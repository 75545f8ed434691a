/**
 * Lighthouse 12 (mobile) on the home page (budgets: performance at least 95, accessibility 100)
 * and on a finished demo game's replay, /playergame/{id} (performance at least 90, its total
 * blocking time beside it), median of 5 runs each. Starts the production server on a copy of the
 * e2e demo database when one exists (otherwise an empty one, and no replay) and runs
 * Lighthouse's CLI in Debian's Chromium.
 *
 * Lighthouse runs through npx at a fixed version rather than as a devDependency: Debian's
 * Chromium 156 writes a trace that Lighthouse 12 cannot read (it fails with NO_NAVSTART), and
 * Lighthouse 13 declares Node 22.19 or newer, so as a dependency it would make every `npm ci` on
 * this project's Node 20 print an engine warning, for a bench that few runs need. It runs on
 * Node 20 (measured), and npx keeps it in npm's cache after the first run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newestTemplate } from './e2e-template.ts';
import type { Figure } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const PORT = 8123;
const RUNS = 5;
const LIGHTHOUSE = 'lighthouse@13.5.0';
const root = path.resolve(import.meta.dirname, '..', '..');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function waitForServer(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** The newest finished NO_B game of the demo data (signed in as the demo's administrator). */
async function replayUrl(base: string): Promise<string | null> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@ordbot.no', password: 'ordbot-admin' }),
  });
  if (!login.ok) return null;
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${base}/api/games/get-games-paginated`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      pageSize: 20,
      pageNumber: 1,
      boardInfo: { language: 'NO_B', boardType: 'NORMAL' },
      sort: { item: 'START_TIME', ascending: false },
    }),
  });
  if (!res.ok) return null;
  const paged = (await res.json()) as {
    pages: { data: { gameId: number; finished: boolean }[] }[];
  };
  const game = paged.pages.flatMap((p) => p.data).find((g) => g.finished);
  return game ? `${base}/playergame/${game.gameId}` : null;
}

interface Scores {
  performance: number[];
  accessibility: number[];
  /** Total blocking time, ms. */
  blocking: number[];
  /** Largest contentful paint, ms. */
  paint: number[];
}

/** Each run's figures, for the log: a median hides which part of the score moved. */
function runsLine(scores: Scores): string {
  const ms = (values: number[]) => values.map((v) => Math.round(v)).join(' ');
  return (
    `performance ${scores.performance.join(' ')}, total blocking ${ms(scores.blocking)} ms, ` +
    `largest paint ${ms(scores.paint)} ms (load average ${os.loadavg()[0]?.toFixed(1)})`
  );
}

function lighthouse(url: string, scores: Scores): void {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed: ${result.stderr.toString()}`);
  const report = JSON.parse(result.stdout.toString()) as {
    categories: Record<string, { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  scores.performance.push(Math.round((report.categories.performance?.score ?? 0) * 100));
  scores.accessibility.push(Math.round((report.categories.accessibility?.score ?? 0) * 100));
  scores.blocking.push(report.audits['total-blocking-time']?.numericValue ?? NaN);
  scores.paint.push(report.audits['largest-contentful-paint']?.numericValue ?? NaN);
}

async function measure(): Promise<{
  home: Scores;
  replay: Scores | null;
  replayUrl: string | null;
}> {
  const dataDir = path.join(root, '.tmp', 'bench', 'lighthouse-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const template = newestTemplate();
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      // The page at rest: on this 2-core machine the demo's deep pass took a core from the
      // browser and moved the score by 10 points from run to run. The deep pass's effect on the
      // site is the deep-load bench's figure (tests/bench/deep-load.bench.ts).
      DEEP_ANALYSIS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const home: Scores = { performance: [], accessibility: [], blocking: [], paint: [] };
  let replay: Scores | null = null;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitForServer(`${base}/api/health`);
    for (let run = 0; run < RUNS; run++) lighthouse(`${base}/`, home);
    console.log(`lighthouse ${base}/: ${runsLine(home)}`);
    const url = await replayUrl(base);
    if (url) {
      const scores: Scores = { performance: [], accessibility: [], blocking: [], paint: [] };
      for (let run = 0; run < RUNS; run++) lighthouse(url, scores);
      replay = scores;
      console.log(`lighthouse ${url}: ${runsLine(scores)}`);
    }
    return { home, replay, replayUrl: url };
  } finally {
    server.kill('SIGTERM');
  }
}

let measured: ReturnType<typeof measure> | undefined;

/** Scores are "higher is better": the figures print the shortfall against 100 beside the budget. */
export const lighthouseFigures: Figure[] = fs.existsSync(CHROMIUM_PATH)
  ? [
      {
        name: 'lighthouse: home performance shortfall',
        description: `100 minus the median mobile performance score of ${RUNS} runs (budget: score at least 95)`,
        unit: 'points',
        budget: 5,
        measure: async () => 100 - median((await (measured ??= measure())).home.performance),
      },
      {
        name: 'lighthouse: home accessibility shortfall',
        description: `100 minus the median accessibility score of ${RUNS} runs (budget: score 100)`,
        unit: 'points',
        budget: 0.5,
        measure: async () => 100 - median((await (measured ??= measure())).home.accessibility),
      },
      {
        name: "lighthouse: a finished game's replay performance shortfall",
        description: `100 minus the median mobile performance score of ${RUNS} runs on /playergame/{id}, the newest finished demo game (budget: score at least 90)`,
        unit: 'points',
        budget: 10,
        measure: async () => {
          const { replay } = await (measured ??= measure());
          return replay ? 100 - median(replay.performance) : NaN;
        },
      },
      {
        name: "lighthouse: a finished game's replay total blocking time",
        description: `median of the same ${RUNS} runs`,
        unit: 'ms',
        budget: 200,
        measure: async () => {
          const { replay } = await (measured ??= measure());
          return replay ? median(replay.blocking) : NaN;
        },
      },
    ]
  : [];
