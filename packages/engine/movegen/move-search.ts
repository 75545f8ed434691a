// Over 300 lines: the move search's hot loop (anchors, left parts, right extension, scoring, the
// top-N bounds and threshold) in one class over the fields of SearchSetup; split further, it
// would pass them through every call. The bounds' arithmetic itself lives in shadow.ts.
/**
 * Appel–Jacobson move search over the lexicon's packed DAWG. Each direction is searched as rows
 * of a "pass board" (the vertical pass on the transposed board): anchors are empty squares next
 * to a tile, every empty square has a bitmask of letters its cross-word allows, and from each
 * anchor a left part over free squares is grown, then extended right through the DAWG.
 * Scores add up as tiles go down. Typed arrays and scalar arguments keep the loops allocation-free.
 * What the search reads, and its preparation per board and rack, is in search-setup.ts.
 */
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../dimensions.ts';
import { STRIDE } from './leave-keys.ts';
import { CHILD_SHIFT, LAST_BIT, LETTER_MASK, Lexicon, TERMINAL_BIT } from './lexicon.ts';
import { BLANK_FLAG, NEW_FLAG } from './move-pool.ts';
import { BINGO_BONUS } from './scoring.ts';
import { SearchSetup } from './search-setup.ts';
import { anchorBound, fillSpan, newSpanBounds, SPAN_STRIDE } from './shadow.ts';

export type { LeaveCounts } from './leave-keys.ts';

const enum Mode {
  All,
  Fast,
  Top,
}

const N = BOARD_SIZE;
const ROOT = Lexicon.ROOT;
/** 31 - clz32(mask) is the index of mask's highest set bit. */
const HIGHEST_BIT = 31;
/** Top searches counted in spanSearch before spanFilled is cleared and the count starts again. */
const MAX_SPAN_SEARCH = 0x3fffffff;

export class MoveSearch extends SearchSetup {
  private mode = Mode.All;

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
   * with the n-th: anchors are searched best bound first (packages/engine/movegen/shadow.ts) and the search
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
    this.keys.prepareBounds();
    if (this.anchorPoints.length === 0) {
      this.anchorPoints = new Float64Array(2 * SQUARES * STRIDE);
      this.spans = newSpanBounds(2 * SQUARES);
    }
    // Each square's span bounds are filled when the search first reaches it.
    if (++this.spanSearch > MAX_SPAN_SEARCH) {
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
        const e = this.findEdge(node, (cell[s] as number) & LETTER_MASK);
        if (e < 0) return;
        node = (this.edges[e] as number) >>> CHILD_SHIFT;
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
    if (this.tree.blankMask !== this.blankMask) {
      this.tree.build(this.rack, this.blanks, this.blankMask, this.tilesOnRack - 1);
    }
    this.anchorCross = p.cross[sq] as number;
    this.leftPart(0, 0, Math.min(limit, this.tilesOnRack - 1));
  }

  private findEdge(node: number, letter: number): number {
    if (node === 0) return -1;
    const edges = this.edges;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & LETTER_MASK;
      if (l === letter) return e;
      if (l > letter || v & LAST_BIT) return -1;
    }
  }

  /** Exact mode: no word through `node` can take the rack's tiles left after `tiles` placed. */
  private cannotTake(node: number, tiles: number): boolean {
    return (
      (this.restMask & ~(this.lettersBelow[node] as number)) !== 0 ||
      this.tilesOnRack - tiles > (this.longestBelow[node] as number)
    );
  }

  /**
   * Left part `i` of the tree, `length` tiles (taken from the rack), then its longer ones up to
   * `limit` more tiles. A left part goes on to the anchor only when a letter it can take there
   * passes the anchor's cross-check; fast mode counts the step such a try would have taken, so
   * its step budget ends where it always did.
   */
  private leftPart(i: number, length: number, limit: number): void {
    const tree = this.tree;
    const node = tree.node[i] as number;
    if (this.exact && this.cannotTake(node, length)) return;
    if (
      this.mode === Mode.Top &&
      this.threshold > -Infinity &&
      this.leftBound(length) < this.threshold
    ) {
      return;
    }
    const cross = this.anchorCross;
    if (((tree.next[i] as number) & cross) !== 0) {
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
    const end = tree.end[i] as number;
    const rack = this.rack;
    for (let c = i + 1; c < end; c = tree.end[c] as number) {
      if (!this.fast && ((tree.subtree[c] as number) & cross) === 0) continue;
      const code = tree.code[c] as number;
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
      const e = this.findEdge(node, c & LETTER_MASK);
      if (e < 0) return;
      const v = this.edges[e] as number;
      const total = sum + (p.value[sq] as number);
      if (v & TERMINAL_BIT && nextEmpty) this.record(next, total, factor, crossTotal, tiles);
      const child = v >>> CHILD_SHIFT;
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
    const last = HIGHEST_BIT - Math.clz32(open);
    const edges = this.edges;
    const rack = this.rack;
    const values = this.values;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & LETTER_MASK;
      if (l > last) break;
      if ((open >>> l) & 1) {
        const child = v >>> CHILD_SHIFT;
        const ends = (v & TERMINAL_BIT) !== 0 && nextEmpty;
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
      if (v & LAST_BIT) break;
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

  /** The most any move through this node can be worth (packages/engine/movegen/shadow.ts fillSpan). */
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
