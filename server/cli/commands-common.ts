/**
 * What every `npm run cli` command shares: output, argument errors, and the database, mailer and
 * services (the analyser, the listeners of game changes, the job runner) opened and wired the
 * same way the server opens and wires them.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { MAX_DB_ID } from '@ordbot/contract/constants.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { databaseOptions, openDatabase } from '../db/database.ts';
import { createMailer } from '../auth/mail.ts';
import { closeServices, wireServices, type ServicesLog } from '../wiring.ts';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Bad arguments: the CLI prints the message and the usage and exits with 2. */
export class UsageError extends Error {}

/** The server's context for a command, and how to let go of it. */
export interface CliContext extends Pick<
  AppContext,
  'config' | 'db' | 'mailer' | 'analyser' | 'gamesChanges' | 'jobs'
> {
  close(): Promise<void>;
}

export interface CliEnvironment {
  io: CliIo;
  /** Opens the database (and takes the PGlite lock); the CLI closes it when the command ends. */
  open(): Promise<CliContext>;
}

export interface CliCommand<A = unknown> {
  /** The arguments part of the usage line, e.g. '--email E [--status S]'. */
  usage: string;
  summary: string;
  /** Checks the arguments before anything is opened; throws UsageError. */
  parse(args: readonly string[]): A;
  /** Runs the command; answers the exit code. */
  run(args: A, env: CliEnvironment): Promise<number>;
}

/** Keeps the argument type between parse and run while the table holds any command. */
export function defineCommand<A>(command: CliCommand<A>): CliCommand {
  return command as unknown as CliCommand;
}

/** node:util parseArgs with strict options; its errors become UsageErrors. */
export function parseOptions<O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${option} is required`);
  return value;
}

export function positiveInt(value: string, option: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1 || n > MAX_DB_ID) {
    throw new UsageError(`${option} must be a whole number above 0, got '${value}'`);
  }
  return n;
}

/** What a command's services say: their errors (the last argument) on standard error. */
export function commandLog(io: CliIo): ServicesLog {
  return { info: () => {}, error: (...a: unknown[]) => io.stderr(String(a.at(-1))) };
}

/**
 * The database and mailer of loadConfig(), as `npm run server` would open them, and the services
 * wired as app.ts wires them (wireServices); closing stops the services, then the database.
 */
export async function openFromEnvironment(io: CliIo): Promise<CliContext> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptions(config));
  const services = wireServices(database.db, commandLog(io));
  return {
    config,
    db: database.db,
    mailer: createMailer(config, { info: (message) => io.stdout(message) }),
    ...services,
    close: async () => {
      await closeServices(services);
      await database.close();
    },
  };
}
