/**
 * The board as the move search reads it, once per direction: the vertical pass board is the
 * transpose, so both directions are searched as rows. Cross-checks say which letters an empty
 * square allows given the tiles above and below it (in pass coordinates).
 */
import { CENTRE_INDEX, letterMultiplier, wordMultiplier, type SquareCode } from '../board.ts';
import { BOARD_SIZE, SQUARES } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { tileValue } from '../tiles.ts';
import { CHILD_SHIFT, LAST_BIT, LETTER_MASK, Lexicon, TERMINAL_BIT } from './lexicon.ts';
import { BLANK_FLAG } from './move-pool.ts';

const N = BOARD_SIZE;
/** Code of a board letter the lexicon's alphabet lacks: no DAWG edge carries it. */
const UNKNOWN_LETTER = 31;

export class PassBoard {
  /** -1 empty, else letter index | BLANK_FLAG for a blank. */
  readonly cell = new Int8Array(SQUARES);
  /** Points of the tile on the square (0 for a blank). */
  readonly value = new Int8Array(SQUARES);
  readonly lm = new Uint8Array(SQUARES);
  readonly wm = new Uint8Array(SQUARES);
  /** Letters allowed on an empty square, bit per letter index. */
  readonly cross = new Int32Array(SQUARES);
  /** Points of the tiles above and below an empty square. */
  readonly crossSum = new Int16Array(SQUARES);
  /** Length of the cross-word a tile here would make, 0 when none. */
  readonly crossLen = new Uint8Array(SQUARES);
  readonly anchor = new Uint8Array(SQUARES);
  /**
   * Whether rowHash holds the rows' hashes: set by hashRows, kept by every change after it,
   * dropped by a fill (one that no caller asks for costs nothing).
   */
  hashed = false;
  /**
   * Per row, two 32-bit hashes of its contents as the move search reads them (per square the
   * tile, cross-check, cross-word points and length, anchor): the XOR of its squares' hashes,
   * which squareHash keeps. Two rows with the same hashes are taken to be the same row.
   */
  readonly rowHash = new Int32Array(2 * N);
  readonly squareHash = new Int32Array(2 * SQUARES);
}

function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Square `sq` of a pass board changed (called after its fields are written). */
function touch(p: PassBoard, sq: number): void {
  if (!p.hashed) return;
  const a =
    ((p.cell[sq] as number) + 1) |
    ((p.crossLen[sq] as number) << 7) |
    ((p.anchor[sq] as number) << 11) |
    ((p.crossSum[sq] as number) << 12);
  const b = p.cross[sq] as number;
  const at = Math.imul(sq + 1, 0x9e3779b1);
  const ha = finish(Math.imul(a, 0xcc9e2d51) ^ Math.imul(b ^ 0x1b873593, 0xe6546b64) ^ at);
  const hb = finish(Math.imul(b, 0x85ebca6b) ^ Math.imul(a ^ 0x27d4eb2f, 0xc2b2ae35) ^ ~at);
  const row = 2 * ((sq / N) | 0);
  const { rowHash, squareHash } = p;
  rowHash[row] = (rowHash[row] as number) ^ (squareHash[2 * sq] as number) ^ ha;
  rowHash[row + 1] = (rowHash[row + 1] as number) ^ (squareHash[2 * sq + 1] as number) ^ hb;
  squareHash[2 * sq] = ha;
  squareHash[2 * sq + 1] = hb;
}

/** Makes a pass board's row hashes, which every change keeps from then on until a fill. */
export function hashRows(p: PassBoard): void {
  if (p.hashed) return;
  p.rowHash.fill(0);
  p.squareHash.fill(0);
  p.hashed = true;
  for (let sq = 0; sq < SQUARES; sq++) touch(p, sq);
}

/** A board square's cell code: -1 empty, else letter index | BLANK_FLAG for a blank. */
function cellOf(square: string, lexicon: Lexicon): number {
  if (square === '') return -1;
  const lower = square.toLowerCase();
  const index = lexicon.indexOf(lower);
  return (index < 0 ? UNKNOWN_LETTER : index) | (square === lower ? BLANK_FLAG : 0);
}

/** Sets one square (board coordinates) in both pass boards: its tile and the tile's points. */
function setSquare(
  h: PassBoard,
  v: PassBoard,
  sq: number,
  square: string,
  language: Language,
  lexicon: Lexicon,
): void {
  const t = (sq % N) * N + ((sq / N) | 0);
  const cell = cellOf(square, lexicon);
  const value = square === '' ? 0 : tileValue(square, language);
  h.cell[sq] = cell;
  v.cell[t] = cell;
  h.value[sq] = value;
  v.value[t] = value;
  touch(h, sq);
  touch(v, t);
}

