/**
 * Why the database did not open, in one line an operator can act on: a PostgreSQL server that
 * cannot be reached or has no such database, a full disk, a folder the server may not write to.
 * The server prints this line first (main.ts); the original error stays as the cause.
 */
import fs from 'node:fs';
import { DataDirLockedError } from './lock.ts';

export class DatabaseOpenError extends Error {}

/** Free space below this on the data folder's disk explains a failed PGlite start. */
const LOW_SPACE_BYTES = 32 * 1024 * 1024;

function codes(err: unknown): string[] {
  const found: string[] = [];
  for (let e = err, depth = 0; e instanceof Error && depth < 6; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') found.push(code);
    if (e instanceof AggregateError) found.push(...e.errors.flatMap(codes));
    e = e.cause;
  }
  return found;
}

function deepestMessage(err: unknown): string {
  let message = err instanceof Error ? err.message : String(err);
  for (let e = err, depth = 0; e instanceof Error && depth < 6; depth++) {
    if (e.message) message = e.message;
    e = e.cause;
  }
  return message.split('\n')[0] ?? message;
}

function freeBytes(dir: string): number | null {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

function describePostgres(url: string, found: string[]): string | null {
  let where = 'the PostgreSQL server';
  let database = '';
  let user = '';
  try {
    const parsed = new URL(url);
    where = `PostgreSQL at ${parsed.hostname}:${parsed.port || '5432'}`;
    database = decodeURIComponent(parsed.pathname.slice(1));
    user = decodeURIComponent(parsed.username);
  } catch {
    // An unparsable URL: the driver's own message says more.
  }
  const has = (...list: string[]) => list.some((code) => found.includes(code));
  if (has('ECONNREFUSED'))
    return `Cannot reach ${where} (DATABASE_URL): connection refused. Is it running?`;
  if (has('ENOTFOUND', 'EAI_AGAIN')) return `Cannot reach ${where} (DATABASE_URL): unknown host.`;
  if (has('ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH')) {
    return `Cannot reach ${where} (DATABASE_URL): no answer from the network.`;
  }
  if (has('3D000')) {
    return `${where} has no database '${database}' (DATABASE_URL): create it (createdb ${database}) or correct the name.`;
  }
  if (has('28P01', '28000')) {
    return `${where} refused the user '${user}' (DATABASE_URL): wrong password or no such role.`;
  }
  if (has('53100')) return `${where} has no disk space left: free some space and start again.`;
  return null;
}

function describePglite(dataDir: string, found: string[]): string | null {
  const has = (...list: string[]) => list.some((code) => found.includes(code));
  const free = freeBytes(dataDir);
  if (has('ENOSPC', '53100') || (free !== null && free < LOW_SPACE_BYTES)) {
    const mb = free === null ? '' : ` (${Math.floor(free / 1024 / 1024)} MB free)`;
    return `The disk of DATA_DIR ${dataDir} is full${mb}: free some space and start again.`;
  }
  if (has('EACCES', 'EPERM')) {
    return `Cannot write to DATA_DIR ${dataDir}: permission denied. Give the server's user write access or choose another DATA_DIR.`;
  }
  if (has('EROFS')) return `Cannot write to DATA_DIR ${dataDir}: the file system is read-only.`;
  if (has('ENOTDIR', 'EEXIST')) return `DATA_DIR ${dataDir} is not a folder.`;
  return null;
}

/** The one-line reason for a database that did not open, with the original error as its cause. */
export function explainOpenError(
  err: unknown,
  options: { databaseUrl?: string; dataDir: string },
): Error {
  if (err instanceof DataDirLockedError) return err;
  const found = codes(err);
  const known = options.databaseUrl
    ? describePostgres(options.databaseUrl, found)
    : describePglite(options.dataDir, found);
  const what = options.databaseUrl
    ? 'the PostgreSQL database (DATABASE_URL)'
    : `the database in ${options.dataDir}`;
  return new DatabaseOpenError(known ?? `Cannot open ${what}: ${deepestMessage(err)}`, {
    cause: err,
  });
}
