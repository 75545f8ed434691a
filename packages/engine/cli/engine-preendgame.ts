/**
 * npm run engine -- preendgame --lang NO_B --board <file> --rack <R> --unseen <TILES>
 * --spread <S> [--layout <file>] [--top N] [--positions N] [--json]: the pre-endgame with one
 * tile in the bag (packages/engine/strategy/preendgame.ts): the top placements by equity, each played out
 * over every draw of the bag's tile with the anytime endgame, best first by wins. Exit 0 on
 * success, 2 for bad arguments (with the usage), 1 for anything else.
 */
import { parseLayout } from '../board.ts';
import { LANGUAGES } from '../game-enums.ts';
import { parseBoardText } from '../movegen/board-text.ts';
import {
  preendgame,
  PREENDGAME_NODES,
  PREENDGAME_TOP,
  unseenTiles,
  type PreendgameMove,
} from '../strategy/preendgame.ts';
import { loadShippedModel } from '../node/strategy/shipped.ts';
import { rackOption, wholeNumber } from './engine-endgame.ts';
import {
  languageArg,
  parseEngineOptions,
  readInput,
  runWithUsage,
  UsageError,
  type CliIo,
} from './engine-io.ts';

export const PREENDGAME_USAGE = `Usage: npm run engine -- preendgame --lang <${LANGUAGES.join('|')}> --board <file> --rack <letters>
                          --unseen <letters> --spread <S> [--layout <file>] [--top N]
                          [--positions N] [--json]
  --board      15 lines of 15 characters: '.' empty, a letter a tile, lower case a blank
  --rack       the side to move's tiles (1-7, '?' for a blank); one tile is in the bag
  --unseen     the tiles the side to move cannot see: the opponent's rack and the bag's tile
  --spread     the side to move's score minus the opponent's, now (a whole number)
  --layout     15 lines of 't T d D * .' (default: the standard board)
  --top        candidates by equity to play out (default ${PREENDGAME_TOP})
  --positions  positions each draw's endgame may search (default ${PREENDGAME_NODES})
  --json       print {"moves":[{"move":"8H HASJ","wins":w,"draws":d,"draws_total":n,"spread":x}, ...]}
               (best first; draws: the draws that tie; spread: the mean final spread)`;

function parse(argv: readonly string[], io: CliIo) {
  const values = parseEngineOptions(argv, {
    lang: { type: 'string' },
    board: { type: 'string' },
    rack: { type: 'string' },
    unseen: { type: 'string' },
    spread: { type: 'string' },
    layout: { type: 'string' },
    top: { type: 'string' },
    positions: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const language = languageArg(values.lang);
  if (values.board === undefined) throw new UsageError('--board is required');
  const rack = rackOption('--rack', values.rack);
  if (values.unseen === undefined) throw new UsageError('--unseen is required');
  let unseen: string;
  try {
    unseen = unseenTiles(values.unseen);
  } catch (err) {
    throw new UsageError(`Bad --unseen: ${(err as Error).message}`);
  }
  if (unseen.length < 2 || unseen.length > 8) {
    throw new UsageError(
      `--unseen must be the opponent's rack and the bag's one tile (2-8 tiles), got ${unseen.length}`,
    );
  }
  if (values.spread === undefined) throw new UsageError('--spread is required');
  return {
    position: {
      language,
      board: readInput(io, '--board', values.board, parseBoardText),
      layout:
        values.layout === undefined
          ? undefined
          : readInput(io, '--layout', values.layout, parseLayout),
      rack,
      unseen,
      spread: wholeNumber('--spread', values.spread, -Infinity),
    },
    top: values.top === undefined ? PREENDGAME_TOP : wholeNumber('--top', values.top, 1, 50),
    maxNodes:
      values.positions === undefined
        ? PREENDGAME_NODES
        : wholeNumber('--positions', values.positions, 1),
    json: values.json === true,
  };
}

/** The candidates as a table: move, points, wins, ties, of the draws, mean spread. */
export function formatPreendgame(moves: readonly PreendgameMove[]): string {
  const header = ['move', 'points', 'wins', 'ties', 'draws', 'spread'];
  const rows = moves.map((m) => [
    m.move.notation,
    String(m.move.points),
    String(m.wins),
    String(m.draws),
    String(m.drawsTotal),
    m.spread.toFixed(2),
  ]);
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => (col === 0 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function run(args: ReturnType<typeof parse>, io: CliIo): number {
  const lexicon = io.loadLexicon(args.position.language);
  const leaves = loadShippedModel(args.position.language)?.leaves.valueOfCounts ?? null;
  const moves = preendgame(lexicon, args.position, {
    top: args.top,
    maxNodes: args.maxNodes,
    leaves,
  });
  if (args.json) {
    io.stdout(
      JSON.stringify({
        moves: moves.map((m) => ({
          move: m.move.notation,
          wins: m.wins,
          draws: m.draws,
          draws_total: m.drawsTotal,
          spread: m.spread,
        })),
      }),
    );
  } else if (moves.length === 0) io.stdout(`No placement for the rack ${args.position.rack}`);
  else io.stdout(formatPreendgame(moves));
  return 0;
}

/** The preendgame command on its arguments (after 'preendgame'); returns the exit code. */
export function runPreendgameCli(argv: readonly string[], io: CliIo): number {
  return runWithUsage(argv, io, PREENDGAME_USAGE, (args) => run(parse(args, io), io));
}
