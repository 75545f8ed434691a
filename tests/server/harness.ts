/**
 * Server tests run every suite against PGlite and, when TEST_DATABASE_URL is set, against a
 * fresh database on that PostgreSQL server (created per suite, dropped afterwards).
 */
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import type { AccountStatus, Role } from '@ordbot/contract/enums.ts';
import { buildApp } from '../../server/app.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { MailMessage } from '../../server/auth/mail.ts';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/database.ts';
import type { IngestContext } from '../../server/games/ingest.ts';
import { emptyDatabase } from './empty-database.ts';
import { players, users } from '../../server/db/schema.ts';

export const BOT_KEY = 'test-bot-key-0123456789';

/** The database kinds to run against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];
}

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `ordbot_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Database['db'];
  kind: DatabaseKind;
  config: Config;
  /** Every mail the app sent, newest last. */
  mails: MailMessage[];
  /** The same database for a second app (another server instance); closing it does nothing. */
  shared(): Database;
  inject(options: InjectOptions & { token?: string }): ReturnType<FastifyInstance['inject']>;
}

/**
 * Starts an app on a fresh database of `kind` before the suite and closes it after. Access the
 * returned object's fields inside tests (they are filled in beforeAll).
 */
export function useTestServer(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  options: { connectTimeoutMs?: number } = {},
): TestServer {
  const server = { mails: [] as MailMessage[] } as unknown as TestServer;
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (kind === 'postgresql') {
      const fresh = await freshPostgres();
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
    const config = loadConfig({
      DATA_DIR: 'memory://',
      BOT_API_KEY: BOT_KEY,
      DEMO_DATA: '0',
      LOGIN_RATE_LIMIT: '1000',
      REGISTER_RATE_LIMIT: '1000',
      BOT_RATE_LIMIT: '1000000',
      PUBLIC_URL: 'http://ordbot.test',
      LOG_LEVEL: 'silent',
      ...env,
    });
    database = await openDatabase({
      databaseUrl,
      dataDir: 'memory://',
      ...emptyDatabase(),
      ...options,
    });
    const app = await buildApp({
      config,
      database,
      logger: false,
      mailer: { send: async (message) => void server.mails.push(message) },
    });
    Object.assign(server, {
      app,
      db: database.db,
      shared: () => ({ ...database, close: async () => {} }),
      kind,
      config,
      inject: ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
        app.inject({
          ...rest,
          headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await server.app?.close();
    await database?.close();
    await drop();
  });
  return server;
}

/**
 * Where a test stores games straight through the ingest (ingestGames): the app's database and
 * listeners of game changes, and no analysis queued (a test that wants it queues it itself).
 */
export function ingestInto(server: TestServer): IngestContext {
  return { db: server.db, gamesChanges: server.app.ctx.gamesChanges, analyser: null };
}

let userCounter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Makes a player (if needed) and returns its id. */
/** Sends games as the bot does (POST /api/bot/games), each answered 200. */
export async function sendGames(server: TestServer, games: readonly BotGame[]): Promise<void> {
  for (const game of games) {
    const res = await server.inject({
      method: 'POST',
      url: '/api/bot/games',
      headers: { authorization: `Bearer ${BOT_KEY}` },
      payload: game,
    });
    if (res.statusCode !== 200)
      throw new Error(`game ${game.gameId}: ${res.statusCode} ${res.body}`);
  }
}

export async function ensurePlayer(server: TestServer, id: number, name = `Spiller ${id}`) {
  await server.db.insert(players).values({ id, name }).onConflictDoNothing();
  return id;
}

/** Inserts a user with a password and a live session. */
export async function createTestUser(
  server: TestServer,
  mainRole: Role,
  options: { playerId?: number | null; status?: AccountStatus; email?: string } = {},
): Promise<TestUser> {
  userCounter++;
  const email = options.email ?? `bruker${userCounter}-${mainRole.toLowerCase()}@example.no`;
  const password = `passord-${userCounter}-hemmelig`;
  if (options.playerId) await ensurePlayer(server, options.playerId);
  const [row] = await server.db
    .insert(users)
    .values({
      email,
      passwordHash: await hash(password),
      playerId: options.playerId ?? null,
      mainRole,
      status: options.status ?? 'ACTIVE',
    })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  return { id, email, password, token: await createSession(server.db, id) };
}
