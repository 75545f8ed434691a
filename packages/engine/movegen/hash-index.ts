/**
 * Values by a key of three 32-bit integers (two halves of a hash and a small number): open
 * addressing over an Int32Array of the keys and an array of the values, so a lookup allocates
 * nothing and compares numbers only. The first number should be well mixed: it picks the slot.
 * Grows at half full; never forgets a value until cleared.
 */
export class HashIndex<T> {
  private mask = 255;
  private keys = new Int32Array(3 * 256);
  private values: (T | undefined)[] = new Array<T | undefined>(256);
  /** Values held. */
  size = 0;

  get(a: number, b: number, c: number): T | undefined {
    const { mask, keys, values } = this;
    for (let slot = (a ^ Math.imul(c, 0x9e3779b1)) & mask; ; slot = (slot + 1) & mask) {
      const value = values[slot];
      if (value === undefined) return undefined;
      const at = 3 * slot;
      if (keys[at] === (a | 0) && keys[at + 1] === (b | 0) && keys[at + 2] === (c | 0)) {
        return value;
      }
    }
  }

  /** Adds a key that is not held. */
  add(a: number, b: number, c: number, value: T): void {
    if (2 * ++this.size > this.mask) this.grow();
    this.put(a, b, c, value);
  }

  clear(): void {
    this.mask = 255;
    this.keys = new Int32Array(3 * 256);
    this.values = new Array<T | undefined>(256);
    this.size = 0;
  }

  private put(a: number, b: number, c: number, value: T): void {
    const mask = this.mask;
    let slot = (a ^ Math.imul(c, 0x9e3779b1)) & mask;
    while (this.values[slot] !== undefined) slot = (slot + 1) & mask;
    const at = 3 * slot;
    this.keys[at] = a;
    this.keys[at + 1] = b;
    this.keys[at + 2] = c;
    this.values[slot] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    const size = 2 * (this.mask + 1);
    this.mask = size - 1;
    this.keys = new Int32Array(3 * size);
    this.values = new Array<T | undefined>(size);
    for (let slot = 0; slot < values.length; slot++) {
      const value = values[slot];
      if (value === undefined) continue;
      const at = 3 * slot;
      this.put(keys[at] as number, keys[at + 1] as number, keys[at + 2] as number, value);
    }
  }
}
