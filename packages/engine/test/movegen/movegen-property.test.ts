/**
 * The generator against a brute-force search on small lexicons: on random boards built by
 * playing random legal moves (seeded), both must find the same moves with the same scores, in
 * the same order; each move must pass validation and use only listed words.
 */
import { describe, expect, it } from 'vitest';
import { randomBoard } from '../../board.ts';
import { RACK_SIZE } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { fastMove, generateMoves } from '../../movegen/movegen.ts';
import { applyMove, removeFromRack, shuffledBag } from '../../movegen/self-play.ts';
import type { EngineMove } from '../../movegen/types.ts';
import { validatePlacement } from '../../movegen/validate.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { bruteForceMoves, prefixIndex } from './brute-force.ts';
import { emptyBoard } from './helpers.ts';
import { SMALL_WORDS } from './small-words.ts';

const NORWEGIAN_WORDS = `
  år ål øl ør æra bær bål hær kø lø på så nå få gå rå må bøk sø sær vær ære øre åre tå tær tøs
  ånd ørn båt båter lår søt søte søn sønn kål mål øk øke røk røre sår såre nær nære vår våre gås
  grå blå rød røde ski sko ost sol sole ris is es ei en et er ha ho hi ne ni no nu ok om on os
  re se si so ta te ti to ved vei vin vis øse ås åt rim rom ram dam dem din dun bok bøker hus
  hat hav la le li lo ro ru du de da di al an as at av ut um år kan kar kor mor mot møt møte`
  .split(/\s+/)
  .filter((word) => word !== '');

/** The new tiles of a move, read back from the board it was made on. */
function tilesOf(board: readonly string[], move: EngineMove) {
  const after = applyMove(board, move);
  return after.flatMap((letter, index) => (board[index] === letter ? [] : [{ index, letter }]));
}

interface Scenario {
  words: readonly string[];
  language: Language;
  games: number;
  turns: number;
  randomLayout?: boolean;
  /** Blanks put on every rack, so blank moves are common. */
  blanks?: number;
}

function runScenario({ words, language, games, turns, randomLayout, blanks = 0 }: Scenario) {
  const lexicon = Lexicon.fromWords(words, lexiconAlphabet(language));
  const prefixes = prefixIndex(words);
  const wordSet = new Set(words);
  let boards = 0;
  let moves = 0;
  for (let seed = 1; seed <= games; seed++) {
    const rng = mulberry32(seed);
    const layout = randomLayout ? randomBoard(seed) : undefined;
    const options = { language, layout };
    const bag = shuffledBag(language, rng).filter((tile) => tile !== '?');
    let board = emptyBoard();
    let rack = '';
    for (let turn = 0; turn < turns; turn++) {
      // Racks of 1 to 7 tiles, so short end-game racks are covered too.
      const size = 1 + randomInt(rng, RACK_SIZE);
      rack =
        (rack + bag.splice(0, RACK_SIZE).join('')).slice(0, Math.max(0, size - blanks)) +
        '?'.repeat(blanks);
      const expected = bruteForceMoves(lexicon, prefixes, board, rack, options);
      const actual = generateMoves(lexicon, board, rack, options);
      expect(actual, `seed ${seed} turn ${turn} rack ${rack}`).toEqual(expected);
      expect(fastMove(lexicon, board, rack, { ...options, blankLetters: 99 })).toEqual(
        actual[0] ?? null,
      );
      for (const move of actual) {
        const check = validatePlacement(lexicon, board, tilesOf(board, move), options);
        expect(check.ok && check.move).toEqual(move);
        expect(wordSet.has(move.mainWord.toLowerCase())).toBe(true);
      }
      boards++;
      moves += actual.length;
      if (expected.length === 0) continue;
      const move = expected[randomInt(rng, expected.length)] as EngineMove;
      board = applyMove(board, move);
      rack = removeFromRack(rack, move.letters).replaceAll('?', '');
    }
  }
  return { boards, moves };
}

describe('generateMoves equals a brute-force search', () => {
  it('on English boards from random games (standard board)', () => {
    const { boards, moves } = runScenario({
      words: SMALL_WORDS,
      language: 'ENG_US',
      games: 25,
      turns: 12,
    });
    expect(boards).toBe(300);
    expect(moves).toBeGreaterThan(3000);
  });

  it('on Norwegian boards with æ, ø, å and random layouts', () => {
    const { boards, moves } = runScenario({
      words: NORWEGIAN_WORDS,
      language: 'NO_B',
      games: 20,
      turns: 10,
      randomLayout: true,
    });
    expect(boards).toBe(200);
    expect(moves).toBeGreaterThan(500);
  });

  it('with one blank on the rack', () => {
    const { boards } = runScenario({
      words: SMALL_WORDS,
      language: 'ENG_US',
      games: 6,
      turns: 8,
      blanks: 1,
    });
    expect(boards).toBe(48);
  });

  it('with two blanks on the rack', () => {
    const { boards } = runScenario({
      words: NORWEGIAN_WORDS,
      language: 'NO_B',
      games: 4,
      turns: 6,
      blanks: 2,
    });
    expect(boards).toBe(24);
  });
});
