/**
 * RowMoves (packages/engine/movegen/row-moves.ts) keeps each row's moves for the next board: along seeded
 * walks of boards (a tile or a move put down, taken back, far jumps) and racks (blanks, one
 * tile, a letter outside the alphabet) its list equals generateMoves' on every board, in the
 * same order, and many rows are found kept rather than searched.
 */
import { describe, expect, it } from 'vitest';
import { SQUARES } from '@ordbot/contract/constants.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { RowMoves } from '../../movegen/row-moves.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';

const LANGUAGE = 'NO_B';
const LETTERS = [...'AEINRSTLKODGMUVFHPJBYØÅÆ'];
const RACKS = ['ERST?AN', 'KLØVER', 'Q', '??E', 'ÅPENT', 'IIUUYØÆ'];

describe('RowMoves', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  const layout = resolveLayout(undefined);
  const played = (seed: number, turns: number) =>
    selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: turns, mode: 'fast' }).board;

  it('lists what generateMoves lists on every board of a walk, keeping rows', () => {
    const rng = mulberry32(77);
    const rows = new RowMoves(lexicon);
    const history: string[][] = [played(9, 10)];
    for (let step = 0; step < 150; step++) {
      let board = history[history.length - 1] as string[];
      const roll = rng();
      if (roll < 0.05) board = played(20 + step, 6 + randomInt(rng, 16));
      else if (roll < 0.35 && history.length > 1) {
        history.pop();
        board = history[history.length - 1] as string[];
      } else {
        board = board.slice();
        for (let i = 1 + randomInt(rng, 3); i > 0; i--) {
          const sq = randomInt(rng, SQUARES);
          const letter = LETTERS[randomInt(rng, LETTERS.length)] as string;
          if (board[sq] === '') board[sq] = rng() < 0.1 ? letter.toLowerCase() : letter;
        }
        history.push(board);
      }
      const rack = RACKS[randomInt(rng, RACKS.length)] as string;
      const expected = generateMoves(lexicon, board, rack, { language: LANGUAGE, layout });
      expect(rows.moves(board, rack, layout, LANGUAGE), `step ${step}, rack ${rack}`).toEqual(
        expected,
      );
    }
    // Six racks and random tiles anywhere: about a third of the rows are found kept.
    expect(rows.reused).toBeGreaterThan(0.3 * (rows.reused + rows.searched));
  });

  it('lets its rows go past its limit and still answers the same', () => {
    const rows = new RowMoves(lexicon, 50);
    const board = played(5, 12);
    for (const rack of RACKS) {
      const expected = generateMoves(lexicon, board, rack, { language: LANGUAGE, layout });
      expect(rows.moves(board, rack, layout, LANGUAGE)).toEqual(expected);
      expect(rows.moves(board, rack, layout, LANGUAGE)).toEqual(expected);
    }
  });
});
