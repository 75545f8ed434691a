// Over 300 lines: the racks judged once and the temperatures weighed after share the judged
// rack's shape and the softmax; split, each half would need the other's.
/**
 * The person's rack at a move, inferred after the game (verdict.md, 'The person's racks, inferred
 * after the game'): the hindsight prior (rack-hindsight.ts) times the likelihood of the move
 * played under each rack, a softmax of its equity among every move that rack could make (its
 * placements, and its swaps while the bag allows one) at a fitted temperature, as Macondo's
 * inference weighs a rack by the move played. Each rack is judged as a known rack would be (its
 * best moves by equity, the winning chance after each), so the move's loss is an expectation
 * over the racks, and so is its accuracy.
 */
import { RACK_SIZE } from '../dimensions.ts';
import type { ModelEngine } from '../movegen/search-engine.ts';
import { MIN_BAG_FOR_SWAP } from '../movegen/movegen.ts';
import { nthLargest } from '../movegen/move-pool.ts';
import { mulberry32 } from '../random.ts';
import type { StrategyModel } from '../strategy-model.ts';
import { unseenTiles } from '../tiles.ts';
import { moveAccuracy } from './accuracy.ts';
import { chanceAfter, type MovePosition } from './chances.ts';
import { countsFor, withEquity } from './equity.ts';
import { percentagePoints } from './grades.ts';
import { samePlacement } from './notation.ts';
import { rackTiles, sortRack, subtractTiles } from './racks.ts';
import { gameSeed, subRacks, type PersonTurn, type RackDistribution } from './rack-hindsight.ts';
import { searchRack } from './top-moves.ts';
import type { Alternative, AnalysisContext, EquityAlternative } from './types.ts';

/** The inference's fitted settings (inference-fit.ts holds the shipped ones). */
export interface InferenceSettings {
  /** Softmax temperature in equity points; Infinity weighs every move alike (no likelihood). */
  temperature: number;
  /**
   * Where given, each game's person gets a temperature of their own: these, weighed by how well
   * each explains the person's moves in the game (inferred.ts gameTemperatures), `temperature`
   * unused. A careful player's moves then count for more than a loose one's.
   */
  temperatures?: readonly number[];
  /**
   * A grade is given where the racks that earn it (or a worse one) hold at least this much of
   * the posterior.
   */
  gradeConfidence: number;
  /** Where the candidate racks come from: the game's hindsight, or the unseen tiles alone. */
  prior: 'HINDSIGHT' | 'UNSEEN';
}

/**
 * A person's temperatures in equity points, each as likely before the game (log-spaced, from a
 * player who nearly always finds the best move to one who plays almost any), for settings that
 * weigh each game's person over them by their own moves (temperatureWeights). Measured, not
 * shipped: `npm run engine -- inference measure --per-game` (docs/analysis.md).
 */
export const PERSON_TEMPERATURES: readonly number[] = [
  0.75, 1.1, 1.7, 2.5, 3.8, 5.7, 8.5, 12.8, 19.2, 28.8,
];

/** Racks judged at most per move: the likeliest by the prior. */
export const MAX_JUDGED_RACKS = 300;
/** Prior mass the judged racks cover at least, where MAX_JUDGED_RACKS allows. */
const PRIOR_COVER = 0.999;
/** Candidate racks drawn from the unseen tiles (prior UNSEEN). */
const UNSEEN_SAMPLES = 300;
/** The best moves by equity each rack's winning chances are read from. */
const JUDGED_MOVES = 10;

/** One candidate rack, judged. */
export interface JudgedRack {
  rack: string;
  /** Posterior probability, 0-1. */
  p: number;
  /** The rack's best move by winning chance among its best by equity (null: the played one). */
  best: EquityAlternative | null;
  /**
   * The moves the rack was judged by (its best by equity, the best of the same tiles), each with
   * the winning chance after it, by chance then equity, best first (the verdict's candidates).
   */
  top: (EquityAlternative & { win: number })[];
  /** The played move with this rack. */
  played: EquityAlternative;
  winPlayed: number;
  winBest: number;
  /** Percentage points. */
  winLost: number;
}

export interface InferredMove {
  /** Likeliest first; every judged rack. */
  racks: JudgedRack[];
  /** Expected win% lost over the posterior (percentage points). */
  winLost: number;
  /** Expected accuracy over the posterior. */
  accuracy: number;
  /** Posterior mass of the racks with which the move lost `threshold` points or more. */
  lossChance: (threshold: number) => number;
}

function logSumExp(values: readonly number[]): number {
  let max = -Infinity;
  for (const v of values) if (v > max) max = v;
  if (max === -Infinity) return max;
  let sum = 0;
  for (const v of values) sum += Math.exp(v - max);
  return max + Math.log(sum);
}

