// Over 300 lines: the search's recursion (anchors, left parts, right extension, scoring and
// leaves) shares one set of module globals; split, each file would have to export setters for
// them, which AssemblyScript's imported globals do not allow (the top-N heap, which only it
// writes, is in ranking.ts).
/**
 * The move search of packages/engine/movegen/move-search.ts (modes All and Top) over the graph in linear
 * memory: the same anchors, left-part tree, right extension, scores, bounds and threshold, so
 * it finds the same moves. Moves go to a pool of fixed-size records the caller reads in place.
 */
import { edgeIn, edgeOf, edgeWord, maskOf, ROOT } from './graph';
import { ANCHOR, CELL, CROSS, CROSS_LEN, CROSS_SUM, H, INPUT, LM, V, VALUE, WM } from './board';
import {
  BINGO_BONUS,
  BLANK_FLAG,
  CHILD_SHIFT,
  COORD_BITS,
  HEAD_WORDS,
  IN_LEAVE,
  IN_LETTER_POINTS,
  IN_MAX_LEAVE,
  IN_RACK,
  IN_RADIX,
  LETTER,
  LETTER_SLOTS,
  N,
  NEW_FLAG,
  RACK_SIZE,
  SQUARES,
  STRIDE,
  TERMINAL,
} from './layout.generated';
import {
  anchorBound,
  fillSpan,
  RACK_VALUES,
  setShadowRack,
  SPAN_CROSS_FIXED,
  SPAN_CROSS_LETTERS,
  SPAN_EXISTING,
  SPAN_LETTERS,
  SPAN_WORD,
} from './bounds';
import { MAX_LEAVE_FROM, prepareBounds, setKeys } from './leaves';
import { rank, startRanking, threshold } from './ranking';

const MODE_ALL: i32 = 0;
const MODE_TOP: i32 = 2;

/**
 * The pool, as packages/engine/movegen/move-pool.ts lays it out so the caller reads it in place: per move
 * HEAD_WORDS i32 (points, position, tiles) in `heads`, its equity in `equities`, and N square
 * codes in `codes`.
 */
const HEAD: i32 = HEAD_WORDS * 4;
const HEAD_POINTS: usize = 0;
const HEAD_POSITION: usize = 4;
const HEAD_TILES: usize = 8;
/** Square codes per move: a move's line is at most the board's side. */
const CODES: i32 = N;
/** The position word: x, y (COORD_BITS each), the direction bit, the length above. */
const VERTICAL_BIT: i32 = 1 << (2 * COORD_BITS);
const LENGTH_SHIFT: i32 = 2 * COORD_BITS + 1;
/** Top searches counted in spanSearch before SPAN_FILLED is cleared and the count starts again. */
const MAX_SPAN_SEARCH: i32 = 0x3fffffff;

const RACK: usize = memory.data(LETTER_SLOTS, 16);
const PLACED: usize = memory.data(16, 16);
const LEFT: usize = memory.data(16, 16);
const ANCHOR_POINTS: usize = memory.data(2 * SQUARES * STRIDE * 8, 16);
const SPAN_FILLED: usize = memory.data(2 * SQUARES * 4, 16);
const KEYS: usize = memory.data(2 * SQUARES * 4, 16);
const BOUNDS: usize = memory.data(2 * SQUARES * 8, 16);

let blanks: i32 = 0;
let tilesOnRack: i32 = 0;
let restMask: u32 = 0;
let blankMask: u32 = 0;
let allLetters: u32 = 0;
let p: usize = H;
let vertical = false;
let row: i32 = 0;
let rowBase: i32 = 0;
let anchorCol: i32 = 0;
let startCol: i32 = 0;
let mode: i32 = MODE_ALL;
let anchorCross: u32 = 0;
let usedKey: i32 = 0;
let radixBlank: i32 = 0;
let anchorAt: i32 = 0;
let cap: i32 = 0;
let spanSearch: i32 = 0;
let spanBase: i32 = 0;
/** Steps (right extensions) of the last search. */
export let steps: i32 = 0;
export let anchorsSearched: i32 = 0;

