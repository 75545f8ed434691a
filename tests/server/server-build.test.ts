/**
 * The compiled server (scripts/lib/server-build.mjs): the bundles cover every worker thread the
 * server starts, and the built server starts with plain node, with no TypeScript loader (tsx
 * refused by a resolve hook, in the worker threads too), and answers /api/health from its
 * embedded database; its analysis worker answers a game as the sources' worker does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import type { AnalysisReply, AnalysisRequest } from '../../server/analysis/pool.ts';
import { bundleOf, startWorker } from '@ordbot/engine/node/worker-thread.ts';
import { makeGame } from './fixtures.ts';

const root = process.cwd();
// A plain .mjs script: read untyped.
const build = (await import(path.join(root, 'scripts/lib/server-build.mjs'))) as {
  SERVER_ENTRIES: string[];
  SERVER_OUT: string;
  bundleName: (entry: string) => string;
  ensureServerBuild: () => Promise<void>;
};

/** Fails any import of tsx, in this process's workers as well (they inherit execArgv). */
const NO_TSX = `data:text/javascript,import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(
  'export async function resolve(s, c, next) {' +
  ' if (s === "tsx" || s.startsWith("tsx/")) throw new Error("tsx loaded: " + s);' +
  ' return next(s, c); }'));`;

/** The modules server/ hands to startWorker: new URL('./x.ts', import.meta.url) in its callers. */
function workerModules(): string[] {
  // The server's own threads, and the engine's (self-play), which start through the same helper.
  const files = ['server', 'packages/engine/node'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((f) => `${folder}/${f.split(path.sep).join('/')}`),
  );
  return files
    .filter((f) => f.endsWith('.ts'))
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      if (file === 'packages/engine/node/worker-thread.ts' || !text.includes('startWorker('))
        return [];
      return [...text.matchAll(/new URL\('(\.[^']+\.ts)', import\.meta\.url\)/g)].map((m) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1] as string)),
      );
    })
    .sort();
}

/** One request to an analysis worker thread, answered; the thread is ended after. */
async function analyseIn(worker: Worker, request: AnalysisRequest): Promise<AnalysisReply> {
  try {
    return await new Promise<AnalysisReply>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage(request);
    });
  } finally {
    await worker.terminate();
  }
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  beforeAll(() => build.ensureServerBuild(), 60_000);

  it('bundles every worker thread the server starts, under the name startWorker runs', () => {
    const workers = workerModules();
    expect(workers.length).toBeGreaterThanOrEqual(4);
    expect(build.SERVER_ENTRIES.filter((e) => e !== 'server/main.ts').sort()).toEqual(workers);
    for (const entry of build.SERVER_ENTRIES) {
      const source = new URL(`../../${entry}`, import.meta.url);
      expect(bundleOf(source).href).toBe(
        new URL(`file://${path.join(build.SERVER_OUT, build.bundleName(entry))}`).href,
      );
    }
  });

  it('analyses a game in its worker bundle as the sources do', { timeout: 120_000 }, async () => {
    const bot = makeGame({ gameId: 7, normalMoves: 6, bingo: true });
    const request: AnalysisRequest = {
      id: 1,
      pass: 'QUICK',
      games: [
        {
          gameId: bot.gameId,
          version: '1',
          game: {
            language: bot.language,
            layout: [...STANDARD_BOARD],
            finished: true,
            moves: bot.moves.map((m) => ({
              ...m,
              mainWord: m.mainWord ?? '',
              rack: m.rack ?? null,
            })),
          },
        },
      ],
    };
    const source = new URL('../../server/analysis/worker.ts', import.meta.url);
    const fromSources = await analyseIn(startWorker(source), request);
    const compiled = await analyseIn(new Worker(bundleOf(source), { workerData: {} }), request);
    expect(fromSources.games[0]?.rows?.length).toBeGreaterThan(0);
    expect(fromSources.games[0]?.review).toBeTruthy();
    // The same answer but for the CPU time each thread spent.
    const answer = (reply: typeof compiled) => reply.games.map(({ cpuMs: _cpu, ...game }) => game);
    expect(answer(compiled)).toEqual(answer(fromSources));
  });

  it('starts without tsx and answers /api/health', { timeout: 180_000 }, async () => {
    const main = path.join(build.SERVER_OUT, build.bundleName('server/main.ts'));
    expect(fs.readFileSync(main, 'utf8')).not.toMatch(/from\s*["']tsx/);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-built-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', NO_TSX, main], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 150 s:\n${output}`)), 150_000);
      child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      const check = setInterval(() => {
        const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
        if (!match) return;
        clearInterval(check);
        clearTimeout(timer);
        resolve((match[1] as string).replace('localhost', '127.0.0.1'));
      }, 100);
    });
    const answer = await fetch(`${address}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(output).not.toContain('tsx loaded');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
