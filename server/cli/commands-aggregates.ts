/**
 * npm run cli -- rebuild-aggregates [--check]: compares the aggregate tables with a recount of
 * the games (which tables, how many rows, a few examples) and rebuilds them in one transaction.
 * --check only reports and exits with 1 when anything drifted, for monitoring.
 */
import { checkAggregates, rebuildAggregates, type AggregateDrift } from '../games/aggregates.ts';
import { defineCommand, parseOptions } from './commands-common.ts';

/** One line a drifted table and its example rows ('stored -> from the games'). */
export function describeDrift(drifts: readonly AggregateDrift[]): string[] {
  if (drifts.length === 0) return ['The aggregates match the games.'];
  return drifts.flatMap((d) => [
    `${d.table}: ${d.missing} missing, ${d.extra} extra, ${d.differing} differing rows`,
    ...d.examples.map((example) => `  ${example}`),
  ]);
}

export const rebuildAggregatesCommand = defineCommand<{ check: boolean }>({
  usage: '[--check]',
  summary:
    'Compare the aggregate tables with the games and rebuild them in one transaction; ' +
    '--check only reports (exit code 1 on drift).',
  parse(argv) {
    return { check: parseOptions(argv, { check: { type: 'boolean' } }).check ?? false };
  },
  async run(args, { io, open }) {
    const { db } = await open();
    const drifts = await checkAggregates(db);
    for (const line of describeDrift(drifts)) io.stdout(line);
    if (args.check) return drifts.length > 0 ? 1 : 0;
    const started = performance.now();
    await rebuildAggregates(db);
    io.stdout(`Rebuilt the aggregates in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  },
});