/** The left-part tree (packages/engine/movegen/left-parts.ts): records of five i32 fields, by index. */
const LP_NODE: i32 = 0;
const LP_END: i32 = 1;
const LP_NEXT: i32 = 2;
const LP_SUBTREE: i32 = 3;
const LP_CODE: i32 = 4;
const LP_RECORD: i32 = 20;
let lp: usize = 0;
let lpCap: i32 = 0;
let lpCount: i32 = 0;
let lpBlankMask: i64 = -1;

export let heads: usize = 0;
export let equities: usize = 0;
export let codes: usize = 0;
let poolCap: i32 = 0;
export let poolCount: i32 = 0;

function rackAt(l: i32): i32 {
  return <i32>load<i8>(RACK + <usize>l);
}
function rackAdd(l: i32, d: i32): void {
  store<i8>(RACK + <usize>l, <i8>(rackAt(l) + d));
}
function pointsOf(l: i32): i32 {
  return <i32>load<i8>(INPUT + IN_LETTER_POINTS + <usize>l);
}
function radixOf(l: i32): i32 {
  return load<i32>(INPUT + IN_RADIX + ((<usize>l) << 2));
}
function cell(sq: i32): i32 {
  return <i32>load<i8>(p + CELL + <usize>sq);
}
function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + ((<usize>i) << 3));
}
function lpField(i: i32, field: i32): i32 {
  return load<i32>(lp + <usize>(i * LP_RECORD + field * 4));
}
function setLpField(i: i32, field: i32, value: i32): void {
  store<i32>(lp + <usize>(i * LP_RECORD + field * 4), value);
}

/**
 * Reads the rack from INPUT (counts per letter, the leave keys' radixes and values) for the
 * board set last. `all` holds every letter of the alphabet.
 */
export function setRack(
  rackBlanks: i32,
  kindCount: i32,
  keys: i32,
  blankRadix: i32,
  all: u32,
  letterCount: i32,
): void {
  allLetters = all;
  blanks = rackBlanks;
  tilesOnRack = rackBlanks;
  restMask = 0;
  let n = 0;
  for (let l = 0; l < LETTER_SLOTS; l++) {
    const c = <i32>load<i8>(INPUT + IN_RACK + <usize>l);
    store<i8>(RACK + <usize>l, <i8>c);
    if (c > 0 && l < letterCount) {
      tilesOnRack += c;
      restMask |= (<u32>1) << l;
    }
  }
  // The rack's values high to low, for the bounds.
  for (let l = 0; l < letterCount; l++) {
    for (let i = 0; i < rackAt(l); i++) {
      store<i32>(RACK_VALUES + ((<usize>n) << 2), pointsOf(l));
      n++;
    }
  }
  for (let i = 0; i < rackBlanks; i++) {
    store<i32>(RACK_VALUES + ((<usize>n) << 2), 0);
    n++;
  }
  for (let i = 1; i < n; i++) {
    const item = load<i32>(RACK_VALUES + ((<usize>i) << 2));
    let j = i;
    while (j > 0 && load<i32>(RACK_VALUES + ((<usize>(j - 1)) << 2)) < item) {
      store<i32>(RACK_VALUES + ((<usize>j) << 2), load<i32>(RACK_VALUES + ((<usize>(j - 1)) << 2)));
      j--;
    }
    store<i32>(RACK_VALUES + ((<usize>j) << 2), item);
  }
  setShadowRack(n, restMask, rackBlanks, INPUT + IN_MAX_LEAVE);
  setKeys(kindCount, keys);
  radixBlank = blankRadix;
  usedKey = 0;
  lpBlankMask = -1;
  poolCount = 0;
}

