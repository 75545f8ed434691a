/**
 * Demo data on start (docs/architecture.md: an empty database gets demo data, clearly labelled).
 * Runs after the server listens, so the site answers at once and fills up while the log shows
 * progress.
 */
import type { FastifyInstance } from 'fastify';
import { describeDemoAccounts } from './accounts.ts';
import { isDatabaseEmpty, loadDemoData } from './load.ts';

/** Loads demo data when DEMO_DATA allows it and no game is stored; never throws. */
export async function loadDemoDataOnStart(app: FastifyInstance): Promise<void> {
  const { config, db } = app.ctx;
  try {
    if (!config.demoData || !(await isDatabaseEmpty(db))) return;
    app.log.info('Empty database: loading DEMO data (DEMO_DATA=0 turns this off)');
    const result = await loadDemoData(db, { log: (message) => app.log.info(message) });
    app.log.info(
      `Demo data: ${result.games} games, ${result.moves} moves, ${result.players} players ` +
        `loaded in ${(result.ms / 1000).toFixed(1)} s`,
    );
    console.log(`\n${describeDemoAccounts(result.accounts)}\n`);
  } catch (err) {
    app.log.error({ err }, 'Loading the demo data failed');
  }
}
