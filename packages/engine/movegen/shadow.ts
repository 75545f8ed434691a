/**
 * Upper bounds per anchor (the "shadow" of a move search, after the idea in wolges): for every
 * span of squares a move from this anchor could cover, the most it could score if the rack's
 * most valuable tiles went on its best squares, plus the best leave that many tiles could keep.
 * The search visits anchors best bound first and stops once N moves beat every bound left, so
 * it returns the same top N as the full enumeration without materialising the rest.
 *
 * For a span whose new squares are s1..sk, a move scores
 *   sum_i value_i * lm_i * (W + cw_i) + existing * W + sum_crossing crossSum_i * wm_i + bingo,
 * where W is the product of the new squares' word multipliers and cw_i is the square's word
 * multiplier when a cross-word forms there (0 otherwise). Pairing the rack's values sorted high
 * to low with the coefficients lm_i * (W + cw_i) sorted high to low gives the largest possible
 * sum (the rearrangement inequality), whatever letters the lexicon allows: a true upper bound.
 * A square that no tile of the rack may take (its cross-check) ends the span.
 */
import { BOARD_SIZE, RACK_SIZE } from '../dimensions.ts';
import type { PassBoard } from './pass-board.ts';
import { BINGO_BONUS } from './scoring.ts';

const N = BOARD_SIZE;

/** The rack as the bound sees it. */
export interface ShadowRack {
  /** Tile values high to low (a blank 0), `tiles` of them. */
  readonly values: Int32Array;
  readonly tiles: number;
  /** Letters on the rack, bit per letter index. */
  readonly letterMask: number;
  readonly blanks: number;
  /** maxLeave[k]: the best leave value left after placing k tiles (0 without leaves). */
  readonly maxLeave: Float64Array;
}

const coef = new Int32Array(RACK_SIZE);
const lmOf = new Int32Array(RACK_SIZE);
const lmCw = new Int32Array(RACK_SIZE);

/** Whether some tile of the rack may go on square `s` (its cross-check). */
function passable(cross: Int32Array, s: number, rack: ShadowRack): boolean {
  const mask = cross[s] as number;
  return (mask & rack.letterMask) !== 0 || (rack.blanks > 0 && mask !== 0);
}

/**
 * The coefficients lm_i * word + lmCw_i of the first k squares, sorted high to low into `coef`
 * (after the word multiplier changed).
 */
function sortCoefficients(k: number, word: number): void {
  for (let i = 0; i < k; i++) {
    insertDescending(coef, i, (lmOf[i] as number) * word + (lmCw[i] as number));
  }
}

/** Sum of the k largest coefficients times the k largest values (both high to low). */
function bestDot(k: number, values: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += (coef[i] as number) * (values[i] as number);
  return sum;
}

/**
 * The bound of anchor `sq` (pass coordinates) of pass board `p`, or -Infinity when no tile of
 * the rack can go on the anchor. Mirrors MoveSearch.tryAnchor: tiles left of the anchor are
 * its left part; otherwise up to `tiles - 1` new tiles go on the free squares to its left, up
 * to the previous anchor.
 */
export function anchorBound(
  p: PassBoard,
  sq: number,
  rack: ShadowRack,
  pointsByTiles: Float64Array,
  at: number,
): number {
  pointsByTiles.fill(-Infinity, at, at + RACK_SIZE + 1);
  const { cell, value, cross, lm, wm, crossLen, crossSum, anchor } = p;
  const rowBase = sq - (sq % N);
  const col = sq - rowBase;
  if (!passable(cross, sq, rack)) return -Infinity;
  let leftTiles = 0;
  let maxLeft = 0;
  if (col > 0 && (cell[sq - 1] as number) >= 0) {
    for (let c = col - 1; c >= 0 && (cell[rowBase + c] as number) >= 0; c--) {
      leftTiles += value[rowBase + c] as number;
    }
  } else {
    for (let c = col - 1; c >= 0; c--) {
      const s = rowBase + c;
      if ((cell[s] as number) >= 0 || anchor[s]) break;
      maxLeft++;
    }
    maxLeft = Math.min(maxLeft, rack.tiles - 1);
  }
  const values = rack.values;
  let best = -Infinity;
  for (let left = 0; left <= maxLeft; left++) {
    let k = 0;
    let word = 1;
    let existing = leftTiles;
    let crossConst = 0;
    // The free squares to the left: no neighbours, so no cross-words there.
    for (let c = col - left; c < col; c++) {
      const s = rowBase + c;
      lmOf[k] = lm[s] as number;
      lmCw[k] = 0;
      word *= wm[s] as number;
      k++;
    }
    sortCoefficients(k, word);
    for (let c = col; c < N; c++) {
      const s = rowBase + c;
      if ((cell[s] as number) >= 0) {
        existing += value[s] as number;
        continue;
      }
      if (k === rack.tiles || !passable(cross, s, rack)) break;
      const l = lm[s] as number;
      const w = wm[s] as number;
      lmOf[k] = l;
      if ((crossLen[s] as number) > 0) {
        lmCw[k] = l * w;
        crossConst += (crossSum[s] as number) * w;
      } else lmCw[k] = 0;
      // The sorted coefficients: one more, or all anew when the word multiplier changed.
      if (w === 1) insertDescending(coef, k, l * word + (lmCw[k] as number));
      else {
        word *= w;
        sortCoefficients(k + 1, word);
      }
      k++;
      // Tiles right after this square belong to the word too.
      let trailing = 0;
      for (let t = c + 1; t < N && (cell[rowBase + t] as number) >= 0; t++) {
        trailing += value[rowBase + t] as number;
      }
      const points =
        bestDot(k, values) +
        (existing + trailing) * word +
        crossConst +
        (k === RACK_SIZE ? BINGO_BONUS : 0);
      if (points > (pointsByTiles[at + k] as number)) pointsByTiles[at + k] = points;
      const bound = points + (rack.maxLeave[k] as number);
      if (bound > best) best = bound;
    }
  }
  return best;
}

