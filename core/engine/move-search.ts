// Over 300 lines: the move search's hot loop (anchors, left parts, right extension, scoring, the
// top-N bounds and leaves) shares one set of typed arrays; split, it would pass them through every
// call. The bounds' arithmetic itself lives in shadow.ts.
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
import { bestKeepOf } from './leave-keys.ts';
import { Lexicon, type LettersBelow } from './lexicon.ts';
import { BLANK_FLAG, MovePool, NEW_FLAG } from './move-pool.ts';
import { BINGO_BONUS } from './scoring.ts';
import {
  computeAnchors,
  computeCrossChecks,
  fillPassBoards,
  PassBoard,
  updatePassBoards,
} from './pass-board.ts';
import { anchorBound, fillSpan, newSpanBounds, SPAN_STRIDE } from './shadow.ts';

/**
 * A leave's value from its tiles as counts per tile type (the lexicon's letter indexes, then the
 * blank): core/strategy's tables answer this without building a string.
 */
export type LeaveCounts = (counts: Int8Array) => number;

const enum Mode {
  All,
  Fast,
  Top,
}
/** Keys of the rack's sub-multisets: at most 2^7 for 7 different tiles. */
const MAX_KEYS = 1 << RACK_SIZE;
const STRIDE = RACK_SIZE + 1;

const N = BOARD_SIZE;
const ROOT = Lexicon.ROOT;

