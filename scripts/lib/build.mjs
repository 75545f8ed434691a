// Builds the web app when dist/ is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
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

/** Builds the WebAssembly move engine when missing or stale (scripts/build-wasm.mjs). */
export function ensureWasmEngine() {
  const script = path.join(root, 'scripts', 'build-wasm.mjs');
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

/** Runs `vite build` if needed; exits the process when the build fails. */
export function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log('Building the web app (vite build)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', ...VITE_CONFIG_ARGS], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app build failed.');
    process.exit(result.status ?? 1);
  }
}

export { root };