/**
 * What the rest of a move can add from an empty square on: for m = 1..7 more tiles, they go on
 * the next m empty squares (tiles between and right after them join the word). Per square and
 * m, `fillSpan` keeps the product of their word multipliers (word), the existing tiles' points
 * (existing), the rack's top m values paired with the squares' letter multipliers (letters) and
 * with their cross-word multipliers (crossLetters), each pairing sorted high to low, and the
 * cross-words' fixed points (crossFixed). For a search node with word sum S, factor F0, cross
 * points X and t tiles placed, a move placing m more scores at most
 *   F0*word*(S + existing + letters) + crossLetters + X + crossFixed + bingo,
 * because the remaining tiles' values are never above the rack's top values, rank by rank.
 * word = 0 marks an m the row cannot take (the board's edge or a square no tile may take).
 */
export interface SpanBounds {
  readonly word: Float64Array;
  readonly existing: Float64Array;
  readonly letters: Float64Array;
  readonly crossLetters: Float64Array;
  readonly crossFixed: Float64Array;
}

/** Entries per square: m = 0..RACK_SIZE. */
export const SPAN_STRIDE = RACK_SIZE + 1;

export function newSpanBounds(squares: number): SpanBounds {
  const size = squares * SPAN_STRIDE;
  return {
    word: new Float64Array(size),
    existing: new Float64Array(size),
    letters: new Float64Array(size),
    crossLetters: new Float64Array(size),
    crossFixed: new Float64Array(size),
  };
}

const lmSorted = new Int32Array(RACK_SIZE);
const cwSorted = new Int32Array(RACK_SIZE);

function insertDescending(list: Int32Array, length: number, item: number): void {
  let j = length;
  while (j > 0 && (list[j - 1] as number) < item) {
    list[j] = list[j - 1] as number;
    j--;
  }
  list[j] = item;
}

/**
 * Fills `out` for empty square `sq` of pass board `p`, at offset `base` squares (a search fills
 * only the squares it reaches).
 */
export function fillSpan(
  p: PassBoard,
  rack: ShadowRack,
  out: SpanBounds,
  base: number,
  sq: number,
): void {
  const { cell, value, cross, lm, wm, crossLen, crossSum } = p;
  const values = rack.values;
  const rowBase = sq - (sq % N);
  const at = (base + sq) * SPAN_STRIDE;
  out.word.fill(0, at, at + SPAN_STRIDE);
  let m = 0;
  let word = 1;
  let existing = 0;
  let crossFixed = 0;
  for (let c = sq - rowBase; c < N && m < rack.tiles; c++) {
    const s = rowBase + c;
    if ((cell[s] as number) >= 0) {
      existing += value[s] as number;
      continue;
    }
    if (!passable(cross, s, rack)) break;
    const l = lm[s] as number;
    const w = wm[s] as number;
    insertDescending(lmSorted, m, l);
    if ((crossLen[s] as number) > 0) {
      insertDescending(cwSorted, m, l * w);
      crossFixed += (crossSum[s] as number) * w;
    } else insertDescending(cwSorted, m, 0);
    word *= w;
    m++;
    let trailing = 0;
    for (let t = c + 1; t < N && (cell[rowBase + t] as number) >= 0; t++) {
      trailing += value[rowBase + t] as number;
    }
    let letters = 0;
    let crossLetters = 0;
    for (let i = 0; i < m; i++) {
      letters += (lmSorted[i] as number) * (values[i] as number);
      crossLetters += (cwSorted[i] as number) * (values[i] as number);
    }
    const k = at + m;
    out.word[k] = word;
    out.existing[k] = existing + trailing;
    out.letters[k] = letters;
    out.crossLetters[k] = crossLetters;
    out.crossFixed[k] = crossFixed;
  }
}
