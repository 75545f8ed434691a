/**
 * What the engine commands share (engine.ts, engine-endgame.ts, engine-strategy.ts): their input
 * and output, the usage error they stop with, reading an input file and common arguments.
 */
import fs from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { LANGUAGES, isOneOf, type Language } from '../game-enums.ts';
import type { Lexicon } from '../movegen/lexicon.ts';
import { loadLexiconFile } from '../node/lexicon-files.ts';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  readFile(path: string): string;
  loadLexicon(language: Language): Lexicon;
}

export const nodeIo: CliIo = {
  stdout: (text) => process.stdout.write(text + '\n'),
  stderr: (text) => process.stderr.write(text + '\n'),
  readFile: (path) => fs.readFileSync(path, 'utf8'),
  loadLexicon: (language) => loadLexiconFile(language),
};

/** Bad arguments: exit 2 with the usage. */
export class UsageError extends Error {}

/** '--spread -12' as '--spread=-12': parseArgs would take -12 for an option. */
export function joinNegatives(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/**
 * node:util parseArgs with strict options and no positionals (as commands-common.ts's
 * parseOptions, with this CLI's UsageError); a negative number after an option stays its value.
 */
export function parseEngineOptions<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: joinNegatives(argv), options, strict: true, allowPositionals: false })
      .values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export function readInput<T>(
  io: CliIo,
  option: string,
  path: string,
  parse: (text: string) => T,
): T {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (err) {
    throw new UsageError(`Cannot read the ${option} file ${path}: ${(err as Error).message}`);
  }
  try {
    return parse(text);
  } catch (err) {
    throw new UsageError(`Bad ${option} file ${path}: ${(err as Error).message}`);
  }
}

/** --lang, required and one of the languages. */
export function languageArg(lang: string | undefined): Language {
  if (lang === undefined) throw new UsageError('--lang is required');
  if (!isOneOf(LANGUAGES, lang)) throw new UsageError(`Unknown language '${lang}'`);
  return lang;
}

/** A number option: required unless it has a default; whole when asked. */
export function numberArg(
  name: string,
  raw: string | undefined,
  options: { whole?: boolean; min?: number; default?: number } = {},
): number {
  if (raw === undefined) {
    if (options.default !== undefined) return options.default;
    throw new UsageError(`--${name} is required`);
  }
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) {
    throw new UsageError(`--${name} must be a number, got '${raw}'`);
  }
  if (options.whole && !Number.isInteger(value)) {
    throw new UsageError(`--${name} must be a whole number, got '${raw}'`);
  }
  if (options.min !== undefined && value < options.min) {
    throw new UsageError(`--${name} must be at least ${options.min}, got '${raw}'`);
  }
  return value;
}

/**
 * A command with its own usage: '--help' prints it; bad arguments (UsageError) exit 2 with the
 * message and the usage, anything else 1 with the message alone, never a stack trace.
 */
export function runWithUsage(
  argv: readonly string[],
  io: CliIo,
  usage: string,
  run: (argv: readonly string[]) => number,
): number {
  try {
    if (argv[0] === '--help' || argv[0] === '-h') {
      io.stdout(usage);
      return 0;
    }
    return run(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`${err.message}\n\n${usage}`);
      return 2;
    }
    io.stderr(err instanceof Error ? err.message : String(err));
    return 1;
  }
}
