import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../board.ts';
import { scorePlacement, BINGO_BONUS } from '../../movegen/scoring.ts';
import { emptyBoard, put, tiles } from './helpers.ts';

// Norwegian values: A1 B4 D1 E1 H3 I2 K3 L2 N1 O3 P4 R1 S1 T1 U4 V5 Æ8 Å4.
const NO = { language: 'NO_B' } as const;

function points(board: string[], x: number, y: number, vertical: boolean, word: string) {
  return scorePlacement(board, tiles(x, y, vertical, word), NO).points;
}

describe('scorePlacement on the standard board', () => {
  it('adds plain letters; the centre has no multiplier', () => {
    expect(points(emptyBoard(), 6, 7, false, 'HEI')).toBe(3 + 1 + 2);
  });

  it('doubles and triples the letter on DL and TL', () => {
    expect(points(emptyBoard(), 4, 6, false, 'VEI')).toBe(5 * 2 + 1 + 2); // V on DL (4,6)
    expect(points(emptyBoard(), 3, 3, false, 'HUS')).toBe(3 * 3 + 4 + 1); // H on TL (3,3)
  });

  it('doubles and triples the word on DW and TW', () => {
    expect(points(emptyBoard(), 7, 3, false, 'SOL')).toBe((1 + 3 + 2) * 2); // S on DW (7,3)
    expect(points(emptyBoard(), 4, 0, false, 'ÆRE')).toBe((8 + 1 + 1) * 3); // Æ on TW (4,0)
  });

  it('applies letter multipliers before word multipliers', () => {
    // B on DW (2,2), N on DL (6,2): (4 + 4 + 1 + 1 + 1*2) * 2.
    expect(points(emptyBoard(), 2, 2, false, 'BÅTEN')).toBe(24);
  });

  it('multiplies stacked word premiums', () => {
    // TW (0,4) and DW (4,4): 9 * 3 * 2.
    expect(points(emptyBoard(), 0, 4, false, 'TAKKE')).toBe(54);
    // DW (3,7) and DW (11,7): 17 * 2 * 2.
    expect(points(emptyBoard(), 3, 7, false, 'SKOLEBARN')).toBe(68);
  });

  it('counts premiums only under new tiles', () => {
    const board = put(emptyBoard(), 7, 3, false, 'SOL'); // S sits on DW (7,3)
    expect(points(board, 7, 3, false, '...E')).toBe(1 + 3 + 2 + 1);
  });

  it('scores every cross-word, with the premium of the new tile in it', () => {
    const board = put(emptyBoard(), 4, 7, false, 'SOL');
    const score = scorePlacement(board, tiles(4, 8, false, 'ÅR'), NO); // Å on DL (4,8)
    expect(score.words).toEqual([
      { word: 'ÅR', points: 4 * 2 + 1, x: 4, y: 8, vertical: false },
      { word: 'SÅ', points: 1 + 4 * 2, x: 4, y: 7, vertical: true },
      { word: 'OR', points: 3 + 1, x: 5, y: 7, vertical: true },
    ]);
    expect(score.points).toBe(22);
  });

  it('applies a word premium to the cross-word through the new tile', () => {
    const board = put(emptyBoard(), 3, 5, true, 'SO');
    // T on DW (3,7): TA = (1 + 1) * 2, SOT = (1 + 3 + 1) * 2.
    expect(points(board, 3, 7, false, 'TA')).toBe(4 + 10);
  });

  it('counts a blank as 0 but keeps the premium of its square', () => {
    expect(points(emptyBoard(), 3, 3, false, 'hUS')).toBe(0 + 4 + 1);
    expect(points(emptyBoard(), 7, 3, false, 'sOL')).toBe((0 + 3 + 2) * 2);
    const board = put(emptyBoard(), 7, 3, false, 'sOL');
    expect(points(board, 7, 3, false, '...E')).toBe(0 + 3 + 2 + 1);
  });

  it('adds the bingo bonus for all seven tiles, not for six', () => {
    const seven = scorePlacement(emptyBoard(), tiles(4, 7, false, 'SPILLET'), NO);
    expect(seven).toMatchObject({ points: 13 + BINGO_BONUS, bingo: true });
    const six = scorePlacement(emptyBoard(), tiles(4, 7, false, 'SPILLE'), NO);
    expect(six).toMatchObject({ points: 12, bingo: false });
  });

  it('gives the bingo to seven new tiles around a tile on the board', () => {
    const board = put(emptyBoard(), 8, 7, false, 'E');
    // KATT E NES from (4,7); S lands on DW (11,7).
    expect(points(board, 4, 7, false, 'KATT.NES')).toBe(10 * 2 + 40);
  });

  it('scores a lone tile in the direction of its longer word, both words counted', () => {
    const across = put(emptyBoard(), 7, 7, false, 'AT');
    expect(scorePlacement(across, tiles(9, 7, false, 'S'), NO).vertical).toBe(false);
    const down = put(emptyBoard(), 7, 7, true, 'AT');
    expect(scorePlacement(down, tiles(7, 9, false, 'S'), NO).vertical).toBe(true);
    const tie = put(put(emptyBoard(), 7, 7, false, 'A'), 8, 8, false, 'B');
    const score = scorePlacement(tie, tiles(8, 7, false, 'K'), NO);
    expect(score.vertical).toBe(false);
    expect(score.words.map((w) => w.word)).toEqual(['AK', 'KB']);
    expect(score.points).toBe(1 + 3 + (3 + 4));
  });
});

describe('scorePlacement with other languages and layouts', () => {
  it('uses the language tile values', () => {
    const score = scorePlacement(emptyBoard(), tiles(5, 8, false, 'QUIZ'), { language: 'ENG_US' });
    expect(score.points).toBe(10 + 2 + 1 + 10);
  });

  it('reads premiums from the given layout', () => {
    const rows = Array.from({ length: 15 }, () => '...............');
    rows[0] = 'Tt.............';
    const layout = parseLayout(rows.join('\n'));
    const score = scorePlacement(emptyBoard(), tiles(0, 0, false, 'QI'), {
      language: 'ENG_US',
      layout,
    });
    expect(score.points).toBe((10 + 1 * 3) * 3);
  });
});

describe('scorePlacement refuses what is no placement', () => {
  it('throws on gaps, bent lines and a lone tile with no word', () => {
    expect(() => scorePlacement(emptyBoard(), tiles(0, 0, false, 'A.B'), NO)).toThrow(RangeError);
    const bent = [...tiles(0, 0, false, 'A'), ...tiles(1, 1, false, 'B')];
    expect(() => scorePlacement(emptyBoard(), bent, NO)).toThrow(RangeError);
    expect(() => scorePlacement(emptyBoard(), tiles(7, 7, false, 'A'), NO)).toThrow(/2\+ letters/);
  });

  it('throws on a malformed board or layout', () => {
    expect(() => scorePlacement([], tiles(7, 7, false, 'AB'), NO)).toThrow(/225 squares/);
    expect(() =>
      scorePlacement(emptyBoard(), tiles(7, 7, false, 'AB'), { ...NO, layout: [0, 1] }),
    ).toThrow(/225 square codes/);
  });
});
