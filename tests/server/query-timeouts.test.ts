/**
 * Every PostgreSQL query is bounded: a statement timeout on the database server, and a
 * client-side query timeout for a connection that stalls (a dead network path: nothing is
 * closed, nothing arrives). Either answers 503 in Norwegian, and the pool is whole afterwards.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, freshPostgres } from './harness.ts';
import { pgProxy } from './pg-proxy.ts';

const DATABASE_DOWN = 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.';

function expect503(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    statusCode: 503,
    error: 'Service Unavailable',
    message: DATABASE_DOWN,
  });
}

/** An app on its own database opened with `options`, with a call that sleeps in the database. */
async function appOn(database: Database): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    DEMO_DATA: '0',
    BOT_API_KEY: BOT_KEY,
    BOT_RATE_LIMIT: '1000000',
  });
  const app = await buildApp({ config, database, logger: false });
  app.get('/test/sleep/:ms', async (request) => {
    const seconds = Number((request.params as { ms: string }).ms) / 1000;
    await database.db.execute(sql`select pg_sleep(${seconds})`);
    return { slept: true };
  });
  return app;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('the query timeouts in the configuration', () => {
  it('are finite by default, the client side longer than the server side', () => {
    const config = loadConfig({});
    expect(config.databaseStatementTimeoutMs).toBeGreaterThan(0);
    expect(config.databaseQueryTimeoutMs).toBeGreaterThan(config.databaseStatementTimeoutMs);
  });

  it('come from DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS', () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '1500',
      DATABASE_QUERY_TIMEOUT_MS: '0',
    });
    expect(config.databaseStatementTimeoutMs).toBe(1500);
    expect(config.databaseQueryTimeoutMs).toBe(0);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number',
    );
  });
});

// The embedded database (WebAssembly, no signals) cannot cancel a running statement: PostgreSQL only.
describe.runIf(process.env.TEST_DATABASE_URL)('a statement that runs too long', () => {
  let database: Database;
  let app: FastifyInstance;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshPostgres();
    drop = fresh.drop;
    database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: 'memory://',
      statementTimeoutMs: 300,
    });
    app = await appOn(database);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop();
  });

  it('is cancelled after the statement timeout and answers 503', async () => {
    const [res, took] = await timed(() => app.inject({ method: 'GET', url: '/test/sleep/5000' }));
    expect503(res);
    expect(took).toBeLessThan(2500);
    // A short one passes, and the next long one is bounded as well (the setting stays).
    expect((await app.inject({ method: 'GET', url: '/test/sleep/10' })).statusCode).toBe(200);
    expect503(await app.inject({ method: 'GET', url: '/test/sleep/5000' }));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 30_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL calls that wait', () => {
  it('answer 503 when a lock holds a call past the statement timeout', async () => {
    const fresh = await freshPostgres();
    const database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: 'memory://',
      statementTimeoutMs: 300,
    });
    const app = await appOn(database);
    const holder = new pg.Client({ connectionString: fresh.url });
    try {
      await holder.connect();
      await holder.query('begin');
      await holder.query('lock table games in access exclusive mode');
      const [res, took] = await timed(() =>
        app.inject({ method: 'GET', url: '/api/games/gamemoves/1' }),
      );
      expect503(res);
      expect(took).toBeLessThan(2500);
      await holder.query('rollback');
      const after = await app.inject({ method: 'GET', url: '/api/games/gamemoves/1' });
      expect(after.statusCode).toBe(404);
    } finally {
      await holder.end().catch(() => {});
      await app.close();
      await database.close();
      await fresh.drop();
    }
  }, 30_000);

  it('answer 503 on a stalled connection after the query timeout, and the pool recovers', async () => {
    const fresh = await freshPostgres();
    const proxy = await pgProxy(new URL(fresh.url));
    const database = await openDatabase({
      databaseUrl: proxy.url(),
      dataDir: 'memory://',
      statementTimeoutMs: 0,
      queryTimeoutMs: 500,
      connectTimeoutMs: 500,
    });
    const app = await appOn(database);
    const ingest = (gameId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/bot/games',
        headers: { authorization: `Bearer ${BOT_KEY}` },
        payload: makeGame({ gameId }),
      });
    const read = () => app.inject({ method: 'GET', url: '/api/games/gamemoves/1' });
    try {
      // Open connections first (the pool's and the health probe's), then stall them all.
      expect((await ingest(1)).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      proxy.stallOpenConnections();

      const [health, healthTook] = await timed(() =>
        app.inject({ method: 'GET', url: '/api/health' }),
      );
      expect(health.statusCode).toBe(503);
      expect(healthTook).toBeLessThan(6000);
      // A read and a transaction on stalled connections: 503, bounded, until the pool has
      // dropped every stalled connection; then every call works.
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const [res, took] = await timed(() => (i % 2 ? read() : ingest(100 + i)));
        expect(took).toBeLessThan(2500);
        if (res.statusCode === 503) expect503(res);
        else expect(res.statusCode).toBe(200);
        answers.push(res.statusCode);
      }
      expect(answers).toContain(503);
      expect(answers.at(-1)).toBe(200);
      for (let i = 0; i < 20; i++) {
        expect((await (i % 2 ? read() : ingest(200 + i))).statusCode).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      // A stalled connection still idle in the pool would wait for the server's goodbye.
      await proxy.cut();
      await database.close();
      await fresh.drop();
    }
  }, 60_000);
});
