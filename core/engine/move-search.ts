// Over 300 lines: the move search's hot loop (anchors, left parts, right extension, scoring) shares
// one set of typed arrays; split, it would pass them through every call.
/**
 * Appel–Jacobson move search over the lexicon's packed DAWG. Each direction is searched as rows
 * of a "pass board" (the vertical pass on the transposed board): anchors are empty squares next
 * to a tile, every empty square has a bitmask of letters its cross-word allows, and from each
 * anchor a left part over free squares is grown, then extended right through the DAWG.
 * Scores add up as tiles go down. Typed arrays and scalar arguments keep the loops allocation-free.
 */
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../constants.ts';
import type { Language } from '../enums.ts';
import { BLANK, tileValue } from '../tiles.ts';
import { Lexicon } from './lexicon.ts';
import { BLANK_FLAG, MovePool, NEW_FLAG } from './move-pool.ts';
import { BINGO_BONUS } from './scoring.ts';
import { computeAnchors, computeCrossChecks, fillPassBoards, PassBoard } from './pass-board.ts';

const N = BOARD_SIZE;
const ROOT = Lexicon.ROOT;

export class MoveSearch {
  readonly pool = new MovePool();
  readonly letters: readonly string[];
  /** UTF-16 code of each letter code as mainWord shows it (blank flag: lower case). */
  private readonly charCodes = new Int32Array(64);
  private readonly edges: Uint32Array;
  private readonly values = new Int8Array(32);
  private readonly passes = [new PassBoard(), new PassBoard()] as const;
  private readonly rack = new Int8Array(32);
  private blanks = 0;
  private tilesOnRack = 0;
  /** Codes of the tiles placed in the current row, by column. */
  private readonly placed = new Uint8Array(N);
  /** The left part being grown, first letter first. */
  private readonly left = new Uint8Array(N);
  private p: PassBoard;
  private vertical = false;
  private row = 0;
  private rowBase = 0;
  private anchorCol = 0;
  private startCol = 0;
  /** Fast mode keeps only the best move and stops when the step budget runs out. */
  private fast = false;
  /** Steps taken by the last search (read by benchmarks). */
  steps = 0;
  private budget = Infinity;
  private bestPoints = -1;
  /** Letters a blank may stand for (bit per letter index); fast mode narrows it. */
  private blankMask = 0;
  private allLetters = 0;

  constructor(private readonly lexicon: Lexicon) {
    this.edges = lexicon.edges;
    this.letters = [...lexicon.alphabet];
    this.letters.forEach((letter, i) => {
      this.charCodes[i] = letter.toUpperCase().charCodeAt(0);
      this.charCodes[i | BLANK_FLAG] = letter.charCodeAt(0);
    });
    this.p = this.passes[0];
  }

  /** Reads board, layout and rack; the rack's letters outside the alphabet cannot be played. */
  prepare(
    board: readonly string[],
    layout: readonly number[],
    language: Language,
    rack: string,
  ): void {
    const { lexicon, letters } = this;
    this.values.fill(0);
    letters.forEach((l, i) => (this.values[i] = tileValue(l.toUpperCase(), language)));
    const [h, v] = this.passes;
    fillPassBoards(h, v, board, layout, language, lexicon);
    const all = letters.length >= 31 ? 0x7fffffff : (1 << letters.length) - 1;
    this.allLetters = all;
    computeCrossChecks(h, this.edges, all);
    computeCrossChecks(v, this.edges, all);
    computeAnchors(h, v);
    this.rack.fill(0);
    this.blanks = 0;
    this.tilesOnRack = 0;
    for (const tile of rack) {
      if (tile === BLANK) {
        this.blanks++;
        this.tilesOnRack++;
        continue;
      }
      const index = lexicon.indexOf(tile.toLowerCase());
      if (index >= 0) {
        (this.rack[index] as number)++;
        this.tilesOnRack++;
      }
    }
    this.pool.reset();
  }

  /** Every legal placement into the pool. */
  searchAll(): void {
    this.fast = false;
    this.budget = Infinity;
    this.steps = 0;
    this.blankMask = this.allLetters;
    for (let pass = 0; pass < 2; pass++) {
      for (let sq = 0; sq < SQUARES; sq++) this.tryAnchor(pass, sq);
    }
  }

