/**
 * What the move search (move-search.ts) reads and how it is prepared per board and rack: the
 * pass boards, brought up to date square by square; the rack, its leave keys and values
 * (leave-keys.ts) and its left-part tree (left-parts.ts); the top search's bounds, threshold
 * and span bounds (shadow.ts). The search extends this class and reads the fields directly.
 */
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../dimensions.ts';
import type { Language } from '../game-enums.ts';
import { BLANK, tileValue } from '../tiles.ts';
import { RackKeys, type LeaveCounts } from './leave-keys.ts';
import { LeftPartTree } from './left-parts.ts';
import { alphabetMask, type Lexicon, type LettersBelow } from './lexicon.ts';
import { BLANK_FLAG, MovePool } from './move-pool.ts';
import {
  computeAnchors,
  computeCrossChecks,
  fillPassBoards,
  hashRows,
  PassBoard,
  updatePassBoards,
} from './pass-board.ts';
import { newSpanBounds } from './shadow.ts';

const N = BOARD_SIZE;

function sameLayout(a: readonly number[], b: readonly number[] | null): boolean {
  if (a === b) return true;
  if (b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class SearchSetup {
  readonly pool = new MovePool();
  readonly letters: readonly string[];
  /** UTF-16 code of each letter code as mainWord shows it (blank flag: lower case). */
  protected readonly charCodes = new Int32Array(2 * BLANK_FLAG);
  protected readonly edges: Uint32Array;
  protected readonly values = new Int8Array(32);
  protected readonly passes = [new PassBoard(), new PassBoard()] as const;
  protected readonly rack = new Int8Array(32);
  protected blanks = 0;
  protected tilesOnRack = 0;
  /** Codes of the tiles placed in the current row, by column. */
  protected readonly placed = new Uint8Array(N);
  /** The left part being grown, first letter first. */
  protected readonly left = new Uint8Array(N);
  protected p: PassBoard;
  protected vertical = false;
  protected row = 0;
  protected rowBase = 0;
  protected anchorCol = 0;
  protected startCol = 0;
  /** Fast mode keeps only the best move and stops when the step budget runs out. */
  protected fast = false;
  /** Steps taken by the last search (read by benchmarks). */
  steps = 0;
  protected budget = Infinity;
  protected bestPoints = -1;
  /** Letters a blank may stand for (bit per letter index); fast mode narrows it. */
  protected blankMask = 0;
  protected allLetters = 0;
  /** Only placements of every rack tile (searchAll's `exact`). */
  protected exact = false;
  /** The letters still on the rack, bit per letter index (blanks aside). */
  protected restMask = 0;
  /** The rack's left parts (left-parts.ts), made once per rack and blank letters. */
  protected readonly tree: LeftPartTree;
  /** The letters the current anchor's square allows (its cross-check). */
  protected anchorCross = 0;
  protected lettersBelow: LettersBelow['letters'] = new Int32Array(0);
  /** Per DAWG node, the letters of its own edges (Lexicon.next). */
  protected readonly nextLetters: Int32Array;
  protected longestBelow: LettersBelow['longest'] = new Uint8Array(0);
  /**
   * The tiles placed so far as one number: each tile type of the rack has a place value
   * (mixed radix over its count), so leaveByKey[usedKey] is the value of what stays.
   */
  protected usedKey = 0;
  /** The rack's leave keys; its arrays, read by the search's every step, also as fields. */
  protected readonly keys: RackKeys;
  protected readonly radix: Int32Array;
  protected radixBlank = 0;
  protected readonly leaveByKey: Float64Array;
  protected readonly maxLeaveFrom: Float64Array;
  /** Per anchor key, the most its moves of k tiles can score (k = 0..7), leaves aside. */
  /** Made by the first top search (a search for every move, as the endgame's, needs none). */
  protected anchorPoints = new Float64Array(0);
  protected anchorAt = 0;
  /** Top mode: how many moves are asked for and the equity a move needs to be kept. */
  protected topN = 0;
  protected threshold = -Infinity;
  protected cap = 0;
  /**
   * The best `topN` equities recorded so far as a min-heap (its root is the n-th best), so the
   * threshold rises with every move that beats it, not only when the pool is compacted.
   */
  protected heap = new Float64Array(16);
  protected heapSize = 0;
  protected readonly shadow: {
    values: Int32Array;
    tiles: number;
    letterMask: number;
    blanks: number;
    maxLeave: Float64Array;
  };
  protected spans = newSpanBounds(0);
  /** Per square of both passes, the top search whose span bounds it holds (spanSearch). */
  protected readonly spanFilled = new Int32Array(2 * SQUARES);
  protected spanSearch = 0;
  /** SQUARES for the vertical pass, 0 for the horizontal one: the pass's place in `spans`. */
  protected spanBase = 0;
  protected anchorKeysByBound = new Int32Array(2 * SQUARES);
  protected readonly bounds = new Float64Array(2 * SQUARES);
  /** Anchors the last top search searched (read by tests and benchmarks). */
  anchorsSearched = 0;
  /** The board, layout and language the pass boards hold (null before the first call). */
  protected board: string[] | null = null;
  protected layout: readonly number[] | null = null;
  protected language: Language | null = null;

  constructor(protected readonly lexicon: Lexicon) {
    this.edges = lexicon.edges;
    this.nextLetters = lexicon.next();
    this.letters = [...lexicon.alphabet];
    this.letters.forEach((letter, i) => {
      this.charCodes[i] = letter.toUpperCase().charCodeAt(0);
      this.charCodes[i | BLANK_FLAG] = letter.charCodeAt(0);
    });
    this.p = this.passes[0];
    this.keys = new RackKeys(this.letters.length);
    this.tree = new LeftPartTree(this.edges);
    this.radix = this.keys.radix;
    this.leaveByKey = this.keys.leaveByKey;
    this.maxLeaveFrom = this.keys.maxLeaveFrom;
    const maxLeave = this.keys.maxLeave;
    this.shadow = {
      values: new Int32Array(RACK_SIZE),
      tiles: 0,
      letterMask: 0,
      blanks: 0,
      maxLeave,
    };
  }

  /**
   * Reads board, layout and rack; the rack's letters outside the alphabet cannot be played.
   * With `leaves`, each move's equity is its points plus the value of the tiles it keeps.
   */
  prepare(
    board: readonly string[],
    layout: readonly number[],
    language: Language,
    rack: string,
    leaves: LeaveCounts | null = null,
  ): void {
    const { lexicon } = this;
    this.prepareBoard(board, layout, language);
    this.rack.fill(0);
    this.blanks = 0;
    this.tilesOnRack = 0;
    this.restMask = 0;
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
        this.restMask |= 1 << index;
      }
    }
    this.pool.reset();
    this.tree.blankMask = -1;
    this.prepareLeaves(leaves);
  }

  /**
   * The pass boards for `board`: brought up to date square by square from the board of the last
   * call when only a few squares differ (the next position of a game, a move played or taken
   * back in the endgame search), else filled anew.
   */
  protected prepareBoard(board: readonly string[], layout: readonly number[], language: Language) {
    const [h, v] = this.passes;
    const last = this.board;
    if (
      last !== null &&
      language === this.language &&
      sameLayout(layout, this.layout) &&
      updatePassBoards(h, v, last, board, language, this.lexicon, this.allLetters)
    ) {
      return;
    }
    const { letters, lexicon } = this;
    this.values.fill(0);
    letters.forEach((l, i) => (this.values[i] = tileValue(l.toUpperCase(), language)));
    fillPassBoards(h, v, board, layout, language, lexicon);
    const all = alphabetMask(letters.length);
    this.allLetters = all;
    computeCrossChecks(h, this.edges, all);
    computeCrossChecks(v, this.edges, all);
    computeAnchors(h, v);
    this.board = board.slice();
    this.layout = layout;
    this.language = language;
  }

  /** Place values of the rack's tile types, and the value of the leave of every sub-multiset. */
  protected prepareLeaves(leaves: LeaveCounts | null): void {
    this.keys.prepare(this.rack, this.blanks, leaves);
    this.radixBlank = this.keys.radixBlank;
    this.prepareShadow();
  }

  /** The rack as the anchor bounds see it (packages/engine/movegen/shadow.ts). */
  protected prepareShadow(): void {
    const types = this.letters.length;
    this.usedKey = 0;
    // The rack's values high to low, for the anchor bounds.
    const { values } = this.shadow;
    let n = 0;
    let letterMask = 0;
    for (let l = 0; l < types; l++) {
      for (let i = 0; i < (this.rack[l] as number); i++) values[n++] = this.values[l] as number;
      if ((this.rack[l] as number) > 0) letterMask |= 1 << l;
    }
    for (let i = 0; i < this.blanks; i++) values[n++] = 0;
    values.subarray(0, n).sort().reverse();
    this.shadow.tiles = n;
    this.shadow.letterMask = letterMask;
    this.shadow.blanks = this.blanks;
  }

  /**
   * The best swap: the most valuable leave that keeps fewer tiles than the rack holds (the value
   * of what stays), or null without leaves. `keep` in tile-set order, '?' a blank.
   */
  bestKeep(): { value: number; keep: string } | null {
    return this.keys.bestKeep(this.rack, this.blanks, this.letters);
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

  /** The rows' hashes of pass board `pass` (pass-board.ts hashRows), kept from then on. */
  rowHashes(pass: number): Int32Array {
    const board = this.passBoard(pass);
    hashRows(board);
    return board.rowHash;
  }
}
