/**
 * The fair-play model (docs/analysis.md "Fair play"; README "The fair-play model").
 *
 * A move "found the best" when it scored as much as the best placement of its own tiles. How
 * hard that is depends on the position, so each move gets a difficulty: how many legal
 * placements its tiles had (more placements, more to overlook) and how far the best was ahead
 * of the second (a tie at the top is easier to hit; a runaway best is easy to see). The
 * population's rate of finding the best, per difficulty, is what a person is expected to
 * achieve; a player's `expected` is the sum of those rates over their moves, and `z` how many
 * standard deviations their found count lies above it. The figures are evidence for a person to
 * weigh ('Mistanke'), never a verdict.
 */

/** Players with fewer analysed moves are not listed: too few moves to say anything. */
export const FAIRPLAY_MIN_MOVES = 100;

/**
 * z at or above this marks a player 'Mistanke'. Chosen by the simulation of 1,000 human-like
 * players (tests/unit/fairplay-simulation.test.ts, the demo's choice model on fields drawn like
 * the demo's, 100 to ~1,700 moves each): at most one of them reaches it (fixed seed: none, the
 * highest z 3.4, the next 2.8; over six other seeds 0 or 1, the second highest at most 3.3),
 * while a solver-like player reaches it from 100 moves (z about 4.2 at 100, 5.2 at 150, 7.3 at
 * 300). Lower, and strong people with many moves get marked; higher, and a solver needs more
 * moves before the desk sees them. The pure-chance tail above 3.5 is 2 in 10,000.
 */
export const SUSPICION_Z = 3.5;

/** Upper bounds of the placement-count buckets; a count above the last is the last bucket. */
const PLACEMENT_BOUNDS = [1, 4, 19, 99] as const;
/** Upper bounds of the gap buckets (best minus second, points); above the last: last bucket. */
const GAP_BOUNDS = [0, 5, 15] as const;

const GAP_BUCKETS = GAP_BOUNDS.length + 1;
/** Difficulties are 0 .. DIFFICULTY_COUNT - 1. */
export const DIFFICULTY_COUNT = (PLACEMENT_BOUNDS.length + 1) * GAP_BUCKETS;

function bucket(value: number, bounds: readonly number[]): number {
  const i = bounds.findIndex((bound) => value <= bound);
  return i === -1 ? bounds.length : i;
}

export interface SameTilesField {
  /** Legal placements of exactly the move's tiles on the board before it. */
  placements: number;
  /** The best of them (points). */
  best: number;
  /** The second in the analysis order (may equal best); null with one placement or none. */
  second: number | null;
}

/**
 * The difficulty of a move from its field: placements bucket * 4 + gap bucket. A move whose
 * tiles had at most one placement has nothing to miss and lands in the easiest difficulties.
 */
export function difficultyOf(field: SameTilesField): number {
  const gap = field.second === null ? Number.POSITIVE_INFINITY : field.best - field.second;
  return bucket(field.placements, PLACEMENT_BOUNDS) * GAP_BUCKETS + bucket(gap, GAP_BOUNDS);
}

export interface DifficultyCount {
  difficulty: number;
  moves: number;
  found: number;
}

/**
 * The population's rate of finding the best per difficulty (index = difficulty), from every
 * player's counts summed. Laplace smoothing ((found + 1) / (moves + 2)) keeps a rare difficulty
 * from giving a rate of exactly 0 or 1.
 */
export function populationRates(counts: readonly DifficultyCount[]): number[] {
  const moves = new Array<number>(DIFFICULTY_COUNT).fill(0);
  const found = new Array<number>(DIFFICULTY_COUNT).fill(0);
  for (const c of counts) {
    moves[c.difficulty] = (moves[c.difficulty] ?? 0) + c.moves;
    found[c.difficulty] = (found[c.difficulty] ?? 0) + c.found;
  }
  return moves.map((n, d) => ((found[d] ?? 0) + 1) / (n + 2));
}

export interface FairplayFigures {
  movesAnalysed: number;
  bestFound: number;
  /** Sum of the population rate over the player's moves, 2 decimals. */
  expected: number;
  /** (bestFound - expected) / sqrt(sum p(1 - p)), 2 decimals; 0 when the variance is 0. */
  z: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A player's figures from their counts by difficulty and the population's rates. */
export function fairplayFigures(
  counts: readonly DifficultyCount[],
  rates: readonly number[],
): FairplayFigures {
  let movesAnalysed = 0;
  let bestFound = 0;
  let expected = 0;
  let variance = 0;
  for (const c of counts) {
    const p = rates[c.difficulty] ?? 0;
    movesAnalysed += c.moves;
    bestFound += c.found;
    expected += c.moves * p;
    variance += c.moves * p * (1 - p);
  }
  const z = variance > 0 ? (bestFound - expected) / Math.sqrt(variance) : 0;
  return { movesAnalysed, bestFound, expected: round2(expected), z: round2(z) };
}

/** Whether the figures reach the 'Mistanke' mark. */
export function isSuspicious(figures: Pick<FairplayFigures, 'movesAnalysed' | 'z'>): boolean {
  return figures.movesAnalysed >= FAIRPLAY_MIN_MOVES && figures.z >= SUSPICION_Z;
}
