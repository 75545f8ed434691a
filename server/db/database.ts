/**
 * Opens the database: an embedded PostgreSQL (PGlite) in DATA_DIR by default, or a PostgreSQL
 * server when DATABASE_URL is set. Both run the same schema, migrations and queries.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Config } from '../config.ts';
import { acquireDataDirLock } from './lock.ts';
import { explainOpenError } from './open-errors.ts';
import { listenPostgres, type Listener } from './pg-listen.ts';
import { PgliteWorkerClient } from './pglite-client.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * `select 1` for the health check and testconn, past the queries waiting for a connection:
   * PostgreSQL keeps one connection of its own for it, PGlite's queue puts it first
   * (pglite-client.ts), so a busy database still says at once that it is up.
   */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: calls `onNotify` for each NOTIFY on `channel` from any instance, and after
   * each (re)connect of its listening connection (pg-listen.ts). PGlite has no other process.
   */
  listen?(channel: string, onNotify: () => void): Listener;
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PGlite only: flush every commit to the disk (PGLITE_FSYNC); on unless set to false. */
  fsync?: boolean;
  /**
   * PGlite in memory only: start from this dump of a data directory (PGlite's
   * `dumpDataDir('none')`, written to a file) instead of an empty cluster; the migrations then
   * apply only what the dump lacks. The tests start each database from a migrated empty one
   * (tests/server/empty-database.ts): a second instead of three.
   */
  loadDataDir?: string;
  /** PostgreSQL only: how long a new connection may take before the query fails (503). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: the server cancels a statement that runs longer (statement_timeout, then
   * 503); 0 or unset: no bound. The embedded database cannot cancel a running statement.
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL only: how long the client waits for a query's answer before it gives up on the
   * connection (a stalled network path answers nothing, closes nothing); 0 or unset: no bound.
   */
  queryTimeoutMs?: number;
}

/** The PostgreSQL pool's bounds (OpenOptions). */
interface PoolTimeouts {
  connectTimeoutMs: number;
  statementTimeoutMs?: number;
  queryTimeoutMs?: number;
}

/**
 * A server that accepts the connection but never answers (a hung host, a dead load balancer)
 * would otherwise hold every request that needs a new connection for as long as the client
 * waits: after this a request answers 503 and the pool tries again on the next one.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The open options a configuration names (the server and the CLI open the same way). */
export function databaseOptions(
  config: Pick<
    Config,
    | 'databaseUrl'
    | 'dataDir'
    | 'pgliteFsync'
    | 'databaseStatementTimeoutMs'
    | 'databaseQueryTimeoutMs'
  >,
): OpenOptions {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    fsync: config.pgliteFsync,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    queryTimeoutMs: config.databaseQueryTimeoutMs,
  };
}

/** Opens and migrates the database; a failure says why in its first line (open-errors.ts). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  try {
    return options.databaseUrl
      ? await openPostgres(options.databaseUrl, {
          connectTimeoutMs: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
          statementTimeoutMs: options.statementTimeoutMs,
          queryTimeoutMs: options.queryTimeoutMs,
        })
      : await openPglite(options.dataDir, options.fsync ?? true, options.loadDataDir);
  } catch (err) {
    throw explainOpenError(err, options);
  }
}

/** pg's error for a query whose answer did not come within query_timeout. */
const READ_TIMEOUT = 'Query read timeout';

function queryText(args: unknown[]): string {
  const first = args[0];
  return typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? '');
}

/**
 * Two faults of a lent-out client that would otherwise cost the pool a connection for good:
 * - pg's query_timeout rejects the query but leaves the connection waiting for its answer: the
 *   client's next query would queue behind it, and the pool would lend the client out again. A
 *   connection that timed out is closed instead, so the rest of its transaction fails at once
 *   (503) and the pool drops the client when it comes back (it is no longer queryable).
 * - drizzle's transaction releases its client only after BEGIN succeeded: when BEGIN itself
 *   fails (a dead or stalled connection), the client goes back to the pool here, with the error,
 *   so the pool drops it.
 */
