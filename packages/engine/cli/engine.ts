/**
 * npm run engine -- best --lang NO_B --board <file> --rack <letters> [--layout <file>] [--top N]
 * [--json]: the best placements for a rack on a board from a file. Exit 0 on success, 2 for bad
 * arguments (with the usage), 1 for anything else (such as a missing lexicon).
 */
import { parseArgs } from 'node:util';
import { parseLayout } from '../board.ts';
import { LANGUAGES, isOneOf, type Language } from '../game-enums.ts';
import { parseBoardText } from '../movegen/board-text.ts';
import { bestMoves, normaliseRack } from '../movegen/movegen.ts';
import type { EngineMove } from '../movegen/types.ts';
import { runEndgameCli } from './engine-endgame.ts';
import { INFERENCE_USAGE, runInferenceCli } from './engine-inference.ts';
import { runPreendgameCli } from './engine-preendgame.ts';
import { runSimulateCli } from './engine-simulate.ts';
import { nodeIo, readInput, UsageError, type CliIo } from './engine-io.ts';
import { STRATEGY_COMMANDS, STRATEGY_USAGE } from './engine-strategy.ts';
import { isMainModule } from '../node/is-main.ts';

export type { CliIo };

export const USAGE = `Usage: npm run engine -- best --lang <${LANGUAGES.join('|')}> --board <file> --rack <letters>
                          [--layout <file>] [--top N] [--json]
  --board   15 lines of 15 characters: '.' empty, a letter a tile, lower case a blank
  --rack    up to 7 tiles, '?' for a blank
  --layout  15 lines of 't T d D * .' (default: the standard board)
  --top     how many moves to list (default 20)
  --json    print [{x, y, vertical, letters, mainWord, points, numTiles}]`;

const DEFAULT_TOP = 20;

interface BestArgs {
  language: Language;
  board: string[];
  rack: string;
  layout?: number[];
  top: number;
  json: boolean;
}

function parseBestArgs(argv: readonly string[], io: CliIo): BestArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        lang: { type: 'string' },
        board: { type: 'string' },
        rack: { type: 'string' },
        layout: { type: 'string' },
        top: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const { lang, board, rack, layout, top } = values;
  if (lang === undefined) throw new UsageError('--lang is required');
  if (!isOneOf(LANGUAGES, lang)) throw new UsageError(`Unknown language '${lang}'`);
  if (board === undefined) throw new UsageError('--board is required');
  if (rack === undefined) throw new UsageError('--rack is required');
  let normalRack: string;
  try {
    normalRack = normaliseRack(rack);
  } catch (err) {
    throw new UsageError(`Bad --rack: ${(err as Error).message}`);
  }
  const count = top === undefined ? DEFAULT_TOP : Number(top);
  if (!Number.isInteger(count) || count < 1) {
    throw new UsageError(`--top must be a whole number of 1 or more, got '${top}'`);
  }
  return {
    language: lang,
    board: readInput(io, '--board', board, parseBoardText),
    rack: normalRack,
    layout: layout === undefined ? undefined : readInput(io, '--layout', layout, parseLayout),
    top: count,
    json: values.json === true,
  };
}

export function formatTable(moves: readonly EngineMove[]): string {
  const header = ['#', 'points', 'word', 'x', 'y', 'direction', 'tiles'];
  const rows = moves.map((m, i) => [
    String(i + 1),
    String(m.points),
    m.mainWord,
    String(m.x),
    String(m.y),
    m.vertical ? 'down' : 'across',
    m.letters,
  ]);
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const right = new Set([0, 1, 3, 4]);
  const line = (cells: string[]) =>
    cells
      .map((cell, col) =>
        right.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function best(args: BestArgs, io: CliIo): number {
  const lexicon = io.loadLexicon(args.language);
  const options = { language: args.language, layout: args.layout };
  const moves = bestMoves(lexicon, args.board, args.rack, options, args.top);
  if (args.json) io.stdout(JSON.stringify(moves));
  else if (moves.length === 0) {
    io.stdout(
      `No placement for the rack ${args.rack}: pass, or swap while 7+ tiles are in the bag`,
    );
  } else io.stdout(formatTable(moves));
  return 0;
}

type Command = (argv: readonly string[], io: CliIo) => number | Promise<number>;

const COMMANDS: Record<string, Command> = {
  best: (argv, io) => best(parseBestArgs(argv, io), io),
  endgame: runEndgameCli,
  preendgame: runPreendgameCli,
  simulate: runSimulateCli,
  inference: runInferenceCli,
  ...STRATEGY_COMMANDS,
};

function failure(err: unknown, io: CliIo): number {
  if (err instanceof UsageError) {
    io.stderr(`${err.message}\n\n${USAGE}\n\n${STRATEGY_USAGE}\n\n${INFERENCE_USAGE}`);
    return 2;
  }
  io.stderr(err instanceof Error ? err.message : String(err));
  return 1;
}

/**
 * Runs the CLI on arguments (without node and script) and returns the exit code: at once for
 * the quick commands, as a promise for those that play games.
 */
export function runCli(argv: readonly string[], io: CliIo = nodeIo): number | Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === '--help' || command === '-h' || command === 'help') {
      io.stdout(`${USAGE}\n\n${STRATEGY_USAGE}\n\n${INFERENCE_USAGE}`);
      return 0;
    }
    if (command === undefined) throw new UsageError('No command given');
    const run = COMMANDS[command];
    if (!run) throw new UsageError(`Unknown command '${command}'`);
    const code = run(rest, io);
    return typeof code === 'number' ? code : code.catch((err: unknown) => failure(err, io));
  } catch (err) {
    return failure(err, io);
  }
}

if (isMainModule(import.meta.url)) {
  const code = runCli(process.argv.slice(2));
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((c) => (process.exitCode = c));
}
