/**
 * The person's racks' inference (packages/engine/analysis/inferred.ts, ../shared/docs/verdict.md)
 * measured on games the fit did not see, whose true racks are recorded: person-like players of
 * packages/engine/strategy/persons.ts (a player drawn per seed) and the demo's own person chooser
 * (server/demo/play.ts, a different kind of player than the fit's), each on two seed ranges,
 * printed beside the figures. Per set: of the moves that lose 3 or more percentage points with
 * the true rack, the share graded (and without inference); the share of grades that are such
 * moves; the mean |expected - true| win% lost; the games whose person's accuracy is within 3
 * points of the true-rack accuracy; CPU seconds a game. The same for the hindsight alone and the
 * likelihood alone. INFERENCE_GAMES sets the games a range (default 40).
 */
import { cpuClock, formatFigures as line, variants } from '@ordbot/engine/cli/engine-inference.ts';
import {
  checkInference,
  inferenceFigures,
  type InferenceFigures,
  type RackedGame,
} from '@ordbot/engine/analysis/inference-check.ts';
import { INFERENCE_FIT } from '@ordbot/engine/analysis/inference-fit.ts';
import { loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';
import { loadShippedModel } from '@ordbot/engine/node/strategy/shipped.ts';
import { fastEngine } from '@ordbot/engine/node/wasm-engine.ts';
import type { Figure } from './harness.ts';
import { recordedGames, type PersonGamesKind } from './person-games.ts';

const GAMES = Number(process.env['INFERENCE_GAMES'] ?? 40);
/** Two ranges a kind, none of them the fit's. */
const RANGES = [100001, 200001].map((first) => Array.from({ length: GAMES }, (_, i) => first + i));
const KINDS: PersonGamesKind[] = ['PERSONS', 'DEMO'];

interface SetResult {
  label: string;
  figures: InferenceFigures;
}

let measured: Promise<SetResult[]> | null = null;

function measure(): Promise<SetResult[]> {
  measured ??= (async () => {
    const model = loadShippedModel('NO_B');
    if (!model) throw new Error('No strategy tables for NO_B: the inference needs them');
    const engine = fastEngine(loadLexiconFile('NO_B')).withModel(model);
    console.log(`inference fitted by: ${INFERENCE_FIT.command} (seeds ${INFERENCE_FIT.seeds})`);
    const results: SetResult[] = [];
    for (const kind of KINDS) {
      for (const seeds of RANGES) {
        const games = recordedGames(engine, seeds, kind) as RackedGame[];
        for (const [variant, settings] of variants(INFERENCE_FIT)) {
          const check = checkInference(engine, games, settings, cpuClock);
          const figures = inferenceFigures(check, INFERENCE_FIT.gradeConfidence);
          const label = `${kind} seeds ${seeds[0]}-${seeds.at(-1)}, ${variant}`;
          console.log(line(label, figures));
          results.push({ label, figures });
        }
      }
    }
    return results;
  })();
  return measured;
}

/** The worst of the full inference's sets (every kind, every range). */
async function worst(pick: (f: InferenceFigures) => number, higherIsBetter: boolean) {
  const full = (await measure()).filter((r) => r.label.endsWith('hindsight and likelihood'));
  const values = full.map((r) => pick(r.figures));
  return higherIsBetter ? Math.min(...values) : Math.max(...values);
}

const sets = `${KINDS.join(' and ')} players, seeds ${RANGES.map((r) => `${r[0]}-${r.at(-1)}`).join(' and ')}`;

export const inferenceFigureList: Figure[] = [
  {
    name: 'inference: real mistakes graded (worst set)',
    description: `moves losing >= 3 points with the true rack that the review grades; ${sets}`,
    unit: '%',
    budget: 75,
    higherIsBetter: true,
    measure: () => worst((f) => 100 * f.recall, true),
  },
  {
    name: 'inference: grades that are real mistakes (worst set)',
    description: 'of the inferred grades, moves losing >= 3 points with the true rack',
    unit: '%',
    budget: 85,
    higherIsBetter: true,
    measure: () => worst((f) => 100 * f.precision, true),
  },
  {
    name: 'inference: mean |expected - true| win% lost (worst set)',
    description: 'percentage points, over the inferred moves',
    unit: 'points',
    budget: 1.5,
    measure: () => worst((f) => f.meanError, false),
  },
  {
    name: 'inference: games with accuracy within 3 points (worst set)',
    description: "the person's accuracy against the true-rack accuracy",
    unit: '%',
    budget: 80,
    higherIsBetter: true,
    measure: () => worst((f) => 100 * f.accuracyWithin3, true),
  },
  {
    name: 'inference: CPU seconds a game, p90 (worst set)',
    description: 'the inference alone, one core',
    unit: 's',
    budget: 10,
    measure: () => worst((f) => f.cpuSeconds.p90, false),
  },
];
