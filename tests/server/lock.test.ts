/**
 * The data directory lock: a lock left by a crash never keeps the server from
 * starting, even when its pid now belongs to this process or to an unrelated one, while a second
 * running server on the same folder is refused in one line.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStart } from '../../server/db/lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-lock-'));
  dirs.push(dir);
  return dir;
}

function writeLock(dir: string, holder: object | string, ageMs = 0) {
  const file = path.join(dir, 'ordbot.lock');
  fs.writeFileSync(file, typeof holder === 'string' ? holder : JSON.stringify(holder));
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

/** An unrelated process that keeps running (like any other program that got the old pid). */
function liveProcess(): number {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(child);
  return child.pid as number;
}

const bootId = () => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const here = () => ({ boot: bootId(), host: os.hostname() });

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(fs.existsSync('/proc/self/stat'))('the data directory lock', () => {
  it('takes over a lock whose pid is now this process (a restarted container)', () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid, start: '1', ...here() });
    acquireDataDirLock(dir)();
    // The earlier format held the pid alone.
    writeLock(dir, String(process.pid));
    acquireDataDirLock(dir)();
  });

  it('takes over a lock whose pid now belongs to an unrelated running process', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeLock(dir, { pid, start: '1', ...here() });
    acquireDataDirLock(dir)();
    writeLock(dir, String(pid), 120_000);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock from before a reboot, or an old one from another machine', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeLock(dir, { pid, start: processStart(pid), boot: 'an-earlier-boot', host: os.hostname() });
    acquireDataDirLock(dir)();
    writeLock(dir, { pid, start: '5', boot: 'x', host: 'another-host' }, 120_000);
    acquireDataDirLock(dir)();
  });

  it('refuses a running holder, in one line, and a fresh lock from another machine', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeLock(dir, { pid, start: processStart(pid), ...here() });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      new RegExp(
        `^The database in .+ is in use by another Ordbot process \\(pid ${pid}\\): [^\\n]+$`,
      ),
    );
    writeLock(dir, { pid: 1, start: '5', boot: 'x', host: 'another-host' });
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });

  it('refuses a second open in the same process, and frees the folder on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in this process/);
    release();
    expect(fs.existsSync(path.join(dir, 'ordbot.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('a second server on the folder stops with one line and no stack trace', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeLock(dir, { pid, start: processStart(pid), ...here() });
    const result = spawnSync('node', ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', PORT: '0', DEMO_DATA: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line && !line.includes('nodedir'));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Cannot start: The database in .+ is in use by another Ordbot process \(pid \d+\)/,
      ),
    ]);
  }, 90_000);
});
