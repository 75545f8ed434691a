/**
 * npm run engine -- inference fit --seed S --games N [--precision P]
 * npm run engine -- inference measure --seed S --games N [--per-game]
 *
 * The person's racks' inference (packages/engine/analysis/inferred.ts, verdict.md) fitted and
 * measured on self-play with person-like players whose racks are recorded
 * (packages/engine/strategy/persons.ts: each seed draws a player, varied in temperature, leave
 * sense, bingo sight and swaps). `fit` finds the softmax temperature under which the moves played
 * are likeliest with their true racks, lowers it until the expected accuracy is as high as the
 * true one (a posterior too wide overstates the losses), and the grade's confidence whose grades
 * are true mistakes at least P of the time (default 0.87), on games S to S+N-1, and writes them with the command
 * to packages/engine/analysis/inference-fit.ts. `measure` prints verdict.md's figures on other
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
import { fastEngine } from '../node/wasm-engine.ts';
import { playRecordedGame } from '../strategy/persons.ts';
import type { TableEngine } from '../strategy/tables.ts';
import { UsageError, type CliIo } from './engine-io.ts';

export const INFERENCE_USAGE = `Usage: npm run engine -- inference fit --seed S --games N [--precision P]
       npm run engine -- inference measure --seed S --games N [--per-game]
  fit      fits the temperature and the grade's confidence on games S..S+N-1 and writes
           packages/engine/analysis/inference-fit.ts
  measure  prints the inference's figures on games S..S+N-1 (use seeds the fit did not see);
           --per-game weighs each game's person over PERSON_TEMPERATURES instead`;

/** A CPU clock in seconds (this thread). */
export const cpuClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The share of the fitting set's grades that must be real mistakes. */
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

function seedsOf(argv: readonly string[]): {
  seeds: number[];
  precision: number;
  perGame: boolean;
} {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        seed: { type: 'string' },
        games: { type: 'string' },
        precision: { type: 'string' },
        'per-game': { type: 'boolean' },
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
  return {
    seeds: Array.from({ length: games }, (_, i) => seed + i),
    precision,
    perGame: values['per-game'] === true,
  };
}

/** The bokmål engine the games are played and inferred on: its words and its shipped tables. */
function setup(): TableEngine {
  const model = loadShippedModel('NO_B');
  if (!model) throw new Error('No strategy tables for NO_B: the inference needs them');
  return fastEngine(loadLexiconFile('NO_B')).withModel(model);
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

/**
 * The temperature at which the expected accuracy is neither too high nor too low on the fitting
 * games (a bisection from the likeliest temperature down: a lower one trusts the move played
 * more, so it finds smaller losses), and that temperature's check.
 */
function calibrate(
  run: (temperature: number) => ReturnType<typeof checkInference>,
  likeliest: number,
  io: CliIo,
): { temperature: number; check: ReturnType<typeof checkInference> } {
  let hi = likeliest;
  let lo = likeliest * 0.3;
  let best = { temperature: hi, check: run(hi), bias: 0 };
  best.bias = accuracyBias(best.check);
  io.stdout(`temperature ${hi}: accuracy bias ${best.bias.toFixed(2)}`);
  if (best.bias >= 0) return best;
  for (let step = 0; step < CALIBRATION_STEPS; step++) {
    const t = Math.round(((lo + hi) / 2) * 100) / 100;
    const check = run(t);
    const bias = accuracyBias(check);
    io.stdout(`temperature ${t}: accuracy bias ${bias.toFixed(2)}`);
    if (Math.abs(bias) < Math.abs(best.bias)) best = { temperature: t, check, bias };
    if (bias < 0) hi = t;
    else lo = t;
  }
  return best;
}

/** Bisection steps of the calibration (each one inference over the fitting games). */
const CALIBRATION_STEPS = 4;

function fit(argv: readonly string[], io: CliIo): number {
  const { seeds, precision } = seedsOf(argv);
  const engine = setup();
  const games: RackedGame[] = seeds.map((seed) => playRecordedGame(engine, seed));
  const likeliest = fitTemperature(engine, games);
  io.stdout(
    `likeliest temperature ${likeliest.temperature} from ${likeliest.samples} moves (seeds ` +
      `${seeds[0]}-${seeds.at(-1)})`,
  );
  const run = (temperature: number) =>
    checkInference(engine, games, { ...INFERENCE_FIT, temperature }, cpuClock);
  const { temperature, check } = calibrate(run, likeliest.temperature, io);
  const confidence = fitConfidence(check.moves, precision);
  io.stdout(
    `temperature ${temperature}; grade's confidence ${confidence} (grades right at least ${pct(precision)})`,
  );
  io.stdout(formatFigures('fitting set', inferenceFigures(check, confidence)));
  const command = `npm run engine -- inference fit --seed ${seeds[0]} --games ${seeds.length}${
    precision === DEFAULT_PRECISION ? '' : ` --precision ${precision}`
  }`;
  writeFit({ ...INFERENCE_FIT, temperature, gradeConfidence: confidence }, command, seeds);
  return 0;
}

function writeFit(settings: InferenceSettings, command: string, seeds: number[]): void {
  const file = path.join(REPO_ROOT, 'packages/engine/analysis/inference-fit.ts');
  const text = `/**
 * The person's racks' inference as fitted (rack-posterior.ts InferenceSettings): the softmax
 * temperature and the grade's confidence, with the command, seeds and games that made them.
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
  const { seeds, perGame } = seedsOf(argv);
  const engine = setup();
  const games: RackedGame[] = seeds.map((seed) => playRecordedGame(engine, seed));
  io.stdout(`seeds ${seeds[0]}-${seeds.at(-1)}; fitted ${INFERENCE_FIT.command}`);
  // --per-game: each game's person weighed over PERSON_TEMPERATURES instead of the one fitted.
  const fitted = perGame ? { ...INFERENCE_FIT, temperatures: PERSON_TEMPERATURES } : INFERENCE_FIT;
  for (const [label, settings] of variants(fitted)) {
    const check = checkInference(engine, games, settings, cpuClock);
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
