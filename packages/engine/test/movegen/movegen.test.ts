import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import {
  bestMoves,
  fastMove,
  generateMoves,
  noPlacementOptions,
  normaliseRack,
} from '../../movegen/movegen.ts';
import { emptyBoard, put } from './helpers.ts';

const NO = { language: 'NO_B' } as const;
const alphabet = lexiconAlphabet('NO_B');
const aa = Lexicon.fromWords(['aa'], alphabet);

describe('generateMoves', () => {
  it('lists a one-tile move once, in the direction of its longer word', () => {
    const board = put(emptyBoard(), 7, 7, false, 'A');
    const moves = generateMoves(aa, board, 'A', NO);
    expect(moves.map(({ x, y, vertical }) => ({ x, y, vertical }))).toEqual([
      { x: 7, y: 6, vertical: true },
      { x: 6, y: 7, vertical: false },
      { x: 7, y: 7, vertical: false },
      { x: 7, y: 7, vertical: true },
    ]);
    expect(moves.every((m) => m.numTiles === 1 && m.letters === 'A' && m.points === 2)).toBe(true);
  });

  it('takes the horizontal direction on a tie and scores both words', () => {
    const board = put(put(emptyBoard(), 7, 7, false, 'A'), 8, 8, false, 'A');
    const moves = generateMoves(aa, board, 'A', NO);
    expect(moves.slice(0, 2)).toEqual([
      { x: 7, y: 7, vertical: false, letters: 'A', mainWord: 'AA', points: 4, numTiles: 1 },
      { x: 7, y: 8, vertical: false, letters: 'A', mainWord: 'AA', points: 4, numTiles: 1 },
    ]);
    expect(moves).toHaveLength(6);
  });

  it('keeps a blank and a real tile as different moves, blanks in lower case', () => {
    const moves = generateMoves(aa, emptyBoard(), 'A?', NO);
    expect(moves).toHaveLength(8);
    expect(moves.filter((m) => m.x === 6 && m.y === 7)).toEqual([
      { x: 6, y: 7, vertical: false, letters: 'Aa', mainWord: 'Aa', points: 1, numTiles: 2 },
      { x: 6, y: 7, vertical: false, letters: 'aA', mainWord: 'aA', points: 1, numTiles: 2 },
    ]);
  });

  it('sorts by points, then y, x, horizontal first, word', () => {
    const lexicon = Lexicon.fromWords(['hei', 'ei', 'he', 'eh'], alphabet);
    const moves = generateMoves(lexicon, emptyBoard(), 'HEI', NO);
    const sorted = [...moves].sort(
      (a, b) =>
        b.points - a.points ||
        a.y - b.y ||
        a.x - b.x ||
        Number(a.vertical) - Number(b.vertical) ||
        a.mainWord.localeCompare(b.mainWord),
    );
    expect(moves).toEqual(sorted);
    expect(moves[0]).toMatchObject({ mainWord: 'HEI', points: 6 });
  });

  it('limits to the best moves; bestMoves defaults to 20', () => {
    const lexicon = Lexicon.fromWords(['hei', 'ei', 'he', 'eh', 'hi', 'ie'], alphabet);
    const all = generateMoves(lexicon, emptyBoard(), 'HEI', NO);
    expect(all.length).toBeGreaterThan(20);
    expect(generateMoves(lexicon, emptyBoard(), 'HEI', { ...NO, limit: 3 })).toEqual(
      all.slice(0, 3),
    );
    expect(bestMoves(lexicon, emptyBoard(), 'HEI', NO)).toEqual(all.slice(0, 20));
    expect(bestMoves(lexicon, emptyBoard(), 'HEI', NO, 0)).toEqual([]);
  });

  it('finds nothing for an empty rack or unplayable tiles', () => {
    expect(generateMoves(aa, emptyBoard(), '', NO)).toEqual([]);
    expect(generateMoves(aa, emptyBoard(), 'BCD', NO)).toEqual([]);
    expect(fastMove(aa, emptyBoard(), 'BCD', NO)).toBeNull();
  });

  it('never reads a board letter the alphabet lacks as a word letter', () => {
    const lexicon = Lexicon.fromWords(['ab', 'ba'], alphabet);
    const board = put(emptyBoard(), 7, 7, false, 'Q');
    expect(generateMoves(lexicon, board, 'AB', NO)).toEqual([]);
  });

  it('accepts the rack as letters of any case or as an array', () => {
    expect(normaliseRack(['a', '?', 'Ø'])).toBe('A?Ø');
    expect(() => normaliseRack('ABCDEFGH')).toThrow(/at most 7/);
    expect(() => normaliseRack('AB1')).toThrow(/neither a letter/);
  });
});

describe('fastMove', () => {
  it('returns the best move on a small position', () => {
    const lexicon = Lexicon.fromWords(['hei', 'ei', 'he', 'eh', 'hi', 'ie'], alphabet);
    const best = generateMoves(lexicon, emptyBoard(), 'HEI', NO)[0];
    expect(fastMove(lexicon, emptyBoard(), 'HEI', NO)).toEqual(best);
  });

  it('stops at its step budget', () => {
    const lexicon = Lexicon.fromWords(['hei', 'ei', 'he', 'eh', 'hi', 'ie'], alphabet);
    expect(fastMove(lexicon, emptyBoard(), 'HEI', { ...NO, budget: 0 })).toBeNull();
  });
});

describe('noPlacementOptions', () => {
  it('offers a swap only while at least 7 tiles remain in the bag', () => {
    expect(noPlacementOptions(7)).toEqual([{ moveType: 'SWAP' }, { moveType: 'PASS' }]);
    expect(noPlacementOptions(6)).toEqual([{ moveType: 'PASS' }]);
  });
});
