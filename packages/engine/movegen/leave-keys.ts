/**
 * A rack's leave keys: each tile type of the rack has a place value (mixed radix over its
 * count, letter index order, the blank last), so a key numbers the tiles a move uses and
 * indexes the value of what stays. Both move engines number them so (move-search.ts and
 * wasm/engine.ts).
 */
import { RACK_SIZE } from '../dimensions.ts';
import { BLANK } from '../tiles.ts';

/**
 * A leave's value from its tiles as counts per tile type (the lexicon's letter indexes, then the
 * blank): packages/engine/strategy's tables answer this without building a string.
 */
export type LeaveCounts = (counts: Int8Array) => number;

/** Keys of the rack's sub-multisets: at most 2^7 for 7 different tiles. */
export const MAX_KEYS = 1 << RACK_SIZE;
/** Entries per key in usedOf and maxLeaveFrom: m = 0..RACK_SIZE. */
export const STRIDE = RACK_SIZE + 1;

export class RackKeys {
  /** Per letter index, its place value (0 when the rack has none). */
  readonly radix = new Int32Array(32);
  radixBlank = 0;
  keyCount = 1;
  /** Per key, the value of the tiles that stay (0 when the key uses them all or no leaves). */
  readonly leaveByKey = new Float64Array(MAX_KEYS);
  /** maxLeave[k]: the best leave left after placing k tiles (0 without leaves). */
  readonly maxLeave = new Float64Array(RACK_SIZE + 1);
  /**
   * maxLeaveFrom[key * STRIDE + m]: the best leave left once m more tiles are placed after the
   * tiles of `key` (-Infinity when fewer than m are left); made by prepareBounds.
   */
  readonly maxLeaveFrom = new Float64Array(MAX_KEYS * STRIDE);
  /** Per key and tile type, the tiles it uses; the last entry of a key holds the total. */
  readonly usedOf = new Int8Array(MAX_KEYS * STRIDE);
  /** The rack's tile types (letter index, the blank as the alphabet's size), counts, radixes. */
  readonly kindOf = new Int32Array(RACK_SIZE);
  readonly haveOf = new Int32Array(RACK_SIZE);
  readonly stepOf = new Int32Array(RACK_SIZE);
  kinds = 0;
  hasLeaves = false;
  private tiles = 0;
  private boundsReady = false;
  private readonly counts: Int8Array;

  constructor(private readonly types: number) {
    this.counts = new Int8Array(types + 1);
  }

  /**
   * The keys of a rack (`rack`: counts per letter index) and the value of the leave of every
   * sub-multiset.
   */
  prepare(rack: Int8Array, blanks: number, leaves: LeaveCounts | null): void {
    const { kindOf, haveOf, stepOf, types } = this;
    let kinds = 0;
    let keys = 1;
    let tiles = blanks;
    this.radix.fill(0);
    for (let l = 0; l < types; l++) {
      const c = rack[l] as number;
      if (c === 0) continue;
      tiles += c;
      this.radix[l] = keys;
      kindOf[kinds] = l;
      haveOf[kinds] = c;
      stepOf[kinds++] = keys;
      keys *= c + 1;
    }
    this.radixBlank = keys;
    if (blanks > 0) {
      kindOf[kinds] = types;
      haveOf[kinds] = blanks;
      stepOf[kinds++] = keys;
    }
    keys *= blanks + 1;
    this.keyCount = keys;
    this.kinds = kinds;
    this.tiles = tiles;
    this.hasLeaves = leaves !== null;
    this.boundsReady = false;
    const maxLeave = this.maxLeave;
    maxLeave.fill(leaves ? -Infinity : 0);
    maxLeave[0] = 0;
    if (!leaves) {
      this.leaveByKey.fill(0, 0, keys);
      return;
    }
    const counts = this.counts;
    counts.fill(0);
    for (let key = 0; key < keys; key++) {
      const used = this.decode(key, counts);
      const value = used < tiles ? leaves(counts) : 0;
      this.leaveByKey[key] = value;
      if (used > 0 && value > (maxLeave[used] as number)) maxLeave[used] = value;
    }
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
  prepareBounds(): void {
    if (this.boundsReady) return;
    this.boundsReady = true;
    const { haveOf, stepOf, usedOf, kinds, tiles } = this;
    const keys = this.keyCount;
    const from = this.maxLeaveFrom;
    // Without leaves the keys were not decoded: every leave is worth 0.
    if (!this.hasLeaves) for (let key = 0; key < keys; key++) this.decode(key, null);
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

  /**
   * The best swap: the most valuable leave that keeps fewer tiles than the rack holds (keys from
   * 1 up; key 0 keeps every tile), or null without leaves. `rack` holds the count per letter
   * index as prepare read it; `keep` is in tile-set order, '?' a blank.
   */
  bestKeep(
    rack: Int8Array,
    blanks: number,
    letters: readonly string[],
  ): { value: number; keep: string } | null {
    if (!this.hasLeaves) return null;
    let best = -Infinity;
    let bestKey = -1;
    for (let key = 1; key < this.keyCount; key++) {
      const value = this.leaveByKey[key] as number;
      if (value > best) {
        best = value;
        bestKey = key;
      }
    }
    if (bestKey < 0) return null;
    // Decode what the key uses; the rest is kept.
    let keep = '';
    let rest = bestKey;
    for (let l = 0; l < letters.length; l++) {
      const have = rack[l] as number;
      if (have === 0) continue;
      const used = rest % (have + 1);
      rest = (rest - used) / (have + 1);
      keep += (letters[l] as string).toUpperCase().repeat(have - used);
    }
    const usedBlanks = rest % (blanks + 1);
    keep += BLANK.repeat(blanks - usedBlanks);
    return { value: best, keep };
  }
}
