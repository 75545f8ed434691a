/**
 * npm run engine -- simulate --lang NO_B --board <file> --rack <R> --unseen <TILES> --spread <S>
 * [--iterations N] [--plies P] [--candidates K] [--seed X] [--stop fixed|early] [--layout <file>]
 * [--json]: Monte Carlo simulation of the rack's top candidates (docs/strategy.md "Simulation"),
 * ranked by win share, the plies searched by the WebAssembly engine. Exit 0 on success, 2 for
 * bad arguments (with the usage), 1 for anything else (such as a language without strategy
 * tables).
 */
import { parseLayout } from '../board.ts';
import { LANGUAGES } from '../game-enums.ts';
import { parseBoardText } from '../movegen/board-text.ts';
import { normaliseRack } from '../movegen/movegen.ts';
import {
  DEFAULT_CANDIDATES,
  DEFAULT_ITERATIONS,
  DEFAULT_PLIES,
  prepareSimulation,
  simulateSetup,
  unseenFor,
  type SimulationPosition,
  type SimulationResult,
  type StopRule,
} from '../strategy/simulation/simulate.ts';
import { tileSet } from '../tiles.ts';
import { fastEngine } from '../node/wasm-engine.ts';
import { loadShippedModel } from '../node/strategy/shipped.ts';
import {
  languageArg,
  numberArg,
  parseEngineOptions,
  readInput,
  UsageError,
  type CliIo,
} from './engine-io.ts';

export const SIMULATE_USAGE = `Usage: npm run engine -- simulate --lang <${LANGUAGES.join('|')}> --board <file> --rack <letters>
                          --unseen <tiles> --spread <S> [--iterations N] [--plies P]
                          [--candidates K] [--seed X] [--stop fixed|early] [--layout <file>] [--json]
  --board       15 lines of 15 characters: '.' empty, a letter a tile, lower case a blank
  --rack        the side to move's tiles (1-7, '?' for a blank)
  --unseen      every tile the side to move cannot see: the opponent's rack and the bag
  --spread      the side to move's score minus the opponent's, now (a whole number)
  --iterations  the most iterations (default ${DEFAULT_ITERATIONS})
  --plies       turns played after each candidate (default ${DEFAULT_PLIES})
  --candidates  the top K placements by equity to simulate (default ${DEFAULT_CANDIDATES})
  --seed        the draws' seed (default 1)
  --stop        fixed: every iteration; early: stop once the best leads every other by 2
                standard errors (default fixed)
  --json        print {"iterations":n,"stopped":"fixed"|"early","candidates":[{"move":"8H HASJ",
                "points":n,"equity":e,"winShare":w,"winError":we,"spread":s,"spreadError":se}, ...]}
                best first (win share 0-1)`;

interface SimulateArgs {
  position: SimulationPosition;
  iterations: number;
  plies: number;
  candidates: number;
  seed: number;
  stop: StopRule;
  json: boolean;
}

function tilesArg(option: string, text: string | undefined, max: number): string {
  if (text === undefined) throw new UsageError(`${option} is required`);
  const tiles = [...text.toUpperCase()];
  if (tiles.length === 0 || tiles.length > max) {
    throw new UsageError(`Bad ${option}: 1-${max} tiles, got ${tiles.length}`);
  }
  return max <= 7 ? normalise(option, text) : tiles.join('');
}

function normalise(option: string, text: string): string {
  try {
    return normaliseRack(text);
  } catch (err) {
    throw new UsageError(`Bad ${option}: ${(err as Error).message}`);
  }
}

/** The board, rack and unseen tiles must fit in the tile set together. */
function checkTiles(position: SimulationPosition): void {
  const { board, rack, unseen, language } = position;
  let left: string;
  try {
    left = unseenFor(board, rack, language);
  } catch (err) {
    throw new UsageError(`Bad --rack: ${(err as Error).message}`);
  }
  const letters = new Set(tileSet(language).map((t) => t.letter));
  for (const tile of unseen) {
    if (!letters.has(tile))
      throw new UsageError(`Bad --unseen: '${tile}' is not a tile of ${language}`);
    const at = left.indexOf(tile);
    if (at < 0) {
      throw new UsageError(
        `Bad --unseen: more '${tile}' than the set holds beside the board and rack`,
      );
    }
    left = left.slice(0, at) + left.slice(at + 1);
  }
}

