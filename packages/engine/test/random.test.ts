import { describe, expect, it } from 'vitest';
import { mulberry32, randomInt, shuffleInPlace } from '../random.ts';

describe('mulberry32', () => {
  it('repeats its sequence for a seed', () => {
    const a = mulberry32(1);
    const b = mulberry32(1);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first[0]).toBeCloseTo(0.6270739405881613, 15);
  });

  it('stays in [0, 1) and spreads evenly enough', () => {
    const rng = mulberry32(99);
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 10000; i++) {
      const value = rng();
      if (value < 0 || value >= 1) outside++;
      else buckets[Math.floor(value * 10)]!++;
    }
    expect(outside).toBe(0);
    expect(Math.min(...buckets)).toBeGreaterThan(900);
  });

  it('shuffles in place keeping every item', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const result = shuffleInPlace(items, mulberry32(3));
    expect(result).toBe(items);
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(items).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(randomInt(() => 0.999, 5)).toBe(4);
  });
});
