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
  close(): Promise<void>;
}

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PGlite only: flush every commit to the disk (PGLITE_FSYNC); on unless set to false. */
  fsync?: boolean;
  /** PostgreSQL only: how long a new connection may take before the query fails (503). */
  connectTimeoutMs?: number;
}

/**
 * A server that accepts the connection but never answers (a hung host, a dead load balancer)
 * would otherwise hold every request that needs a new connection for as long as the client
 * waits: after this a request answers 503 and the pool tries again on the next one.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** The open options a configuration names (the server and the CLI open the same way). */
export function databaseOptions(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteFsync'>,
): OpenOptions {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, fsync: config.pgliteFsync };
}

/** Opens and migrates the database; a failure says why in its first line (open-errors.ts). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  try {
    return options.databaseUrl
      ? await openPostgres(options.databaseUrl, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS)
      : await openPglite(options.dataDir, options.fsync ?? true);
  } catch (err) {
    throw explainOpenError(err, options);
  }
}

/** A pool of `max` connections that gives up connecting after `connectTimeoutMs`. */
function postgresPool(url: string, max: number, connectTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection the server drops while idle (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  return pool;
}

async function openPostgres(url: string, connectTimeoutMs: number): Promise<Database> {
  const pool = postgresPool(url, 10, connectTimeoutMs);
  const db = drizzlePg(pool, { schema });
  try {
    await migratePg(db, { migrationsFolder: MIGRATIONS });
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  // One connection beside the pool, for the probe alone: with all ten busy, the health check
  // would wait behind every query in line (p99 600 ms at 200 connections searching).
  const probePool = postgresPool(url, 1, connectTimeoutMs);
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    ping: async () => {
      await probePool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), probePool.end()]);
    },
  };
}

/** PGlite in a worker thread (pglite-client.ts): its queries never hold the event loop. */
async function openPglite(dataDir: string, fsync: boolean): Promise<Database> {
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
