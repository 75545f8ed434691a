/**
 * The endgame solver's transposition table (core/strategy/endgame.ts): open addressing over
 * typed arrays, keyed by a 64-bit hash in two 32-bit halves, so a position stored allocates
 * nothing. It starts small (a solve of a few hundred positions, as the review makes, stays
 * small) and doubles when it is half full or a key's few slots are taken, up to MAX_SLOTS;
 * then a new key replaces the shallowest entry of its slots.
 */

/** Slots a key may take: from its home slot on. */
const PROBES = 8;
const FIRST_SLOTS = 1 << 12;
/** 4M slots of 20 bytes. */
const MAX_SLOTS = 1 << 22;

export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

export class TranspositionTable {
  private readonly maxSlots: number;
  private mask: number;
  private hi: Int32Array;
  private lo: Int32Array;
  /** Depth times 4 plus the bound type; 0 an empty slot (a stored depth is at least 1). */
  private meta: Int32Array;
  private deltas: Int32Array;
  private indexes: Int32Array;
  private count = 0;

  /** At most `maxSlots` slots (a power of two, at least 16). */
  constructor(maxSlots = MAX_SLOTS) {
    this.maxSlots = maxSlots;
    const size = Math.min(FIRST_SLOTS, maxSlots);
    this.mask = size - 1;
    this.hi = new Int32Array(size);
    this.lo = new Int32Array(size);
    this.meta = new Int32Array(size);
    this.deltas = new Int32Array(size);
    this.indexes = new Int32Array(size);
  }

  /** The slot holding key (hi, lo), or -1. */
  find(hi: number, lo: number): number {
    const mask = this.mask;
    for (let k = 0, slot = lo & mask; k < PROBES; k++, slot = (slot + 1) & mask) {
      if (this.meta[slot] === 0) return -1;
      if (this.lo[slot] === (lo | 0) && this.hi[slot] === (hi | 0)) return slot;
    }
    return -1;
  }

  /** What the rest of the game adds to the spread, as stored. */
  delta(slot: number): number {
    return this.deltas[slot] as number;
  }

  flag(slot: number): number {
    return (this.meta[slot] as number) & 3;
  }

  depth(slot: number): number {
    return (this.meta[slot] as number) >>> 2;
  }

  /** The chosen turn's index (the solver's). */
  index(slot: number): number {
    return this.indexes[slot] as number;
  }

  /**
   * Stores a result unless the key holds a deeper one, or an exact one as deep and this is a
   * bound. `depth` is at least 1.
   */
  store(hi: number, lo: number, delta: number, flag: number, depth: number, index: number): void {
    let slot = this.find(hi, lo);
    if (slot >= 0) {
      const old = this.depth(slot);
      if (old > depth || (old === depth && this.flag(slot) === EXACT && flag !== EXACT)) return;
    } else {
      if (2 * this.count >= this.mask + 1 && this.mask < this.maxSlots - 1) this.grow();
      slot = this.place(lo);
      while (slot < 0 && this.mask < this.maxSlots - 1) {
        this.grow();
        slot = this.place(lo);
      }
      if (slot < 0) slot = this.shallowest(lo);
    }
    this.hi[slot] = hi;
    this.lo[slot] = lo;
    this.meta[slot] = (depth << 2) | flag;
    this.deltas[slot] = delta;
    this.indexes[slot] = index;
  }

  /** The first empty slot of a new key (counted as taken), or -1. */
  private place(lo: number): number {
    const mask = this.mask;
    for (let k = 0, slot = lo & mask; k < PROBES; k++, slot = (slot + 1) & mask) {
      if (this.meta[slot] === 0) {
        this.count++;
        return slot;
      }
    }
    return -1;
  }

  /** The slot of a key's slots with the shallowest entry. */
  private shallowest(lo: number): number {
    const mask = this.mask;
    let found = lo & mask;
    for (let k = 1, slot = (found + 1) & mask; k < PROBES; k++, slot = (slot + 1) & mask) {
      if ((this.meta[slot] as number) >>> 2 < (this.meta[found] as number) >>> 2) found = slot;
    }
    return found;
  }

  /** Doubles the table (more while an entry finds no slot), keeping every entry. */
  private grow(): void {
    const { hi, lo, meta, deltas, indexes } = this;
    let size = 2 * (this.mask + 1);
    for (;;) {
      this.mask = size - 1;
      this.hi = new Int32Array(size);
      this.lo = new Int32Array(size);
      this.meta = new Int32Array(size);
      this.deltas = new Int32Array(size);
      this.indexes = new Int32Array(size);
      this.count = 0;
      let all = true;
      for (let old = 0; old < meta.length && all; old++) {
        if (meta[old] === 0) continue;
        let slot = this.place(lo[old] as number);
        if (slot < 0) {
          if (size < this.maxSlots) {
            all = false;
            break;
          }
          slot = this.shallowest(lo[old] as number);
        }
        this.hi[slot] = hi[old] as number;
        this.lo[slot] = lo[old] as number;
        this.meta[slot] = meta[old] as number;
        this.deltas[slot] = deltas[old] as number;
        this.indexes[slot] = indexes[old] as number;
      }
      if (all) return;
      size *= 2;
    }
  }
}
