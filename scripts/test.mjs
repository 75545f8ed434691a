// npm test: lint, format check, typecheck, unit and server tests, then the end-to-end suite.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureLexicons, root } from './lib/build.mjs';

const node = (script, ...args) => [process.execPath, [path.join(root, script), ...args]];
const steps = [
  ['lint (eslint)', ...node('node_modules/eslint/bin/eslint.js', '.')],
  ['format (prettier)', ...node('node_modules/prettier/bin/prettier.cjs', '--check', '.')],
  ['typecheck (tsc, each realm)', ...node('scripts/typecheck.mjs')],
  ['unit and server tests (vitest)', ...node('node_modules/vitest/vitest.mjs', 'run')],
  ['end-to-end tests (playwright)', ...node('scripts/e2e.mjs')],
];

const started = Date.now();
// Engine tests and the CLI read the real lexicons.
ensureLexicons();
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${secs} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`--- ${name}: ok in ${secs} s`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