function parseSimulateArgs(argv: readonly string[], io: CliIo): SimulateArgs {
  const values = parseEngineOptions(argv, {
    lang: { type: 'string' },
    board: { type: 'string' },
    rack: { type: 'string' },
    unseen: { type: 'string' },
    spread: { type: 'string' },
    iterations: { type: 'string' },
    plies: { type: 'string' },
    candidates: { type: 'string' },
    seed: { type: 'string' },
    stop: { type: 'string' },
    layout: { type: 'string' },
    json: { type: 'boolean', default: false },
  });
  const language = languageArg(values.lang);
  if (values.board === undefined) throw new UsageError('--board is required');
  const stop = values.stop ?? 'fixed';
  if (stop !== 'fixed' && stop !== 'early') {
    throw new UsageError(`--stop must be fixed or early, got '${stop}'`);
  }
  const position: SimulationPosition = {
    language,
    board: readInput(io, '--board', values.board, parseBoardText),
    layout:
      values.layout === undefined
        ? undefined
        : readInput(io, '--layout', values.layout, parseLayout),
    rack: tilesArg('--rack', values.rack, 7),
    unseen: tilesArg('--unseen', values.unseen, 100),
    spread: numberArg('spread', values.spread, { whole: true }),
  };
  checkTiles(position);
  return {
    position,
    iterations: numberArg('iterations', values.iterations, {
      whole: true,
      min: 1,
      default: DEFAULT_ITERATIONS,
    }),
    plies: numberArg('plies', values.plies, { whole: true, min: 0, default: DEFAULT_PLIES }),
    candidates: numberArg('candidates', values.candidates, {
      whole: true,
      min: 1,
      default: DEFAULT_CANDIDATES,
    }),
    seed: numberArg('seed', values.seed, { whole: true, min: 0, default: 1 }),
    stop,
    json: values.json === true,
  };
}

/** The ranking as a table: move, points, equity, win share and spread with their errors. */
export function formatSimulation(result: SimulationResult): string {
  const pct = (x: number) => (x * 100).toFixed(1);
  const rows = result.ranking.map((r, i) => [
    String(i + 1),
    r.candidate.notation,
    String(r.candidate.points),
    r.candidate.equity.toFixed(1),
    `${pct(r.winShare)} ± ${pct(r.winError)}`,
    `${r.spread.toFixed(1)} ± ${r.spreadError.toFixed(1)}`,
  ]);
  const header = ['#', 'move', 'points', 'equity', 'win %', 'spread'];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => (col === 1 ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  const how =
    result.stopped === 'early'
      ? 'stopped early: the best leads every other by 2 standard errors'
      : 'every iteration played';
  return [line(header), ...rows.map(line), `${result.iterations} iterations (${how})`].join('\n');
}

function simulateCommand(args: SimulateArgs, io: CliIo): number {
  const { language } = args.position;
  const model = loadShippedModel(language);
  if (!model) throw new Error(`No strategy tables for ${language}: a simulation needs them`);
  // The plies' searches on the WebAssembly engine (the same moves, faster); TypeScript and a
  // line on standard error when its module does not load.
  const engine = fastEngine(io.loadLexicon(language), io.stderr).withModel(model);
  const setup = prepareSimulation(engine, args.position, args);
  if (setup.candidates.length === 0) {
    io.stdout(
      args.json
        ? JSON.stringify({ iterations: 0, stopped: null, candidates: [] })
        : 'No placement for the rack',
    );
    return 0;
  }
  const result = simulateSetup(engine, setup, args);
  if (!args.json) io.stdout(formatSimulation(result));
  else {
    io.stdout(
      JSON.stringify({
        iterations: result.iterations,
        stopped: result.stopped,
        candidates: result.ranking.map((r) => ({
          move: r.candidate.notation,
          points: r.candidate.points,
          equity: r.candidate.equity,
          winShare: r.winShare,
          winError: r.winError,
          spread: r.spread,
          spreadError: r.spreadError,
        })),
      }),
    );
  }
  return 0;
}

/** The simulate command on its arguments (after 'simulate'); returns the exit code. */
export function runSimulateCli(argv: readonly string[], io: CliIo): number {
  try {
    if (argv[0] === '--help' || argv[0] === '-h') {
      io.stdout(SIMULATE_USAGE);
      return 0;
    }
    return simulateCommand(parseSimulateArgs(argv, io), io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.stderr(`${err.message}\n\n${SIMULATE_USAGE}`);
      return 2;
    }
    io.stderr(err instanceof Error ? err.message : String(err));
    return 1;
  }
}
