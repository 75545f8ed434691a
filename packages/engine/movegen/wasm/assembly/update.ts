/**
 * The board kept up to date between searches, as packages/engine/movegen/pass-board.ts keeps it: filled anew
 * (setBoard) or brought up to date by the squares that changed (updateBoard: their tiles, the
 * cross-checks of their lines, the anchors beside them), and per pass board row two 32-bit
 * hashes of what the search reads there (tile, cross-check, cross-word points and length,
 * anchor), made on first use (hashRows) and kept by every update after it. The endgame's row
 * moves (packages/engine/movegen/row-moves.ts) find a row's moves again by its hashes; the hash is the
 * TypeScript engine's, so both engines key a row alike.
 */
import {
  ANCHOR,
  anchorAt,
  CELL,
  copyTile,
  CROSS,
  CROSS_LEN,
  CROSS_SUM,
  crossCheck,
  fillBoard,
  H,
  INPUT,
  V,
} from './board';
import { IN_CELLS, IN_CHANGED, N, SQUARES } from './layout.generated';

/** Hash words per pass board: two per row. */
const ROW_WORDS: i32 = 2 * N;
/** i32[2][ROW_WORDS]: per pass, row r's hashes at 2r and 2r + 1. */
export const ROW_HASHES: usize = memory.data(2 * ROW_WORDS * 4, 16);
/** i32[2][2 * SQUARES]: each square's share of its row's hashes. */
const SQUARE_HASHES: usize = memory.data(2 * 2 * SQUARES * 4, 16);

// The fields of a square's first hash word (pass-board.ts touch).
const CROSS_LEN_SHIFT = 7;
const ANCHOR_SHIFT = 11;
const CROSS_SUM_SHIFT = 12;
// Hash constants: the golden ratio's for the square's place, murmur3's for the rest.
const PLACE_MIX: u32 = 0x9e3779b1;
const MIX_1: u32 = 0xcc9e2d51;
const MIX_2: u32 = 0x1b873593;
const MIX_3: u32 = 0xe6546b64;
const MIX_4: u32 = 0x27d4eb2f;
const FINAL_1: u32 = 0x85ebca6b;
const FINAL_2: u32 = 0xc2b2ae35;

let hashed = false;
/** Tiles on the board the pass boards hold. */
let tiles: i32 = 0;

function finish(h: u32): u32 {
  h ^= h >>> 16;
  h *= FINAL_1;
  h ^= h >>> 13;
  h *= FINAL_2;
  return h ^ (h >>> 16);
}

/** Square `sq` of pass `pass` changed: its share of its row's hashes made again. */
function touch(pass: i32, sq: i32): void {
  if (!hashed) return;
  const p = pass == 0 ? H : V;
  const a: u32 =
    (<u32>(<i32>load<i8>(p + CELL + <usize>sq) + 1)) |
    ((<u32>load<u8>(p + CROSS_LEN + <usize>sq)) << CROSS_LEN_SHIFT) |
    ((<u32>load<u8>(p + ANCHOR + <usize>sq)) << ANCHOR_SHIFT) |
    ((<u32>load<i32>(p + CROSS_SUM + ((<usize>sq) << 2))) << CROSS_SUM_SHIFT);
  const b = load<u32>(p + CROSS + ((<usize>sq) << 2));
  const at = <u32>(sq + 1) * PLACE_MIX;
  const ha = finish((a * MIX_1) ^ ((b ^ MIX_2) * MIX_3) ^ at);
  const hb = finish((b * FINAL_1) ^ ((a ^ MIX_4) * FINAL_2) ^ ~at);
  const row = ROW_HASHES + ((<usize>(pass * ROW_WORDS + 2 * (sq / N))) << 2);
  const own = SQUARE_HASHES + ((<usize>(pass * 2 * SQUARES + 2 * sq)) << 2);
  store<u32>(row, load<u32>(row) ^ load<u32>(own) ^ ha);
  store<u32>(row + 4, load<u32>(row + 4) ^ load<u32>(own + 4) ^ hb);
  store<u32>(own, ha);
  store<u32>(own + 4, hb);
}

/** Fills both pass boards from INPUT; `all` holds every letter of the alphabet. */
export function setBoard(all: u32): void {
  fillBoard(all);
  hashed = false;
  tiles = 0;
  for (let sq = 0; sq < SQUARES; sq++) if (load<i8>(INPUT + IN_CELLS + <usize>sq) >= 0) tiles++;
}

/** Makes the rows' hashes (ROW_HASHES), which every update keeps from then on. */
export function hashRows(): void {
  if (hashed) return;
  memory.fill(ROW_HASHES, 0, 2 * ROW_WORDS * 4);
  memory.fill(SQUARE_HASHES, 0, 2 * 2 * SQUARES * 4);
  hashed = true;
  for (let sq = 0; sq < SQUARES; sq++) {
    touch(0, sq);
    touch(1, sq);
  }
}

/**
 * Brings the pass boards up to the board in INPUT, of which only the `count` squares listed in
 * IN_CHANGED differ from the board they hold: those squares, the cross-checks of the lines
 * through them and the anchors around them. An empty board before or after (the centre rule)
 * is filled anew.
 */
export function updateBoard(count: i32, all: u32): void {
  let after = tiles;
  for (let i = 0; i < count; i++) {
    const sq = load<i32>(INPUT + IN_CHANGED + ((<usize>i) << 2));
    if (load<i8>(H + CELL + <usize>sq) >= 0) after--;
    if (load<i8>(INPUT + IN_CELLS + <usize>sq) >= 0) after++;
  }
  if (tiles == 0 || after == 0) {
    setBoard(all);
    return;
  }
  tiles = after;
  // Columns (bit x) of the horizontal pass and of the vertical one whose cross-checks change.
  let hColumns: u32 = 0;
  let vColumns: u32 = 0;
  for (let i = 0; i < count; i++) {
    const sq = load<i32>(INPUT + IN_CHANGED + ((<usize>i) << 2));
    copyTile(sq);
    hColumns |= (<u32>1) << (sq % N);
    vColumns |= (<u32>1) << (sq / N);
  }
  redoColumns(0, hColumns, all);
  redoColumns(1, vColumns, all);
  for (let i = 0; i < count; i++) {
    const sq = load<i32>(INPUT + IN_CHANGED + ((<usize>i) << 2));
    const x = sq % N;
    const y = sq / N;
    redoAnchor(x, y);
    if (x > 0) redoAnchor(x - 1, y);
    if (x < N - 1) redoAnchor(x + 1, y);
    if (y > 0) redoAnchor(x, y - 1);
    if (y < N - 1) redoAnchor(x, y + 1);
  }
}

/** The cross-checks of every square of the columns in `columns` of one pass board. */
function redoColumns(pass: i32, columns: u32, all: u32): void {
  const p = pass == 0 ? H : V;
  while (columns != 0) {
    const column = <i32>ctz<u32>(columns);
    columns &= columns - 1;
    for (let sq = column; sq < SQUARES; sq += N) {
      crossCheck(p, sq, all);
      touch(pass, sq);
    }
  }
}

function redoAnchor(x: i32, y: i32): void {
  const sq = y * N + x;
  const t = x * N + y;
  const anchor = anchorAt(x, y);
  if (load<u8>(H + ANCHOR + <usize>sq) == anchor) return;
  store<u8>(H + ANCHOR + <usize>sq, anchor);
  store<u8>(V + ANCHOR + <usize>t, anchor);
  touch(0, sq);
  touch(1, t);
}
