/**
 * The board as the move search reads it, once per direction: the vertical pass board is the
 * transpose, so both directions are searched as rows. Cross-checks say which letters an empty
 * square allows given the tiles above and below it (in pass coordinates).
 */
import { CENTRE_INDEX, letterMultiplier, wordMultiplier, type SquareCode } from '../board.ts';
import { BOARD_SIZE, SQUARES } from '../constants.ts';
import type { Language } from '../enums.ts';
import { tileValue } from '../tiles.ts';
import { Lexicon } from './lexicon.ts';
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
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      const t = x * N + y;
      const square = board[sq] as string;
      let cell = -1;
      if (square !== '') {
        const lower = square.toLowerCase();
        const index = lexicon.indexOf(lower);
        cell = (index < 0 ? UNKNOWN_LETTER : index) | (square === lower ? BLANK_FLAG : 0);
      }
      const value = square === '' ? 0 : tileValue(square, language);
      const code = layout[sq] as SquareCode;
      const lm = letterMultiplier(code);
      const wm = wordMultiplier(code);
      h.cell[sq] = cell;
      v.cell[t] = cell;
      h.value[sq] = value;
      v.value[t] = value;
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
    const l = v & 31;
    if (l === letter) return e;
    if (l > letter || v & 64) return -1;
  }
}

/** Cross-checks from the tiles above and below each empty square of a pass board. */
export function computeCrossChecks(p: PassBoard, edges: Uint32Array, all: number): void {
  const { cell, value } = p;
  for (let sq = 0; sq < SQUARES; sq++) {
    p.cross[sq] = 0;
    p.crossSum[sq] = 0;
    p.crossLen[sq] = 0;
    if ((cell[sq] as number) >= 0) continue;
    let top = sq;
    while (top >= N && (cell[top - N] as number) >= 0) top -= N;
    let bottom = sq;
    while (bottom + N < SQUARES && (cell[bottom + N] as number) >= 0) bottom += N;
    if (top === sq && bottom === sq) {
      p.cross[sq] = all;
      continue;
    }
    let sum = 0;
    for (let s = top; s <= bottom; s += N) if (s !== sq) sum += value[s] as number;
    p.crossSum[sq] = sum;
    p.crossLen[sq] = (bottom - top) / N + 1;
    let node = Lexicon.ROOT;
    for (let s = top; s < sq && node !== 0; s += N) {
      const e = child(edges, node, (cell[s] as number) & 31);
      node = e < 0 ? 0 : (edges[e] as number) >>> 7;
    }
    if (node === 0) continue;
    let mask = 0;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      let ends = (v & 32) !== 0;
      if (bottom !== sq) {
        let n = v >>> 7;
        ends = false;
        for (let s = sq + N; s <= bottom; s += N) {
          const f = child(edges, n, (cell[s] as number) & 31);
          if (f < 0) {
            ends = false;
            break;
          }
          const w = edges[f] as number;
          n = w >>> 7;
          ends = (w & 32) !== 0;
        }
      }
      if (ends) mask |= 1 << (v & 31);
      if (v & 64) break;
    }
    p.cross[sq] = mask & all;
  }
}

/** Anchors: empty squares next to a tile, or the centre on an empty board. Same in both passes. */
export function computeAnchors(h: PassBoard, v: PassBoard): void {
  const cell = h.cell;
  let tiles = 0;
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const sq = y * N + x;
      let anchor = 0;
      if ((cell[sq] as number) >= 0) tiles++;
      else {
        anchor =
          (x > 0 && (cell[sq - 1] as number) >= 0) ||
          (x < N - 1 && (cell[sq + 1] as number) >= 0) ||
          (y > 0 && (cell[sq - N] as number) >= 0) ||
          (y < N - 1 && (cell[sq + N] as number) >= 0)
            ? 1
            : 0;
      }
      h.anchor[sq] = anchor;
      v.anchor[x * N + y] = anchor;
    }
  }
  if (tiles === 0) {
    h.anchor[CENTRE_INDEX] = 1;
    v.anchor[CENTRE_INDEX] = 1;
  }
}
