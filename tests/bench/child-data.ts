/**
 * Benchmark inputs made in a child process. Making them (playing demo games) runs the engine's
 * other search modes, and in the benchmark's own process that leaves the searches compiled for
 * all of them, so what is timed there runs slower than in a process that only searches.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `make()` run in a child process started on `moduleUrl` with `flag`, its answer read back as
 * JSON. The module must call answerInChild(flag, make) at its top level.
 */
export function madeInChild<T>(moduleUrl: string, flag: string, what: string): T {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(moduleUrl), flag], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: process.env,
  });
  if (child.status !== 0) throw new Error(`${what} failed: ${child.stderr}`);
  return JSON.parse(child.stdout) as T;
}

/** In the child process madeInChild starts: writes `make()` as JSON to standard output. */
export function answerInChild(flag: string, make: () => unknown): void {
  if (process.argv.includes(flag)) process.stdout.write(JSON.stringify(make()));
}
