/**
 * The move search keeps the board of its last call and brings its pass boards up to the next
 * board square by square (packages/engine/movegen/pass-board.ts updatePassBoards): the next position of a
 * game, a move played or taken back in the endgame search. Along 400 seeded changes (tiles put
 * down and taken up, blanks, a letter outside the alphabet, far jumps, the empty board, a second
 * layout) every array of both pass boards equals a search prepared afresh, and so do the moves
 * and the row hashes kept through the changes (packages/engine/movegen/row-moves.ts finds rows by them).
 */
import { describe, expect, it } from 'vitest';
import { BOARD_SIZE, SQUARES } from '@ordbot/contract/constants.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { MoveSearch } from '../../movegen/move-search.ts';
import { hashRows, type PassBoard } from '../../movegen/pass-board.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32, randomInt } from '../../random.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';

const LANGUAGE = 'NO_B';
const FIELDS = ['cell', 'value', 'lm', 'wm', 'cross', 'crossSum', 'crossLen', 'anchor'] as const;
const LETTERS = [...'AEINRSTLKODGMUVFHPJBYØÅÆCWZ'];

function snapshot(p: PassBoard): Record<string, number[]> {
  return Object.fromEntries(FIELDS.map((f) => [f, [...p[f]]]));
}

/** Each row's contents as the move search reads them, and its hashes. */
function rowsOf(p: PassBoard): { rows: string[]; hashes: string[] } {
  const rows: string[] = [];
  for (let row = 0; row < BOARD_SIZE; row++) {
    const at = row * BOARD_SIZE;
    const fields = (['cell', 'cross', 'crossSum', 'crossLen', 'anchor'] as const).map((f) =>
      [...p[f].subarray(at, at + BOARD_SIZE)].join(','),
    );
    rows.push(fields.join('|'));
  }
  hashRows(p);
  const hashes = rows.map((_, row) => `${p.rowHash[2 * row]},${p.rowHash[2 * row + 1]}`);
  return { rows, hashes };
}

function played(lexicon: Lexicon, seed: number, turns: number): string[] {
  return selfPlay(lexicon, { language: LANGUAGE, seed, maxTurns: turns, mode: 'fast' }).board;
}

describe('incremental pass boards', () => {
  const lexicon = loadLexiconFile(LANGUAGE);
  const standard = resolveLayout(undefined);
  // The standard board mirrored left to right: another layout with the same squares.
  const mirrored = standard.map(
    (_, sq) =>
      standard[
        Math.floor(sq / BOARD_SIZE) * BOARD_SIZE + (BOARD_SIZE - 1 - (sq % BOARD_SIZE))
      ] as number,
  );
  const far = [played(lexicon, 41, 14), played(lexicon, 42, 22), played(lexicon, 43, 8)];

  it('equal a fresh preparation after every change', () => {
    const rng = mulberry32(2026);
    const kept = new MoveSearch(lexicon);
    let board = played(lexicon, 40, 12);
    let layout = standard;
    let incremental = 0;
    let before: { rows: string[]; hashes: string[] }[] | null = null;
    let hashChecks = 0;
    for (let step = 0; step < 400; step++) {
      const roll = rng();
      if (roll < 0.04) board = (far[randomInt(rng, far.length)] as string[]).slice();
      else if (roll < 0.06) board = new Array<string>(SQUARES).fill('');
      else if (roll < 0.08) layout = layout === standard ? mirrored : standard;
      else {
        board = board.slice();
        const changes = 1 + randomInt(rng, roll < 0.5 ? 3 : 10);
        for (let i = 0; i < changes; i++) {
          const sq = randomInt(rng, SQUARES);
          if (board[sq] !== '' && rng() < 0.6) board[sq] = '';
          else {
            const letter = LETTERS[randomInt(rng, LETTERS.length)] as string;
            board[sq] = rng() < 0.1 ? letter.toLowerCase() : letter;
          }
        }
        incremental++;
      }
      const rack = 'ERST?AN'.slice(0, 1 + randomInt(rng, 7));
      kept.prepare(board, layout, LANGUAGE, rack);
      const fresh = new MoveSearch(lexicon);
      fresh.prepare(board, layout, LANGUAGE, rack);
      for (const pass of [0, 1]) {
        expect(snapshot(kept.passBoard(pass)), `step ${step}, pass ${pass}`).toEqual(
          snapshot(fresh.passBoard(pass)),
        );
      }
      // The row hashes kept through the changes are those made afresh, and a row whose
      // contents changed has new ones (packages/engine/movegen/row-moves.ts finds rows by them).
      const now = [0, 1].map((pass) => rowsOf(kept.passBoard(pass)));
      const made = [0, 1].map((pass) => rowsOf(fresh.passBoard(pass)));
      expect(
        now.map((r) => r.hashes),
        `step ${step}`,
      ).toEqual(made.map((r) => r.hashes));
      if (before) {
        for (const pass of [0, 1]) {
          for (let row = 0; row < BOARD_SIZE; row++) {
            const changed = before[pass]?.rows[row] !== now[pass]?.rows[row];
            const rehashed = before[pass]?.hashes[row] !== now[pass]?.hashes[row];
            expect(rehashed, `step ${step}, pass ${pass}, row ${row}`).toBe(changed);
            if (changed) hashChecks++;
          }
        }
      }
      before = now;
      if (step % 20 === 0) {
        kept.searchAll();
        fresh.searchAll();
        expect(kept.pool.sorted(kept.letters)).toEqual(fresh.pool.sorted(fresh.letters));
      }
    }
    expect(incremental).toBeGreaterThan(300);
    expect(hashChecks).toBeGreaterThan(1000);
  });
});
