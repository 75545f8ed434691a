/**
 * The endgame solver's transposition table (packages/engine/strategy/endgame/solver.ts): open addressing over
 * typed arrays, keyed by a 64-bit hash in two 32-bit halves, so a position stored allocates
 * nothing. It starts small (a solve of a few hundred positions, as the review makes, stays
 * small) and doubles when it is half full, up to MAX_SLOTS. A key has 8 slots (double
 * hashing); when all are taken, a new key replaces the shallowest entry among them.
 */

/** Slots a key may take (its probe sequence, `slot`). */
const PROBES = 8;
const FIRST_SLOTS = 1 << 12;
/** 4M slots of 20 bytes (80 MB). */
const MAX_SLOTS = 1 << 22;

export const EXACT = 0;
export const LOWER = 1;
export const UPPER = 2;

/**
 * Per slot: key high half, key low half, depth times 4 plus the bound type (0 empty: a stored
 * depth is at least 1), delta, index.
 */
const HI = 0;
const LO = 1;
const META = 2;
const DELTA = 3;
const INDEX = 4;
const WORDS = 5;

export class TranspositionTable {
  private readonly maxSlots: number;
  private mask: number;
  private slots: Int32Array;
  private count = 0;

  /** At most `maxSlots` slots (a power of two, at least 16). */
  constructor(maxSlots = MAX_SLOTS) {
    this.maxSlots = maxSlots;
    const size = Math.min(FIRST_SLOTS, maxSlots);
    this.mask = size - 1;
    this.slots = new Int32Array(WORDS * size);
  }

  /** The slot holding key (hi, lo), or -1. */
  find(hi: number, lo: number): number {
    const slots = this.slots;
    for (let k = 0; k < PROBES; k++) {
      const slot = this.slot(hi, lo, k);
      const at = WORDS * slot;
      if (slots[at + META] === 0) return -1;
      if (slots[at + LO] === (lo | 0) && slots[at + HI] === (hi | 0)) return slot;
    }
    return -1;
  }

  /** What the rest of the game adds to the spread, as stored. */
  delta(slot: number): number {
    return this.slots[WORDS * slot + DELTA] as number;
  }

  flag(slot: number): number {
    return (this.slots[WORDS * slot + META] as number) & 3;
  }

  depth(slot: number): number {
    return (this.slots[WORDS * slot + META] as number) >>> 2;
  }

  /** The chosen turn's index (the solver's). */
  index(slot: number): number {
    return this.slots[WORDS * slot + INDEX] as number;
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
      slot = this.place(hi, lo);
      if (slot < 0) slot = this.shallowest(hi, lo);
    }
    const at = WORDS * slot;
    const slots = this.slots;
    slots[at + HI] = hi;
    slots[at + LO] = lo;
    slots[at + META] = (depth << 2) | flag;
    slots[at + DELTA] = delta;
    slots[at + INDEX] = index;
  }

  /** The first empty slot of a new key (counted as taken), or -1. */
  private place(hi: number, lo: number): number {
    for (let k = 0; k < PROBES; k++) {
      const slot = this.slot(hi, lo, k);
      if (this.slots[WORDS * slot + META] === 0) {
        this.count++;
        return slot;
      }
    }
    return -1;
  }

  /** The slot of a key's slots with the shallowest entry. */
  private shallowest(hi: number, lo: number): number {
    let found = this.slot(hi, lo, 0);
    for (let k = 1; k < PROBES; k++) {
      const slot = this.slot(hi, lo, k);
      if (this.depth(slot) < this.depth(found)) found = slot;
    }
    return found;
  }

  /** The k-th slot of a key's probe sequence: from the low half, in steps of the high half. */
  private slot(hi: number, lo: number, k: number): number {
    return (lo + Math.imul(k, hi | 1)) & this.mask;
  }

  /** Doubles the table; an entry that finds no slot there takes the shallowest's. */
  private grow(): void {
    const old = this.slots;
    const size = 2 * (this.mask + 1);
    this.mask = size - 1;
    this.slots = new Int32Array(WORDS * size);
    this.count = 0;
    for (let at = 0; at < old.length; at += WORDS) {
      if (old[at + META] === 0) continue;
      const hi = old[at + HI] as number;
      const lo = old[at + LO] as number;
      let slot = this.place(hi, lo);
      if (slot < 0) slot = this.shallowest(hi, lo);
      const to = WORDS * slot;
      for (let w = 0; w < WORDS; w++) this.slots[to + w] = old[at + w] as number;
    }
  }
}
