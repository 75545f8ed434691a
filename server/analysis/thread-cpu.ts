/**
 * CPU time of the calling thread, for the analysis worker's cost a game (game_reviews.deep_ms, the
 * statistics screen's CPU a game). process.cpuUsage() in a worker thread counts the whole
 * process, so with the server answering requests beside the worker it overstated a game's cost
 * (a deep-load bench read 8.5 s a game). Node 23.9 and later have process.threadCpuUsage(); on
 * Node 20 and 22, Linux's /proc/thread-self/stat names the calling thread's user and system time
 * in ticks of 1/100 s (USER_HZ). Elsewhere the whole process's time is the fallback.
 */
import fs from 'node:fs';

/** Linux reports /proc times in USER_HZ, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

type CpuReader = () => number;

function fromThreadUsage(): CpuReader | null {
  const usage = (process as { threadCpuUsage?: () => { user: number; system: number } })
    .threadCpuUsage;
  if (typeof usage !== 'function') return null;
  return () => {
    const { user, system } = usage.call(process);
    return (user + system) / 1000;
  };
}

/** Milliseconds of user and system time in a /proc stat line (fields 14 and 15). */
export function statCpuMs(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

function fromProc(): CpuReader | null {
  try {
    statCpuMs(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
  } catch {
    return null;
  }
  return () => statCpuMs(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
}

function fromProcess(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const reader: CpuReader = fromThreadUsage() ?? fromProc() ?? fromProcess;

/** The calling thread's CPU time so far, in ms (10 ms steps on Node 20 and 22). */
export function threadCpuMs(): number {
  return reader();
}
