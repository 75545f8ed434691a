/**
 * The person's racks' inference fitted and measured on games whose true racks are recorded
 * (packages/engine/strategy/persons.ts, verdict.md): the softmax temperature that makes the moves
 * played likeliest with their true racks, the grade's confidence, and the figures verdict.md
 * asks for: of the moves that lose 3 or more percentage points with the true rack, how many the
 * review grades; how many of its grades are such moves; the mean |expected - true| win% lost;
 * each game's accuracy against the true-rack accuracy. The fit command and the bench read this.
 */
import type { ModelEngine } from '../movegen/search-engine.ts';
import { MIN_BAG_FOR_SWAP } from '../movegen/movegen.ts';
import { sideAccuracy } from './accuracy.ts';
import { analyseGame, readPlayed } from './analyse.ts';
import { forEachAnalysedMove } from './positions.ts';
import { bagEmpty } from './chances.ts';
import { countsFor, withEquity } from './equity.ts';
import { WIN_GRADE_THRESHOLDS } from './grades.ts';
import { inferGame, likeliestLoses } from './inferred.ts';
import { subRacks } from './rack-hindsight.ts';
import type { InferenceSettings } from './rack-posterior.ts';
import { searchRack } from './top-moves.ts';
import type { AnalysisGame, AnalysisMove } from './types.ts';

/** A game with the person's true racks (persons.ts RecordedGame). */
export interface RackedGame {
  seed: number;
  game: AnalysisGame;
  /** Before move i: the person's true rack; null for the bot's moves. */
  personRacks: readonly (string | null)[];
}

/** The game as the analysis would read it if the person's racks had been sent. */
export function withTrueRacks(recorded: RackedGame): AnalysisGame {
  return {
    ...recorded.game,
    moves: recorded.game.moves.map((m, i) => {
      const rack = recorded.personRacks[i];
      return m.playerMove && rack ? ({ ...m, rack } as AnalysisMove) : m;
    }),
  };
}

/** One inferred move beside its truth. */
export interface MoveCheck {
  seed: number;
  moveNum: number;
  /** With the true rack. */
  trueWinLost: number;
  /** The review without inference (the tiles placed only). */
  todayGraded: boolean;
  expectedWinLost: number;
  expectedAccuracy: number;
  /** Posterior mass of a loss of 3, 7, 15 percentage points or more. */
  lossChance: [number, number, number];
  /** The likeliest rack's probability, and whether it is the true rack. */
  topP: number;
  /** The likeliest rack's loss (percentage points): a grade needs it (inferred.ts). */
  topWinLost: number;
  topTrue: boolean;
}

/** A game's person's accuracy three ways. */
export interface GameCheck {
  seed: number;
  trueAccuracy: number | null;
  todayAccuracy: number | null;
  /** With the inferred moves' expected accuracy (a grade's confidence does not change it). */
  inferredAccuracy: number | null;
  cpuSeconds: number;
}

/** Seconds on a clock: the caller's CPU clock where it has one, wall time otherwise. */
export type Clock = () => number;

const wallClock: Clock = () => performance.now() / 1000;