/** Every legal placement into the pool; returns how many. */
export function searchAll(): i32 {
  beginAll();
  for (let pass = 0; pass < 2; pass++) {
    for (let sq = 0; sq < SQUARES; sq++) tryAnchor(pass, sq);
  }
  return poolCount;
}

/** Every legal placement from the anchors of one row of a pass board; returns how many. */
export function searchRow(pass: i32, row: i32): i32 {
  beginAll();
  for (let sq = row * N; sq < row * N + N; sq++) tryAnchor(pass, sq);
  return poolCount;
}

function beginAll(): void {
  mode = MODE_ALL;
  steps = 0;
  blankMask = allLetters;
  poolCount = 0;
}

/**
 * At least the best `n` placements by equity, and every one that ties with the n-th, into the
 * pool (others too, below the final threshold); returns the pool's count.
 */
export function searchTop(n: i32): i32 {
  mode = MODE_TOP;
  steps = 0;
  blankMask = allLetters;
  poolCount = 0;
  startRanking(n);
  cap = max(32, 4 * n);
  anchorsSearched = 0;
  if (tilesOnRack == 0) return 0;
  prepareBounds(tilesOnRack);
  if (++spanSearch > MAX_SPAN_SEARCH) {
    memory.fill(SPAN_FILLED, 0, 2 * SQUARES * 4);
    spanSearch = 1;
  }
  let count = 0;
  for (let pass = 0; pass < 2; pass++) {
    const board = pass == 0 ? H : V;
    for (let sq = 0; sq < SQUARES; sq++) {
      if (!load<u8>(board + ANCHOR + <usize>sq)) continue;
      const key = pass * SQUARES + sq;
      const bound = anchorBound(board, sq, ANCHOR_POINTS, key * STRIDE);
      if (bound == -Infinity) continue;
      store<f64>(BOUNDS + ((<usize>key) << 3), bound);
      // Insertion by bound high to low, then key.
      let j = count++;
      while (j > 0) {
        const other = load<i32>(KEYS + ((<usize>(j - 1)) << 2));
        if (f64At(BOUNDS, other) >= bound) break;
        store<i32>(KEYS + ((<usize>j) << 2), other);
        j--;
      }
      store<i32>(KEYS + ((<usize>j) << 2), key);
    }
  }
  for (let i = 0; i < count; i++) {
    const key = load<i32>(KEYS + ((<usize>i) << 2));
    if (threshold > f64At(BOUNDS, key)) break;
    anchorsSearched++;
    anchorAt = key * STRIDE;
    tryAnchor(key >= SQUARES ? 1 : 0, key % SQUARES);
  }
  return poolCount;
}

/** Drops the moves below the threshold (ties are kept). */
function compact(): void {
  let kept = 0;
  for (let i = 0; i < poolCount; i++) {
    if (f64At(equities, i) < threshold) continue;
    if (kept != i) {
      memory.copy(heads + <usize>(kept * HEAD), heads + <usize>(i * HEAD), <usize>HEAD);
      store<f64>(equities + ((<usize>kept) << 3), f64At(equities, i));
      memory.copy(codes + <usize>(kept * CODES), codes + <usize>(i * CODES), <usize>CODES);
    }
    kept++;
  }
  poolCount = kept;
  if (kept * 2 > cap) cap = kept * 2;
}

