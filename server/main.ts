import { ensureAdminAccount } from './auth/admin-account.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseOptions, openDatabase } from './db/database.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DatabaseOpenError } from './db/open-errors.ts';
import { loadDemoDataOnStart, prepareDemoData } from './demo/startup.ts';

async function main() {
  const config = loadConfig();
  // Opened first: npm start may still be building the web app (startHook), the slow part both.
  const database = await openDatabase(databaseOptions(config));
  await startHook();
  const app = await buildApp({ config, database, closeDatabase: true });
  const admin = await ensureAdminAccount(app.ctx);
  if (admin === 'created' || admin === 'updated') {
    app.log.info(`Admin account ${config.adminEmail}: ${admin} (ADMIN_EMAIL)`);
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // The demo accounts first: they exist as soon as the server answers.
  const demo = await prepareDemoData(app);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const port = app.server.address();
  const actual = typeof port === 'object' && port ? port.port : config.port;
  console.log(`\nOrdbot is running at http://${shown}:${actual}/\n`);
  // In the background: the site answers while the demo data loads.
  void loadDemoDataOnStart(app, demo);
  // The deep pass judges finished games again, deeply, whenever the quick pass is idle.
  app.ctx.deep.start();
}

/**
 * What npm start is still making when it starts the server (scripts/start.mjs: the web app, and
 * the notes of the word lists it builds in the background); nothing under npm run server or dev.
 */
function startHook(): Promise<unknown> {
  const pending = (globalThis as Record<symbol, Promise<unknown> | undefined>)[
    Symbol.for('ordbot.beforeServe')
  ];
  return pending ?? Promise.resolve();
}

/** What went wrong in one line, for the errors an operator can fix; null for a defect. */
function startupMessage(err: unknown): string | null {
  if (err instanceof ConfigError) return `Configuration error: ${err.message}`;
  if (err instanceof DatabaseOpenError || err instanceof DataDirLockedError) {
    return `Cannot start: ${err.message}`;
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    return `Cannot start: cannot listen on ${process.env.HOST || '0.0.0.0'}:${process.env.PORT || 8080} (${code}).`;
  }
  return null;
}

main().catch((err: unknown) => {
  const line = startupMessage(err);
  // One line an operator can act on; the whole error only for a defect (or LOG_LEVEL=debug).
  console.error(line ?? err);
  if (line && process.env.LOG_LEVEL === 'debug') console.error(err);
  process.exit(1);
});
