/**
 * npm run engine -- inference fit --seed S --games N [--precision P]
 * npm run engine -- inference measure --seed S --games N
 *
 * The person's racks' inference (packages/engine/analysis/inferred.ts, verdict.md) fitted and
 * measured on self-play with person-like players whose racks are recorded
 * (packages/engine/strategy/persons.ts: each seed draws a player, varied in temperature, leave
 * sense, bingo sight and swaps). `fit` finds the softmax temperature under which the moves played
 * are likeliest with their true racks (printed and kept beside the temperatures each game's person
 * is weighed over, rack-posterior.ts PERSON_TEMPERATURES), and the grade's confidence whose grades
 * are true mistakes at least P of the time (default 0.87), on games S to S+N-1, and writes them
 * with the command to packages/engine/analysis/inference-fit.ts. `measure` prints verdict.md's figures on other
 * seeds: the full inference, the hindsight alone and the likelihood alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkInference,
  fitConfidence,
  fitTemperature,
  inferenceFigures,
  type InferenceFigures,
  type RackedGame,
} from '../analysis/inference-check.ts';
import { moveAccuracy } from '../analysis/accuracy.ts';
import { INFERENCE_FIT } from '../analysis/inference-fit.ts';
import { PERSON_TEMPERATURES, type InferenceSettings } from '../analysis/rack-posterior.ts';
import { loadLexiconFile } from '../node/lexicon-files.ts';
import { REPO_ROOT } from '../node/repo.ts';
import { loadShippedModel } from '../node/strategy/shipped.ts';
import { useWasmSearch } from '../node/wasm-engine.ts';
import { playRecordedGame } from '../strategy/persons.ts';
import type { TableModel } from '../strategy/tables.ts';
import { UsageError, type CliIo } from './engine-io.ts';

export const INFERENCE_USAGE = `Usage: npm run engine -- inference fit --seed S --games N [--precision P]
       npm run engine -- inference measure --seed S --games N
  fit      fits the grade's confidence (and the likeliest temperature) on games S..S+N-1, writes
           packages/engine/analysis/inference-fit.ts
  measure  prints the inference's figures on games S..S+N-1 (use seeds the fit did not see)`;

/** A CPU clock in seconds (this thread). */
export const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The share of the fitting set's grades that must be real mistakes (2 points of margin). */
const DEFAULT_PRECISION = 0.87;

/** One line of figures, as the fit and the bench print them. */
export function formatFigures(label: string, f: InferenceFigures): string {
  return (
    `${label}: ${f.moves} moves, ${f.mistakes} lose >= 3 points with the true rack; graded ` +
    `${pct(f.recall)} of them (without inference ${pct(f.todayRecall)}); grades right ` +
    `${pct(f.precision)} of ${f.graded}; mean |expected - true| ${f.meanError.toFixed(2)} points; ` +
    `accuracy within 3 points in ${pct(f.accuracyWithin3)} of games (without ` +
    `${pct(f.todayAccuracyWithin3)}); likeliest rack true ${pct(f.topRackTrue)}; CPU s a game ` +
    `median ${f.cpuSeconds.median.toFixed(2)}, p90 ${f.cpuSeconds.p90.toFixed(2)}`
  );
}

function seedsOf(argv: readonly string[]): { seeds: number[]; precision: number } {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        seed: { type: 'string' },
        games: { type: 'string' },
        precision: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const seed = Number(values.seed);
  const games = Number(values.games);
  if (!Number.isInteger(seed) || !Number.isInteger(games) || games < 1) {
    throw new UsageError('--seed and --games are whole numbers, --games at least 1');
  }
  const precision = values.precision === undefined ? DEFAULT_PRECISION : Number(values.precision);
  return { seeds: Array.from({ length: games }, (_, i) => seed + i), precision };
}

function setup() {
  const lexicon = loadLexiconFile('NO_B');
  useWasmSearch(lexicon);
  const model = loadShippedModel('NO_B') as TableModel;
  return { lexicon, model };
}

