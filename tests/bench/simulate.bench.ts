/**
 * `npm run bench simulate`: the Monte Carlo simulation (packages/engine/strategy/simulation/simulate.ts,
 * docs/strategy.md "Simulation") on NO_B demo positions: the bot's first mid-game turn (its rack
 * known) of each demo game (tests/bench/simulate-runs.ts).
 *
 * - speed: candidate-iterations of 2 plies a second on one core (CPU time) with 0, 1 and 2
 *   blanks on the rack, on the WebAssembly engine and on the TypeScript one in the same run
 *   (budget at least 1,000 with one blank, WebAssembly), and from it the seconds a
 *   10-candidate, 1,000-iteration run takes on a 4-core phone (3 workers, a core taken as
 *   PHONE_SLOWDOWN times slower than this machine's), and the same for the mean iterations
 *   the review's early stop plays on 20 positions;
 * - agreement: two runs of the same position with two seeds agree on the best candidate
 *   (budget at least 90 % of 100 positions, 2,000 iterations of 2 plies, top 10);
 * - strength: the equity player that simulates its top 5 for 200 iterations of 2 plies against
 *   the plain equity player, alternating who starts (budget at least 55 % of 1,000 games).
 *
 * The agreement and the match are resumable (their checkpoints under .tmp/bench/simulate-runs/,
 * scripts/simulate-runs.ts; the last full runs' figures in tests/bench/results/ and
 * tests/bench/simulate-runs/): the bench goes on from the checkpoint in SIMULATE_BENCH_WORKERS
 * child processes (2) for at most SIMULATE_BENCH_MINUTES each (none: to the end) and reports
 * the figure over every position or game the checkpoint holds, with its 95 % interval (Wilson).
 * The match runs on every seed set of SIMULATE_BENCH_MATCH_SEEDS ('S:F,...': the simulating
 * player's seed S, game g from seed F + g; '5:1000' by default), one after another, prints each
 * set's seeds and figure, and its figure is the lowest share of them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import {
  DEFAULT_ITERATIONS,
  playIterations,
  prepareSimulation,
  simulateSetup,
  type SimulationPosition,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import type { TableEngine, TableModel } from '@ordbot/engine/strategy/tables.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { lexiconPath, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import { loadShippedModel, shippedTablePaths } from '@ordbot/engine/node/strategy/shipped.ts';
import type { Figure } from './harness.ts';
import {
  AGREEMENT_FILE,
  AGREEMENT_POSITIONS,
  agreementFigures,
  agreementPositions,
  formatMatch,
  formatRuns,
  jsonLines,
  MATCH_GAMES,
  matchFigures,
  matchFile,
  type AgreementLine,
  type MatchLine,
  type MatchSeeds,
} from './simulate-runs.ts';

const LANGUAGE = 'NO_B';
const MINUTES = process.env['SIMULATE_BENCH_MINUTES'];
const WORKERS = Number(process.env['SIMULATE_BENCH_WORKERS'] ?? 2);
/** The match's seed sets, 'S:F' each: the simulating player's seed, the first game's seed. */
const MATCH_SEEDS: MatchSeeds[] = (process.env['SIMULATE_BENCH_MATCH_SEEDS'] ?? '5:1000')
  .split(',')
  .map((set) => {
    const [simSeed, firstSeed] = set.split(':').map(Number);
    return { simSeed: simSeed ?? 5, firstSeed: firstSeed ?? 1000 };
  });
/**
 * A phone-class core against this machine's (an assumption, not a measure: a mid-range phone
 * scores about a third of a desktop core in JavaScript benchmarks such as Speedometer).
 */
const PHONE_SLOWDOWN = 3;
const PHONE_WORKERS = 3;

let lexicon: Lexicon | undefined;
let model: TableModel | undefined;
const lex = () => (lexicon ??= loadLexiconFile(LANGUAGE));
const tables = () => (model ??= loadShippedModel(LANGUAGE)!);
/** The WebAssembly engine over the lexicon with the tables; throws when it does not load. */
function wasm(): TableEngine {
  const engine = fastEngine(lex());
  if (engine.kind !== 'webassembly') throw new Error('The WebAssembly engine did not load');
  return engine.withModel(tables());
}

