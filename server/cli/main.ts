/**
 * npm run cli -- <command> [options]: operator commands over the server's database, opened the
 * way the server opens it (loadConfig: DATABASE_URL, or the PGlite database in DATA_DIR). With
 * the embedded database, stop the server first: the data directory lock refuses a second process.
 * Exit codes: 0 success, 2 bad arguments (with the usage), 1 anything else.
 */
import {
  openFromEnvironment,
  UsageError,
  type CliCommand,
  type CliContext,
  type CliEnvironment,
  type CliIo,
} from './commands-common.ts';
import { rebuildAggregatesCommand } from './commands-aggregates.ts';
import { backupCommand, restoreCommand } from './commands-backup.ts';
import { demoCommand } from './commands-demo.ts';
import { importCommand } from './commands-import.ts';
import { jobsCommand } from './commands-jobs.ts';
import { lexiconGapsCommand } from './commands-lexicon.ts';
import { createUserCommand, inviteCommand } from './commands-users.ts';
import { isMainModule } from '@ordbot/engine/node/is-main.ts';

/** Every command by name. A new command lives in its own commands-<area>.ts and is listed here. */
export const COMMANDS: Record<string, CliCommand> = {
  'create-user': createUserCommand,
  invite: inviteCommand,
  import: importCommand,
  demo: demoCommand,
  'rebuild-aggregates': rebuildAggregatesCommand,
  jobs: jobsCommand,
  backup: backupCommand,
  restore: restoreCommand,
  'lexicon-gaps': lexiconGapsCommand,
};

export function usage(): string {
  const lines = Object.entries(COMMANDS).map(
    ([name, command]) => `  npm run cli -- ${name} ${command.usage}\n      ${command.summary}`,
  );
  return `Usage:\n${lines.join('\n')}`;
}

const nodeIo: CliIo = {
  stdout: (text) => process.stdout.write(text + '\n'),
  stderr: (text) => process.stderr.write(text + '\n'),
};

export interface CliOptions {
  io?: CliIo;
  /** How to open the database and mailer; by default from the environment, like the server. */
  open?: (io: CliIo) => Promise<CliContext>;
}

/** Runs the CLI on arguments (without node and script) and answers the exit code. */
export async function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  const io = options.io ?? nodeIo;
  const openContext = options.open ?? openFromEnvironment;
  const [name, ...rest] = argv;
  let opened: CliContext | null = null;
  try {
    if (name === '--help' || name === '-h' || name === 'help') {
      io.stdout(usage());
      return 0;
    }
    if (name === undefined) throw new UsageError('No command given');
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) throw new UsageError(`Unknown command '${name}'`);
    const args = command.parse(rest);
    const env: CliEnvironment = {
      io,
      open: async () => (opened ??= await openContext(io)),
    };
    return await command.run(args, env);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`${err.message}\n\n${usage()}`);
      return 2;
    }
    io.stderr(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await (opened as CliContext | null)?.close();
  }
}

if (isMainModule(import.meta.url)) process.exitCode = await runCli(process.argv.slice(2));
