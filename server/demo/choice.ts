/**
 * How a demo player chooses a move, like a person would: first which tiles to play (a word they
 * see), then where to put them. The second step is what the fair-play model measures (did the
 * move score as much as the best placement of its own tiles, packages/engine/fairplay.ts), so it is a
 * function of its own that the threshold simulation (tests/unit/fairplay-simulation.test.ts)
 * runs on the same terms as the demo: change one, and the other follows.
 *
 * People find the best spot for a word less often the more spots it has (more to overlook), more
 * often when the best spot is far ahead of the next (it stands out) and when several tie for best
 * (any of them will do). Strength shifts the chance a little: stronger players look harder, but
 * the big difference between players is in the words they find, not in where they place them.
 * A solver-like player (a move generator's user) always plays the top move.
 */
import type { Rng } from '@ordbot/engine/random.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';

/** 'SOLVER': always the top move, like a move generator (the fair-play desk should mark it). */
export type PlayStyle = 'HUMAN' | 'SOLVER';

/** Logit of the chance to find the best placement: a base, then per ln(placements). */
const FIND_BASE = 1.9;
const FIND_PER_LOG_PLACEMENTS = 0.45;
/** A best spot this many points ahead of the next gets the whole STANDS_OUT bonus. */
const GAP_FULL = 20;
const STANDS_OUT = 1.2;
/** Per ln(number of placements tied for best). */
const TIE_BONUS = 0.5;
/** Logit per unit of strength away from the middle (strengths run from about 0.3 to 0.95). */
const STRENGTH_EFFECT = 0.6;
const STRENGTH_MIDDLE = 0.65;
/** A miss lands on the next placements more often than on poor ones: weight ratio per rank. */
const MISS_DECAY = 0.6;

/**
 * The chance that a player of `strength` (0..1) finds the best of `placements` placements of the
 * tiles they play, with `gap` points between the best and the next and `ties` tied for best.
 */
export function findChance(strength: number, placements: number, gap: number, ties = 1): number {
  if (placements <= 1) return 1;
  const logit =
    FIND_BASE -
    FIND_PER_LOG_PLACEMENTS * Math.log(placements) +
    (STANDS_OUT * Math.min(gap, GAP_FULL)) / GAP_FULL +
    TIE_BONUS * Math.log(Math.max(1, ties)) +
    STRENGTH_EFFECT * (strength - STRENGTH_MIDDLE);
  return 1 / (1 + Math.exp(-logit));
}

/**
 * Where a player puts the tiles they chose: an index into `points`, the points of every legal
 * placement of those tiles, best first. Found: one of the tied best; missed: one of the others,
 * the better ones more likely.
 */
export function choosePlacement(rng: Rng, strength: number, points: readonly number[]): number {
  const n = points.length;
  if (n <= 1) return 0;
  const best = points[0] as number;
  let ties = 1;
  while (ties < n && points[ties] === best) ties++;
  if (ties === n) return Math.floor(rng() * n);
  const gap = best - (points[ties] as number);
  if (rng() < findChance(strength, n, ties > 1 ? 0 : gap, ties)) return Math.floor(rng() * ties);
  // A miss: rank k among the others with weight MISS_DECAY^k.
  let total = 0;
  for (let k = 0, w = 1; k < n - ties; k++, w *= MISS_DECAY) total += w;
  let r = rng() * total;
  for (let k = 0, w = 1; k < n - ties; k++, w *= MISS_DECAY) {
    r -= w;
    if (r < 0) return ties + k;
  }
  return n - 1;
}

/** A candidate move for the whole rack: its points and the tiles it places. */
export interface Candidate {
  points: number;
  /** The placed tiles as played ('letters': a blank in lower case). */
  letters: string;
}

/** The tiles of a move as a key: sorted, a blank as '?' whatever letter it stands for. */
export function tileKey(letters: string): string {
  return [...letters]
    .map((t) => (t === t.toLowerCase() && t !== t.toUpperCase() ? BLANK : t))
    .sort()
    .join('');
}

/** How many of the best-scoring words (tile sets) a person weighs. */
const WORDS_WEIGHED = 12;
const RACK_SIZE = 7;

/**
 * The tiles a person plays, from the best candidate placements of their rack (best first): a
 * tile set chosen among the better ones (a weaker player settles for less, and sees a bingo less
 * often). Returns the index of that tile set's best candidate; where the tiles go is then
 * choosePlacement's part, over every placement of them.
 */
export function chooseWord(rng: Rng, strength: number, candidates: readonly Candidate[]): number {
  // The first candidate of each tile set is its best placement.
  const firsts: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < candidates.length && firsts.length < WORDS_WEIGHED; i++) {
    const key = tileKey((candidates[i] as Candidate).letters);
    if (seen.has(key)) continue;
    seen.add(key);
    firsts.push(i);
  }
  if (firsts.length <= 1) return 0;
  const top = (candidates[0] as Candidate).points;
  const temperature = 2 + 14 * Math.pow(1 - strength, 1.5);
  const weights = firsts.map((i) => {
    const c = candidates[i] as Candidate;
    const visible = [...c.letters].length === RACK_SIZE ? strength * strength : 1;
    return visible * Math.exp((c.points - top) / temperature);
  });
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  for (let g = 0; g < firsts.length; g++) {
    r -= weights[g] as number;
    if (r < 0) return firsts[g] as number;
  }
  return firsts[firsts.length - 1] as number;
}
