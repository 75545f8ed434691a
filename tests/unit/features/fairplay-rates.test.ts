import { describe, expect, it } from 'vitest';
import { drawnRate, withEmptyMonths } from '../../../src/features/fairplay/fairplay-figures.ts';

describe('the fair-play rate over time', () => {
  it('fills the months without analysed moves with zeros, across a new year', () => {
    const month = (m: string, moves: number) => ({ month: m, moves, bestFound: 1, expected: 1 });
    expect(
      withEmptyMonths([month('2023-11', 12), month('2024-02', 3)]).map((m) => [m.month, m.moves]),
    ).toEqual([
      ['2023-11', 12],
      ['2023-12', 0],
      ['2024-01', 0],
      ['2024-02', 3],
    ]);
    expect(withEmptyMonths([])).toEqual([]);
  });

  it('draws a rate only for a month with at least 10 analysed moves', () => {
    expect(drawnRate(9, 9)).toBeNull();
    expect(drawnRate(9, 10)).toBe(90);
    expect(drawnRate(6.5, 13)).toBe(50);
  });
});
