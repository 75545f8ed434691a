import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * Who holds the lock. A process id alone is not enough: after a crash a restarted container gets
 * the same small pid, or an unrelated process gets the old one. With the process's start time
 * (from /proc) and the machine's boot id a lock names exactly one run of one process.
 */
interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  start: string | null;
  boot: string | null;
  host: string;
}

/** How often the holder touches the file, and when an unverifiable holder counts as gone. */
const HEARTBEAT_MS = 10_000;
const UNVERIFIABLE_STALE_MS = 60_000;

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The start time of a running process, or null when it does not run (or /proc is missing). */
export function processStart(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count from its end.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function thisProcess(): Holder {
  return {
    pid: process.pid,
    start: processStart(process.pid),
    boot: bootId(),
    host: os.hostname(),
  };
}

/** The holder in a lock file; the earlier format held the pid alone. */
function parseHolder(text: string): Holder | null {
  const pid = Number(text.trim());
  if (Number.isInteger(pid) && pid > 0) return { pid, start: null, boot: null, host: '' };
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

type Verdict = 'stale' | 'this-process' | 'running';

/** Whether the holder still runs: exactly on this machine, by the file's heartbeat elsewhere. */
function judge(holder: Holder, file: string, me: Holder): Verdict {
  const sameMachine = holder.host === me.host && holder.boot !== null && holder.boot === me.boot;
  if (sameMachine && holder.start !== null && me.start !== null) {
    if (holder.pid === me.pid && holder.start === me.start) return 'this-process';
    return processStart(holder.pid) === holder.start ? 'running' : 'stale';
  }
  // The same machine since booted again: nothing of before the boot still runs.
  if (holder.host === me.host && holder.boot && me.boot && holder.boot !== me.boot) return 'stale';
  // Another machine or container, an old lock format, or no /proc: the pid says little here.
  if (holder.pid === me.pid && holder.host === '') return 'stale';
  if (holder.host === '' && !isAlive(holder.pid)) return 'stale';
  const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return age > UNVERIFIABLE_STALE_MS ? 'stale' : 'running';
}

/**
 * Takes DATA_DIR/ordbot.lock for this process. A lock left by a process that no longer runs is
 * taken over (also when its pid now belongs to this or an unrelated process); one held by a
 * running server stops this one with a one-line message. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'ordbot.lock');
  const me = thisProcess();
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx' });
      return holdLock(file, content);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = parseHolder(readText(file) ?? '');
    const verdict = holder ? judge(holder, file, me) : 'stale';
    if (verdict === 'this-process') {
      throw new DataDirLockedError(`The database in ${dataDir} is already open in this process.`);
    }
    if (verdict === 'running') {
      throw new DataDirLockedError(
        `The database in ${dataDir} is in use by another Ordbot process (pid ${holder?.pid}): ` +
          'stop that process, or give this one another DATA_DIR.',
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take the lock ${file}: another process keeps taking it.`);
}

function holdLock(file: string, content: string): () => void {
  // The heartbeat lets a process that cannot check this one's pid (another container on a
  // shared folder) tell a running server from a crashed one.
  const heartbeat = setInterval(() => {
    const now = new Date();
    fs.utimes(file, now, now, () => {});
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    process.off('exit', release);
    if (readText(file) === content) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