function sameLayout(a: readonly number[], b: readonly number[] | null): boolean {
  if (a === b) return true;
  if (b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

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
  private mode = Mode.All;
  /** Only placements of every rack tile (searchAll's `exact`). */
  private exact = false;
  /** The letters still on the rack, bit per letter index (blanks aside). */
  private restMask = 0;
  /**
   * The rack's left parts as a tree in preorder (node 0: the empty left part), made once per
   * rack and blank letters: each is a word's start spelt with the rack's tiles. Per node: its
   * DAWG node, its last tile's code, the index after its subtree, the letters a tile
   * left on the rack could put right after it (on the anchor), and those of its whole subtree.
   * Every anchor walks it instead of the DAWG, and skips the left parts no anchor letter can
   * follow.
   */
  private lpNode = new Int32Array(256);
  private lpCode = new Uint8Array(256);
  private lpEnd = new Int32Array(256);
  private lpNext = new Int32Array(256);
  private lpSubtree = new Int32Array(256);
  private lpCount = 0;
  /** The blank letters the tree was made with (-1: no tree for the current rack). */
  private lpBlankMask = -1;
  /** The letters the current anchor's square allows (its cross-check). */
  private anchorCross = 0;
  private lettersBelow: LettersBelow['letters'] = new Int32Array(0);
  /** Per DAWG node, the letters of its own edges (Lexicon.next). */
  private readonly nextLetters: Int32Array;
  private longestBelow: LettersBelow['longest'] = new Uint8Array(0);
  /**
   * The tiles placed so far as one number: each tile type of the rack has a place value
   * (mixed radix over its count), so leaveByKey[usedKey] is the value of what stays.
   */
  private usedKey = 0;
  private readonly radix = new Int32Array(32);
  private radixBlank = 0;
  private readonly leaveByKey = new Float64Array(MAX_KEYS);
  private keyCount = 1;
  /**
   * maxLeaveFrom[key * STRIDE + m]: the best leave left once m more tiles are placed after the
   * tiles of `key` (-Infinity when fewer than m are left).
   */
  private readonly maxLeaveFrom = new Float64Array(MAX_KEYS * STRIDE);
  private readonly usedOf = new Int8Array(MAX_KEYS * STRIDE);
  /** The rack's tile types (letter index, the blank as the alphabet's size), counts, radixes. */
  private readonly kindOf = new Int32Array(RACK_SIZE);
  private readonly haveOf = new Int32Array(RACK_SIZE);
  private readonly stepOf = new Int32Array(RACK_SIZE);
  private readonly leaveCounts: Int8Array;
  private kinds = 0;
  /** Whether maxLeaveFrom holds the current rack's values (prepareBounds). */
  private boundsReady = false;
  /** Per anchor key, the most its moves of k tiles can score (k = 0..7), leaves aside. */
  /** Made by the first top search (a search for every move, as the endgame's, needs none). */
  private anchorPoints = new Float64Array(0);
  private anchorAt = 0;
  private hasLeaves = false;
  /** Top mode: how many moves are asked for and the equity a move needs to be kept. */
  private topN = 0;
  private threshold = -Infinity;
  private cap = 0;
  /**
   * The best `topN` equities recorded so far as a min-heap (its root is the n-th best), so the
   * threshold rises with every move that beats it, not only when the pool is compacted.
   */
  private heap = new Float64Array(16);
  private heapSize = 0;
  private readonly shadow = {
    values: new Int32Array(RACK_SIZE),
    tiles: 0,
    letterMask: 0,
    blanks: 0,
    maxLeave: new Float64Array(RACK_SIZE + 1),
  };
  private spans = newSpanBounds(0);
  /** Per square of both passes, the top search whose span bounds it holds (spanSearch). */
  private readonly spanFilled = new Int32Array(2 * SQUARES);
  private spanSearch = 0;
  /** SQUARES for the vertical pass, 0 for the horizontal one: the pass's place in `spans`. */
  private spanBase = 0;
  private anchorKeysByBound = new Int32Array(2 * SQUARES);
  private readonly bounds = new Float64Array(2 * SQUARES);
  /** Anchors the last top search searched (read by tests and benchmarks). */
  anchorsSearched = 0;
  /** The board, layout and language the pass boards hold (null before the first call). */
  private board: string[] | null = null;
  private layout: readonly number[] | null = null;
  private language: Language | null = null;

  constructor(private readonly lexicon: Lexicon) {
    this.edges = lexicon.edges;
    this.nextLetters = lexicon.next();
    this.letters = [...lexicon.alphabet];
    this.letters.forEach((letter, i) => {
      this.charCodes[i] = letter.toUpperCase().charCodeAt(0);
      this.charCodes[i | BLANK_FLAG] = letter.charCodeAt(0);
    });
    this.p = this.passes[0];
    this.leaveCounts = new Int8Array(this.letters.length + 1);
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
    this.lpBlankMask = -1;
    this.prepareLeaves(leaves);
  }

  /**
   * The pass boards for `board`: brought up to date square by square from the board of the last
   * call when only a few squares differ (the next position of a game, a move played or taken
   * back in the endgame search), else filled anew.
   */
  private prepareBoard(board: readonly string[], layout: readonly number[], language: Language) {
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
    const all = letters.length >= 31 ? 0x7fffffff : (1 << letters.length) - 1;
    this.allLetters = all;
    computeCrossChecks(h, this.edges, all);
    computeCrossChecks(v, this.edges, all);
    computeAnchors(h, v);
    this.board = board.slice();
    this.layout = layout;
    this.language = language;
  }

  /** Place values of the rack's tile types, and the value of the leave of every sub-multiset. */
  private prepareLeaves(leaves: LeaveCounts | null): void {
    const types = this.letters.length;
    const counts = this.leaveCounts;
    const { kindOf, haveOf, stepOf } = this;
    let kinds = 0;
    let keys = 1;
    this.radix.fill(0);
    for (let l = 0; l < types; l++) {
      const c = this.rack[l] as number;
      if (c === 0) continue;
      this.radix[l] = keys;
      kindOf[kinds] = l;
      haveOf[kinds] = c;
      stepOf[kinds++] = keys;
      keys *= c + 1;
    }
    this.radixBlank = keys;
    if (this.blanks > 0) {
      kindOf[kinds] = types;
      haveOf[kinds] = this.blanks;
      stepOf[kinds++] = keys;
    }
    keys *= this.blanks + 1;
    this.keyCount = keys;
    this.kinds = kinds;
    this.hasLeaves = leaves !== null;
    this.boundsReady = false;
    const maxLeave = this.shadow.maxLeave;
    maxLeave.fill(leaves ? -Infinity : 0);
    maxLeave[0] = 0;
    if (!leaves) {
      this.leaveByKey.fill(0, 0, keys);
      this.prepareShadow();
      return;
    }
    counts.fill(0);
    for (let key = 0; key < keys; key++) {
      const used = this.decode(key, counts);
      const value = used < this.tilesOnRack ? leaves(counts) : 0;
      this.leaveByKey[key] = value;
      if (used > 0 && value > (maxLeave[used] as number)) maxLeave[used] = value;
    }
    this.prepareShadow();
  }

  /**
   * The tiles a key uses per tile type into usedOf (and what stays into `counts`, by tile type);
   * returns how many it uses.
   */
  private decode(key: number, counts: Int8Array | null): number {
    const { haveOf, kindOf, usedOf, kinds } = this;
    let rest = key;
    let used = 0;
    for (let j = 0; j < kinds; j++) {
      const have = haveOf[j] as number;
      const u = rest % (have + 1);
      rest = (rest - u) / (have + 1);
      if (counts) counts[kindOf[j] as number] = have - u;
      usedOf[key * STRIDE + j] = u;
      used += u;
    }
    // A rack has at most RACK_SIZE kinds (j < RACK_SIZE): the last entry holds the total.
    usedOf[key * STRIDE + RACK_SIZE] = used;
    return used;
  }

  /**
   * maxLeaveFrom for the top search's bounds: the best leave m more tiles can leave from each
   * key, one tile more at a time (made when a top search first needs it).
   */
  private prepareBounds(): void {
    if (this.boundsReady) return;
    this.boundsReady = true;
    const { haveOf, stepOf, usedOf, kinds } = this;
    const keys = this.keyCount;
    const from = this.maxLeaveFrom;
    // Without leaves the keys were not decoded: every leave is worth 0.
    if (!this.hasLeaves) for (let key = 0; key < keys; key++) this.decode(key, null);
    const tiles = this.tilesOnRack;
    for (let key = 0; key < keys; key++) {
      const at = key * STRIDE;
      from[at] = this.leaveByKey[key] as number;
      // Fewer tiles than m left: no leave.
      from.fill(-Infinity, at + 1 + tiles - (usedOf[at + RACK_SIZE] as number), at + STRIDE);
    }
    for (let m = 1; m <= tiles; m++) {
      for (let key = 0; key < keys; key++) {
        const at = key * STRIDE;
        if ((usedOf[at + RACK_SIZE] as number) + m > tiles) continue;
        let best = -Infinity;
        for (let j = 0; j < kinds; j++) {
          if ((usedOf[at + j] as number) >= (haveOf[j] as number)) continue;
          const v = from[(key + (stepOf[j] as number)) * STRIDE + m - 1] as number;
          if (v > best) best = v;
        }
        from[at + m] = best;
      }
    }
  }

  /** The rack as the anchor bounds see it (core/engine/shadow.ts). */
  private prepareShadow(): void {
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
   * Every legal placement into the pool; with `exact`, only those that place every tile of the
   * rack (the same tiles' field of a move played), found without walking words that cannot take
   * the tiles still on the rack.
   */
  searchAll(exact = false): void {
    this.beginAll();
    if (exact) {
      this.exact = true;
      const below = this.lexicon.below();
      this.lettersBelow = below.letters;
      this.longestBelow = below.longest;
    }
    for (let pass = 0; pass < 2; pass++) {
      for (let sq = 0; sq < SQUARES; sq++) this.tryAnchor(pass, sq);
    }
  }

  /** Every legal placement from the anchors of one row of a pass board into the pool. */
  searchRow(pass: number, row: number): void {
    this.beginAll();
    for (let sq = row * N; sq < row * N + N; sq++) this.tryAnchor(pass, sq);
  }

  /** Settings of a search for every placement: no budget, a blank for any letter. */
  private beginAll(): void {
    this.mode = Mode.All;
    this.exact = false;
    this.fast = false;
    this.budget = Infinity;
    this.steps = 0;
    this.blankMask = this.allLetters;
  }

  /**
   * The best placement found within `budget` search steps, anchors in the given order, a blank
   * standing only for the letters in `blankMask`. Leaves at most one move in the pool.
   */
  searchFast(budget: number, order: readonly number[], blankMask: number): void {
    this.mode = Mode.Fast;
    this.exact = false;
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

  /**
   * At least the best `n` placements by equity into the pool, and every placement that ties
   * with the n-th: anchors are searched best bound first (core/engine/shadow.ts) and the search
   * stops once n moves beat the bound of every anchor left. Moves that cannot reach the top n
   * are never written.
   */
  searchTop(n: number): void {
    this.mode = Mode.Top;
    this.exact = false;
    this.fast = false;
    this.budget = Infinity;
    this.steps = 0;
    this.blankMask = this.allLetters;
    this.topN = n;
    this.threshold = -Infinity;
    this.cap = Math.max(32, 4 * n);
    if (this.heap.length < n) this.heap = new Float64Array(n);
    this.heapSize = 0;
    this.anchorsSearched = 0;
    if (this.tilesOnRack === 0) return;
    this.prepareBounds();
    if (this.anchorPoints.length === 0) {
      this.anchorPoints = new Float64Array(2 * SQUARES * STRIDE);
      this.spans = newSpanBounds(2 * SQUARES);
    }
    // Each square's span bounds are filled when the search first reaches it.
    if (++this.spanSearch > 0x3fffffff) {
      this.spanFilled.fill(0);
      this.spanSearch = 1;
    }
    let count = 0;
    const keys = this.anchorKeysByBound;
    for (let pass = 0; pass < 2; pass++) {
      const p = this.passes[pass === 0 ? 0 : 1];
      for (let sq = 0; sq < SQUARES; sq++) {
        if (!p.anchor[sq]) continue;
        const key0 = pass * SQUARES + sq;
        const bound = anchorBound(p, sq, this.shadow, this.anchorPoints, key0 * STRIDE);
        if (bound === -Infinity) continue;
        const key = pass * SQUARES + sq;
        this.bounds[key] = bound;
        keys[count++] = key;
      }
    }
    const order = keys.subarray(0, count);
    const bounds = this.bounds;
    order.sort((a, b) => (bounds[b] as number) - (bounds[a] as number) || a - b);
    for (let i = 0; i < count; i++) {
      const key = order[i] as number;
      if (this.threshold > (bounds[key] as number)) break;
      this.anchorsSearched++;
      this.anchorAt = key * STRIDE;
      this.tryAnchor(key >= SQUARES ? 1 : 0, key % SQUARES);
    }
  }

  /**
   * The best swap: the most valuable leave that keeps fewer tiles than the rack holds (the value
   * of what stays), or null without leaves. `keep` in tile-set order, '?' a blank.
   */
  bestKeep(): { value: number; keep: string } | null {
    if (!this.hasLeaves) return null;
    return bestKeepOf(this.leaveByKey, this.keyCount, this.rack, this.blanks, this.letters);
  }

  /**
   * Counts a recorded equity among the best `topN`: once there are n, the threshold is the n-th
   * best (a move below it cannot be in the top n; one equal to it ties and is kept).
   */
  private rank(equity: number): void {
    const heap = this.heap;
    const n = this.topN;
    if (this.heapSize < n) {
      // Sift up.
      let i = this.heapSize++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if ((heap[parent] as number) <= equity) break;
        heap[i] = heap[parent] as number;
        i = parent;
      }
      heap[i] = equity;
      if (this.heapSize === n) this.threshold = heap[0] as number;
      return;
    }
    if (equity <= (heap[0] as number)) return;
    // Replace the root and sift down.
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && (heap[right] as number) < (heap[left] as number) ? right : left;
      if ((heap[child] as number) >= equity) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = equity;
    this.threshold = heap[0] as number;
  }

  /** Drops the moves below the threshold (the n-th best so far; ties are kept). */
  private compact(): void {
    const pool = this.pool;
    let kept = 0;
    for (let i = 0; i < pool.count; i++) {
      if ((pool.equity[i] as number) < this.threshold) continue;
      if (kept !== i) pool.copy(i, kept);
      kept++;
    }
    pool.count = kept;
    if (kept * 2 > this.cap) this.cap = kept * 2;
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
    this.spanBase = pass === 1 ? SQUARES : 0;
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
    if (this.lpBlankMask !== this.blankMask) this.buildLeftParts();
    this.anchorCross = p.cross[sq] as number;
    this.leftPart(0, 0, Math.min(limit, this.tilesOnRack - 1));
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

  /** Exact mode: no word through `node` can take the rack's tiles left after `tiles` placed. */
  private cannotTake(node: number, tiles: number): boolean {
    return (
      (this.restMask & ~(this.lettersBelow[node] as number)) !== 0 ||
      this.tilesOnRack - tiles > (this.longestBelow[node] as number)
    );
  }

  /** The left-part tree of the current rack (see lpNode), up to one tile less than the rack. */
  private buildLeftParts(): void {
    this.lpBlankMask = this.blankMask;
    this.lpCount = 0;
    this.addLeftPart(ROOT, 0, this.tilesOnRack - 1);
  }

  /** Adds the left part ending in DAWG node `node` and its longer ones; returns its subtree's letters. */
  private addLeftPart(node: number, code: number, limit: number): number {
    const i = this.lpCount++;
    if (i === this.lpNode.length) this.growLeftParts();
    this.lpNode[i] = node;
    this.lpCode[i] = code;
    const edges = this.edges;
    const rack = this.rack;
    const blankMask = this.blanks > 0 ? this.blankMask : 0;
    let next = 0;
    let subtree = 0;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & 31;
      const real = (rack[l] as number) > 0;
      const blank = ((blankMask >>> l) & 1) !== 0;
      if (real || blank) {
        next |= 1 << l;
        const child = v >>> 7;
        if (child !== 0 && limit > 0) {
          if (real) {
            rack[l] = (rack[l] as number) - 1;
            subtree |= this.addLeftPart(child, l, limit - 1);
            rack[l] = (rack[l] as number) + 1;
          }
          if (blank) {
            this.blanks--;
            subtree |= this.addLeftPart(child, l | BLANK_FLAG, limit - 1);
            this.blanks++;
          }
        }
      }
      if (v & 64) break;
    }
    this.lpNext[i] = next;
    this.lpSubtree[i] = subtree | next;
    this.lpEnd[i] = this.lpCount;
    return subtree | next;
  }

  private growLeftParts(): void {
    const size = this.lpNode.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
    this.lpNode = grow(this.lpNode, new Int32Array(size));
    this.lpCode = grow(this.lpCode, new Uint8Array(size));
    this.lpEnd = grow(this.lpEnd, new Int32Array(size));
    this.lpNext = grow(this.lpNext, new Int32Array(size));
    this.lpSubtree = grow(this.lpSubtree, new Int32Array(size));
  }

  /**
   * Left part `i` of the tree, `length` tiles (taken from the rack), then its longer ones up to
   * `limit` more tiles. A left part goes on to the anchor only when a letter it can take there
   * passes the anchor's cross-check; fast mode counts the step such a try would have taken, so
   * its step budget ends where it always did.
   */
  private leftPart(i: number, length: number, limit: number): void {
    const node = this.lpNode[i] as number;
    if (this.exact && this.cannotTake(node, length)) return;
    if (
      this.mode === Mode.Top &&
      this.threshold > -Infinity &&
      this.leftBound(length) < this.threshold
    ) {
      return;
    }
    const cross = this.anchorCross;
    if (((this.lpNext[i] as number) & cross) !== 0) {
      // The left part ends here: the anchor comes next.
      const start = this.anchorCol - length;
      const p = this.p;
      let sum = 0;
      let factor = 1;
      for (let k = 0; k < length; k++) {
        const code = this.left[k] as number;
        const s = this.rowBase + start + k;
        this.placed[start + k] = code;
        if (!(code & BLANK_FLAG)) sum += (this.values[code] as number) * (p.lm[s] as number);
        factor *= p.wm[s] as number;
      }
      this.startCol = start;
      this.extendRight(this.anchorCol, node, sum, factor, 0, length);
    } else if (this.fast) this.steps++;
    if (limit === 0) return;
    const end = this.lpEnd[i] as number;
    const rack = this.rack;
    for (let c = i + 1; c < end; c = this.lpEnd[c] as number) {
      if (!this.fast && ((this.lpSubtree[c] as number) & cross) === 0) continue;
      const code = this.lpCode[c] as number;
      this.left[length] = code;
      if (code & BLANK_FLAG) {
        this.blanks--;
        this.usedKey += this.radixBlank;
        this.leftPart(c, length + 1, limit - 1);
        this.usedKey -= this.radixBlank;
        this.blanks++;
      } else {
        rack[code] = (rack[code] as number) - 1;
        if (rack[code] === 0) this.restMask ^= 1 << code;
        this.usedKey += this.radix[code] as number;
        this.leftPart(c, length + 1, limit - 1);
        this.usedKey -= this.radix[code] as number;
        if (rack[code] === 0) this.restMask ^= 1 << code;
        rack[code] = (rack[code] as number) + 1;
      }
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
    if (mask === 0 || (this.exact && this.cannotTake(node, tiles))) return;
    // The letters a tile of the rack may be here; edges are by letter, so none past the last.
    // Those the node's edges take too: without one, nothing goes on from here.
    const open =
      mask &
      (this.blanks > 0 ? this.blankMask | this.restMask : this.restMask) &
      (this.nextLetters[node] as number);
    if (open === 0) return;
    if (this.mode === Mode.Top && this.threshold > -Infinity) {
      if (this.restBound(sq, sum, factor, crossTotal, tiles) < this.threshold) return;
    }
    const lm = p.lm[sq] as number;
    const wm = p.wm[sq] as number;
    const crossing = (p.crossLen[sq] as number) > 0;
    const crossSum = p.crossSum[sq] as number;
    // Go on only if a square follows and a tile is left for it or it is already filled.
    const canGoOn = next < N && (!nextEmpty || tiles + 1 < this.tilesOnRack);
    const last = 31 - Math.clz32(open);
    const edges = this.edges;
    const rack = this.rack;
    const values = this.values;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & 31;
      if (l > last) break;
      if ((open >>> l) & 1) {
        const child = v >>> 7;
        const ends = (v & 32) !== 0 && nextEmpty;
        if ((rack[l] as number) > 0) {
          rack[l] = (rack[l] as number) - 1;
          if (rack[l] === 0) this.restMask ^= 1 << l;
          this.usedKey += this.radix[l] as number;
          this.placed[col] = l;
          const lv = (values[l] as number) * lm;
          const ct = crossing ? crossTotal + (crossSum + lv) * wm : crossTotal;
          if (ends) this.record(next, sum + lv, factor * wm, ct, tiles + 1);
          if (canGoOn && child !== 0) {
            this.extendRight(next, child, sum + lv, factor * wm, ct, tiles + 1);
          }
          this.usedKey -= this.radix[l] as number;
          if (rack[l] === 0) this.restMask ^= 1 << l;
          rack[l] = (rack[l] as number) + 1;
        }
        if (this.blanks > 0 && (this.blankMask >>> l) & 1) {
          this.blanks--;
          this.usedKey += this.radixBlank;
          this.placed[col] = l | BLANK_FLAG;
          const ct = crossing ? crossTotal + crossSum * wm : crossTotal;
          if (ends) this.record(next, sum, factor * wm, ct, tiles + 1);
          if (canGoOn && child !== 0)
            this.extendRight(next, child, sum, factor * wm, ct, tiles + 1);
          this.usedKey -= this.radixBlank;
          this.blanks++;
        }
      }
      if (v & 64) break;
    }
  }

  /**
   * The most a move growing from this left part of `length` tiles can be worth: the anchor's
   * best score for k tiles plus the best leave the rest of the rack can keep.
   */
  private leftBound(length: number): number {
    const points = this.anchorPoints;
    const from = this.maxLeaveFrom;
    const at = this.usedKey * STRIDE - length;
    let best = -Infinity;
    for (let k = length + 1; k <= this.tilesOnRack; k++) {
      const bound = (points[this.anchorAt + k] as number) + (from[at + k] as number);
      if (bound > best) best = bound;
    }
    return best;
  }

  /** The most any move through this node can be worth (core/engine/shadow.ts fillSpan). */
  private restBound(sq: number, sum: number, factor: number, crossTotal: number, tiles: number) {
    const spans = this.spans;
    const square = this.spanBase + sq;
    if (this.spanFilled[square] !== this.spanSearch) {
      fillSpan(this.p, this.shadow, spans, this.spanBase, sq);
      this.spanFilled[square] = this.spanSearch;
    }
    const at = square * SPAN_STRIDE;
    const from = this.maxLeaveFrom;
    const at0 = this.usedKey * STRIDE;
    let best = -Infinity;
    for (let m = 1, k = at + 1; tiles + m <= this.tilesOnRack; m++, k++) {
      const word = spans.word[k] as number;
      if (word === 0) break;
      const f = factor * word;
      const bound =
        f * (sum + (spans.existing[k] as number) + (spans.letters[k] as number)) +
        (spans.crossLetters[k] as number) +
        crossTotal +
        (spans.crossFixed[k] as number) +
        (tiles + m === RACK_SIZE ? BINGO_BONUS : 0) +
        (from[at0 + m] as number);
      if (bound > best) best = bound;
    }
    return best;
  }

  private record(end: number, sum: number, factor: number, crossTotal: number, tiles: number) {
    if (this.exact && tiles !== this.tilesOnRack) return;
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
    const equity = points + (this.leaveByKey[this.usedKey] as number);
    if (this.mode === Mode.Top) {
      if (equity < this.threshold) return;
      this.write(points, start, end, tiles, equity);
      this.rank(equity);
      if (pool.count >= this.cap) this.compact();
      return;
    }
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
    this.write(points, start, end, tiles, equity);
  }

  private write(points: number, start: number, end: number, tiles: number, equity = points): void {
    const length = end - start;
    const x = this.vertical ? this.row : start;
    const y = this.vertical ? start : this.row;
    let at = this.pool.add(points, x, y, this.vertical, length, tiles, equity);
    const codes = this.pool.codes;
    const cell = this.p.cell;
    for (let c = start; c < end; c++) {
      const existing = cell[this.rowBase + c] as number;
      codes[at++] = existing >= 0 ? existing : (this.placed[c] as number) | NEW_FLAG;
    }
  }
}