/** The position with `blanks` blanks on the rack: rack tiles swapped for unseen blanks. */
function withBlanks(position: SimulationPosition, blanks: number): SimulationPosition | null {
  const rack = [...position.rack];
  const unseen = [...position.unseen];
  let have = rack.filter((t) => t === BLANK).length;
  for (let i = 0; i < rack.length && have < blanks; i++) {
    const at = unseen.indexOf(BLANK);
    if (rack[i] === BLANK || at < 0) continue;
    unseen[at] = rack[i] as string;
    rack[i] = BLANK;
    have++;
  }
  for (let i = 0; i < rack.length && have > blanks; i++) {
    const at = unseen.findIndex((t) => t !== BLANK);
    if (rack[i] !== BLANK) continue;
    rack[i] = unseen[at] as string;
    unseen[at] = BLANK;
    have--;
  }
  return have === blanks ? { ...position, rack: rack.join(''), unseen: unseen.join('') } : null;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

type Engine = 'webassembly' | 'typescript';
const rates = new Map<string, number>();
/** Candidate-iterations of 2 plies a CPU second, top 10, 20 iterations on each of 20 positions. */
function speed(blanks: number, engine: Engine): number {
  const key = `${blanks} ${engine}`;
  const known = rates.get(key);
  if (known !== undefined) return known;
  const words = engine === 'typescript' ? engineWith(lex(), tables()) : wasm();
  const chosen = agreementPositions(lex)
    .map((p) => withBlanks(p, blanks))
    .filter((p): p is SimulationPosition => p !== null)
    .slice(0, 20);
  let work = 0;
  let ms = 0;
  for (const position of chosen) {
    const setup = prepareSimulation(words, position, { seed: 1 });
    playIterations(words, setup, 0, 2);
    const start = cpuMs();
    playIterations(words, setup, 2, 20);
    ms += cpuMs() - start;
    work += 20 * setup.candidates.length;
  }
  const rate = (1000 * work) / ms;
  console.log(
    `simulate speed, ${blanks} blank(s), ${engine}: ${work} candidate-iterations of 2 plies on ${chosen.length} positions in ${ms.toFixed(0)} ms of CPU (load average ${os.loadavg()[0]?.toFixed(1)})`,
  );
  rates.set(key, rate);
  return rate;
}

let earlyMean: number | undefined;
/** The mean iterations the review's run (top 10, at most 1,000, early stop) plays on 20 positions. */
function earlyIterations(): number {
  if (earlyMean !== undefined) return earlyMean;
  const played = agreementPositions(lex)
    .slice(0, 20)
    .map((position) => {
      const setup = prepareSimulation(wasm(), position, { seed: 1 });
      const options = { iterations: DEFAULT_ITERATIONS, stop: 'early' as const };
      return simulateSetup(wasm(), setup, options).iterations;
    });
  earlyMean = played.reduce((a, b) => a + b, 0) / played.length;
  console.log(`simulate early stop: ${played.join(', ')} iterations (mean ${earlyMean})`);
  return earlyMean;
}

/** Seconds of 10 candidates x `iterations` with one blank on a 4-core phone (an estimate). */
const phoneSeconds = (iterations: number) =>
  ((10 * iterations) / (speed(1, 'webassembly') * PHONE_WORKERS)) * PHONE_SLOWDOWN;

/** scripts/simulate-runs.ts `what` in WORKERS child processes, one part each, to the cap. */
async function goOn(what: 'agreement' | 'match', seeds?: MatchSeeds): Promise<void> {
  const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'simulate-runs.ts');
  const cap = MINUTES === undefined ? [] : ['--minutes', MINUTES];
  if (seeds) cap.push('--sim-seed', String(seeds.simSeed), '--first-seed', String(seeds.firstSeed));
  await Promise.all(
    Array.from({ length: WORKERS }, (_, part) => {
      const args = [
        '--import',
        'tsx',
        script,
        what,
        '--part',
        String(part),
        '--parts',
        String(WORKERS),
        ...cap,
      ];
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
      return new Promise<void>((resolve, reject) => {
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`${what} ${code}`)),
        );
      });
    }),
  );
}