function tryAnchor(pass: i32, sq: i32): void {
  const board = pass == 0 ? H : V;
  if (!load<u8>(board + ANCHOR + <usize>sq) || tilesOnRack == 0) return;
  p = board;
  vertical = pass == 1;
  spanBase = pass == 1 ? SQUARES : 0;
  row = sq / N;
  rowBase = row * N;
  const col = sq - rowBase;
  anchorCol = col;
  if (col > 0 && cell(sq - 1) >= 0) {
    let start = col - 1;
    while (start > 0 && cell(rowBase + start - 1) >= 0) start--;
    let node = ROOT;
    let sum = 0;
    for (let c = start; c < col; c++) {
      const s = rowBase + c;
      const e = edgeOf(node, (<u32>cell(s)) & LETTER);
      if (e == 0) return;
      node = edgeWord(e) >>> CHILD_SHIFT;
      sum += <i32>load<i8>(p + VALUE + <usize>s);
    }
    if (node == 0) return;
    startCol = start;
    extendRight(col, node, sum, 1, 0, 0);
    return;
  }
  let limit = 0;
  for (let c = col - 1; c >= 0; c--) {
    const s = rowBase + c;
    if (cell(s) >= 0 || load<u8>(p + ANCHOR + <usize>s)) break;
    limit++;
  }
  if (lpBlankMask != <i64>blankMask) buildLeftParts();
  anchorCross = load<u32>(p + CROSS + ((<usize>sq) << 2));
  leftPart(0, 0, min(limit, tilesOnRack - 1));
}

function buildLeftParts(): void {
  lpBlankMask = <i64>blankMask;
  lpCount = 0;
  addLeftPart(ROOT, 0, tilesOnRack - 1);
}

function addLeftPart(node: u32, code: i32, limit: i32): u32 {
  const i = lpCount++;
  if (i >= lpCap) {
    const size = lpCap == 0 ? 1024 : lpCap * 2;
    const bytes = <usize>(size * LP_RECORD);
    lp = lp == 0 ? heap.alloc(bytes) : heap.realloc(lp, bytes);
    lpCap = size;
  }
  setLpField(i, LP_NODE, node);
  setLpField(i, LP_CODE, code);
  const mask = maskOf(node);
  const usable = mask & (restMask | (blanks > 0 ? blankMask : 0));
  let next: u32 = 0;
  let subtree: u32 = 0;
  let letters = usable;
  while (letters != 0) {
    const l = <i32>ctz<u32>(letters);
    letters &= letters - 1;
    const real = rackAt(l) > 0;
    const blank = blanks > 0 && ((blankMask >>> l) & 1) != 0;
    next |= (<u32>1) << l;
    const child = edgeWord(edgeIn(node, mask, l)) >>> CHILD_SHIFT;
    if (child != 0 && limit > 0) {
      if (real) {
        rackAdd(l, -1);
        const was = restMask;
        if (rackAt(l) == 0) restMask ^= (<u32>1) << l;
        subtree |= addLeftPart(child, l, limit - 1);
        restMask = was;
        rackAdd(l, 1);
      }
      if (blank) {
        blanks--;
        subtree |= addLeftPart(child, l | BLANK_FLAG, limit - 1);
        blanks++;
      }
    }
  }
  setLpField(i, LP_NEXT, next);
  setLpField(i, LP_SUBTREE, subtree | next);
  setLpField(i, LP_END, lpCount);
  return subtree | next;
}

function leftBound(length: i32): f64 {
  const at = usedKey * STRIDE - length;
  let best: f64 = -Infinity;
  for (let k = length + 1; k <= tilesOnRack; k++) {
    const bound = f64At(ANCHOR_POINTS, anchorAt + k) + f64At(MAX_LEAVE_FROM, at + k);
    if (bound > best) best = bound;
  }
  return best;
}