/** Every inferred move of the games and each game's accuracies, with the given settings. */
export function checkInference(
  engine: ModelEngine,
  games: readonly RackedGame[],
  settings: InferenceSettings,
  clock: Clock = wallClock,
): { moves: MoveCheck[]; games: GameCheck[] } {
  const moves: MoveCheck[] = [];
  const checks: GameCheck[] = [];
  for (const recorded of games) {
    const truth = analyseGame(engine, withTrueRacks(recorded));
    const today = analyseGame(engine, recorded.game);
    let inferred: ReturnType<typeof inferGame> = new Map();
    const start = clock();
    inferred = inferGame(engine, recorded.game, settings);
    const cpuSeconds = clock() - start;
    const person = (list: (number | null)[]) =>
      sideAccuracy(list.filter((a): a is number => a !== null));
    const mine = (i: number) => recorded.game.moves[i]?.playerMove === true;
    const indexes = truth.moves.map((_, i) => i).filter((i) => mine(i) && truth.moves[i]);
    checks.push({
      seed: recorded.seed,
      trueAccuracy: person(indexes.map((i) => truth.moves[i]?.accuracy ?? null)),
      todayAccuracy: person(indexes.map((i) => today.moves[i]?.accuracy ?? null)),
      inferredAccuracy: person(
        indexes.map((i) => {
          const m = inferred.get(i);
          return m ? m.inferred.accuracy : (today.moves[i]?.accuracy ?? null);
        }),
      ),
      cpuSeconds,
    });
    for (const [i, { inferred: m }] of inferred) {
      const true_ = truth.moves[i];
      const rack = recorded.personRacks[i];
      if (!true_ || true_.winLost === null || !rack) continue;
      const top = m.racks[0];
      moves.push({
        seed: recorded.seed,
        moveNum: true_.moveNum,
        trueWinLost: true_.winLost,
        todayGraded: today.moves[i]?.grade != null,
        expectedWinLost: m.winLost,
        expectedAccuracy: m.accuracy,
        lossChance: [
          m.lossChance(WIN_GRADE_THRESHOLDS.INACCURACY),
          m.lossChance(WIN_GRADE_THRESHOLDS.MISTAKE),
          m.lossChance(WIN_GRADE_THRESHOLDS.BLUNDER),
        ],
        topP: top?.p ?? 0,
        topWinLost: top?.winLost ?? 0,
        topTrue: top !== undefined && top.rack === sortedRack(rack, top.rack),
      });
    }
  }
  return { moves, games: checks };
}

/** `rack` in the order of `like` when they hold the same tiles (else as it is). */
function sortedRack(rack: string, like: string): string {
  const a = [...rack].sort().join('');
  const b = [...like].sort().join('');
  return a === b ? like : rack;
}