async function checkpointFigure(what: 'agreement' | 'match'): Promise<number> {
  const load = () => `(load average ${os.loadavg()[0]?.toFixed(1)})`;
  if (what === 'agreement') {
    await goOn(what);
    const agreement = jsonLines<AgreementLine>(AGREEMENT_FILE);
    console.log(`simulate ${formatRuns(agreement, []).split('\n')[0]} ${load()}`);
    const a = agreementFigures(agreement);
    return (100 * a.agree) / a.positions;
  }
  const shares: number[] = [];
  for (const seeds of MATCH_SEEDS) {
    await goOn(what, seeds);
    const match = jsonLines<MatchLine>(matchFile(seeds));
    console.log(`simulate ${formatMatch(seeds, match)} ${load()}`);
    const m = matchFigures(match);
    shares.push((100 * m.score) / Math.max(1, m.games));
  }
  return Math.min(...shares);
}

const ENGINES: Engine[] = ['webassembly', 'typescript'];
const ready =
  fs.existsSync(lexiconPath(LANGUAGE)) && fs.existsSync(shippedTablePaths(LANGUAGE).leaves);

export const simulateFigures: Figure[] = ready
  ? [
      ...[0, 1, 2].flatMap((blanks) =>
        ENGINES.map((engine): Figure => ({
          name: `simulate speed: two-ply iterations a second, ${blanks} blank(s), ${engine}`,
          description: `candidate-iterations (one candidate played out for 2 plies) a second of one core's CPU, top 10, ${blanks} blank(s) on the rack, the ${engine} engine; budget at least 1,000 with one blank`,
          unit: '/s',
          budget: 1000,
          higherIsBetter: true,
          measure: () => speed(blanks, engine),
        })),
      ),
      ...[0, 1, 2].map((blanks): Figure => ({
        name: `simulate speed: WebAssembly against TypeScript, ${blanks} blank(s)`,
        description: "the two engines' rates in this run; the ratio, no budget beyond 1",
        unit: 'x',
        budget: 1,
        higherIsBetter: true,
        measure: () => speed(blanks, 'webassembly') / speed(blanks, 'typescript'),
      })),
      {
        name: 'simulate speed: 10 candidates x 1,000 iterations on a 4-core phone (estimate)',
        description: `10,000 candidate-iterations with one blank on the WebAssembly engine over ${PHONE_WORKERS} workers, a phone core taken as ${PHONE_SLOWDOWN}x slower than this machine's; budget under 10 s`,
        unit: 's',
        budget: 10,
        measure: () => phoneSeconds(1000),
      },
      {
        name: "simulate speed: the review's run on a 4-core phone, mean of 20 positions (estimate)",
        description: `the review's early stop (top 10, at most 1,000 iterations, stopped once the best leads by 2 standard errors) played the mean iterations of 20 demo positions, at the estimate's rate; budget under 10 s`,
        unit: 's',
        budget: 10,
        measure: () => phoneSeconds(earlyIterations()),
      },
      {
        name: 'simulate: agreement of two seeds on the best',
        description: `${AGREEMENT_POSITIONS} demo positions, two runs of 2,000 iterations of 2 plies, top 10, seeds 11 and 12, from the checkpoint on; budget at least 90 %`,
        unit: '%',
        budget: 90,
        higherIsBetter: true,
        measure: () => checkpointFigure('agreement'),
      },
      {
        name: 'simulate: strength against the equity player',
        description: `the equity player simulating its top 5 for 200 iterations of 2 plies against the plain equity player, ${MATCH_GAMES} games a seed set, alternating who starts (draws half), from the checkpoints on; the lowest share over the seed sets ${MATCH_SEEDS.map((s) => `${s.simSeed}:${s.firstSeed}`).join(', ')} (the simulating player's seed : the first game's); budget at least 55 %`,
        unit: '%',
        budget: 55,
        higherIsBetter: true,
        measure: () => checkpointFigure('match'),
      },
    ]
  : [];