  /**
   * The best placement found within `budget` search steps, anchors in the given order, a blank
   * standing only for the letters in `blankMask`. Leaves at most one move in the pool.
   */
  searchFast(budget: number, order: readonly number[], blankMask: number): void {
    this.fast = true;
    this.budget = budget;
    this.steps = 0;
    this.bestPoints = -1;
    this.blankMask = blankMask & this.allLetters;
    for (const key of order) {
      if (this.steps > this.budget) break;
      this.tryAnchor(key >= SQUARES ? 1 : 0, key % SQUARES);
    }
  }

  /** Anchors of both passes as keys pass * SQUARES + square, for fast mode to order. */
  anchorKeys(): number[] {
    const keys: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      const anchor = this.passes[pass === 0 ? 0 : 1].anchor;
      for (let sq = 0; sq < SQUARES; sq++) if (anchor[sq]) keys.push(pass * SQUARES + sq);
    }
    return keys;
  }

  passBoard(pass: number): PassBoard {
    return this.passes[pass === 0 ? 0 : 1];
  }

  private tryAnchor(pass: number, sq: number): void {
    const p = this.passes[pass === 0 ? 0 : 1];
    if (!p.anchor[sq] || this.tilesOnRack === 0) return;
    this.p = p;
    this.vertical = pass === 1;
    this.row = (sq / N) | 0;
    this.rowBase = this.row * N;
    const col = sq - this.rowBase;
    this.anchorCol = col;
    const cell = p.cell;
    if (col > 0 && (cell[sq - 1] as number) >= 0) {
      // Tiles to the left are the left part: walk them from the root.
      let start = col - 1;
      while (start > 0 && (cell[this.rowBase + start - 1] as number) >= 0) start--;
      let node = ROOT;
      let sum = 0;
      for (let c = start; c < col; c++) {
        const s = this.rowBase + c;
        const e = this.findEdge(node, (cell[s] as number) & 31);
        if (e < 0) return;
        node = (this.edges[e] as number) >>> 7;
        sum += p.value[s] as number;
      }
      if (node === 0) return;
      this.startCol = start;
      this.extendRight(col, node, sum, 1, 0, 0);
      return;
    }
    // Free squares to the left (no neighbours, so no cross-checks) up to the previous anchor.
    let limit = 0;
    for (let c = col - 1; c >= 0; c--) {
      const s = this.rowBase + c;
      if ((cell[s] as number) >= 0 || p.anchor[s]) break;
      limit++;
    }
    this.leftPart(ROOT, 0, Math.min(limit, this.tilesOnRack - 1));
  }

  private findEdge(node: number, letter: number): number {
    if (node === 0) return -1;
    const edges = this.edges;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & 31;
      if (l === letter) return e;
      if (l > letter || v & 64) return -1;
    }
  }

  private leftPart(node: number, length: number, limit: number): void {
    // The left part ends here: the anchor comes next.
    const start = this.anchorCol - length;
    const p = this.p;
    let sum = 0;
    let factor = 1;
    for (let i = 0; i < length; i++) {
      const code = this.left[i] as number;
      const s = this.rowBase + start + i;
      this.placed[start + i] = code;
      if (!(code & BLANK_FLAG)) sum += (this.values[code] as number) * (p.lm[s] as number);
      factor *= p.wm[s] as number;
    }
    this.startCol = start;
    this.extendRight(this.anchorCol, node, sum, factor, 0, length);
    if (limit === 0) return;
    const edges = this.edges;
    const rack = this.rack;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & 31;
      const child = v >>> 7;
      if (child !== 0) {
        if ((rack[l] as number) > 0) {
          rack[l] = (rack[l] as number) - 1;
          this.left[length] = l;
          this.leftPart(child, length + 1, limit - 1);
          rack[l] = (rack[l] as number) + 1;
        }
        if (this.blanks > 0 && (this.blankMask >>> l) & 1) {
          this.blanks--;
          this.left[length] = l | BLANK_FLAG;
          this.leftPart(child, length + 1, limit - 1);
          this.blanks++;
        }
      }
      if (v & 64) break;
    }
  }

  private extendRight(
    col: number,
    node: number,
    sum: number,
    factor: number,
    crossTotal: number,
    tiles: number,
  ): void {
    if (++this.steps > this.budget) return;
    const p = this.p;
    const cell = p.cell;
    const sq = this.rowBase + col;
    const next = col + 1;
    const nextEmpty = next === N || (cell[sq + 1] as number) < 0;
    const c = cell[sq] as number;
    if (c >= 0) {
      const e = this.findEdge(node, c & 31);
      if (e < 0) return;
      const v = this.edges[e] as number;
      const total = sum + (p.value[sq] as number);
      if (v & 32 && nextEmpty) this.record(next, total, factor, crossTotal, tiles);
      const child = v >>> 7;
      if (next < N && child !== 0) this.extendRight(next, child, total, factor, crossTotal, tiles);
      return;
    }
    const mask = p.cross[sq] as number;
    if (mask === 0) return;
    const lm = p.lm[sq] as number;
    const wm = p.wm[sq] as number;
    const crossing = (p.crossLen[sq] as number) > 0;
    const crossSum = p.crossSum[sq] as number;
    // Go on only if a square follows and a tile is left for it or it is already filled.
    const canGoOn = next < N && (!nextEmpty || tiles + 1 < this.tilesOnRack);
    const edges = this.edges;
    const rack = this.rack;
    const values = this.values;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & 31;
      if ((mask >>> l) & 1) {
        const child = v >>> 7;
        const ends = (v & 32) !== 0 && nextEmpty;
        if ((rack[l] as number) > 0) {
          rack[l] = (rack[l] as number) - 1;
          this.placed[col] = l;
          const lv = (values[l] as number) * lm;
          const ct = crossing ? crossTotal + (crossSum + lv) * wm : crossTotal;
          if (ends) this.record(next, sum + lv, factor * wm, ct, tiles + 1);
          if (canGoOn && child !== 0) {
            this.extendRight(next, child, sum + lv, factor * wm, ct, tiles + 1);
          }
          rack[l] = (rack[l] as number) + 1;
        }
        if (this.blanks > 0 && (this.blankMask >>> l) & 1) {
          this.blanks--;
          this.placed[col] = l | BLANK_FLAG;
          const ct = crossing ? crossTotal + crossSum * wm : crossTotal;
          if (ends) this.record(next, sum, factor * wm, ct, tiles + 1);
          if (canGoOn && child !== 0)
            this.extendRight(next, child, sum, factor * wm, ct, tiles + 1);
          this.blanks++;
        }
      }
      if (v & 64) break;
    }
  }

  private record(end: number, sum: number, factor: number, crossTotal: number, tiles: number) {
    const start = this.startCol;
    const length = end - start;
    if (length < 2) return;
    const p = this.p;
    if (tiles === 1) {
      // A lone tile is listed once, in the direction of its longer word (horizontal on a tie).
      const across = p.crossLen[this.rowBase + this.anchorCol] as number;
      if (this.vertical ? across >= length : across > length) return;
    }
    const points = sum * factor + crossTotal + (tiles === RACK_SIZE ? BINGO_BONUS : 0);
    const pool = this.pool;
    if (this.fast) {
      if (points < this.bestPoints) return;
      if (points === this.bestPoints) {
        // A tie goes to the move generateMoves would list first.
        this.write(points, start, end, tiles);
        if (pool.before(1, 0, this.charCodes)) pool.copy(1, 0);
        pool.count = 1;
        return;
      }
      this.bestPoints = points;
      pool.reset();
    }
    this.write(points, start, end, tiles);
  }

  private write(points: number, start: number, end: number, tiles: number): void {
    const length = end - start;
    const x = this.vertical ? this.row : start;
    const y = this.vertical ? start : this.row;
    let at = this.pool.add(points, x, y, this.vertical, length, tiles);
    const codes = this.pool.codes;
    const cell = this.p.cell;
    for (let c = start; c < end; c++) {
      const existing = cell[this.rowBase + c] as number;
      codes[at++] = existing >= 0 ? existing : (this.placed[c] as number) | NEW_FLAG;
    }
  }
}
