import { describe, expect, it } from 'vitest';
import { gradeOf, GRADE_LABELS } from '../../analysis/grades.ts';
import { compareAlternatives, notation, withNotation } from '../../analysis/notation.ts';

describe('notation', () => {
  it('writes across moves row then column and down moves column then row', () => {
    expect(notation({ x: 7, y: 7, vertical: false, mainWord: 'HASJ' })).toBe('8H HASJ');
    expect(notation({ x: 7, y: 7, vertical: true, mainWord: 'HASJ' })).toBe('H8 HASJ');
    expect(notation({ x: 0, y: 0, vertical: false, mainWord: 'AV' })).toBe('1A AV');
    expect(notation({ x: 14, y: 13, vertical: true, mainWord: 'ÆR' })).toBe('O14 ÆR');
  });

  it('keeps a blank in lower case', () => {
    expect(notation({ x: 2, y: 14, vertical: false, mainWord: 'HeI' })).toBe('15C HeI');
  });
});

describe('tie order', () => {
  const alt = (points: number, numTiles: number, x: number, y: number, vertical = false) =>
    withNotation({
      x,
      y,
      vertical,
      letters: 'A'.repeat(numTiles),
      mainWord: 'AB',
      points,
      numTiles,
    });

  it('orders by points, then fewer tiles, then notation', () => {
    const list = [
      alt(10, 2, 7, 7),
      alt(12, 3, 7, 7),
      alt(10, 1, 7, 8, true), // H9 AB
      alt(10, 1, 7, 8), // 9H AB
      alt(10, 1, 7, 10), // 11H AB
    ].sort(compareAlternatives);
    expect(list.map((a) => `${a.points} ${a.numTiles} ${a.notation}`)).toEqual([
      '12 3 8H AB',
      '10 1 11H AB',
      '10 1 9H AB',
      '10 1 H9 AB',
      '10 2 8H AB',
    ]);
  });
});

describe('gradeOf', () => {
  it.each([
    [0, null],
    [4, null],
    [5, 'INACCURACY'],
    [14, 'INACCURACY'],
    [15, 'MISTAKE'],
    [39, 'MISTAKE'],
    [40, 'BLUNDER'],
    [120, 'BLUNDER'],
  ] as const)('grades %i points missed as %s', (missed, grade) => {
    expect(gradeOf(missed)).toBe(grade);
  });

  it('has the Norwegian labels of docs/analysis.md', () => {
    expect(GRADE_LABELS).toEqual({ INACCURACY: 'Unøyaktighet', MISTAKE: 'Feil', BLUNDER: 'Tabbe' });
  });
});
