import { describe, expect, it } from 'vitest';
import {
  CENTRE_INDEX,
  STANDARD_BOARD,
  STANDARD_LAYOUT,
  SquareType,
  countSquares,
  formatLayout,
  isOnBoard,
  letterMultiplier,
  parseLayout,
  randomBoard,
  squareIndex,
  squareXY,
  wordMultiplier,
} from '../board.ts';
import { TEXT } from '../../../src/ui/text.ts';

describe('standard board', () => {
  it('has 8 TW, 12 DW, 20 TL, 24 DL and 1 centre', () => {
    expect(STANDARD_BOARD).toHaveLength(225);
    expect(countSquares(STANDARD_BOARD)).toEqual({ 0: 160, 1: 24, 2: 20, 3: 12, 4: 8, 5: 1 });
  });

  it('places the corners and the centre', () => {
    expect(STANDARD_BOARD[squareIndex(0, 0)]).toBe(SquareType.TL);
    expect(STANDARD_BOARD[squareIndex(4, 0)]).toBe(SquareType.TW);
    expect(STANDARD_BOARD[squareIndex(7, 0)]).toBe(SquareType.DL);
    expect(STANDARD_BOARD[squareIndex(2, 2)]).toBe(SquareType.DW);
    expect(STANDARD_BOARD[squareIndex(7, 7)]).toBe(SquareType.CENTRE);
    expect(CENTRE_INDEX).toBe(112);
  });

  it('is symmetric under both mirrors and the diagonal', () => {
    for (let y = 0; y < 15; y++) {
      for (let x = 0; x < 15; x++) {
        const code = STANDARD_BOARD[squareIndex(x, y)];
        expect(STANDARD_BOARD[squareIndex(14 - x, y)]).toBe(code);
        expect(STANDARD_BOARD[squareIndex(x, 14 - y)]).toBe(code);
        expect(STANDARD_BOARD[squareIndex(y, x)]).toBe(code);
      }
    }
  });

  it('round-trips through formatLayout', () => {
    expect(formatLayout(STANDARD_BOARD)).toBe(STANDARD_LAYOUT.trim());
    expect(parseLayout(formatLayout(STANDARD_BOARD))).toEqual([...STANDARD_BOARD]);
  });
});

describe('parseLayout', () => {
  it('rejects a wrong number of rows, a short row and an unknown character', () => {
    const rows = STANDARD_LAYOUT.trim().split('\n');
    expect(() => parseLayout(rows.slice(1).join('\n'))).toThrow('A layout needs 15 rows, got 14');
    const short = [...rows];
    short[3] = '...t...D...t..';
    expect(() => parseLayout(short.join('\n'))).toThrow('Layout row 3 needs 15 squares, got 14');
    const bad = [...rows];
    bad[5] = '.t...t...t...tx';
    expect(() => parseLayout(bad.join('\n'))).toThrow("Unknown layout character 'x' in row 5");
  });

  it('rejects bad codes in formatLayout', () => {
    expect(() => formatLayout([1, 2])).toThrow('A layout needs 225 squares');
    const codes = [...STANDARD_BOARD] as number[];
    codes[16] = 6;
    expect(() => formatLayout(codes)).toThrow('Bad square code 6 at (1, 1)');
  });
});

describe('index helpers', () => {
  it('maps (x, y) to y*15+x and back', () => {
    expect(squareIndex(0, 0)).toBe(0);
    expect(squareIndex(14, 0)).toBe(14);
    expect(squareIndex(0, 1)).toBe(15);
    expect(squareIndex(14, 14)).toBe(224);
    expect(squareXY(128)).toEqual({ x: 8, y: 8 });
    for (let i = 0; i < 225; i++) {
      const { x, y } = squareXY(i);
      expect(squareIndex(x, y)).toBe(i);
    }
  });

  it('rejects squares off the board', () => {
    expect(() => squareIndex(15, 0)).toThrow(RangeError);
    expect(() => squareIndex(0, -1)).toThrow(RangeError);
    expect(() => squareXY(225)).toThrow(RangeError);
    expect(isOnBoard(1.5, 0)).toBe(false);
    expect(isOnBoard(14, 14)).toBe(true);
  });
});

describe('labels and multipliers', () => {
  it('names every square type in Norwegian (the text catalogue)', () => {
    expect(TEXT.labels.square).toEqual({
      0: 'Vanlig rute',
      1: 'Dobbel bokstav',
      2: 'Trippel bokstav',
      3: 'Dobbelt ord',
      4: 'Trippelt ord',
      5: 'Start',
    });
    expect(TEXT.labels.squareShort[SquareType.TW]).toBe('TO');
    expect(TEXT.labels.squareShort[SquareType.DL]).toBe('DB');
  });

  it('gives letter and word multipliers; the centre has none', () => {
    expect([0, 1, 2, 3, 4, 5].map((c) => letterMultiplier(c as 0))).toEqual([1, 2, 3, 1, 1, 1]);
    expect([0, 1, 2, 3, 4, 5].map((c) => wordMultiplier(c as 0))).toEqual([1, 1, 1, 2, 3, 1]);
  });
});

describe('randomBoard', () => {
  it('keeps the counts and the centre', () => {
    const board = randomBoard(42);
    expect(board).toHaveLength(225);
    expect(board[CENTRE_INDEX]).toBe(SquareType.CENTRE);
    expect(countSquares(board)).toEqual(countSquares(STANDARD_BOARD));
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(randomBoard(7)).toEqual(randomBoard(7));
    expect(randomBoard(7)).not.toEqual(randomBoard(8));
    expect(randomBoard(7)).not.toEqual([...STANDARD_BOARD]);
  });
});
