/**
 * The top search's upper bounds (packages/engine/movegen/shadow.ts, the same arithmetic): per anchor, the
 * most a move of k tiles from it can score; per empty square, what m more tiles from there can
 * add. The rack's tile values high to low are paired with the squares' coefficients high to low.
 */
import { ANCHOR, CELL, CROSS, CROSS_LEN, CROSS_SUM, LM, VALUE, WM } from './board';
import { BINGO_BONUS, N, RACK_SIZE, SQUARES, STRIDE } from './layout.generated';

/** The rack as the bounds see it: values high to low (a blank 0). */
export const RACK_VALUES: usize = memory.data(32, 16);
export let rackTiles: i32 = 0;
export let rackLetterMask: u32 = 0;
export let rackBlanks: i32 = 0;
/** f64[8]: the best leave after k tiles. */
export let maxLeavePtr: usize = 0;

export function setShadowRack(tiles: i32, letterMask: u32, blanks: i32, maxLeave: usize): void {
  rackTiles = tiles;
  rackLetterMask = letterMask;
  rackBlanks = blanks;
  maxLeavePtr = maxLeave;
}

const COEF: usize = memory.data(32, 16);
const LM_OF: usize = memory.data(32, 16);
const LM_CW: usize = memory.data(32, 16);
const LM_SORTED: usize = memory.data(32, 16);
const CW_SORTED: usize = memory.data(32, 16);

function geti(list: usize, i: i32): i32 {
  return load<i32>(list + ((<usize>i) << 2));
}

function seti(list: usize, i: i32, v: i32): void {
  store<i32>(list + ((<usize>i) << 2), v);
}

function cellOf(p: usize, s: i32): i32 {
  return <i32>load<i8>(p + CELL + <usize>s);
}

function valueOf(p: usize, s: i32): i32 {
  return <i32>load<i8>(p + VALUE + <usize>s);
}

function passable(p: usize, s: i32): bool {
  const mask = load<u32>(p + CROSS + ((<usize>s) << 2));
  return (mask & rackLetterMask) != 0 || (rackBlanks > 0 && mask != 0);
}

function insertDescending(list: usize, length: i32, item: i32): void {
  let j = length;
  while (j > 0 && geti(list, j - 1) < item) {
    seti(list, j, geti(list, j - 1));
    j--;
  }
  seti(list, j, item);
}

function sortCoefficients(k: i32, word: i32): void {
  for (let i = 0; i < k; i++) insertDescending(COEF, i, geti(LM_OF, i) * word + geti(LM_CW, i));
}

function bestDot(k: i32): i32 {
  let sum = 0;
  for (let i = 0; i < k; i++) sum += geti(COEF, i) * geti(RACK_VALUES, i);
  return sum;
}

/**
 * The bound of anchor `sq` of pass board `p` (-Infinity when no rack tile goes on it); the most
 * a move of k tiles from it scores goes to points[at + k].
 */
