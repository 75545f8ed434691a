// Over 300 lines: each fault (NUL characters, encodings, the bot key, a database that goes
// away) needs the same server and database set-up, most of it for the last.
/**
 * Faults with clear answers: NUL characters in any string, malformed path encodings,
 * the bot API without a key, and a database that goes away and comes back.
 */
import { sql } from 'drizzle-orm';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { makeGame } from './fixtures.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import {
  BOT_KEY,
  createTestUser,
  freshPostgres,
  testDatabaseKinds,
  useTestServer,
} from './harness.ts';
import { pgProxy } from './pg-proxy.ts';
import { emptyDatabase } from './empty-database.ts';

const NUL = '\u0000';
const DATABASE_DOWN = 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.';

/** An error answer in our shape, nothing more: {statusCode, error, message}. */
function expectOurError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  return body.message as string;
}

describe.each(testDatabaseKinds())('faults on %s', (kind) => {
  const server = useTestServer(kind);
  const post = (url: string, payload: object, token?: string) =>
    server.inject({ method: 'POST', url, payload, ...(token ? { token } : {}) });

  describe('a NUL character in a string answers 400, never 500', () => {
    const nulMessage = /^Ugyldig forespørsel/;

    it('in the sign-in e-mail and password', async () => {
      for (const body of [
        { username: `ola${NUL}@example.no`, password: 'hemmelig-passord' },
        { username: 'ola@example.no', password: `hemmelig${NUL}` },
      ]) {
        const res = await post('/api/auth/login', body);
        expect(expectOurError(res, 400)).toMatch(nulMessage);
      }
      const token = await post('/api/auth/login-token', {
        username: `ola${NUL}@example.no`,
        token: 'abc',
      });
      expectOurError(token, 400);
    });

    it('in a registration link', async () => {
      const check = await post('/api/auth/validate-register-uuid', { uuid: `abc${NUL}` });
      expectOurError(check, 400);
      const register = await post('/api/auth/register-by-uuid', {
        uuid: `abc${NUL}`,
        password: 'et-langt-passord',
      });
      expectOurError(register, 400);
    });

    it('in a player name in the path and in a query string', async () => {
      const user = await createTestUser(server, 'ADMIN');
      const res = await server.inject({
        method: 'GET',
        url: '/api/players/playername/Ola%00Nordmann',
        token: user.token,
      });
      expect(expectOurError(res, 400)).toMatch(nulMessage);
      const query = await server.inject({
        method: 'GET',
        url: '/api/players/all?x=%00',
        token: user.token,
      });
      expectOurError(query, 400);
    });

    it("in every string of the bot's calls, keys included", async () => {
      const web = await post(
        '/api/bot/web-request',
        { playerId: 9001, playerName: `Ola${NUL}`, email: 'ola@example.no' },
        BOT_KEY,
      );
      expectOurError(web, 400);
      const game = makeGame({ gameId: 9101, playerName: `Kari${NUL}` });
      expectOurError(await post('/api/bot/games', game, BOT_KEY), 400);
      const word = makeGame({ gameId: 9102 });
      (word.moves[0] as { mainWord: string }).mainWord = `HE${NUL}ST`;
      expectOurError(await post('/api/bot/games', word, BOT_KEY), 400);
      const key = { ...makeGame({ gameId: 9103 }), [`x${NUL}`]: 1 };
      expectOurError(await post('/api/bot/games', key, BOT_KEY), 400);
    });
  });

  it('answers a malformed path encoding with our JSON shape and a Norwegian message', async () => {
    for (const url of ['/api/games/gamemoves/%E6', '/api/players/playername/%C3%28']) {
      const res = await server.inject({ method: 'GET', url });
      expect(expectOurError(res, 400)).toMatch(/ugyldig/i);
    }
  });

  it('answers API calls with Cache-Control: no-store, board layouts excepted', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['cache-control']).toBe('no-store');
    const missing = await server.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await server.inject({ method: 'GET', url: '/api/games/gamemoves/%E6' });
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it('reports the database in the health check', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

/** One embedded database for the apps built with other settings below (opening one is slow). */
let shared: Database | undefined;
beforeAll(async () => {
  shared = await openDatabase({ dataDir: 'memory://', ...emptyDatabase() });
}, 120_000);
afterAll(async () => {
  await shared?.close();
});

/** An app with these settings on the shared database. */
function appWith(env: NodeJS.ProcessEnv, options: Partial<AppOptions> = {}) {
  const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', ...env });
  return buildApp({ config, database: shared, logger: false, ...options });
}

describe('logging', () => {
  it('does not log the e-mail of a refused sign-in', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await appWith({ LOG_LEVEL: 'debug' }, { logger: true, logStream: stream });
    try {
      for (const username of [`hemmelig${NUL}@example.no`, 'hemmelig@example.no']) {
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'feil-passord' },
        });
      }
    } finally {
      await app.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('hemmelig');
  }, 30_000);
});

