// The analysis worker's CPU a game (server/analysis/thread-cpu.ts): the calling thread's own time,
// not the whole process's, so work on another thread (the server answering requests beside the
// analysis worker) is not counted in a game's cost.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { statCpuMs, threadCpuMs } from '../../server/analysis/thread-cpu.ts';

/** A fixed amount of work (a few hundred ms of one core), the same however busy the machine is. */
const WORK = 50_000_000;

/** A worker thread that does WORK. */
function busyElsewhere(): Promise<void> {
  const worker = new Worker(
    `let x = 0; for (let i = 0; i < ${WORK}; i++) x += Math.sqrt(x + 1); if (x < 0) throw x;`,
    { eval: true },
  );
  return new Promise((resolve, reject) => {
    worker.on('exit', () => resolve());
    worker.on('error', reject);
  });
}

describe('threadCpuMs', () => {
  it("counts this thread's time and not another thread's", async () => {
    const process0 = process.cpuUsage();
    const thread0 = threadCpuMs();
    await busyElsewhere();
    const { user, system } = process.cpuUsage(process0);
    const threadMs = threadCpuMs() - thread0;
    // The process spent the worker's time; this thread, which only waited, far less.
    const elsewhereMs = (user + system) / 1000 - threadMs;
    expect(elsewhereMs).toBeGreaterThan(100);
    expect(threadMs).toBeLessThan(elsewhereMs);
  });

  it('counts its own work', () => {
    const before = threadCpuMs();
    let x = 0;
    for (let i = 0; i < WORK; i++) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(threadCpuMs() - before).toBeGreaterThanOrEqual(100);
  });

  it('reads user and system ticks from a /proc stat line, whatever the command name', () => {
    const line = '4242 (node (worker) 1) R 1 2 3 4 5 6 7 8 9 10 250 30 0 0 20 0';
    expect(statCpuMs(line)).toBe(2800);
  });
});
