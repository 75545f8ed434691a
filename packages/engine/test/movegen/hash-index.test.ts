/**
 * HashIndex (packages/engine/movegen/hash-index.ts): values by three 32-bit numbers, kept through its
 * growth, told apart by every number of the key, forgotten only when cleared.
 */
import { describe, expect, it } from 'vitest';
import { HashIndex } from '../../movegen/hash-index.ts';
import { mulberry32 } from '../../random.ts';

describe('HashIndex', () => {
  it('finds every value it was given, by all three numbers of the key', () => {
    const index = new HashIndex<number>();
    const rng = mulberry32(11);
    const keys: [number, number, number][] = [];
    for (let i = 0; i < 20_000; i++) {
      const key: [number, number, number] = [(rng() * 2 ** 32) | 0, (rng() * 2 ** 32) | 0, i % 30];
      keys.push(key);
      index.add(...key, i);
    }
    expect(index.size).toBe(20_000);
    const wrong = keys.filter((key, i) => index.get(...key) !== i);
    expect(wrong).toEqual([]);
    // Another number in any place of a key finds nothing.
    const [a, b, c] = keys[0] as [number, number, number];
    expect(index.get(a ^ 1, b, c)).toBeUndefined();
    expect(index.get(a, b ^ 1, c)).toBeUndefined();
    expect(index.get(a, b, c + 1)).toBeUndefined();
    // Unsigned and signed forms of the same 32 bits are the same key.
    index.add(0xffffffff, 0x80000000, 0, -1);
    expect(index.get(-1, -0x80000000, 0)).toBe(-1);
    index.clear();
    expect(index.size).toBe(0);
    expect(index.get(a, b, c)).toBeUndefined();
  });
});
