/**
 * npm run cli -- demo [--games N] [--seed N]: the demo data set through the real ingest (the
 * one the server loads on first start), or from LARGE_FROM games on the large benchmark set,
 * recombined from engine games and written in bulk (server/demo/large.ts).
 */
import { describeDemoAccounts } from '../demo/accounts.ts';
import { loadLargeDataset } from '../demo/large.ts';
import { loadDemoData } from '../demo/load.ts';
import { DEFAULT_DEMO_GAMES, DEFAULT_DEMO_SEED } from '../demo/plan.ts';
import { defineCommand, parseOptions, positiveInt } from './commands-common.ts';

/** From this many games on, `demo` makes the large set. */
export const LARGE_FROM = 20_000;

interface DemoArgs {
  games: number;
  seed: number;
  engineGames: number | undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export const demoCommand = defineCommand<DemoArgs>({
  usage: '[--games N] [--seed N] [--engine-games N]',
  summary:
    `Load demo data (default ${DEFAULT_DEMO_GAMES} games, through the ingest). From ` +
    `${LARGE_FROM} games on: the large benchmark set, recombined from --engine-games ` +
    'engine-played games and written in bulk (it replaces an earlier large set).',
  parse(argv) {
    const values = parseOptions(argv, {
      games: { type: 'string' },
      seed: { type: 'string' },
      'engine-games': { type: 'string' },
    });
    const engine = values['engine-games'];
    return {
      games: values.games === undefined ? DEFAULT_DEMO_GAMES : positiveInt(values.games, '--games'),
      seed: values.seed === undefined ? DEFAULT_DEMO_SEED : positiveInt(values.seed, '--seed'),
      engineGames: engine === undefined ? undefined : positiveInt(engine, '--engine-games'),
    };
  },
  async run(args, { io, open }) {
    const ctx = await open();
    const { db } = ctx;
    const log = (message: string) => io.stdout(message);
    if (args.games >= LARGE_FROM) {
      const result = await loadLargeDataset(db, {
        games: args.games,
        seed: args.seed,
        engineGames: args.engineGames,
        log,
      });
      io.stdout(
        `Large data set: ${result.games} games (${result.engineGames} played by the engine), ` +
          `${result.moves} moves, ${result.players} players; written in ${seconds(result.loadMs)}, ` +
          `aggregates rebuilt in ${seconds(result.aggregatesMs)}`,
      );
      return 0;
    }
    const result = await loadDemoData(ctx, { games: args.games, seed: args.seed, log });
    io.stdout(
      `Demo data: ${result.games} games, ${result.moves} moves, ${result.players} players ` +
        `in ${seconds(result.ms)}`,
    );
    io.stdout(describeDemoAccounts(result.accounts));
    return 0;
  },
});