describe('the bot API key', () => {
  it('says so when BOT_API_KEY is unset', async () => {
    const app = await appWith({});
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/bot/games',
        payload: makeGame({ gameId: 1 }),
        headers: { authorization: 'Bearer whatever-key-123456' },
      });
      expect(expectOurError(res, 503)).toBe('Bot-API-et er ikke satt opp (BOT_API_KEY mangler)');
    } finally {
      await app.close();
    }
  }, 30_000);

  it('refuses to start with a key shorter than 16 characters', () => {
    expect(() => loadConfig({ BOT_API_KEY: 'kort-nøkkel' })).toThrow(ConfigError);
    expect(() => loadConfig({ BOT_API_KEY: 'kort-nøkkel' })).toThrow(
      'BOT_API_KEY must have at least 16 characters',
    );
    expect(loadConfig({ BOT_API_KEY: '0123456789abcdef' }).botApiKey).toBe('0123456789abcdef');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that goes away', () => {
  it('answers 503 in Norwegian while it is gone and recovers by itself', async () => {
    const fresh = await freshPostgres();
    const url = new URL(fresh.url);
    const proxy = await pgProxy(url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', BOT_API_KEY: BOT_KEY });
    const app = await buildApp({ config, database, logger: false });
    const server = { db: database.db } as Parameters<typeof createTestUser>[0];
    try {
      const admin = await createTestUser(server, 'ADMIN');
      const testconn = () =>
        app.inject({
          method: 'POST',
          url: '/api/stats/testconn',
          headers: { authorization: `Bearer ${admin.token}` },
        });
      expect((await testconn()).json()).toMatchObject({ ok: true, database: 'postgresql' });

      await proxy.cut();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', database: 'unreachable' });
      const game = await app.inject({ method: 'GET', url: '/api/games/gamemoves/1' });
      expect(expectOurError(game, 503)).toBe(DATABASE_DOWN);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: admin.email, password: admin.password },
      });
      expect(expectOurError(login, 503)).toBe(DATABASE_DOWN);
      const down = await testconn();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        ok: false,
        database: 'postgresql',
        message: DATABASE_DOWN,
      });

      await proxy.restore();
      const again = await app.inject({ method: 'GET', url: '/api/health' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'ok', database: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/api/games/gamemoves/1' })).statusCode).toBe(
        404,
      );
      expect((await testconn()).json()).toMatchObject({ ok: true });
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
      await fresh.drop();
    }
  }, 30_000);

  it('answers 503 when a new connection hangs, after the connect timeout, not never', async () => {
    const fresh = await freshPostgres();
    const url = new URL(fresh.url);
    const proxy = await pgProxy(url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: 'memory://',
      connectTimeoutMs: 500,
    });
    const config = loadConfig({ DATA_DIR: 'memory://', DEMO_DATA: '0', BOT_API_KEY: BOT_KEY });
    const app = await buildApp({ config, database, logger: false });
    try {
      proxy.hang(true);
      const started = performance.now();
      const game = await app.inject({ method: 'GET', url: '/api/games/gamemoves/1' });
      expect(expectOurError(game, 503)).toBe(DATABASE_DOWN);
      expect(performance.now() - started).toBeLessThan(5_000);

      proxy.hang(false);
      expect((await app.inject({ method: 'GET', url: '/api/games/gamemoves/1' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
      await fresh.drop();
    }
  }, 30_000);
});

describe('request timeouts', () => {
  it('closes a request whose body never arrives in full, in bounded time', async () => {
    const app = await appWith({ REQUEST_TIMEOUT_MS: '500' });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = net.connect(port, '127.0.0.1', () => {
          // Promises 1,000 bytes, sends 7 and then nothing.
          socket.write(
            'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n{"user"',
          );
        });
        socket.on('data', (chunk) => (received += String(chunk)));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('the slow request was still open after 5 s')), 5000);
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  }, 30_000);

  it('has finite timeouts by default', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBeGreaterThan(0);
    expect(config.connectionTimeoutMs).toBeGreaterThan(0);
    expect(config.keepAliveTimeoutMs).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL pool that is all busy', () => {
  const server = useTestServer('postgresql');

  it('still answers the health check at once, on the probe connection of its own', async () => {
    // Twelve slow queries hold the pool's ten connections and queue two more behind them
    // (drizzle's queries start when awaited: then() starts them now).
    const slow = Array.from({ length: 12 }, () =>
      server.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const health = await server.inject({ method: 'GET', url: '/api/health' });
    const took = performance.now() - started;
    await Promise.all(slow);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(took).toBeLessThan(1000);
  }, 30_000);
});
