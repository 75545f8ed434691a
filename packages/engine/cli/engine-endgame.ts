/**
 * npm run engine -- endgame --lang NO_B --board <file> --rack <R> --opponent <R2> --spread <S>
 * [--passes N] [--layout <file>] [--positions N] [--time-limit <ms>] [--json]: the anytime
 * endgame (docs/strategy.md): the best sequence to the end, both sides' turns, and the final
 * spread for the side to move, exact unless a limit stopped the search (then the value of the
 * deepest finished depth). Exit 0 on success, 2 for bad arguments (with the usage), 1 for
 * anything else.
 */
import { parseLayout } from '../board.ts';
import { LANGUAGES, isOneOf, type Language } from '../game-enums.ts';
import { parseBoardText } from '../movegen/board-text.ts';
import { normaliseRack } from '../movegen/movegen.ts';
import { PASSES_TO_END } from '../game-state.ts';
import { searchEndgame, type AnytimeResult } from '../strategy/endgame/solver.ts';
import {
  parseEngineOptions,
  readInput,
  runWithUsage,
  UsageError,
  type CliIo,
} from './engine-io.ts';

export const ENDGAME_USAGE = `Usage: npm run engine -- endgame --lang <${LANGUAGES.join('|')}> --board <file> --rack <letters>
                          --opponent <letters> --spread <S> [--passes N] [--layout <file>]
                          [--positions N] [--time-limit <ms>] [--json]
  --board       15 lines of 15 characters: '.' empty, a letter a tile, lower case a blank
  --rack        the side to move's tiles (1-7, '?' for a blank); the bag is empty
  --opponent    the other side's tiles (1-7)
  --spread      the side to move's score minus the opponent's, now (a whole number)
  --passes      passes in a row before this turn (0-2, default 0)
  --layout      15 lines of 't T d D * .' (default: the standard board)
  --positions   stop after about this many positions searched (deterministic; default: none)
  --time-limit  stop after this many milliseconds (default: none); without a limit the answer
                is exact
  --json        print {"best":[{"move":"8H HASJ","points":n}, ...],"spread":s,"proven":true|false,
                "depth":d,"positions":n} ('PASS' for a pass; depth: plies searched)`;

interface EndgameArgs {
  language: Language;
  board: string[];
  layout?: number[];
  racks: [string, string];
  spread: number;
  passes: number;
  timeLimitMs?: number;
  maxNodes?: number;
  json: boolean;
}

export function wholeNumber(option: string, text: string, min: number, max = Infinity): number {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `${min} or more` : `${min}-${max}`;
    throw new UsageError(
      `${option} must be a whole number${min < 0 ? '' : ` of ${range}`}, got '${text}'`,
    );
  }
  return value;
}

export function rackOption(option: string, text: string | undefined): string {
  if (text === undefined) throw new UsageError(`${option} is required`);
  let rack: string;
  try {
    rack = normaliseRack(text);
  } catch (err) {
    throw new UsageError(`Bad ${option}: ${(err as Error).message}`);
  }
  if (rack === '') throw new UsageError(`Bad ${option}: a rack needs at least one tile`);
  return rack;
}

function parseEndgameArgs(argv: readonly string[], io: CliIo): EndgameArgs {
  const values = parseEngineOptions(argv, {
    lang: { type: 'string' },
    board: { type: 'string' },
    rack: { type: 'string' },
    opponent: { type: 'string' },
    spread: { type: 'string' },
    passes: { type: 'string' },
    layout: { type: 'string' },
    'time-limit': { type: 'string' },
    positions: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const { lang, board, layout, spread, passes } = values;
  if (lang === undefined) throw new UsageError('--lang is required');
  if (!isOneOf(LANGUAGES, lang)) throw new UsageError(`Unknown language '${lang}'`);
  if (board === undefined) throw new UsageError('--board is required');
  const racks: [string, string] = [
    rackOption('--rack', values.rack),
    rackOption('--opponent', values.opponent),
  ];
  if (spread === undefined) throw new UsageError('--spread is required');
  const limit = values['time-limit'];
  return {
    language: lang,
    board: readInput(io, '--board', board, parseBoardText),
    layout: layout === undefined ? undefined : readInput(io, '--layout', layout, parseLayout),
    racks,
    spread: wholeNumber('--spread', spread, -Infinity),
    passes: passes === undefined ? 0 : wholeNumber('--passes', passes, 0, PASSES_TO_END - 1),
    timeLimitMs: limit === undefined ? undefined : wholeNumber('--time-limit', limit, 1),
    maxNodes:
      values.positions === undefined ? undefined : wholeNumber('--positions', values.positions, 1),
    json: values.json === true,
  };
}

/** The line as a table: turn, side, move, points; then the final spread. */
export function formatEndgame(result: AnytimeResult): string {
  const rows = result.best.map((ply, i) => [
    String(i + 1),
    i % 2 === 0 ? 'you' : 'opponent',
    ply.notation,
    String(ply.points),
  ]);
  const header = ['#', 'side', 'move', 'points'];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, col) =>
        col === 0 || col === 3 ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!),
      )
      .join('  ')
      .trimEnd();
  const verdict = result.proven
    ? `final spread ${result.spread} (exact, ${result.nodes} positions searched)`
    : `final spread ${result.spread} (not proven: searched ${result.depth} plies deep, stopped by the limit after ${result.nodes} positions)`;
  return [line(header), ...rows.map(line), verdict].join('\n');
}

function endgame(args: EndgameArgs, io: CliIo): number {
  const lexicon = io.loadLexicon(args.language);
  const result = searchEndgame(
    lexicon,
    {
      board: args.board,
      layout: args.layout,
      language: args.language,
      racks: args.racks,
      spread: args.spread,
      passes: args.passes,
    },
    { timeLimitMs: args.timeLimitMs, maxNodes: args.maxNodes },
  );
  if (args.json) {
    io.stdout(
      JSON.stringify({
        best: result.best.map((ply) => ({ move: ply.notation, points: ply.points })),
        spread: result.spread,
        proven: result.proven,
        depth: result.depth,
        positions: result.nodes,
      }),
    );
  } else io.stdout(formatEndgame(result));
  return 0;
}

/** The endgame command on its arguments (after 'endgame'); returns the exit code. */
export function runEndgameCli(argv: readonly string[], io: CliIo): number {
  return runWithUsage(argv, io, ENDGAME_USAGE, (args) => endgame(parseEndgameArgs(args, io), io));
}
