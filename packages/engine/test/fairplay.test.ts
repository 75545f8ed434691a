import { describe, expect, it } from 'vitest';
import { DIFFICULTY_COUNT, difficultyOf, fairplayFigures, populationRates } from '../fairplay.ts';

describe('the fair-play model', () => {
  it('puts every field in one of the difficulties, more placements and closer races harder', () => {
    const easy = difficultyOf({ placements: 1, best: 10, second: null });
    const hard = difficultyOf({ placements: 500, best: 30, second: 30 });
    expect(easy).toBeGreaterThanOrEqual(0);
    expect(hard).toBeLessThan(DIFFICULTY_COUNT);
    expect(difficultyOf({ placements: 500, best: 40, second: 10 })).not.toBe(hard);
  });

  it('computes expected and z from the population rates (docs/analysis.md)', () => {
    const rates = populationRates([
      { difficulty: 0, moves: 98, found: 97 },
      { difficulty: 5, moves: 8, found: 3 },
    ]);
    expect(rates[0]).toBeCloseTo(98 / 100);
    expect(rates[5]).toBeCloseTo(4 / 10);
    const figures = fairplayFigures(
      [
        { difficulty: 0, moves: 10, found: 10 },
        { difficulty: 5, moves: 10, found: 9 },
      ],
      rates,
    );
    const expected = 10 * 0.98 + 10 * 0.4;
    const sd = Math.sqrt(10 * 0.98 * 0.02 + 10 * 0.4 * 0.6);
    expect(figures).toEqual({
      movesAnalysed: 20,
      bestFound: 19,
      expected: Math.round(expected * 100) / 100,
      z: Math.round(((19 - expected) / sd) * 100) / 100,
    });
  });
});
