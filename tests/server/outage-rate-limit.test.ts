/**
 * A bot that retries at once while the database is away: the 503s the server
 * gives because it is down are not the caller's doing, so they do not spend the caller's rate
 * limit (every ingest got 429 for 18 s after PostgreSQL came back), and each 503 says when to try
 * again (Retry-After).
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { makeGame } from './fixtures.ts';
import { BOT_KEY, freshPostgres } from './harness.ts';
import { pgProxy } from './pg-proxy.ts';

const LIMIT = 5;

describe.runIf(process.env.TEST_DATABASE_URL)('the bot retrying through an outage', () => {
  it('spends none of its limit on 503s, and each 503 carries Retry-After', async () => {
    const fresh = await freshPostgres();
    const url = new URL(fresh.url);
    const proxy = await pgProxy(url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const config = loadConfig({
      DATA_DIR: 'memory://',
      DEMO_DATA: '0',
      BOT_API_KEY: BOT_KEY,
      BOT_RATE_LIMIT: String(LIMIT),
    });
    const app = await buildApp({ config, database, logger: false });
    let nextId = 7100;
    const ingest = () =>
      app.inject({
        method: 'POST',
        url: '/api/bot/games',
        payload: makeGame({ gameId: nextId++ }),
        headers: { authorization: `Bearer ${BOT_KEY}` },
        remoteAddress: '10.50.17.1',
      });
    let cut = false;
    try {
      await proxy.cut();
      cut = true;
      for (let i = 0; i < 4 * LIMIT; i++) {
        const down = await ingest();
        expect(down.statusCode).toBe(503);
        expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
      }
      await proxy.restore();
      cut = false;
      // The whole limit is there once the database is back; past it, 429 as before.
      for (let i = 0; i < LIMIT; i++) expect((await ingest()).statusCode).toBe(200);
      expect((await ingest()).statusCode).toBe(429);
    } finally {
      if (cut) await proxy.restore();
      await app.close();
      await database.close();
      await proxy.cut();
      await fresh.drop();
    }
  }, 60_000);
});
