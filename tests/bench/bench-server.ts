/**
 * The real server for the browser benchmarks: the app built into a folder of its own (so a
 * running end-to-end suite's dist/ is left alone), served on an empty database of its own, with
 * the benchmark's games sent through the bot API.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { BotGame } from '@ordbot/contract/api-types.ts';

const BOT_KEY = 'bench-bot-key-0123456789';
const root = path.resolve(import.meta.dirname, '..', '..');

async function waitForServer(url: string, server: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * Builds the app into .tmp/bench/<name>/dist and starts the server on `port` with `games`
 * loaded; the server is killed when this process exits, and when loading fails.
 */
export async function startBenchServer(
  name: string,
  port: number,
  games: readonly BotGame[],
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const work = path.join(root, '.tmp', 'bench', name);
  const dataDir = path.join(work, 'data');
  const distDir = path.join(work, 'dist');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(
    process.execPath,
    // '--configLoader runner' as VITE_CONFIG_ARGS (scripts/lib/build.mjs): the config imports
    // the packages' TypeScript, which Node cannot load.
    [
      vite,
      'build',
      '--configLoader',
      'runner',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      DEMO_DATA: '0',
      BOT_API_KEY: BOT_KEY,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Never leave the server behind, even when a benchmark throws.
  process.once('exit', () => server.kill('SIGTERM'));
  try {
    await waitForServer(`${base}/api/health`, server);
    for (const game of games) {
      const res = await fetch(`${base}/api/bot/games`, {
        method: 'POST',
        headers: { authorization: `Bearer ${BOT_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify(game),
      });
      if (!res.ok) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
    }
    return server;
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
}