/** The figures verdict.md asks for, at a grade's confidence. */
export interface InferenceFigures {
  moves: number;
  /** Moves losing 3 or more percentage points with the true rack. */
  mistakes: number;
  /** Of those, graded by the inference / by the review without it, 0-1. */
  recall: number;
  todayRecall: number;
  /** Of the inference's grades, moves that lose 3 or more with the true rack, 0-1. */
  precision: number;
  graded: number;
  /** Mean |expected - true| win% lost, percentage points. */
  meanError: number;
  /** Games whose inferred person's accuracy is within 3 points of the true-rack one, 0-1. */
  accuracyWithin3: number;
  todayAccuracyWithin3: number;
  /** The likeliest rack is the true one, 0-1. */
  topRackTrue: number;
  cpuSeconds: { median: number; p90: number };
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Whether the review grades the move at `confidence` (inferred.ts inferredGrade). */
function isGraded(m: MoveCheck, confidence: number): boolean {
  return m.lossChance[0] >= confidence && likeliestLoses(m.topWinLost);
}

export function inferenceFigures(
  check: { moves: MoveCheck[]; games: GameCheck[] },
  confidence: number,
): InferenceFigures {
  const { moves, games } = check;
  const isMistake = (m: MoveCheck) => m.trueWinLost >= WIN_GRADE_THRESHOLDS.INACCURACY;
  const graded = moves.filter((m) => isGraded(m, confidence));
  const mistakes = moves.filter(isMistake);
  const within = (key: 'inferredAccuracy' | 'todayAccuracy') => {
    const usable = games.filter((g) => g.trueAccuracy !== null && g[key] !== null);
    const close = usable.filter(
      (g) => Math.abs((g[key] as number) - (g.trueAccuracy as number)) <= 3,
    );
    return usable.length > 0 ? close.length / usable.length : 0;
  };
  return {
    moves: moves.length,
    mistakes: mistakes.length,
    recall: mistakes.filter((m) => isGraded(m, confidence)).length / Math.max(1, mistakes.length),
    todayRecall: mistakes.filter((m) => m.todayGraded).length / Math.max(1, mistakes.length),
    precision: graded.filter(isMistake).length / Math.max(1, graded.length),
    graded: graded.length,
    meanError:
      moves.reduce((s, m) => s + Math.abs(m.expectedWinLost - m.trueWinLost), 0) /
      Math.max(1, moves.length),
    accuracyWithin3: within('inferredAccuracy'),
    todayAccuracyWithin3: within('todayAccuracy'),
    topRackTrue: moves.filter((m) => m.topTrue).length / Math.max(1, moves.length),
    cpuSeconds: {
      median: quantile(
        games.map((g) => g.cpuSeconds),
        0.5,
      ),
      p90: quantile(
        games.map((g) => g.cpuSeconds),
        0.9,
      ),
    },
  };
}

/**
 * The grade's confidence: the lowest (so the most moves graded) whose grades on the fitting
 * games are true mistakes at least `precision` of the time.
 */
export function fitConfidence(moves: readonly MoveCheck[], precision: number): number {
  for (let q = 0.1; q <= 0.951; q += 0.025) {
    const graded = moves.filter((m) => isGraded(m, q));
    const right = graded.filter((m) => m.trueWinLost >= WIN_GRADE_THRESHOLDS.INACCURACY).length;
    if (graded.length > 0 && right / graded.length >= precision) return Math.round(q * 1000) / 1000;
  }
  return 0.95;
}

/** Each person's move's equities with its true rack: [played, every move the rack could make]. */
function trueRackEquities(
  engine: ModelEngine,
  recorded: RackedGame,
): { played: number; all: Float64Array }[] {
  const { model } = engine;
  const out: { played: number; all: Float64Array }[] = [];
  forEachAnalysedMove(recorded.game, ({ move, index, board, rack, around }) => {
    const truth = recorded.personRacks[index];
    if (!move.playerMove || rack || !truth || bagEmpty(around.position.pool)) return;
    const played = readPlayed(engine, board, move, recorded.game).move;
    const counts = countsFor(engine, truth);
    if (!played || !counts) return;
    const { pool } = searchRack(engine, board, truth, recorded.game, counts);
    const swaps: number[] = [];
    if (around.position.pool - 14 >= MIN_BAG_FOR_SWAP) {
      for (let keep = 0; keep < [...truth].length; keep++) {
        for (const [kept] of subRacks(truth, keep)) {
          swaps.push(kept === '' ? 0 : model.leaveValue(kept));
        }
      }
    }
    const all = new Float64Array(pool.count + swaps.length);
    all.set(pool.equity.subarray(0, pool.count));
    all.set(swaps, pool.count);
    out.push({ played: withEquity(model, truth, played).equity, all });
  });
  return out;
}

function logLikelihood(samples: readonly { played: number; all: Float64Array }[], t: number) {
  let sum = 0;
  for (const { played, all } of samples) {
    let max = -Infinity;
    for (const e of all) if (e > max) max = e;
    let z = 0;
    for (const e of all) z += Math.exp((e - max) / t);
    sum += (played - max) / t - Math.log(z);
  }
  return sum;
}

/** The softmax temperature under which the moves played are likeliest with their true racks. */
export function fitTemperature(
  engine: ModelEngine,
  games: readonly RackedGame[],
): { temperature: number; samples: number; logLikelihood: number } {
  const samples = games.flatMap((g) => trueRackEquities(engine, g));
  // Golden-section search on log T: the log-likelihood is unimodal in it.
  let lo = Math.log(0.5);
  let hi = Math.log(60);
  const phi = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 40; i++) {
    const a = hi - phi * (hi - lo);
    const b = lo + phi * (hi - lo);
    if (logLikelihood(samples, Math.exp(a)) > logLikelihood(samples, Math.exp(b))) hi = b;
    else lo = a;
  }
  const temperature = Math.round(Math.exp((lo + hi) / 2) * 100) / 100;
  return {
    temperature,
    samples: samples.length,
    logLikelihood: logLikelihood(samples, temperature),
  };
}
