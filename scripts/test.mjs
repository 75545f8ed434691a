// npm test: lint, format check, typecheck, unit and server tests, then the end-to-end suite.
//
// Most steps use one core, and this machine (and CI's) has two, so the independent ones run two
// at a time: the checks (eslint, prettier, tsc) beside the lexicons and the web app's build; then
// the unit and server tests beside the end-to-end suite's database template (the demo data
// loaded and analysed, tests/e2e/template.mjs) at a lower priority, since the tests keep the
// cores busy only part of the time; then the end-to-end suite. A step beside another prints its
// output when it ends, so the two do not interleave.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIsStale, root } from './lib/build.mjs';

const node = (script, ...args) => [process.execPath, [path.join(root, script), ...args]];

/** Runs one step; `shown` streams its output, otherwise it is kept and printed at the end. */
function step(name, [cmd, args], { shown = false, priority = 0 } = {}) {
  const started = Date.now();
  if (shown) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (priority !== 0) {
    try {
      os.setPriority(child.pid, priority);
    } catch {
      // Not allowed here: it runs at the same priority, only slower beside the other step.
    }
  }
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (!shown) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`--- ${name}: ok in ${secs} s`);
      else console.error(`\n${name} failed after ${secs} s${signal ? ` (${signal})` : ''}.`);
      resolve(code ?? 1);
    });
  });
}

/** Steps one after the other; the first failure's exit code, or 0. */
async function inTurn(...steps) {
  for (const next of steps) {
    const code = await next();
    if (code !== 0) return code;
  }
  return 0;
}

/** Runs lanes side by side; exits with the first failure's code once all have ended. */
async function together(...lanes) {
  const codes = await Promise.all(lanes.map((lane) => lane()));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}

const started = Date.now();

await together(
  () =>
    inTurn(
      () => step('lint (eslint)', node('node_modules/eslint/bin/eslint.js', '.')),
      () =>
        step('format (prettier)', node('node_modules/prettier/bin/prettier.cjs', '--check', '.')),
      () => step('typecheck (tsc, each realm)', node('scripts/typecheck.mjs')),
    ),
  () =>
    inTurn(
      // Engine tests, the CLI and the demo data read the real lexicons.
      () =>
        step('lexicons', [
          process.execPath,
          ['--import', 'tsx', path.join(root, 'scripts', 'build-lexicon.ts'), '--if-missing'],
        ]),
      () =>
        step('WebAssembly engine', [
          process.execPath,
          [path.join(root, 'scripts', 'build-wasm.mjs')],
        ]),
      () =>
        buildIsStale()
          ? step('web app build (vite)', node('node_modules/vite/bin/vite.js', 'build'))
          : Promise.resolve(0),
    ),
);

await together(
  () =>
    step('unit and server tests (vitest)', node('node_modules/vitest/vitest.mjs', 'run'), {
      shown: true,
    }),
  () => step('end-to-end database template', node('tests/e2e/template.mjs'), { priority: 10 }),
);

await together(() =>
  step('end-to-end tests (playwright)', node('scripts/e2e.mjs'), { shown: true }),
);

console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
