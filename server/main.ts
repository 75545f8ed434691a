import { ensureAdminAccount } from './admin-account.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { loadDemoDataOnStart } from './demo/startup.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
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
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const port = app.server.address();
  const actual = typeof port === 'object' && port ? port.port : config.port;
  console.log(`\nOrdbot is running at http://${shown}:${actual}/\n`);
  // In the background: the site answers while the demo data loads.
  void loadDemoDataOnStart(app);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});
