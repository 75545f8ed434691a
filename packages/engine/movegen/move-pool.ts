/**
 * Moves found by the search, packed in typed arrays so the search allocates nothing per move;
 * only the moves a caller asks for become objects.
 */
import { BOARD_SIZE } from '../dimensions.ts';
import { compareMoves, type EngineMove } from './types.ts';

/** Square codes of a packed move: letter index, plus these flags. */
export const BLANK_FLAG = 32;
export const NEW_FLAG = 64;
const LETTER_BITS = 31;
/** A square code's letter and blank flag: the index into charCodes. */
const CHAR_CODE_BITS = LETTER_BITS | BLANK_FLAG;

export const HEAD = 3; // points, position, tiles
/** Moves a new pool has room for before it grows. */
const INITIAL_MOVES = 256;

/**
 * A move's position word in the pool: x in the low COORD_BITS bits, y above it, then the
 * direction bit and the main word's length (the WebAssembly engine packs it so too).
 */
export const COORD_BITS = 4;
const COORD_MASK = (1 << COORD_BITS) - 1;
const VERTICAL_BIT = 1 << (2 * COORD_BITS);
const LENGTH_SHIFT = 2 * COORD_BITS + 1;
/** Sort keys hold the move index below this (at most this many moves) and points below MAX. */
export const INDEX_SPAN = 2 ** 22;
const MAX_POINTS = 2 ** 14;

// The places of orderKey: the direction in the lowest, then x, y and the points.
const ORDER_X = 2;
const ORDER_Y = ORDER_X << COORD_BITS;
const ORDER_POINTS = ORDER_Y << COORD_BITS;

/**
 * A move's place in the engine order but for the word: points high first, then y, x,
 * horizontal first. Times INDEX_SPAN plus the move's index, a key for byKeys.
 */
export function orderKey(points: number, x: number, y: number, vertical: boolean): number {
  return (MAX_POINTS - points) * ORDER_POINTS + y * ORDER_Y + x * ORDER_X + (vertical ? 1 : 0);
}

/**
 * The moves in engine order from their keys (orderKey * INDEX_SPAN + index, sorted here in
 * place): a numeric sort, moves with equal orderKeys (the same place, direction and points) by
 * compareMoves, which compares the words. At most `limit`; `moveAt` makes the index-th move.
 */
export function byKeys(
  keys: Float64Array,
  moveAt: (index: number) => EngineMove,
  limit = Infinity,
): EngineMove[] {
  const n = keys.length;
  keys.sort();
  const moves: EngineMove[] = [];
  for (let k = 0; k < n && moves.length < limit;) {
    // Moves with the same key differ only in the word: sort those by it.
    const group = Math.floor((keys[k] as number) / INDEX_SPAN);
    const first = moves.length;
    for (; k < n && Math.floor((keys[k] as number) / INDEX_SPAN) === group; k++) {
      moves.push(moveAt((keys[k] as number) % INDEX_SPAN));
    }
    if (moves.length - first > 1) {
      const tied = moves.splice(first).sort(compareMoves);
      for (const move of tied) moves.push(move);
    }
  }
  return moves.length > limit ? moves.slice(0, limit) : moves;
}

/**
 * The n-th largest of the first `count` values (the smallest when there are fewer, Infinity
 * when there are none), kept in a min-heap of n: one pass, no sort of the whole list.
 */
export function nthLargest(values: Float64Array, count: number, n: number): number {
  if (count === 0) return Infinity;
  const heap = new Float64Array(n);
  let size = 0;
  for (let i = 0; i < count; i++) {
    const value = values[i] as number;
    let at: number;
    if (size < n) {
      at = size++;
      while (at > 0 && (heap[(at - 1) >> 1] as number) > value) {
        heap[at] = heap[(at - 1) >> 1] as number;
        at = (at - 1) >> 1;
      }
    } else {
      if (value <= (heap[0] as number)) continue;
      at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= n) break;
        if (child + 1 < n && (heap[child + 1] as number) < (heap[child] as number)) child++;
        if ((heap[child] as number) >= value) break;
        heap[at] = heap[child] as number;
        at = child;
      }
    }
    heap[at] = value;
  }
  return heap[0] as number;
}

export class MovePool {
  count = 0;
  private head = new Int32Array(HEAD * INITIAL_MOVES);
  /** Points plus the leave's value of each move (points alone when the search has no leaves). */
  equity = new Float64Array(INITIAL_MOVES);
  /** BOARD_SIZE codes per move, one per square of the main word. */
  codes = new Uint8Array(BOARD_SIZE * INITIAL_MOVES);

  reset(): void {
    this.count = 0;
  }

  /**
   * Reads `count` moves from arrays in this layout filled elsewhere (the WebAssembly engine's
   * memory), in place: valid until that memory changes.
   */
  adopt(
    count: number,
    head: Int32Array<ArrayBuffer>,
    equity: Float64Array<ArrayBuffer>,
    codes: Uint8Array<ArrayBuffer>,
  ): void {
    this.count = count;
    this.head = head;
    this.equity = equity;
    this.codes = codes;
  }