function guardLentClient(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = (err: unknown) => {
    if (!(err instanceof Error) || err.message !== READ_TIMEOUT) return;
    (
      client as unknown as { connection: { stream: { destroy(): void } } }
    ).connection.stream.destroy();
  };
  (client as unknown as { query: typeof query }).query = (...args) => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        close(err);
        (callback as (err: unknown, result: unknown) => void)(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      const begin = /^\s*begin\b/i.test(queryText(args));
      result.catch((err: unknown) => {
        close(err);
        if (begin) client.release(err instanceof Error ? err : true);
      });
    }
    return result;
  };
}

/** A pool of `max` connections with these bounds (0 or unset: none). */
function postgresPool(url: string, max: number, timeouts: PoolTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Sent when the connection opens; RESET statement_timeout returns to it.
    statement_timeout: timeouts.statementTimeoutMs || undefined,
    query_timeout: timeouts.queryTimeoutMs || undefined,
  });
  // A connection the server drops (restart, failover, `pg_ctl stop -m fast`: 57P01) emits
  // 'error' on its client, and Node ends the process on an 'error' event nobody listens to. The
  // pool listens only while a client is idle; a client lent out to a transaction, between two
  // of its queries, has no listener of the pool's. So every client gets one of its own for
  // its whole life: the process lives on, the client's next query fails (503, http-errors.ts)
  // and the pool drops the client when it comes back (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    guardLentClient(client);
  });
  // The pool re-emits an idle client's error here; the client's own listener logged it.
  pool.on('error', () => {});
  return pool;
}

/** The advisory lock the migrations run under (two keys; db/live-log.ts holds 748203/1). */
const MIGRATION_LOCK = [748203, 2];

/**
 * Runs the migrations under MIGRATION_LOCK: instances that start together on one new database
 * take turns (all but one failed with `duplicate key ... pg_type_typname_nsp_index`), and the
 * next finds them applied. The lock ends with its connection, closed here (or by a death).
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', MIGRATION_LOCK);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    client.release(true);
  }
}

async function openPostgres(url: string, timeouts: PoolTimeouts): Promise<Database> {
  // Migrations on a connection of their own without the query bounds: building an index on a
  // large table may take longer than any call should.
  const migrations = postgresPool(url, 1, { connectTimeoutMs: timeouts.connectTimeoutMs });
  try {
    await migratePostgres(migrations);
  } finally {
    await migrations.end().catch(() => {});
  }
  const pool = postgresPool(url, 10, timeouts);
  const db = drizzlePg(pool, { schema });
  // One connection beside the pool, for the probe alone: with all ten busy, the health check
  // would wait behind every query in line (p99 600 ms at 200 connections searching). On a
  // stalled connection it gives up as soon as a new connection would.
  const probePool = postgresPool(url, 1, {
    connectTimeoutMs: timeouts.connectTimeoutMs,
    queryTimeoutMs: Math.min(
      timeouts.queryTimeoutMs || timeouts.connectTimeoutMs,
      timeouts.connectTimeoutMs,
    ),
  });
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    ping: async () => {
      await probePool.query('select 1');
    },
    listen: (channel, onNotify) =>
      listenPostgres(url, channel, onNotify, timeouts.connectTimeoutMs),
    close: async () => {
      await Promise.all([pool.end(), probePool.end()]);
    },
  };
}

/** PGlite in a worker thread (pglite-client.ts): its queries never hold the event loop. */
async function openPglite(
  dataDir: string,
  fsync: boolean,
  loadDataDir?: string,
): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  let dir = dataDir;
  if (!inMemory) {
    const root = path.resolve(dataDir);
    fs.mkdirSync(root, { recursive: true });
    // Two processes on one PGlite directory silently lose writes: refuse the second.
    release = acquireDataDirLock(root);
    dir = path.join(root, 'pgdata');
  }
  try {
    const client = await PgliteWorkerClient.start({
      dataDir: dir,
      fsync,
      // Without these the WAL grows to twice the data (docs/decisions/pglite.md).
      postgresqlconf: ['max_wal_size = 128MB', 'min_wal_size = 32MB'],
      ...(inMemory && loadDataDir ? { loadDataDir } : {}),
    });
    // drizzle's PGlite driver calls only what the worker client has: query and transaction.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      // The worker's queue answers `select 1` first (pglite-client.ts PROBE).
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Rows of a raw SQL query; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