/** `h` gets the board as is, `v` its transpose. */
export function fillPassBoards(
  h: PassBoard,
  v: PassBoard,
  board: readonly string[],
  layout: readonly number[],
  language: Language,
  lexicon: Lexicon,
): void {
  h.hashed = false;
  v.hashed = false;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      const t = x * N + y;
      setSquare(h, v, sq, board[sq] as string, language, lexicon);
      const code = layout[sq] as SquareCode;
      const lm = letterMultiplier(code);
      const wm = wordMultiplier(code);
      h.lm[sq] = lm;
      v.lm[t] = lm;
      h.wm[sq] = wm;
      v.wm[t] = wm;
    }
  }
}

function child(edges: Uint32Array, node: number, letter: number): number {
  if (node === 0) return -1;
  for (let e = node; ; e++) {
    const v = edges[e] as number;
    const l = v & LETTER_MASK;
    if (l === letter) return e;
    if (l > letter || v & LAST_BIT) return -1;
  }
}

/** Cross-checks from the tiles above and below each empty square of a pass board. */
export function computeCrossChecks(p: PassBoard, edges: Uint32Array, all: number): void {
  p.hashed = false;
  for (let sq = 0; sq < SQUARES; sq++) crossCheckAt(p, sq, edges, all);
}

/** The cross-check of one square of a pass board (pass coordinates); none on a filled square. */
function crossCheckAt(p: PassBoard, sq: number, edges: Uint32Array, all: number): void {
  crossCheck(p, sq, edges, all);
  touch(p, sq);
}

function crossCheck(p: PassBoard, sq: number, edges: Uint32Array, all: number): void {
  const { cell, value } = p;
  p.cross[sq] = 0;
  p.crossSum[sq] = 0;
  p.crossLen[sq] = 0;
  if ((cell[sq] as number) >= 0) return;
  let top = sq;
  while (top >= N && (cell[top - N] as number) >= 0) top -= N;
  let bottom = sq;
  while (bottom + N < SQUARES && (cell[bottom + N] as number) >= 0) bottom += N;
  if (top === sq && bottom === sq) {
    p.cross[sq] = all;
    return;
  }
  let sum = 0;
  for (let s = top; s <= bottom; s += N) if (s !== sq) sum += value[s] as number;
  p.crossSum[sq] = sum;
  p.crossLen[sq] = (bottom - top) / N + 1;
  let node = Lexicon.ROOT;
  for (let s = top; s < sq && node !== 0; s += N) {
    const e = child(edges, node, (cell[s] as number) & LETTER_MASK);
    node = e < 0 ? 0 : (edges[e] as number) >>> CHILD_SHIFT;
  }
  if (node === 0) return;
  let mask = 0;
  for (let e = node; ; e++) {
    const v = edges[e] as number;
    let ends = (v & TERMINAL_BIT) !== 0;
    if (bottom !== sq) {
      let n = v >>> CHILD_SHIFT;
      ends = false;
      for (let s = sq + N; s <= bottom; s += N) {
        const f = child(edges, n, (cell[s] as number) & LETTER_MASK);
        if (f < 0) {
          ends = false;
          break;
        }
        const w = edges[f] as number;
        n = w >>> CHILD_SHIFT;
        ends = (w & TERMINAL_BIT) !== 0;
      }
    }
    if (ends) mask |= 1 << (v & LETTER_MASK);
    if (v & LAST_BIT) break;
  }
  p.cross[sq] = mask & all;
}

/**
 * After square `sq` (pass coordinates) changed: marks the squares whose cross-checks depend on
 * it, which are itself and the first empty squares above and below the run of tiles it joins.
 */
function markAround(p: PassBoard, sq: number, marks: Uint8Array, list: Int32Array, n: number) {
  const cell = p.cell;
  let count = n;
  let up = sq - N;
  while (up >= 0 && (cell[up] as number) >= 0) up -= N;
  let down = sq + N;
  while (down < SQUARES && (cell[down] as number) >= 0) down += N;
  for (let k = 0; k < 3; k++) {
    const s = k === 0 ? sq : k === 1 ? up : down;
    if (s < 0 || s >= SQUARES || marks[s] !== 0) continue;
    marks[s] = 1;
    list[count++] = s;
  }
  return count;
}

