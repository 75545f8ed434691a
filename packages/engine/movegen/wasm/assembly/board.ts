/**
 * The board as the search reads it, once per direction (packages/engine/movegen/pass-board.ts): the
 * vertical pass board is the transpose, so both directions are searched as rows. Each pass
 * board is one block of byte and word arrays; the caller writes the board into INPUT first.
 */
import { edgeOf, edgeWord, ROOT } from './graph';
import {
  CENTRE,
  CHILD_SHIFT,
  IN_CELLS,
  IN_LM,
  IN_VALUES,
  IN_WM,
  INPUT_BYTES,
  LAST,
  LETTER,
  N,
  SQUARES,
  TERMINAL,
} from './layout.generated';

// Fields of a pass board, as offsets in its block.
export const CELL: usize = 0; // i8: -1 empty, else letter index | BLANK_FLAG
export const VALUE: usize = 256; // i8: points of the tile there
export const LM: usize = 512; // u8: letter multiplier
export const WM: usize = 768; // u8: word multiplier
export const CROSS_LEN: usize = 1024; // u8: length of the cross-word a tile here makes
export const ANCHOR: usize = 1280; // u8
export const CROSS: usize = 1536; // i32: letters an empty square allows
export const CROSS_SUM: usize = 2560; // i32: points of the cross-word's tiles
const PASS_SIZE: usize = 3584;

export const PASSES: usize = memory.data(2 * <i32>PASS_SIZE, 16);
export const H: usize = PASSES;
export const V: usize = PASSES + PASS_SIZE;

/**
 * What the caller writes before setBoard and setRack: the board's cells, tile points and
 * multipliers in board coordinates, the letters' points, the rack and its leave keys, each field
 * at its IN_ offset (layout.generated.ts).
 */
export const INPUT: usize = memory.data(INPUT_BYTES, 16);

export function cellAt(p: usize, sq: i32): i32 {
  return <i32>load<i8>(p + CELL + <usize>sq);
}

/** Square `sq`'s tile and its points from INPUT into both pass boards. */
export function copyTile(sq: i32): void {
  const t = (sq % N) * N + sq / N;
  const cell = load<i8>(INPUT + IN_CELLS + <usize>sq);
  const value = load<i8>(INPUT + IN_VALUES + <usize>sq);
  store<i8>(H + CELL + <usize>sq, cell);
  store<i8>(V + CELL + <usize>t, cell);
  store<i8>(H + VALUE + <usize>sq, value);
  store<i8>(V + VALUE + <usize>t, value);
}

/** Fills both pass boards from INPUT; `all` holds every letter of the alphabet. */
export function fillBoard(all: u32): void {
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      const t = x * N + y;
      copyTile(sq);
      const lm = load<u8>(INPUT + IN_LM + <usize>sq);
      const wm = load<u8>(INPUT + IN_WM + <usize>sq);
      store<u8>(H + LM + <usize>sq, lm);
      store<u8>(V + LM + <usize>t, lm);
      store<u8>(H + WM + <usize>sq, wm);
      store<u8>(V + WM + <usize>t, wm);
    }
  }
  for (let sq = 0; sq < SQUARES; sq++) {
    crossCheck(H, sq, all);
    crossCheck(V, sq, all);
  }
  anchors();
}

/** The cross-check of one square of pass board `p` (none on a filled square). */
export function crossCheck(p: usize, sq: i32, all: u32): void {
  store<i32>(p + CROSS + ((<usize>sq) << 2), 0);
  store<i32>(p + CROSS_SUM + ((<usize>sq) << 2), 0);
  store<u8>(p + CROSS_LEN + <usize>sq, 0);
  if (cellAt(p, sq) >= 0) return;
  let top = sq;
  while (top >= N && cellAt(p, top - N) >= 0) top -= N;
  let bottom = sq;
  while (bottom + N < SQUARES && cellAt(p, bottom + N) >= 0) bottom += N;
  if (top == sq && bottom == sq) {
    store<i32>(p + CROSS + ((<usize>sq) << 2), all);
    return;
  }
  let sum = 0;
  for (let s = top; s <= bottom; s += N) {
    if (s != sq) sum += <i32>load<i8>(p + VALUE + <usize>s);
  }
  store<i32>(p + CROSS_SUM + ((<usize>sq) << 2), sum);
  store<u8>(p + CROSS_LEN + <usize>sq, <u8>((bottom - top) / N + 1));
  let node = ROOT;
  for (let s = top; s < sq && node != 0; s += N) {
    const e = edgeOf(node, (<u32>cellAt(p, s)) & LETTER);
    node = e == 0 ? 0 : edgeWord(e) >>> CHILD_SHIFT;
  }
  if (node == 0) return;
  let mask: u32 = 0;
  for (let e = node + 1; ; e++) {
    const v = edgeWord(e);
    let ends = (v & TERMINAL) != 0;
    if (bottom != sq) {
      let n = v >>> CHILD_SHIFT;
      ends = false;
      for (let s = sq + N; s <= bottom; s += N) {
        const f = edgeOf(n, (<u32>cellAt(p, s)) & LETTER);
        if (f == 0) {
          ends = false;
          break;
        }
        const w = edgeWord(f);
        n = w >>> CHILD_SHIFT;
        ends = (w & TERMINAL) != 0;
      }
    }
    if (ends) mask |= (<u32>1) << (v & LETTER);
    if (v & LAST) break;
  }
  store<i32>(p + CROSS + ((<usize>sq) << 2), mask & all);
}

/** Whether square (x, y) is an anchor: empty and next to a tile (the centre rule aside). */
export function anchorAt(x: i32, y: i32): u8 {
  const sq = y * N + x;
  if (cellAt(H, sq) >= 0) return 0;
  return (x > 0 && cellAt(H, sq - 1) >= 0) ||
    (x < N - 1 && cellAt(H, sq + 1) >= 0) ||
    (y > 0 && cellAt(H, sq - N) >= 0) ||
    (y < N - 1 && cellAt(H, sq + N) >= 0)
    ? 1
    : 0;
}

/** Anchors: empty squares next to a tile, or the centre on an empty board. */
function anchors(): void {
  let tiles = 0;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      if (cellAt(H, sq) >= 0) tiles++;
      const anchor = anchorAt(x, y);
      store<u8>(H + ANCHOR + <usize>sq, anchor);
      store<u8>(V + ANCHOR + <usize>(x * N + y), anchor);
    }
  }
  if (tiles == 0) {
    store<u8>(H + ANCHOR + <usize>CENTRE, 1);
    store<u8>(V + ANCHOR + <usize>CENTRE, 1);
  }
}
