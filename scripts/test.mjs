// npm test: lint, format check, typecheck, unit and server tests, then the end-to-end suite.
//
// The steps form a graph (each names the steps it needs) and run as soon as what they need is
// done, at most two at a time on this 2-core machine (and CI's): the lexicons and the WebAssembly
// engine first, since the engine tests, the worker and the demo data use them; the end-to-end suite's database template (the demo
// data loaded and analysed, tests/e2e/template.mjs, the longest step) right after them, at a
// lower priority, beside the checks, the web app's build and the unit and server tests; the
// end-to-end suite once the template and the build are there. A step beside another prints its
// output when it ends, so the two do not interleave; the one the run waits on last streams it.
// At the end each step's time is printed, so it can be seen where the time goes.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { VITE_CONFIG_ARGS, buildIsStale, root } from './lib/build.mjs';

const node = (script, ...args) => [process.execPath, [path.join(root, script), ...args]];

/**
 * The steps in the order they are started when two are free at once. `slots`: cores the step
 * keeps busy (vitest and Playwright run two workers each, so they take the machine); `needs`:
 * the steps it waits for.
 */
const STEPS = [
  {
    name: 'lexicons',
    run: [
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'build-lexicon.ts'), '--if-missing'],
    ],
    slots: 1,
  },
  {
    name: 'WebAssembly engine',
    run: node('scripts/build-wasm.mjs'),
    slots: 1,
  },
  {
    name: 'end-to-end database template',
    run: node('tests/e2e/template.mjs'),
    needs: ['lexicons', 'WebAssembly engine'],
    slots: 1,
    priority: 10,
  },
  { name: 'lint (eslint)', run: node('node_modules/eslint/bin/eslint.js', '.'), slots: 1 },
  {
    name: 'format (prettier)',
    run: node('node_modules/prettier/bin/prettier.cjs', '--check', '.'),
    slots: 1,
  },
  { name: 'typecheck (tsc, each realm)', run: node('scripts/typecheck.mjs'), slots: 1 },
  {
    name: 'web app build (vite)',
    run: node('node_modules/vite/bin/vite.js', 'build', ...VITE_CONFIG_ARGS),
    needs: ['WebAssembly engine'],
    skip: () => !buildIsStale(),
    slots: 1,
  },
  {
    name: 'unit and server tests (vitest)',
    run: node('node_modules/vitest/vitest.mjs', 'run'),
    needs: ['lexicons', 'WebAssembly engine'],
    slots: 1,
  },
  {
    name: 'end-to-end tests (playwright)',
    run: node('scripts/e2e.mjs'),
    needs: [
      'end-to-end database template',
      'web app build (vite)',
      'unit and server tests (vitest)',
    ],
    slots: 2,
    shown: true,
  },
];

const CORES = 2;

/** Runs one step; `shown` streams its output, otherwise it is kept and printed when it ends. */
const running = new Set();

function runStep({ name, run: [cmd, args], shown = false, priority = 0 }) {
  if (shown) console.log(`\n=== ${name} ===`);
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
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
      running.delete(child);
      if (!shown) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ code: code ?? 1, signal });
    });
  });
}

const started = Date.now();
const seconds = (ms) => (ms / 1000).toFixed(1);
/** name -> { start, end, code } as the steps run. */
const times = new Map();
const done = new Set();
let busy = 0;
let failure = 0;

function summary() {
  console.log('\nWhere the time went (seconds from the start of npm test):');
  for (const { name } of STEPS) {
    const t = times.get(name);
    if (!t) console.log(`  ${name.padEnd(34)} not run`);
    else if (t.skipped) console.log(`  ${name.padEnd(34)} skipped (up to date)`);
    else
      console.log(
        `  ${name.padEnd(34)} ${seconds(t.end - t.start).padStart(7)} s` +
          `  (${seconds(t.start - started)} to ${seconds(t.end - started)})` +
          (t.code === 0 ? '' : '  FAILED'),
      );
  }
}

await new Promise((finish) => {
  const pending = [...STEPS];
  function next() {
    if (failure !== 0 && busy === 0) return finish();
    if (pending.length === 0 && busy === 0) return finish();
    if (failure !== 0) return;
    for (let i = 0; i < pending.length; i++) {
      const step = pending[i];
      if (!(step.needs ?? []).every((n) => done.has(n))) continue;
      // A step that takes the machine waits for the cores; a lone step never waits for itself.
      if (busy > 0 && busy + step.slots > CORES) continue;
      pending.splice(i--, 1);
      if (step.skip?.()) {
        times.set(step.name, { skipped: true });
        done.add(step.name);
        continue;
      }
      busy += step.slots;
      const t = { start: Date.now() };
      times.set(step.name, t);
      runStep(step).then(({ code, signal }) => {
        t.end = Date.now();
        t.code = code;
        busy -= step.slots;
        if (code === 0) {
          console.log(`--- ${step.name}: ok in ${seconds(t.end - t.start)} s`);
          done.add(step.name);
        } else {
          console.error(
            `\n${step.name} failed after ${seconds(t.end - t.start)} s${signal ? ` (${signal})` : ''}.`,
          );
          failure ||= code;
          // The run has failed: what still runs would only make it wait.
          for (const other of running) other.kill('SIGTERM');
        }
        next();
      });
    }
  }
  next();
});

summary();
if (failure !== 0) process.exit(failure);
console.log(`\nAll checks passed in ${seconds(Date.now() - started)} s.`);
