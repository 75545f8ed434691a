// Builds the web app when dist/ is missing or older than any of its sources.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const SOURCES = [
  'src',
  'packages',
  'workers',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale() {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

/** Builds the lexicons that are missing or of an older format (npm run build:lexicon). */
export function ensureLexicons() {
  const script = path.join(root, 'scripts', 'build-lexicon.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--if-missing'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Building the lexicons failed.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts building the lexicons that are missing or of an older format in the background (npm
 * start): two at a time, the default language first, at a lower priority than the start itself
 * (the web app's build and the server come first). Resolves with the languages being built once
 * the build has noted them (build/lexicon/<LANG>.building: the server answers 503 for those until
 * they are there), so the server must not start before. A failed build is reported, and its
 * languages stay without a list (the server says so) until the next start.
 */
export function startLexiconBuild() {
  const script = path.join(root, 'scripts', 'build-lexicon.ts');
  const child = spawn(
    process.execPath,
    // At this priority until it has noted what it builds (the server waits for that), then lower.
    ['--import', 'tsx', script, '--if-missing', '--jobs', '2', '--nice', '10'],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    let planned = null;
    child.on('message', (message) => {
      if (planned || !Array.isArray(message?.planned)) return;
      planned = message.planned;
      if (planned.length > 0) {
        console.log(`Building the word lists in the background: ${planned.join(', ')}`);
      }
      resolve(planned);
      // The channel is done with; the build goes on.
      child.disconnect();
    });
    child.on('exit', (code, signal) => {
      // Stopped with the server (Ctrl+C): its notes count for nothing now.
      if (code === 0 || signal) return resolve(planned ?? []);
      const message = `Building the lexicons failed (exit ${code}): run 'npm run build:lexicon' to see why.`;
      if (planned) console.error(message);
      else reject(new Error(message));
    });
  });
}

/** Runs a Node script in a child process, its output shown; resolves once it succeeds, else exits. */
function runNode(args, failure) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`${failure} (${err.message})`);
      process.exit(1);
    });
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      console.error(failure);
      process.exit(code ?? 1);
    });
  });
}

const WASM_SCRIPT = path.join(root, 'scripts', 'build-wasm.mjs');

/** ensureWasmEngine without blocking this process (npm start builds the server meanwhile). */
export function ensureWasmEngineAsync() {
  return runNode([WASM_SCRIPT], 'Building the WebAssembly engine failed.');
}

/** Builds the WebAssembly move engine when missing or stale (scripts/build-wasm.mjs). */
export function ensureWasmEngine() {
  const script = WASM_SCRIPT;
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Building the WebAssembly engine failed.');
    process.exit(result.status ?? 1);
  }
}

/**
 * Vite's options for every run: vite.config.ts imports the web app's texts, which import the
 * workspace packages' TypeScript by name; Vite's default config loader leaves package imports
 * to Node, which cannot load .ts, so the config is loaded through Vite's module runner instead.
 */
export const VITE_CONFIG_ARGS = ['--configLoader', 'runner'];

const VITE = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** ensureBuild without blocking this process (npm start builds the server meanwhile). */
export async function ensureBuildAsync() {
  if (!buildIsStale()) return;
  console.log('Building the web app (vite build)...');
  await runNode([VITE, 'build', ...VITE_CONFIG_ARGS], 'The web app build failed.');
}

/** Runs `vite build` if needed; exits the process when the build fails. */
export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log('Building the web app (vite build)...');
  const result = spawnSync(process.execPath, [VITE, 'build', ...VITE_CONFIG_ARGS], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app build failed.');
    process.exit(result.status ?? 1);
  }
}

export { root };
