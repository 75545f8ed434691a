/** Two server instances on one fresh PostgreSQL database, built in-process with the app factory. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { BOT_KEY, freshPostgres } from './harness.ts';

export interface Instances {
  /** Two apps on one database. */
  apps: [FastifyInstance, FastifyInstance];
  /** The first instance's database handle (the same data as the second's). */
  database: Database;
}

/** Starts two instances on one fresh PostgreSQL database before the suite; stops them after. */
export function useTwoInstances(env: NodeJS.ProcessEnv = {}): Instances {
  const instances = {} as Instances;
  const databases: Database[] = [];
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshPostgres();
    drop = fresh.drop;
    const config = loadConfig({
      DATA_DIR: 'memory://',
      DATABASE_URL: fresh.url,
      BOT_API_KEY: BOT_KEY,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const apps: FastifyInstance[] = [];
    // One after the other: both run the migrations on start, the second finds them done.
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
      databases.push(database);
      apps.push(await buildApp({ config, database, logger: false }));
    }
    instances.apps = apps as [FastifyInstance, FastifyInstance];
    instances.database = databases[0] as Database;
  }, 60_000);
  afterAll(async () => {
    for (const app of instances.apps ?? []) await app.close();
    for (const database of databases) await database.close();
    await drop();
  });
  return instances;
}