  /** Adds a move and returns where its square codes go in `codes`. */
  add(
    points: number,
    x: number,
    y: number,
    vertical: boolean,
    length: number,
    tiles: number,
    equity = points,
  ) {
    if (this.count * HEAD === this.head.length) this.grow();
    this.equity[this.count] = equity;
    const h = this.count * HEAD;
    this.head[h] = points;
    this.head[h + 1] =
      x | (y << COORD_BITS) | (vertical ? VERTICAL_BIT : 0) | (length << LENGTH_SHIFT);
    this.head[h + 2] = tiles;
    return this.count++ * BOARD_SIZE;
  }

  points(i: number): number {
    return this.head[i * HEAD] as number;
  }

  /** Tiles the i-th move places from the rack. */
  tiles(i: number): number {
    return this.head[i * HEAD + 2] as number;
  }

  /**
   * Engine order between two moves of equal points: y, x, horizontal first, then the word by
   * `charCodes` (the UTF-16 code of each letter | BLANK_FLAG code, as in mainWord).
   */
  before(i: number, j: number, charCodes: Int32Array): boolean {
    const pi = this.head[i * HEAD + 1] as number;
    const pj = this.head[j * HEAD + 1] as number;
    const yi = (pi >>> COORD_BITS) & COORD_MASK;
    const yj = (pj >>> COORD_BITS) & COORD_MASK;
    if (yi !== yj) return yi < yj;
    if ((pi & COORD_MASK) !== (pj & COORD_MASK)) return (pi & COORD_MASK) < (pj & COORD_MASK);
    if ((pi & VERTICAL_BIT) !== (pj & VERTICAL_BIT)) return (pi & VERTICAL_BIT) === 0;
    const li = pi >>> LENGTH_SHIFT;
    const lj = pj >>> LENGTH_SHIFT;
    for (let k = 0; k < li && k < lj; k++) {
      const ci = charCodes[(this.codes[i * BOARD_SIZE + k] as number) & CHAR_CODE_BITS] as number;
      const cj = charCodes[(this.codes[j * BOARD_SIZE + k] as number) & CHAR_CODE_BITS] as number;
      if (ci !== cj) return ci < cj;
    }
    return li < lj;
  }

  /** Copies move `from` over move `to`. */
  copy(from: number, to: number): void {
    this.head.copyWithin(to * HEAD, from * HEAD, from * HEAD + HEAD);
    this.equity[to] = this.equity[from] as number;
    this.codes.copyWithin(to * BOARD_SIZE, from * BOARD_SIZE, from * BOARD_SIZE + BOARD_SIZE);
  }

  private grow(): void {
    const head = new Int32Array(this.head.length * 2);
    head.set(this.head);
    this.head = head;
    const codes = new Uint8Array(this.codes.length * 2);
    codes.set(this.codes);
    this.codes = codes;
    const equity = new Float64Array(this.equity.length * 2);
    equity.set(this.equity);
    this.equity = equity;
  }

  /** The i-th move as an object; `alphabet` gives the lower-case letter of each index. */
  toMove(i: number, alphabet: readonly string[]): EngineMove {
    const pos = this.head[i * HEAD + 1] as number;
    const length = pos >>> LENGTH_SHIFT;
    let mainWord = '';
    let letters = '';
    for (let k = 0, c = i * BOARD_SIZE; k < length; k++, c++) {
      const code = this.codes[c] as number;
      const lower = alphabet[code & LETTER_BITS] ?? '?';
      const letter = code & BLANK_FLAG ? lower : lower.toUpperCase();
      mainWord += letter;
      if (code & NEW_FLAG) letters += letter;
    }
    return {
      x: pos & COORD_MASK,
      y: (pos >>> COORD_BITS) & COORD_MASK,
      vertical: (pos & VERTICAL_BIT) !== 0,
      letters,
      mainWord,
      points: this.head[i * HEAD] as number,
      numTiles: this.head[i * HEAD + 2] as number,
    };
  }

  /**
   * The best `limit` moves in engine order (all when limit is undefined). Moves are ordered by a
   * numeric key in a typed array first; only those returned become objects.
   */
  sorted(alphabet: readonly string[], limit = Infinity): EngineMove[] {
    const n = this.count;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const pos = this.head[i * HEAD + 1] as number;
      const key = orderKey(
        this.head[i * HEAD] as number,
        pos & COORD_MASK,
        (pos >>> COORD_BITS) & COORD_MASK,
        !!(pos & VERTICAL_BIT),
      );
      keys[i] = key * INDEX_SPAN + i;
    }
    return byKeys(keys, (i) => this.toMove(i, alphabet), limit);
  }
}
