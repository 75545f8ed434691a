/**
 * npm run cli -- backup <file> / restore <file> [--force]: the whole database in one portable
 * file (db/backup.ts), the same for PGlite and PostgreSQL, so a backup of one restores into the
 * other. With the embedded database, stop the server first (its lock refuses a second process).
 */
import { parseArgs } from 'node:util';
import { restoreBackup, writeBackup } from '../db/backup.ts';
import { defineCommand, UsageError } from './commands-common.ts';

function parseFile(argv: readonly string[], command: string, withForce: boolean) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: withForce ? { force: { type: 'boolean' } } : {},
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (parsed.positionals.length !== 1) throw new UsageError(`${command} takes one file name`);
  return { file: parsed.positionals[0] as string, force: parsed.values.force === true };
}

function summary(counts: Record<string, number>): string {
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `${Object.keys(counts).length} tables, ${rows} rows`;
}

export const backupCommand = defineCommand<{ file: string }>({
  usage: '<file>',
  summary: 'Write the whole database to a file (gzip’d JSON lines; PGlite and PostgreSQL alike).',
  parse: (argv) => parseFile(argv, 'backup', false),
  async run(args, { io, open }) {
    const { db, config } = await open();
    const kind = config.databaseUrl ? 'postgresql' : 'pglite';
    const started = performance.now();
    const counts = await writeBackup(db, kind, args.file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.stdout(`Backup written to ${args.file}: ${summary(counts)} (${seconds} s)`);
    return 0;
  },
});

export const restoreCommand = defineCommand<{ file: string; force: boolean }>({
  usage: '<file> [--force]',
  summary:
    'Restore a backup into an empty database, in one transaction (--force replaces the rows of one that is not).',
  parse: (argv) => parseFile(argv, 'restore', true),
  async run(args, { io, open }) {
    const { db } = await open();
    const counts = await restoreBackup(db, args.file, { force: args.force });
    io.stdout(`Restored ${args.file}: ${summary(counts)}`);
    return 0;
  },
});