/** The candidate racks of a move and their prior weights, heaviest first. */
function candidateRacks(
  turn: PersonTurn,
  placed: string,
  game: AnalysisContext,
  settings: Pick<InferenceSettings, 'prior'>,
  seed: number,
): [string, number][] {
  let prior: RackDistribution = turn.prior;
  if (settings.prior === 'UNSEEN') {
    // The rack as the person's opponent would guess it during the game: the tiles placed and
    // a leave drawn from every tile the person could not see (the bag and the bot's rack).
    const rng = mulberry32(seed ^ turn.index);
    const unseen = unseenTiles(turn.board, game.language);
    const pool = subtractTiles(unseen.tiles.map((t) => t.letter.repeat(t.count)).join(''), placed);
    prior = new Map();
    const size = RACK_SIZE - [...placed].length;
    for (let i = 0; i < UNSEEN_SAMPLES && pool !== null; i++) {
      const tiles = [...pool];
      let leave = '';
      for (let k = 0; k < size && tiles.length > 0; k++) {
        leave += tiles.splice(Math.floor(rng() * tiles.length), 1)[0] as string;
      }
      const rack = sortRack(placed + leave, game.language);
      prior.set(rack, (prior.get(rack) ?? 0) + 1 / UNSEEN_SAMPLES);
    }
  }
  const sorted = [...prior].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const out: [string, number][] = [];
  let covered = 0;
  for (const entry of sorted) {
    if (out.length >= MAX_JUDGED_RACKS || covered >= PRIOR_COVER) break;
    out.push(entry);
    covered += entry[1];
  }
  return out;
}

/** Every distinct rack a swap could keep, by its leave's value (the swap's equity). */
function swapValues(model: StrategyModel, rack: string): number[] {
  const values: number[] = [];
  const size = [...rack].length;
  for (let keep = 0; keep < size; keep++) {
    for (const [kept] of subRacks(rack, keep)) {
      values.push(kept === '' ? 0 : model.leaveValue(kept));
    }
  }
  return values;
}

/** One rack judged: the likelihood of the played move at each temperature, and its loss. */
interface PreparedRack {
  logPrior: number;
  /** Log of the chance of the move played with this rack, at each of the move's temperatures. */
  logLikelihoods: Float64Array;
  judged: Omit<JudgedRack, 'p'>;
}

/** A move's candidate racks, judged, before the temperatures are weighed. */
export interface PreparedMove {
  /** The temperatures the likelihoods were read at. */
  temperatures: readonly number[];
  racks: PreparedRack[];
}

/** The temperatures a move's likelihood is read at: the grid where given, else the one. */
export function temperaturesOf(
  settings: Pick<InferenceSettings, 'temperature' | 'temperatures'>,
): readonly number[] {
  const grid = settings.temperatures;
  return grid && grid.length > 0 && Number.isFinite(settings.temperature)
    ? grid
    : [settings.temperature];
}

function judgeRack(
  engine: ModelEngine,
  turn: PersonTurn,
  played: Alternative,
  rack: string,
  position: MovePosition,
  game: AnalysisContext,
  extra: readonly Alternative[],
  temperatures: readonly number[],
): Omit<PreparedRack, 'logPrior'> | null {
  const { model } = engine;
  const counts = countsFor(engine, rack);
  if (counts === null) return null;
  const search = searchRack(engine, turn.board, rack, game, counts);
  const { pool } = search;
  const count = pool.count;
  if (count === 0) return null;
  const playedEquity = withEquity(model, rack, played, true);
  const swaps = turn.bag >= MIN_BAG_FOR_SWAP ? swapValues(model, rack) : [];
  const equities = new Float64Array(count + swaps.length);
  equities.set(pool.equity.subarray(0, count));
  equities.set(swaps, count);
  const logLikelihoods = Float64Array.from(temperatures, (t) =>
    logLikelihood(equities, playedEquity.equity, t),
  );
  const floor = nthLargest(pool.equity, count, JUDGED_MOVES) - 1e-9;
  const top: EquityAlternative[] = [];
  for (let i = 0; i < count; i++) {
    if ((pool.equity[i] as number) < floor) continue;
    const move = withEquity(model, rack, pool.toMove(i, search.letters));
    top.push({ ...move, played: samePlacement(move, played) });
  }
  top.sort((a, b) => b.equity - a.equity || a.notation.localeCompare(b.notation));
  const winPlayed = chanceAfter(model, position, rack, played);
  const judgedMoves = [
    ...top.slice(0, JUDGED_MOVES),
    ...extra.map((m) => ({ ...withEquity(model, rack, m), played: samePlacement(m, played) })),
  ]
    .filter((m, i, all) => all.findIndex((o) => o.notation === m.notation) === i)
    .map((m) => ({ ...m, win: chanceAfter(model, position, rack, m) }))
    .sort((a, b) => b.win - a.win || b.equity - a.equity || a.notation.localeCompare(b.notation));
  let winBest = winPlayed;
  let best: EquityAlternative | null = null;
  for (const move of judgedMoves) {
    if (move.win > winBest) {
      winBest = move.win;
      best = move;
    }
  }
  return {
    logLikelihoods,
    judged: {
      rack,
      best,
      top: judgedMoves,
      played: playedEquity,
      winPlayed,
      winBest,
      winLost: percentagePoints(winBest - winPlayed),
    },
  };
}

