/**
 * Lighthouse 12 (mobile) on the home page, median of 5 runs (issue budgets: performance at
 * least 95, accessibility 100). Starts the production server on a copy of the e2e demo database
 * when one exists (otherwise an empty one) and runs Lighthouse's CLI in Debian's Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Figure } from './harness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const PORT = 8123;
const RUNS = 5;
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

async function measure(): Promise<{ performance: number[]; accessibility: number[] }> {
  const dataDir = path.join(root, '.tmp', 'bench', 'lighthouse-data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const template = path.join(root, '.tmp', 'e2e', 'template');
  if (fs.existsSync(path.join(template, 'ready')))
    fs.cpSync(template, dataDir, { recursive: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const scores = { performance: [] as number[], accessibility: [] as number[] };
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/api/health`);
    const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
    for (let run = 0; run < RUNS; run++) {
      const result = spawnSync(
        process.execPath,
        [
          cli,
          `http://127.0.0.1:${PORT}/`,
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
      };
      scores.performance.push(Math.round((report.categories.performance?.score ?? 0) * 100));
      scores.accessibility.push(Math.round((report.categories.accessibility?.score ?? 0) * 100));
    }
  } finally {
    server.kill('SIGTERM');
  }
  return scores;
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
        measure: async () => 100 - median((await (measured ??= measure())).performance),
      },
      {
        name: 'lighthouse: home accessibility shortfall',
        description: `100 minus the median accessibility score of ${RUNS} runs (budget: score 100)`,
        unit: 'points',
        budget: 0.5,
        measure: async () => 100 - median((await (measured ??= measure())).accessibility),
      },
    ]
  : [];
