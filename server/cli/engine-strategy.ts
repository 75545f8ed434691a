/**
 * The strategy commands of `npm run engine` (docs/strategy-tables.md): the shipped tables read
 * back (`leave`, `winpct`), players compared (`match`), and the recipe that makes the tables
 * (`selfplay`, `leavegen`, `winfit`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Language } from '@ordbot/contract/enums.ts';
import { leaveIndex } from '@ordbot/engine/strategy/leaves.ts';
import { loadPlayer, type PlayerSpec } from '../strategy/players.ts';
import { playChunks, selfPlayRun, selfPlayWorkers, type RunConfig } from '../strategy/selfplay.ts';
import { loadShippedModel, shippedTablePaths } from '../strategy/shipped.ts';
import { languageArg, numberArg, UsageError, type CliIo } from './engine-io.ts';
import { buildLeaveTable, writeLeaveTable } from '../strategy/leavegen.ts';
import { fitWinModel, writeWinModel } from '../strategy/winfit.ts';
import { mergeRuns } from '../strategy/runs.ts';

export const STRATEGY_USAGE = `Strategy tables (docs/strategy-tables.md):
  leave    --lang L --tiles <TILES>                    the leave's value in points ('?' a blank)
  winpct   --lang L --spread <S> --unseen <U>          P(win) of the side that has just moved
  match    --lang L --games N --seed S --a equity --b <greedy|heuristic> [--json] [--table F]
           [--table-b F2]                              with '--b equity': table F against F2
  selfplay --lang L --games N --seed S --player <heuristic|equity> [--table F] --out <dir>
           [--chunk 250] [--workers N]                 resumable: run it again to continue
  leavegen --lang L --runs <dir>[,<dir>...] --out <file>
  winfit   --lang L --runs <dir>[,<dir>...] --out <file> [--holdout <dir>]`;

type Values = Record<string, string | boolean | undefined>;

function parse(argv: readonly string[], names: string[], flags: string[] = []): Values {
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of names) options[name] = { type: 'string' };
  for (const flag of flags) options[flag] = { type: 'boolean' };
  // A negative number after an option is its value ('--spread -40'), not another option.
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const next = argv[i + 1];
    if (arg.startsWith('--') && names.includes(arg.slice(2)) && next && /^-\d/.test(next)) {
      args.push(`${arg}=${next}`);
      i++;
    } else args.push(arg);
  }
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function str(values: Values, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

function required(values: Values, name: string): string {
  const v = str(values, name);
  if (v === undefined || v === '') throw new UsageError(`--${name} is required`);
  return v;
}

function modelFor(language: Language) {
  const model = loadShippedModel(language);
  if (!model) {
    throw new Error(
      `No strategy tables for ${language} yet (${shippedTablePaths(language).leaves}): its analysis is in points`,
    );
  }
  return model;
}

function leave(argv: readonly string[], io: CliIo): number {
  const values = parse(argv, ['lang', 'tiles']);
  const language = languageArg(str(values, 'lang'));
  const tiles = required(values, 'tiles').toUpperCase();
  const index = leaveIndex(language);
  const counts = index.counts(tiles);
  if (!counts || [...tiles].length > 6 || index.index(counts) < 0) {
    throw new UsageError(`--tiles must be 1 to 6 tiles of ${language}'s set ('?' a blank)`);
  }
  io.stdout(String(Math.round(modelFor(language).leaveValue(tiles) * 100) / 100));
  return 0;
}

function winpct(argv: readonly string[], io: CliIo): number {
  const values = parse(argv, ['lang', 'spread', 'unseen']);
  const language = languageArg(str(values, 'lang'));
  const spread = numberArg('spread', str(values, 'spread'));
  const unseen = numberArg('unseen', str(values, 'unseen'), { whole: true, min: 0 });
  const p = modelFor(language).winChance(spread, unseen);
  io.stdout(String(Math.round(p * 10000) / 10000));
  return 0;
}

function playerSpec(name: string, table: string | undefined, language: Language): PlayerSpec {
  if (name === 'greedy' || name === 'heuristic') return { name };
  if (name === 'equity') return { name, table: table ?? shippedTablePaths(language).leaves };
  throw new UsageError(`Unknown player '${name}' (greedy, heuristic or equity)`);
}

async function match(argv: readonly string[], io: CliIo): Promise<number> {
  const values = parse(
    argv,
    ['lang', 'games', 'seed', 'a', 'b', 'table', 'table-b', 'workers'],
    ['json'],
  );
  const language = languageArg(str(values, 'lang'));
  const games = numberArg('games', str(values, 'games'), { whole: true, min: 1 });
  const seed = numberArg('seed', str(values, 'seed'), { whole: true, min: 0 });
  const aName = required(values, 'a');
  let bName = required(values, 'b');
  // Two leave tables against each other: '--a equity --b equity --table F --table-b F2' (the
  // step that decides whether a new iteration of the table is kept).
  const tableB = str(values, 'table-b');
  if (tableB !== undefined && bName !== 'equity') {
    throw new UsageError('--table-b is for --b equity');
  }
  const a = playerSpec(aName, str(values, 'table'), language);
  const b = playerSpec(bName, tableB ?? str(values, 'table'), language);
  if (aName === bName) {
    if (tableB === undefined) throw new UsageError('--a and --b must be two different players');
    bName = `equity (${path.basename(tableB)})`;
  }
  // Fail before starting threads when a table is missing.
  loadPlayer(a, language);
  loadPlayer(b, language);
  const workers = numberArg('workers', str(values, 'workers'), {
    whole: true,
    min: 1,
    default: selfPlayWorkers(),
  });
  const config: RunConfig = {
    language,
    players: [a, b],
    seed,
    games,
    chunkSize: Math.max(1, Math.min(100, Math.ceil(games / (workers * 4)))),
    record: [],
  };
  const wins: [number, number] = [0, 0];
  const totals: [number, number] = [0, 0];
  let draws = 0;
  await playChunks(config, new Set(), workers, (r) => {
    wins[0] += r.wins[0];
    wins[1] += r.wins[1];
    draws += r.draws;
    totals[0] += r.totals[0];
    totals[1] += r.totals[1];
  });
  const average = (t: number) => Math.round((t / games) * 10) / 10;
  const result = {
    games,
    wins: { [aName]: wins[0], [bName]: wins[1] },
    draws,
    average: { [aName]: average(totals[0] as number), [bName]: average(totals[1] as number) },
  };
  if (values.json === true) io.stdout(JSON.stringify(result));
  else {
    const rate = ((wins[0] as number) + draws / 2) / games;
    const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
    io.stdout(
      `${aName} won ${wins[0]}, ${bName} won ${wins[1]}, ${draws} draws of ${games} games: ` +
        `${aName} ${(100 * rate).toFixed(1)} % (95 % interval ${(100 * (rate - half)).toFixed(1)}-${(100 * (rate + half)).toFixed(1)} %), ` +
        `average ${result.average[aName]} against ${result.average[bName]}`,
    );
  }
  return 0;
}

async function selfplay(argv: readonly string[], io: CliIo): Promise<number> {
  const values = parse(argv, [
    'lang',
    'games',
    'seed',
    'player',
    'table',
    'out',
    'chunk',
    'workers',
  ]);
  const language = languageArg(str(values, 'lang'));
  const games = numberArg('games', str(values, 'games'), { whole: true, min: 1 });
  const seed = numberArg('seed', str(values, 'seed'), { whole: true, min: 0 });
  const player = required(values, 'player');
  if (player !== 'heuristic' && player !== 'equity') {
    throw new UsageError(`--player must be heuristic or equity, got '${player}'`);
  }
  const out = required(values, 'out');
  const table = str(values, 'table');
  if (player === 'equity' && table === undefined) {
    throw new UsageError('--table is required for the equity player');
  }
  const spec: PlayerSpec =
    player === 'equity'
      ? { name: 'equity', table: path.relative(process.cwd(), path.resolve(table as string)) }
      : { name: 'heuristic' };
  loadPlayer(spec, language);
  const config: RunConfig = {
    language,
    players: [spec, spec],
    seed,
    games,
    chunkSize: numberArg('chunk', str(values, 'chunk'), { whole: true, min: 1, default: 250 }),
    record: ['a', 'b'],
  };
  const workers = numberArg('workers', str(values, 'workers'), {
    whole: true,
    min: 1,
    default: selfPlayWorkers(),
  });
  const state = await selfPlayRun(out, config, { workers, log: (line) => io.stderr(line) });
  io.stdout(
    `${state.games} games in ${out} (${state.seconds.toFixed(0)} s of play in all, ${(state.turns / state.games).toFixed(1)} turns a game)`,
  );
  return 0;
}

function runsArg(values: Values) {
  return required(values, 'runs')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

function leavegen(argv: readonly string[], io: CliIo): number {
  const values = parse(argv, ['lang', 'runs', 'out']);
  const language = languageArg(str(values, 'lang'));
  const totals = mergeRuns(runsArg(values), language);
  const result = buildLeaveTable(totals);
  writeLeaveTable(required(values, 'out'), result.table);
  io.stdout(result.report);
  return 0;
}

function winfit(argv: readonly string[], io: CliIo): number {
  const values = parse(argv, ['lang', 'runs', 'out', 'holdout']);
  const language = languageArg(str(values, 'lang'));
  const totals = mergeRuns(runsArg(values), language);
  const holdoutDir = str(values, 'holdout');
  const holdout = holdoutDir ? mergeRuns([holdoutDir], language) : null;
  const result = fitWinModel(totals, holdout);
  writeWinModel(required(values, 'out'), result.file);
  io.stdout(result.report);
  return 0;
}

export const STRATEGY_COMMANDS: Record<
  string,
  (argv: readonly string[], io: CliIo) => number | Promise<number>
> = { leave, winpct, match, selfplay, leavegen, winfit };