/** The three ways verdict.md asks to compare: both parts, the hindsight alone, the likelihood alone. */
export function variants(fit: InferenceSettings): [string, InferenceSettings][] {
  return [
    ['hindsight and likelihood', fit],
    ['hindsight alone', { ...fit, temperature: Infinity }],
    ['likelihood alone', { ...fit, prior: 'UNSEEN' }],
  ];
}

/** Mean expected accuracy minus mean true-rack accuracy over the inferred moves. */
function accuracyBias(check: ReturnType<typeof checkInference>): number {
  const { moves } = check;
  const sum = moves.reduce((s, m) => s + m.expectedAccuracy - moveAccuracy(m.trueWinLost), 0);
  return sum / Math.max(1, moves.length);
}

function fit(argv: readonly string[], io: CliIo): number {
  const { seeds, precision } = seedsOf(argv);
  const { lexicon, model } = setup();
  const games: RackedGame[] = seeds.map((seed) => playRecordedGame(lexicon, model, seed));
  const likeliest = fitTemperature(lexicon, model, games);
  io.stdout(
    `likeliest temperature ${likeliest.temperature} from ${likeliest.samples} moves (seeds ` +
      `${seeds[0]}-${seeds.at(-1)}); each game's person weighs ${PERSON_TEMPERATURES.join(', ')}`,
  );
  const settings: InferenceSettings = {
    ...INFERENCE_FIT,
    temperature: likeliest.temperature,
    temperatures: PERSON_TEMPERATURES,
  };
  const check = checkInference(lexicon, model, games, settings, cpuClock);
  io.stdout(`accuracy bias ${accuracyBias(check).toFixed(2)} (expected minus true, per move)`);
  const confidence = fitConfidence(check.moves, precision);
  io.stdout(`grade's confidence ${confidence} (grades right at least ${pct(precision)})`);
  io.stdout(formatFigures('fitting set', inferenceFigures(check, confidence)));
  const command = `npm run engine -- inference fit --seed ${seeds[0]} --games ${seeds.length}${
    precision === DEFAULT_PRECISION ? '' : ` --precision ${precision}`
  }`;
  writeFit({ ...settings, gradeConfidence: confidence }, command, seeds);
  return 0;
}

function writeFit(settings: InferenceSettings, command: string, seeds: number[]): void {
  const file = path.join(REPO_ROOT, 'packages/engine/analysis/inference-fit.ts');
  const text = `/**
 * The person's racks' inference as fitted (rack-posterior.ts InferenceSettings): the softmax
 * temperatures each game's person is weighed over (the likeliest single one beside them) and the
 * grade's confidence, with the command, seeds and games that made them.
 * Written by \`npm run engine -- inference fit\`; measured on other seeds by
 * \`npm run engine -- inference measure\` and \`npm run bench inference\`.
 */
import type { InferenceSettings } from './rack-posterior.ts';

export const INFERENCE_FIT: InferenceSettings & {
  command: string;
  seeds: string;
  games: number;
} = {
  temperature: ${settings.temperature},
  temperatures: [${(settings.temperatures ?? []).join(', ')}],
  gradeConfidence: ${settings.gradeConfidence},
  prior: 'HINDSIGHT',
  command: '${command}',
  seeds: '${seeds[0]}-${seeds.at(-1)}',
  games: ${seeds.length},
};
`;
  fs.writeFileSync(file, text);
}

function measure(argv: readonly string[], io: CliIo): number {
  const { seeds } = seedsOf(argv);
  const { lexicon, model } = setup();
  const games: RackedGame[] = seeds.map((seed) => playRecordedGame(lexicon, model, seed));
  io.stdout(`seeds ${seeds[0]}-${seeds.at(-1)}; fitted ${INFERENCE_FIT.command}`);
  for (const [label, settings] of variants(INFERENCE_FIT)) {
    const check = checkInference(lexicon, model, games, settings, cpuClock);
    io.stdout(formatFigures(label, inferenceFigures(check, INFERENCE_FIT.gradeConfidence)));
  }
  return 0;
}

export function runInferenceCli(argv: readonly string[], io: CliIo): number {
  const [sub, ...rest] = argv;
  if (sub === 'fit') return fit(rest, io);
  if (sub === 'measure') return measure(rest, io);
  throw new UsageError(`inference: fit or measure, not '${sub ?? ''}'`);
}
