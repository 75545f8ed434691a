/** The leave index and table form, the hand-made leave, the win model (packages/engine/strategy). */
import { describe, expect, it } from 'vitest';
import { heuristicCounts, heuristicLeave } from '../../strategy/heuristic.ts';
import { LeaveTable, LeaveTableError } from '../../strategy/leave-table.ts';
import { canonicalLeave, leaveIndex } from '../../strategy/leaves.ts';
import { WinModel } from '../../strategy/win-model.ts';

describe('leave index', () => {
  const index = leaveIndex('NO_B');

  it('counts every NO_B leave of 1-6 tiles as docs/strategy.md does', () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => index.countOfSize(k))).toEqual([
      27, 374, 3541, 25759, 153448, 779136,
    ]);
    expect(index.size).toBe(962285);
  });

  it('is a bijection: every index names a leave that ranks back to it', () => {
    for (let i = 0; i < index.size; i += 101) {
      expect(index.index(index.counts(index.tilesAt(i)) as Int8Array)).toBe(i);
    }
    expect(index.index(index.counts(index.tilesAt(index.size - 1)) as Int8Array)).toBe(
      index.size - 1,
    );
  });

  it('ignores the order and case of tiles, and refuses what the set does not allow', () => {
    const a = index.index(index.counts('?ERS') as Int8Array);
    expect(index.index(index.counts('sre?') as Int8Array)).toBe(a);
    expect(canonicalLeave('s?re', 'NO_B')).toBe('ERS?');
    expect(index.counts('Q')).toBeNull();
    expect(index.index(index.counts('CC') as Int8Array)).toBe(-1); // one C in the bag
    expect(index.index(index.counts('') as Int8Array)).toBe(-1);
    expect(index.index(index.counts('AAAAAAA') as Int8Array)).toBe(-1); // 7 tiles
  });
});

describe('leave table', () => {
  const index = leaveIndex('NO_B');
  const points = new Float64Array(index.size).map((_, i) => ((i % 1000) - 500) / 10);

  it('round-trips through bytes in hundredths of a point, at most 2 MB', () => {
    const table = LeaveTable.fromPoints('NO_B', points);
    const bytes = table.toBytes();
    expect(bytes.byteLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    const back = LeaveTable.fromBytes(bytes);
    expect(back.language).toBe('NO_B');
    for (const i of [0, 5, 1000, 962284]) {
      expect(back.value(index.tilesAt(i))).toBeCloseTo(points[i] as number, 2);
    }
    expect(back.value('')).toBe(0);
  });

  it('loads in well under 50 ms', () => {
    const bytes = LeaveTable.fromPoints('NO_B', points).toBytes();
    const start = performance.now();
    const table = LeaveTable.fromBytes(bytes);
    table.value('ERS?');
    expect(performance.now() - start).toBeLessThan(50);
  });

  it('refuses a damaged file', () => {
    const bytes = LeaveTable.fromPoints('NO_B', points).toBytes();
    expect(() => LeaveTable.fromBytes(bytes.slice(0, 100))).toThrow(LeaveTableError);
    const bad = bytes.slice();
    bad[0] = 0;
    expect(() => LeaveTable.fromBytes(bad)).toThrow(/Not a leave table/);
  });
});

describe('the hand-made leave (docs/strategy.md)', () => {
  it('follows the formula', () => {
    expect(heuristicLeave('?', 'NO_B')).toBe(20);
    expect(heuristicLeave('ERS', 'NO_B')).toBe(8); // 3 + 2.5 + 2.5; one vowel, two consonants
    expect(heuristicLeave('W', 'NO_B')).toBeCloseTo(-4, 9);
    // EE: 6 - 3 (one duplicate) - 1.5 * 1^1.5 (two vowels, no consonant)
    expect(heuristicLeave('EE', 'NO_B')).toBeCloseTo(1.5, 9);
  });

  it('gives the same value from counts as from tiles', () => {
    const counts = heuristicCounts('NO_B');
    const index = leaveIndex('NO_B');
    for (let i = 0; i < index.size; i += 997) {
      const tiles = index.tilesAt(i);
      expect(counts(index.counts(tiles) as Int8Array)).toBeCloseTo(
        heuristicLeave(tiles, 'NO_B'),
        9,
      );
    }
  });
});

describe('win model', () => {
  const model = new WinModel({
    format: 1,
    language: 'NO_B',
    centre: [0, 2, 4],
    scale: [5, 10, 20],
  });

  it('is a logistic curve per unseen count, monotone in spread', () => {
    expect(model.winChance(0, 0)).toBeCloseTo(0.5, 9);
    expect(model.winChance(4, 2)).toBeCloseTo(0.5, 9);
    expect(model.winChance(4, 50)).toBeCloseTo(0.5, 9); // beyond the table: the last count
    let last = 0;
    for (let s = -200; s <= 200; s += 5) {
      const p = model.winChance(s, 1);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });

  it('refuses a scale that is not positive', () => {
    expect(() => new WinModel({ format: 1, language: 'NO_B', centre: [0], scale: [0] })).toThrow();
  });
});