/**
 * Log of the chance that a player at `temperature` plays the move of equity `played` among every
 * move a rack could make (`equities`): a softmax. 0 at an infinite temperature (no likelihood).
 */
function logLikelihood(equities: Float64Array, played: number, temperature: number): number {
  if (!Number.isFinite(temperature)) return 0;
  let max = -Infinity;
  for (let i = 0; i < equities.length; i++) max = Math.max(max, equities[i] as number);
  let sum = 0;
  for (let i = 0; i < equities.length; i++) {
    sum += Math.exp(((equities[i] as number) - max) / temperature);
  }
  return (played - max) / temperature - Math.log(sum);
}

/**
 * The candidate racks of one of the person's placements with tiles in the bag and the rack
 * unknown, each judged; null when no candidate rack can make the move.
 */
export function prepareMove(
  engine: ModelEngine,
  turn: PersonTurn,
  played: Alternative,
  position: MovePosition,
  game: AnalysisContext & Parameters<typeof gameSeed>[0],
  settings: InferenceSettings,
  /** Moves every rack may make besides its best by equity (the best of the same tiles). */
  extra: readonly Alternative[] = [],
): PreparedMove | null {
  const placed = rackTiles(played.letters);
  const candidates = candidateRacks(turn, placed, game, settings, gameSeed(game));
  const temperatures = temperaturesOf(settings);
  const racks: PreparedRack[] = [];
  for (const [rack, prior] of candidates) {
    if (subtractTiles(rack, placed) === null || prior <= 0) continue;
    const result = judgeRack(engine, turn, played, rack, position, game, extra, temperatures);
    if (result) racks.push({ logPrior: Math.log(prior), ...result });
  }
  return racks.length === 0 ? null : { temperatures, racks };
}

/**
 * Log of the chance of the move played at the move's temperature `k`, over the candidate racks'
 * prior (the game's evidence for a temperature, summed over the person's moves).
 */
export function logEvidence(move: PreparedMove, k: number): number {
  return logSumExp(move.racks.map((r) => r.logPrior + (r.logLikelihoods[k] as number)));
}

/**
 * The posterior over the racks of a prepared move, its temperatures weighed by `weights` (same
 * order, summing to 1): each temperature's posterior, mixed.
 */
export function posteriorOf(move: PreparedMove, weights: readonly number[]): InferredMove {
  const p = new Float64Array(move.racks.length);
  for (const [k, weight] of weights.entries()) {
    if (weight <= 0) continue;
    const logWeights = move.racks.map((r) => r.logPrior + (r.logLikelihoods[k] as number));
    const norm = logSumExp(logWeights);
    logWeights.forEach((w, i) => (p[i] = (p[i] as number) + weight * Math.exp(w - norm)));
  }
  const racks: JudgedRack[] = move.racks
    .map((r, i) => ({ ...r.judged, p: p[i] as number }))
    .sort((a, b) => b.p - a.p || (a.rack < b.rack ? -1 : 1));
  let winLost = 0;
  let accuracy = 0;
  for (const r of racks) {
    winLost += r.p * r.winLost;
    accuracy += r.p * moveAccuracy(r.winLost);
  }
  return {
    racks,
    winLost: percentagePoints(winLost / 100),
    accuracy,
    lossChance: (threshold) => racks.reduce((s, r) => s + (r.winLost >= threshold ? r.p : 0), 0),
  };
}

/**
 * The posterior over the person's rack at one of their placements with tiles in the bag and
 * the rack unknown, each rack judged: at the settings' temperature, or its grid weighed by this
 * move alone. Null when no candidate rack can make the move.
 */
export function inferMove(
  engine: ModelEngine,
  turn: PersonTurn,
  played: Alternative,
  position: MovePosition,
  game: AnalysisContext & Parameters<typeof gameSeed>[0],
  settings: InferenceSettings,
  /** Moves every rack may make besides its best by equity (the best of the same tiles). */
  extra: readonly Alternative[] = [],
): InferredMove | null {
  const prepared = prepareMove(engine, turn, played, position, game, settings, extra);
  return prepared && posteriorOf(prepared, temperatureWeights([prepared]));
}

/**
 * The weights of the temperatures of a person's prepared moves (one game's, each read at the same
 * temperatures): a uniform prior times the chance of every move at each, normalised.
 */
export function temperatureWeights(moves: readonly PreparedMove[]): number[] {
  const count = moves[0]?.temperatures.length ?? 1;
  const logs = Array.from({ length: count }, (_, k) =>
    moves.reduce((sum, m) => sum + logEvidence(m, k), 0),
  );
  const max = Math.max(...logs);
  const weights = logs.map((l) => (Number.isFinite(max) ? Math.exp(l - max) : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}
