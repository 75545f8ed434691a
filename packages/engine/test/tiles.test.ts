import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ordbot/contract/enums.ts';
import {
  BLANK,
  isBlankLetter,
  tileFamily,
  tileLetters,
  tileSet,
  tileValue,
  totalTiles,
  unseenTiles,
} from '../tiles.ts';

const emptyBoard = (): string[] => new Array<string>(225).fill('');

describe('tile sets', () => {
  it('has 104 tiles with 2 blanks worth 0 in every language', () => {
    for (const language of LANGUAGES) {
      expect(totalTiles(language)).toBe(104);
      const blank = tileSet(language).find((tile) => tile.letter === BLANK);
      expect(blank).toEqual({ letter: BLANK, count: 2, points: 0 });
    }
  });

  it('shares one set between bokmål and nynorsk, and between the English variants', () => {
    expect(tileSet('NO_B')).toBe(tileSet('NO_NY'));
    expect(tileSet('ENG_US')).toBe(tileSet('ENG_INT'));
    expect(tileFamily('NO_NY')).toBe('NORWEGIAN');
    expect(tileFamily('ENG_INT')).toBe('ENGLISH');
  });

  it('has the Norwegian counts and values of docs/game-rules.md', () => {
    const spec =
      'A7x1 B3x4 C1x10 D5x1 E9x1 F4x2 G4x4 H3x3 I6x2 J2x4 K4x3 L5x2 M3x2 N6x1 ' +
      'O4x3 P2x4 R7x1 S7x1 T7x1 U3x4 V3x5 W1x10 Y1x8 Æ1x8 Ø2x4 Å2x4 ?2x0';
    const written = tileSet('NO_B')
      .map((tile) => `${tile.letter}${tile.count}x${tile.points}`)
      .join(' ');
    expect(written).toBe(spec);
    expect(tileLetters('NO_B')).not.toContain('Q');
  });

  it('has the English counts and values of docs/game-rules.md', () => {
    const spec =
      'A10x1 B2x4 C2x4 D5x2 E12x1 F2x4 G3x3 H3x4 I9x1 J1x10 K1x5 L4x1 M2x3 N6x1 ' +
      'O7x1 P2x4 Q1x10 R6x1 S5x1 T7x1 U4x2 V2x4 W2x4 X1x8 Y2x4 Z1x10 ?2x0';
    const written = tileSet('ENG_US')
      .map((tile) => `${tile.letter}${tile.count}x${tile.points}`)
      .join(' ');
    expect(written).toBe(spec);
  });
});

describe('tileValue', () => {
  it('gives the Norwegian values of docs/product.md, Board and tiles, Q X Z included at 0', () => {
    const spec9 =
      'A1 B4 C10 D1 E1 F2 G4 H3 I2 J4 K3 L2 M2 N1 O3 P4 Q0 R1 S1 T1 U4 V5 W10 X0 Y8 Z0 Æ8 Ø4 Å4';
    for (const item of spec9.split(' ')) {
      const letter = item.slice(0, 1);
      expect(tileValue(letter, 'NO_B'), letter).toBe(Number(item.slice(1)));
      expect(tileValue(letter, 'NO_NY'), letter).toBe(Number(item.slice(1)));
    }
  });

  it('uses the English values for English games', () => {
    expect(tileValue('C', 'ENG_US')).toBe(4);
    expect(tileValue('Q', 'ENG_INT')).toBe(10);
    expect(tileValue('D', 'ENG_US')).toBe(2);
    expect(tileValue('Æ', 'ENG_US')).toBe(0);
  });

  it('values a lower-case letter (a blank) and the blank sign at 0', () => {
    expect(tileValue('w', 'NO_B')).toBe(0);
    expect(tileValue('æ', 'NO_B')).toBe(0);
    expect(tileValue(BLANK, 'NO_B')).toBe(0);
    expect(isBlankLetter('ø')).toBe(true);
    expect(isBlankLetter('Ø')).toBe(false);
  });
});

describe('unseenTiles', () => {
  it('is the full set on an empty board', () => {
    const unseen = unseenTiles(emptyBoard(), 'NO_B');
    expect(unseen.total).toBe(104);
    expect(unseen.tiles).toHaveLength(27);
    expect(unseen.excess).toEqual([]);
  });

  it('takes board tiles off the set, blanks as ?', () => {
    const board = emptyBoard();
    board[112] = 'E';
    board[113] = 'E';
    board[114] = 'w';
    board[115] = 'W';
    const unseen = unseenTiles(board, 'NO_B');
    const count = (letter: string) => unseen.tiles.find((tile) => tile.letter === letter)?.count;
    expect(unseen.total).toBe(100);
    expect(count('E')).toBe(7);
    expect(count('W')).toBe(0);
    expect(count(BLANK)).toBe(1);
    expect(count('A')).toBe(7);
  });

  it('reports tiles the set cannot account for', () => {
    const board = emptyBoard();
    board[0] = 'W';
    board[1] = 'W';
    board[2] = 'Q';
    const unseen = unseenTiles(board, 'NO_B');
    expect(unseen.excess).toEqual([
      { letter: 'W', count: 1 },
      { letter: 'Q', count: 1 },
    ]);
    expect(unseen.total).toBe(103);
  });
});