/** Whether square (x, y) is an anchor: empty and next to a tile. */
function anchorAt(cell: Int8Array, x: number, y: number): number {
  const sq = y * N + x;
  if ((cell[sq] as number) >= 0) return 0;
  return (x > 0 && (cell[sq - 1] as number) >= 0) ||
    (x < N - 1 && (cell[sq + 1] as number) >= 0) ||
    (y > 0 && (cell[sq - N] as number) >= 0) ||
    (y < N - 1 && (cell[sq + N] as number) >= 0)
    ? 1
    : 0;
}

/** Anchors: empty squares next to a tile, or the centre on an empty board. Same in both passes. */
export function computeAnchors(h: PassBoard, v: PassBoard): void {
  const cell = h.cell;
  let tiles = 0;
  h.hashed = false;
  v.hashed = false;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      if ((cell[sq] as number) >= 0) tiles++;
      const anchor = anchorAt(cell, x, y);
      h.anchor[sq] = anchor;
      v.anchor[x * N + y] = anchor;
    }
  }
  if (tiles === 0) {
    h.anchor[CENTRE_INDEX] = 1;
    v.anchor[CENTRE_INDEX] = 1;
  }
}

/** The squares an update changes, and per pass the squares whose cross-checks it redoes. */
const updateScratch = new Int32Array(SQUARES);
const hMarks = new Uint8Array(SQUARES);
const vMarks = new Uint8Array(SQUARES);
const hList = new Int32Array(SQUARES);
const vList = new Int32Array(SQUARES);

/**
 * Brings pass boards filled from `from` (fillPassBoards, computeCrossChecks, computeAnchors) up
 * to `to`, the same layout and language, by the squares that differ: their tiles, the
 * cross-checks that depend on them and the anchors beside them. `from` becomes a copy of `to`.
 * Returns false, changing nothing, when either board is empty (the centre rule) or more than
 * `maxChanges` squares differ: then fill them anew.
 */
export function updatePassBoards(
  h: PassBoard,
  v: PassBoard,
  from: string[],
  to: readonly string[],
  language: Language,
  lexicon: Lexicon,
  all: number,
  maxChanges = 24,
): boolean {
  const changed = updateScratch;
  let count = 0;
  let tilesTo = 0;
  let tilesFrom = 0;
  for (let sq = 0; sq < SQUARES; sq++) {
    const a = from[sq] as string;
    const b = to[sq] as string;
    if (a !== '') tilesFrom++;
    if (b !== '') tilesTo++;
    if (a === b) continue;
    if (count === maxChanges) return false;
    changed[count++] = sq;
  }
  if (count === 0) return true;
  if (tilesTo === 0 || tilesFrom === 0) return false;
  const edges = lexicon.edges;
  for (let i = 0; i < count; i++) {
    const sq = changed[i] as number;
    const square = to[sq] as string;
    setSquare(h, v, sq, square, language, lexicon);
    from[sq] = square;
  }
  let hCount = 0;
  let vCount = 0;
  for (let i = 0; i < count; i++) {
    const sq = changed[i] as number;
    const x = sq % N;
    const y = (sq / N) | 0;
    hCount = markAround(h, sq, hMarks, hList, hCount);
    vCount = markAround(v, x * N + y, vMarks, vList, vCount);
    for (let k = 0; k < 5; k++) {
      const ax = x + (k === 1 ? -1 : k === 2 ? 1 : 0);
      const ay = y + (k === 3 ? -1 : k === 4 ? 1 : 0);
      if (ax < 0 || ax >= N || ay < 0 || ay >= N) continue;
      const anchor = anchorAt(h.cell, ax, ay);
      if (h.anchor[ay * N + ax] === anchor) continue;
      h.anchor[ay * N + ax] = anchor;
      v.anchor[ax * N + ay] = anchor;
      touch(h, ay * N + ax);
      touch(v, ax * N + ay);
    }
  }
  redoCrossChecks(h, hList, hCount, hMarks, edges, all);
  redoCrossChecks(v, vList, vCount, vMarks, edges, all);
  return true;
}

/** The cross-checks of the marked squares of a pass board, the marks cleared. */
function redoCrossChecks(
  p: PassBoard,
  list: Int32Array,
  count: number,
  marks: Uint8Array,
  edges: Uint32Array,
  all: number,
): void {
  for (let i = 0; i < count; i++) {
    const sq = list[i] as number;
    crossCheckAt(p, sq, edges, all);
    marks[sq] = 0;
  }
}
