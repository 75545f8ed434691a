import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import type { TileInput } from '../../movegen/placement.ts';
import { validatePlacement, type InvalidReason } from '../../movegen/validate.ts';
import { emptyBoard, put, tiles } from './helpers.ts';

const lexicon = Lexicon.fromWords(
  ['hei', 'sol', 'sole', 'hus', 'ha', 'as', 'at', 'ta', 'so', 'sot', 'år', 'så', 'or', 'en'],
  lexiconAlphabet('NO_B'),
);
const NO = { language: 'NO_B' } as const;

function check(board: string[], placed: TileInput[], rack?: string) {
  return validatePlacement(lexicon, board, placed, rack === undefined ? NO : { ...NO, rack });
}

function reasonOf(board: string[], placed: TileInput[], rack?: string): InvalidReason | 'OK' {
  const result = check(board, placed, rack);
  return result.ok ? 'OK' : result.reason;
}

const withHei = () => put(emptyBoard(), 6, 7, false, 'HEI');

describe('validatePlacement accepts', () => {
  it('a first move over the centre, with its words, points and API move', () => {
    expect(check(emptyBoard(), tiles(6, 7, false, 'HEI'))).toEqual({
      ok: true,
      words: [{ word: 'HEI', points: 6, x: 6, y: 7, vertical: false }],
      points: 6,
      move: {
        x: 6,
        y: 7,
        vertical: false,
        letters: 'HEI',
        mainWord: 'HEI',
        points: 6,
        numTiles: 3,
      },
    });
  });

  it('squares given by index, blanks in lower case, and cross-words', () => {
    const first = check(emptyBoard(), [
      { index: 112, letter: 'h' },
      { index: 111, letter: 'E' },
    ]);
    expect(first.ok).toBe(false); // EH is not a word
    const blank = check(emptyBoard(), tiles(6, 7, false, 'hEI'));
    expect(blank.ok && blank.move).toMatchObject({ mainWord: 'hEI', points: 3 });
    const board = put(emptyBoard(), 4, 7, false, 'SOL');
    const cross = check(board, tiles(4, 8, false, 'ÅR'));
    expect(cross.ok && cross.words.map((w) => w.word)).toEqual(['ÅR', 'SÅ', 'OR']);
    expect(cross.ok && cross.points).toBe(22);
  });

  it('a move that extends a word through tiles on the board, x, y at the word start', () => {
    const board = put(emptyBoard(), 7, 7, false, 'SOL');
    const result = check(board, tiles(7, 7, false, '...E'));
    expect(result.ok && result.move).toEqual({
      x: 7,
      y: 7,
      vertical: false,
      letters: 'E',
      mainWord: 'SOLE',
      points: 7,
      numTiles: 1,
    });
  });

  it('tiles the rack holds, a blank for a lower-case letter', () => {
    expect(reasonOf(emptyBoard(), tiles(6, 7, false, 'HEI'), 'IEHXY')).toBe('OK');
    expect(reasonOf(emptyBoard(), tiles(6, 7, false, 'HeI'), 'HI?')).toBe('OK');
  });
});

describe('validatePlacement rejects, with a reason and a Norwegian message', () => {
  it('NO_TILES', () => {
    const result = check(emptyBoard(), []);
    expect(result).toEqual({ ok: false, reason: 'NO_TILES', message: 'Legg minst én brikke.' });
  });

  it('OFF_BOARD', () => {
    expect(reasonOf(emptyBoard(), [{ x: 15, y: 0, letter: 'A' }])).toBe('OFF_BOARD');
    expect(reasonOf(emptyBoard(), [{ index: 225, letter: 'A' }])).toBe('OFF_BOARD');
    expect(reasonOf(emptyBoard(), [{ x: 1.5, y: 0, letter: 'A' }])).toBe('OFF_BOARD');
    expect(reasonOf(emptyBoard(), [{ letter: 'A' }])).toBe('OFF_BOARD');
  });

  it('BAD_LETTER: not one letter, or not in the language', () => {
    expect(reasonOf(emptyBoard(), [{ x: 7, y: 7, letter: '1' }])).toBe('BAD_LETTER');
    expect(reasonOf(emptyBoard(), [{ x: 7, y: 7, letter: 'AB' }])).toBe('BAD_LETTER');
    expect(reasonOf(emptyBoard(), tiles(7, 7, false, 'QI'))).toBe('BAD_LETTER');
  });

  it('SAME_SQUARE and SQUARE_TAKEN', () => {
    const twice = [...tiles(7, 7, false, 'A'), { index: 112, letter: 'T' }];
    expect(reasonOf(emptyBoard(), twice)).toBe('SAME_SQUARE');
    expect(reasonOf(withHei(), tiles(7, 7, true, 'AT'))).toBe('SQUARE_TAKEN');
  });

  it('NOT_IN_LINE and GAP', () => {
    const bent = [...tiles(6, 7, false, 'H'), ...tiles(7, 8, false, 'A')];
    expect(reasonOf(emptyBoard(), bent)).toBe('NOT_IN_LINE');
    const gap = check(emptyBoard(), tiles(6, 7, false, 'H.I'));
    expect(gap).toMatchObject({ reason: 'GAP', message: expect.stringMatching(/tomme ruter/) });
  });

  it('NO_CENTRE on the first move, TOO_SHORT for one tile alone', () => {
    const result = check(emptyBoard(), tiles(0, 0, false, 'HEI'));
    expect(result).toMatchObject({
      reason: 'NO_CENTRE',
      message: 'Første trekk må dekke midtruten.',
    });
    expect(reasonOf(emptyBoard(), tiles(7, 7, false, 'A'))).toBe('TOO_SHORT');
  });

  it('NOT_CONNECTED later in the game', () => {
    expect(reasonOf(withHei(), tiles(0, 0, false, 'SOL'))).toBe('NOT_CONNECTED');
    expect(reasonOf(withHei(), tiles(0, 0, false, 'S'))).toBe('NOT_CONNECTED');
  });

  it('NOT_ON_RACK', () => {
    expect(reasonOf(emptyBoard(), tiles(6, 7, false, 'HEI'), 'HE')).toBe('NOT_ON_RACK');
    expect(reasonOf(emptyBoard(), tiles(6, 7, false, 'HeI'), 'HEI')).toBe('NOT_ON_RACK');
  });

  it('NOT_A_WORD for the main word or a cross-word, naming them', () => {
    expect(check(emptyBoard(), tiles(6, 7, false, 'HIE'))).toEqual({
      ok: false,
      reason: 'NOT_A_WORD',
      message: 'Ordet HIE finnes ikke i ordlisten.',
      badWords: ['HIE'],
    });
    const board = put(emptyBoard(), 4, 7, false, 'SOL');
    // EN is a word, but the cross-words SE and ON are not.
    expect(check(board, tiles(4, 8, false, 'EN'))).toMatchObject({
      reason: 'NOT_A_WORD',
      message: 'Ordene SE, ON finnes ikke i ordlisten.',
      badWords: ['SE', 'ON'],
    });
  });

  it('throws for a malformed board', () => {
    const board = emptyBoard();
    board[3] = 'AB';
    expect(() => check(board, tiles(6, 7, false, 'HEI'))).toThrow(/square 3/);
  });
});
