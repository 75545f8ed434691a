/**
 * Leaves: the tiles a move keeps on the rack. A leave of 1-6 tiles is a multiset over the tile
 * set's letters and the blank '?', ranked into one index so a table of every leave is a flat
 * array (docs/strategy.md "Leave values"). The order of a leave's tiles never matters.
 */
import type { Language } from '../game-enums.ts';
import { BLANK, tileSet } from '../tiles.ts';

/** A leave holds at most this many tiles (a rack of 7 keeps at most 6 when it places one). */
export const MAX_LEAVE = 6;

/**
 * Multisets of one tile set, ranked: tile types in tile-set order (the blank last), each count
 * capped by the set's count and MAX_LEAVE. `index(counts)` is a bijection from the leaves of
 * 1-6 tiles onto 0 .. size-1, size 1 first.
 */
export class LeaveIndex {
  readonly letters: readonly string[];
  readonly caps: Int8Array;
  /** ways[t * (MAX_LEAVE + 1) + r]: multisets of r tiles over types t .. end. */
  private readonly ways: Float64Array;
  /** First index of each leave size (offsets[0] unused). */
  readonly offsets: number[];
  readonly size: number;
  private readonly typeOf = new Map<string, number>();

  constructor(language: Language) {
    const set = tileSet(language);
    this.letters = set.map((t) => t.letter);
    this.caps = Int8Array.from(set.map((t) => Math.min(t.count, MAX_LEAVE)));
    this.letters.forEach((letter, t) => this.typeOf.set(letter, t));
    const types = this.letters.length;
    const W = MAX_LEAVE + 1;
    this.ways = new Float64Array((types + 1) * W);
    this.ways[types * W] = 1;
    for (let t = types - 1; t >= 0; t--) {
      for (let r = 0; r <= MAX_LEAVE; r++) {
        let sum = 0;
        for (let j = 0; j <= Math.min(this.caps[t] as number, r); j++) {
          sum += this.ways[(t + 1) * W + r - j] as number;
        }
        this.ways[t * W + r] = sum;
      }
    }
    this.offsets = [0];
    let total = 0;
    for (let k = 1; k <= MAX_LEAVE; k++) {
      this.offsets[k] = total;
      total += this.ways[k] as number;
    }
    this.size = total;
  }

  /** Type index of a tile ('?' the blank, letters upper case), -1 when not in the set. */
  typeIndex(tile: string): number {
    return this.typeOf.get(tile) ?? -1;
  }

  /** How many leaves of exactly `k` tiles the set allows. */
  countOfSize(k: number): number {
    return this.ways[k] as number;
  }

  /**
   * Index of a leave given as counts per type (length = types); -1 for the empty leave, a leave
   * over MAX_LEAVE tiles or one the tile set does not allow.
   */
  index(counts: ArrayLike<number>): number {
    const W = MAX_LEAVE + 1;
    let size = 0;
    for (let t = 0; t < counts.length; t++) size += counts[t] as number;
    if (size === 0 || size > MAX_LEAVE) return -1;
    let rank = 0;
    let r = size;
    for (let t = 0; t < this.letters.length && r > 0; t++) {
      const m = counts[t] as number;
      if (m > (this.caps[t] as number)) return -1;
      for (let j = 0; j < m; j++) rank += this.ways[(t + 1) * W + r - j] as number;
      r -= m;
    }
    return (this.offsets[size] as number) + rank;
  }

  /** Counts per type of a leave written as tiles ('?' a blank, any case, any order); null if foreign. */
  counts(tiles: string): Int8Array | null {
    const counts = new Int8Array(this.letters.length);
    for (const ch of tiles) {
      const t = this.typeIndex(ch === BLANK ? BLANK : ch.toUpperCase());
      if (t < 0) return null;
      (counts[t] as number)++;
    }
    return counts;
  }

  /** The leave at an index, tiles in tile-set order (the blank last). */
  tilesAt(index: number): string {
    const W = MAX_LEAVE + 1;
    let size = 1;
    while (size < MAX_LEAVE && index >= (this.offsets[size + 1] as number)) size++;
    let rank = index - (this.offsets[size] as number);
    let r = size;
    let out = '';
    for (let t = 0; t < this.letters.length && r > 0; t++) {
      let m = 0;
      while (m < Math.min(this.caps[t] as number, r)) {
        const block = this.ways[(t + 1) * W + r - m] as number;
        if (rank < block) break;
        rank -= block;
        m++;
      }
      out += (this.letters[t] as string).repeat(m);
      r -= m;
    }
    return out;
  }
}

const indexes = new Map<Language, LeaveIndex>();

/** The shared LeaveIndex of a language (NO_B and NO_NY share a tile set, as do the English). */
export function leaveIndex(language: Language): LeaveIndex {
  let index = indexes.get(language);
  if (!index) {
    index = new LeaveIndex(language);
    indexes.set(language, index);
  }
  return index;
}

/** A leave in canonical form: upper case, tile-set order, blanks last. */
export function canonicalLeave(tiles: string, language: Language): string {
  const order = leaveIndex(language);
  return [...tiles.toUpperCase()].sort((a, b) => order.typeIndex(a) - order.typeIndex(b)).join('');
}

/** What a rack keeps after a move that placed `letters` (a lower-case letter used a blank). */
export { leaveOf as leaveAfter } from '../movegen/movegen.ts';