export function anchorBound(p: usize, sq: i32, points: usize, at: i32): f64 {
  for (let k = 0; k <= RACK_SIZE; k++) store<f64>(points + ((<usize>(at + k)) << 3), -Infinity);
  const rowBase = sq - (sq % N);
  const col = sq - rowBase;
  if (!passable(p, sq)) return -Infinity;
  let leftTiles = 0;
  let maxLeft = 0;
  if (col > 0 && cellOf(p, sq - 1) >= 0) {
    for (let c = col - 1; c >= 0 && cellOf(p, rowBase + c) >= 0; c--) {
      leftTiles += valueOf(p, rowBase + c);
    }
  } else {
    for (let c = col - 1; c >= 0; c--) {
      const s = rowBase + c;
      if (cellOf(p, s) >= 0 || load<u8>(p + ANCHOR + <usize>s)) break;
      maxLeft++;
    }
    maxLeft = min(maxLeft, rackTiles - 1);
  }
  let best: f64 = -Infinity;
  for (let left = 0; left <= maxLeft; left++) {
    let k = 0;
    let word = 1;
    let existing = leftTiles;
    let crossConst = 0;
    for (let c = col - left; c < col; c++) {
      const s = rowBase + c;
      seti(LM_OF, k, <i32>load<u8>(p + LM + <usize>s));
      seti(LM_CW, k, 0);
      word *= <i32>load<u8>(p + WM + <usize>s);
      k++;
    }
    sortCoefficients(k, word);
    for (let c = col; c < N; c++) {
      const s = rowBase + c;
      if (cellOf(p, s) >= 0) {
        existing += valueOf(p, s);
        continue;
      }
      if (k == rackTiles || !passable(p, s)) break;
      const l = <i32>load<u8>(p + LM + <usize>s);
      const w = <i32>load<u8>(p + WM + <usize>s);
      seti(LM_OF, k, l);
      if (load<u8>(p + CROSS_LEN + <usize>s) > 0) {
        seti(LM_CW, k, l * w);
        crossConst += load<i32>(p + CROSS_SUM + ((<usize>s) << 2)) * w;
      } else seti(LM_CW, k, 0);
      if (w == 1) insertDescending(COEF, k, l * word + geti(LM_CW, k));
      else {
        word *= w;
        sortCoefficients(k + 1, word);
      }
      k++;
      let trailing = 0;
      for (let t = c + 1; t < N && cellOf(p, rowBase + t) >= 0; t++) {
        trailing += valueOf(p, rowBase + t);
      }
      const score = <f64>(
        (bestDot(k) +
          (existing + trailing) * word +
          crossConst +
          (k == RACK_SIZE ? BINGO_BONUS : 0))
      );
      const slot = points + ((<usize>(at + k)) << 3);
      if (score > load<f64>(slot)) store<f64>(slot, score);
      const bound = score + load<f64>(maxLeavePtr + ((<usize>k) << 3));
      if (bound > best) best = bound;
    }
  }
  return best;
}

/** Span bounds: five f64 arrays of STRIDE entries per square of both passes. */
export const SPAN_WORD: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);
export const SPAN_EXISTING: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);
export const SPAN_LETTERS: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);
export const SPAN_CROSS_LETTERS: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);
export const SPAN_CROSS_FIXED: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);

function setf(list: usize, i: i32, v: f64): void {
  store<f64>(list + ((<usize>i) << 3), v);
}

/** The span bounds of empty square `sq` of pass board `p`, stored at square base + sq. */
export function fillSpan(p: usize, base: i32, sq: i32): void {
  const rowBase = sq - (sq % N);
  const at = (base + sq) * STRIDE;
  for (let k = 0; k < STRIDE; k++) setf(SPAN_WORD, at + k, 0);
  let m = 0;
  let word = 1;
  let existing = 0;
  let crossFixed = 0;
  for (let c = sq - rowBase; c < N && m < rackTiles; c++) {
    const s = rowBase + c;
    if (cellOf(p, s) >= 0) {
      existing += valueOf(p, s);
      continue;
    }
    if (!passable(p, s)) break;
    const l = <i32>load<u8>(p + LM + <usize>s);
    const w = <i32>load<u8>(p + WM + <usize>s);
    insertDescending(LM_SORTED, m, l);
    if (load<u8>(p + CROSS_LEN + <usize>s) > 0) {
      insertDescending(CW_SORTED, m, l * w);
      crossFixed += load<i32>(p + CROSS_SUM + ((<usize>s) << 2)) * w;
    } else insertDescending(CW_SORTED, m, 0);
    word *= w;
    m++;
    let trailing = 0;
    for (let t = c + 1; t < N && cellOf(p, rowBase + t) >= 0; t++) {
      trailing += valueOf(p, rowBase + t);
    }
    let letters = 0;
    let crossLetters = 0;
    for (let i = 0; i < m; i++) {
      letters += geti(LM_SORTED, i) * geti(RACK_VALUES, i);
      crossLetters += geti(CW_SORTED, i) * geti(RACK_VALUES, i);
    }
    const k = at + m;
    setf(SPAN_WORD, k, <f64>word);
    setf(SPAN_EXISTING, k, <f64>(existing + trailing));
    setf(SPAN_LETTERS, k, <f64>letters);
    setf(SPAN_CROSS_LETTERS, k, <f64>crossLetters);
    setf(SPAN_CROSS_FIXED, k, <f64>crossFixed);
  }
}