function leftPart(i: i32, length: i32, limit: i32): void {
  const node = <u32>lpField(i, LP_NODE);
  if (mode == MODE_TOP && threshold > -Infinity && leftBound(length) < threshold) return;
  const cross = anchorCross;
  if (((<u32>lpField(i, LP_NEXT)) & cross) != 0) {
    const start = anchorCol - length;
    let sum = 0;
    let factor = 1;
    for (let k = 0; k < length; k++) {
      const code = <i32>load<u8>(LEFT + <usize>k);
      const s = rowBase + start + k;
      store<u8>(PLACED + <usize>(start + k), <u8>code);
      if (!(code & BLANK_FLAG)) sum += pointsOf(code) * <i32>load<u8>(p + LM + <usize>s);
      factor *= <i32>load<u8>(p + WM + <usize>s);
    }
    startCol = start;
    extendRight(anchorCol, node, sum, factor, 0, length);
  }
  if (limit == 0) return;
  const end = lpField(i, LP_END);
  for (let c = i + 1; c < end; c = lpField(c, LP_END)) {
    if (((<u32>lpField(c, LP_SUBTREE)) & cross) == 0) continue;
    const code = lpField(c, LP_CODE);
    store<u8>(LEFT + <usize>length, <u8>code);
    if (code & BLANK_FLAG) {
      blanks--;
      usedKey += radixBlank;
      leftPart(c, length + 1, limit - 1);
      usedKey -= radixBlank;
      blanks++;
    } else {
      rackAdd(code, -1);
      if (rackAt(code) == 0) restMask ^= (<u32>1) << code;
      usedKey += radixOf(code);
      leftPart(c, length + 1, limit - 1);
      usedKey -= radixOf(code);
      if (rackAt(code) == 0) restMask ^= (<u32>1) << code;
      rackAdd(code, 1);
    }
  }
}

function extendRight(
  col: i32,
  node: u32,
  sum: i32,
  factor: i32,
  crossTotal: i32,
  tiles: i32,
): void {
  steps++;
  const sq = rowBase + col;
  const next = col + 1;
  const nextEmpty = next == N || cell(sq + 1) < 0;
  const c = cell(sq);
  if (c >= 0) {
    const e = edgeOf(node, (<u32>c) & LETTER);
    if (e == 0) return;
    const v = edgeWord(e);
    const total = sum + <i32>load<i8>(p + VALUE + <usize>sq);
    if (v & TERMINAL && nextEmpty) record(next, total, factor, crossTotal, tiles);
    const child = v >>> CHILD_SHIFT;
    if (next < N && child != 0) extendRight(next, child, total, factor, crossTotal, tiles);
    return;
  }
  const cross = load<u32>(p + CROSS + ((<usize>sq) << 2));
  if (cross == 0) return;
  const mask = maskOf(node);
  const open = cross & (blanks > 0 ? blankMask | restMask : restMask) & mask;
  if (open == 0) return;
  if (mode == MODE_TOP && threshold > -Infinity) {
    if (restBound(sq, sum, factor, crossTotal, tiles) < threshold) return;
  }
  const lm = <i32>load<u8>(p + LM + <usize>sq);
  const wm = <i32>load<u8>(p + WM + <usize>sq);
  const crossing = load<u8>(p + CROSS_LEN + <usize>sq) > 0;
  const crossSum = load<i32>(p + CROSS_SUM + ((<usize>sq) << 2));
  const canGoOn = next < N && (!nextEmpty || tiles + 1 < tilesOnRack);
  let letters = open;
  while (letters != 0) {
    const l = <i32>ctz<u32>(letters);
    letters &= letters - 1;
    const v = edgeWord(edgeIn(node, mask, l));
    const child = v >>> CHILD_SHIFT;
    const ends = (v & TERMINAL) != 0 && nextEmpty;
    if (rackAt(l) > 0) {
      rackAdd(l, -1);
      if (rackAt(l) == 0) restMask ^= (<u32>1) << l;
      usedKey += radixOf(l);
      store<u8>(PLACED + <usize>col, <u8>l);
      const lv = pointsOf(l) * lm;
      const ct = crossing ? crossTotal + (crossSum + lv) * wm : crossTotal;
      if (ends) record(next, sum + lv, factor * wm, ct, tiles + 1);
      if (canGoOn && child != 0) extendRight(next, child, sum + lv, factor * wm, ct, tiles + 1);
      usedKey -= radixOf(l);
      if (rackAt(l) == 0) restMask ^= (<u32>1) << l;
      rackAdd(l, 1);
    }
    if (blanks > 0 && (blankMask >>> l) & 1) {
      blanks--;
      usedKey += radixBlank;
      store<u8>(PLACED + <usize>col, <u8>(l | BLANK_FLAG));
      const ct = crossing ? crossTotal + crossSum * wm : crossTotal;
      if (ends) record(next, sum, factor * wm, ct, tiles + 1);
      if (canGoOn && child != 0) extendRight(next, child, sum, factor * wm, ct, tiles + 1);
      usedKey -= radixBlank;
      blanks++;
    }
  }
}

