/**
 * Any number of instances start together on one PostgreSQL: on a new
 * database the second of two exited with `duplicate key ... pg_type_typname_nsp_index` (both ran
 * the migrations at once), and with ADMIN_EMAIL an instance died on `users_email_idx` (both
 * found no admin, both inserted it). Three start at once here, on a fresh database, as
 * server/main.ts starts: open and migrate, build the app, make sure of the admin account.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { ensureAdminAccount } from '../../server/auth/admin-account.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, queryRows, type Database } from '../../server/db/database.ts';
import { freshPostgres } from './harness.ts';

const INSTANCES = 3;
const ADMIN = 'Sjef@Example.no';

describe.runIf(process.env.TEST_DATABASE_URL)('instances started together', () => {
  it('three on a fresh database all start, with one admin account', async () => {
    const fresh = await freshPostgres();
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    try {
      const config = loadConfig({
        DATA_DIR: 'memory://',
        DATABASE_URL: fresh.url,
        DEMO_DATA: '0',
        ADMIN_EMAIL: ADMIN,
        ADMIN_PASSWORD: 'et-langt-admin-passord',
        LOG_LEVEL: 'silent',
        CLEANUP_INTERVAL_MINUTES: '0',
      });
      const start = async () => {
        const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
        databases.push(database);
        const app = await buildApp({ config, database, logger: false });
        apps.push(app);
        return ensureAdminAccount(app.ctx);
      };
      const results = await Promise.allSettled(Array.from({ length: INSTANCES }, start));
      const failures = results.flatMap((r) =>
        r.status === 'rejected' ? [String((r.reason as Error).message).split('\n')[0]] : [],
      );
      expect(failures).toEqual([]);
      const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : null));
      expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
      const db = (databases[0] as Database).db;
      const admins = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from users where lower(email) = ${ADMIN.toLowerCase()} and main_role = 'ADMIN'`,
      );
      expect(Number(admins[0]?.n)).toBe(1);

      // A second round on the migrated database: the race is on the admin account alone.
      await queryRows(db, sql`delete from users`);
      const again = await Promise.allSettled(apps.map((app) => ensureAdminAccount(app.ctx)));
      expect(again.filter((r) => r.status === 'rejected')).toEqual([]);
      const users = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
      expect(Number(users[0]?.n)).toBe(1);
    } finally {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await fresh.drop();
    }
  }, 120_000);
});
