import { describe, expect, it } from 'vitest';
import { randomBoard } from '../../board.ts';
import { formatBoardText, parseBoardText } from '../../movegen/board-text.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { applyMove, removeFromRack, selfPlay } from '../../movegen/self-play.ts';
import { validatePlacement } from '../../movegen/validate.ts';
import { emptyBoard, put } from './helpers.ts';
import { SMALL_WORDS } from './small-words.ts';

const lexicon = Lexicon.fromWords(SMALL_WORDS, 'abcdefghijklmnopqrstuvwxyz');

describe('selfPlay', () => {
  it('plays the same legal game for the same seed, in both modes', () => {
    for (const mode of ['best', 'fast'] as const) {
      const options = { language: 'ENG_US', seed: 7, maxTurns: 30, mode } as const;
      const game = selfPlay(lexicon, options);
      expect(selfPlay(lexicon, options)).toEqual(game);
      expect(game.turns.length).toBeGreaterThan(5);
      let board = emptyBoard();
      const scores: [number, number] = [0, 0];
      game.turns.forEach((turn, i) => {
        expect(turn).toMatchObject({ moveNum: i + 1, player: i % 2 });
        expect(turn.board).toEqual(board);
        expect(turn.rack.length).toBeLessThanOrEqual(7);
        if (turn.moveType !== 'NORMAL' || !turn.move) return;
        const tiles = applyMove(board, turn.move).flatMap((letter, index) =>
          board[index] === letter ? [] : [{ index, letter }],
        );
        const check = validatePlacement(lexicon, board, tiles, {
          language: 'ENG_US',
          rack: turn.rack,
        });
        expect(check.ok && check.move).toEqual(turn.move);
        scores[turn.player] += turn.move.points;
        board = applyMove(board, turn.move);
      });
      expect(game.board).toEqual(board);
      expect(game.scores).toEqual(scores);
    }
  });

  it('swaps while the bag allows and passes after that', () => {
    const tiny = Lexicon.fromWords(['qi'], 'abcdefghijklmnopqrstuvwxyz');
    const game = selfPlay(tiny, { language: 'ENG_US', seed: 1, maxTurns: 40 });
    const types = game.turns.map((t) => t.moveType);
    expect(types).toContain('SWAP');
    expect(game.turns.every((t) => t.moveType !== 'SWAP' || t.bagSize >= 7)).toBe(true);
  });

  it('scores on the layout it is given', () => {
    const layout = randomBoard(3);
    const game = selfPlay(lexicon, { language: 'ENG_US', seed: 3, maxTurns: 6, layout });
    const played = game.turns.filter((t) => t.move !== null);
    expect(played.length).toBeGreaterThan(0);
    for (const { board, move } of played) {
      const after = applyMove(board, move!);
      const tiles = after.flatMap((letter, index) =>
        board[index] === letter ? [] : [{ index, letter }],
      );
      const check = validatePlacement(lexicon, board, tiles, { language: 'ENG_US', layout });
      expect(check.ok && check.points).toBe(move!.points);
    }
  });
});

describe('applyMove and removeFromRack', () => {
  it('skips tiles on the board and refuses to run off it', () => {
    const board = put(emptyBoard(), 7, 7, false, 'A');
    const after = applyMove(board, { x: 6, y: 7, vertical: false, letters: 'BT' });
    expect(after.slice(111, 114)).toEqual(['B', 'A', 'T']);
    expect(() => applyMove(board, { x: 13, y: 0, vertical: false, letters: 'ABC' })).toThrow();
  });

  it('takes a blank for a lower-case letter', () => {
    expect(removeFromRack('AB?C', 'Ab')).toBe('BC');
    expect(() => removeFromRack('AB', 'c')).toThrow(/not on the rack/);
  });
});

describe('board text', () => {
  it('round-trips a board with blanks', () => {
    const board = put(put(emptyBoard(), 6, 7, false, 'HeI'), 0, 0, true, 'ÆØÅ');
    const text = formatBoardText(board);
    expect(text.split('\n')[7]).toBe('......HeI......');
    expect(parseBoardText(`\n  ${text.replaceAll('\n', '\n  ')}\n`)).toEqual(board);
  });

  it('says what is wrong with bad text', () => {
    expect(() => parseBoardText('...')).toThrow(/15 rows/);
    const rows = formatBoardText(emptyBoard()).split('\n');
    rows[2] = '....';
    expect(() => parseBoardText(rows.join('\n'))).toThrow(/row 2 needs 15/);
    rows[2] = '.......1.......';
    expect(() => parseBoardText(rows.join('\n'))).toThrow(/'1' in row 2/);
  });
});
