/**
 * The endgame's word list (packages/engine/strategy/endgame/words.ts) against the full NO_B list: on real
 * endgames of engine self-play, the move generator gives the same moves with either, on the
 * position and on every position of a random line of play to the end.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { applyMove, removeFromRack } from '../../movegen/self-play.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { endgameLexicon } from '../../strategy/endgame/words.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { selfPlayEndgame } from './self-play-endgame.ts';

const lexicon = loadLexiconFile('NO_B');

const endgame = (seed: number) => selfPlayEndgame(lexicon, seed);

function moves(words: Lexicon, board: readonly string[], rack: string): string[] {
  return generateMoves(words, board, rack, { language: 'NO_B' }).map(
    (move) => `${notation(move)} ${move.points}`,
  );
}

describe('endgameLexicon', () => {
  it('gives the same moves as the full list along random lines of real endgames', () => {
    let positions = 0;
    let blanks = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const start = endgame(seed);
      if (!start) continue;
      const words = endgameLexicon(lexicon, start.board, start.racks);
      expect(words).not.toBe(lexicon);
      expect(words.wordCount).toBeLessThan(lexicon.wordCount / 20);
      if (start.racks.join('').includes('?')) blanks++;
      const rng = mulberry32(seed);
      let board = start.board;
      const racks = [...start.racks];
      for (let side = 0; racks[0] !== '' && racks[1] !== ''; side = 1 - side) {
        const rack = racks[side] as string;
        const full = moves(lexicon, board, rack);
        expect(moves(words, board, rack), `seed ${seed}, ${rack}`).toEqual(full);
        expect(moves(words, board, racks[1 - side] as string)).toEqual(
          moves(lexicon, board, racks[1 - side] as string),
        );
        positions++;
        const all = generateMoves(lexicon, board, rack, { language: 'NO_B' });
        const move = all[randomInt(rng, Math.min(all.length, 8))];
        if (!move) break;
        board = applyMove(board, move);
        racks[side] = removeFromRack(rack, move.letters);
      }
    }
    expect(positions).toBeGreaterThan(20);
    expect(blanks).toBeGreaterThan(0);
  }, 120_000);

  it('keeps the full list when finding the words would take too long', () => {
    const start = endgame(1);
    expect(start).not.toBeNull();
    const { board, racks } = start as { board: readonly string[]; racks: [string, string] };
    expect(endgameLexicon(lexicon, board, racks, 10)).toBe(lexicon);
  });
});