function restBound(sq: i32, sum: i32, factor: i32, crossTotal: i32, tiles: i32): f64 {
  const square = spanBase + sq;
  const filled = SPAN_FILLED + ((<usize>square) << 2);
  if (load<i32>(filled) != spanSearch) {
    fillSpan(p, spanBase, sq);
    store<i32>(filled, spanSearch);
  }
  const at = square * STRIDE;
  const at0 = usedKey * STRIDE;
  let best: f64 = -Infinity;
  for (let m = 1, k = at + 1; tiles + m <= tilesOnRack; m++, k++) {
    const word = f64At(SPAN_WORD, k);
    if (word == 0) break;
    const f = <f64>factor * word;
    const bound =
      f * (<f64>sum + f64At(SPAN_EXISTING, k) + f64At(SPAN_LETTERS, k)) +
      f64At(SPAN_CROSS_LETTERS, k) +
      <f64>crossTotal +
      f64At(SPAN_CROSS_FIXED, k) +
      <f64>(tiles + m == RACK_SIZE ? BINGO_BONUS : 0) +
      f64At(MAX_LEAVE_FROM, at0 + m);
    if (bound > best) best = bound;
  }
  return best;
}

function record(end: i32, sum: i32, factor: i32, crossTotal: i32, tiles: i32): void {
  const start = startCol;
  const length = end - start;
  if (length < 2) return;
  if (tiles == 1) {
    // A lone tile is listed once, in the direction of its longer word (horizontal on a tie).
    const across = <i32>load<u8>(p + CROSS_LEN + <usize>(rowBase + anchorCol));
    if (vertical ? across >= length : across > length) return;
  }
  const points = sum * factor + crossTotal + (tiles == RACK_SIZE ? BINGO_BONUS : 0);
  const equity = <f64>points + f64At(INPUT + IN_LEAVE, usedKey);
  if (mode == MODE_TOP) {
    if (equity < threshold) return;
    write(points, start, end, tiles, equity);
    rank(equity);
    if (poolCount >= cap) compact();
    return;
  }
  write(points, start, end, tiles, equity);
}

function grow(at: usize, bytes: i32): usize {
  return at == 0 ? heap.alloc(<usize>bytes) : heap.realloc(at, <usize>bytes);
}

function write(points: i32, start: i32, end: i32, tiles: i32, equity: f64): void {
  if (poolCount == poolCap) {
    const size = poolCap == 0 ? 1024 : poolCap * 2;
    heads = grow(heads, size * HEAD);
    equities = grow(equities, size * 8);
    codes = grow(codes, size * CODES);
    poolCap = size;
  }
  const length = end - start;
  const x = vertical ? row : start;
  const y = vertical ? start : row;
  const at = heads + <usize>(poolCount * HEAD);
  store<i32>(at + HEAD_POINTS, points);
  const position = x | (y << COORD_BITS) | (vertical ? VERTICAL_BIT : 0) | (length << LENGTH_SHIFT);
  store<i32>(at + HEAD_POSITION, position);
  store<i32>(at + HEAD_TILES, tiles);
  store<f64>(equities + ((<usize>poolCount) << 3), equity);
  let to = codes + <usize>(poolCount * CODES);
  for (let c = start; c < end; c++) {
    const existing = cell(rowBase + c);
    store<u8>(to++, <u8>(existing >= 0 ? existing : (<i32>load<u8>(PLACED + <usize>c)) | NEW_FLAG));
  }
  poolCount++;
}
