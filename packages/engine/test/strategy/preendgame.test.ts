/**
 * The pre-endgame with one tile in the bag (packages/engine/strategy/preendgame.ts) and its command
 * (npm run engine -- preendgame): on seeded small positions (up to 3 tiles a side) every
 * candidate's wins, ties and mean spread over the draws equal a plain minimax brute force's
 * (endgame-brute-force.ts) played out after the candidate and each draw; the order is by wins;
 * bad arguments exit 2 with the usage.
 */
import { describe, expect, it } from 'vitest';
import { formatBoardText } from '../../movegen/board-text.ts';
import { allMovesByEquity } from '../../movegen/movegen.ts';
import { applyMove, removeFromRack } from '../../movegen/self-play.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { preendgame, winShare } from '../../strategy/preendgame.ts';
import { SMALL_WORDS } from '../movegen/small-words.ts';
import { runEngineCli } from '../movegen/cli-run.ts';
import { BudgetExceeded, bruteForceEndgame } from './endgame-brute-force.ts';
import { NORWEGIAN_WORDS, smallListEndgames } from './small-endgames.ts';
import type { Language } from '@ordbot/contract/enums.ts';

interface Small {
  lexicon: Lexicon;
  board: readonly string[];
  language: Language;
  rack: string;
  unseen: string;
  spread: number;
}

/** Small positions with 2-3 unseen tiles: the opponent's 1-2 and the bag's one. */
function* smallPreendgames(words: readonly string[], language: Language): Generator<Small> {
  for (const { lexicon, position } of smallListEndgames(words, language)) {
    if (position.racks[1].length < 2) continue;
    const [rack, unseen] = position.racks;
    yield { lexicon, board: position.board, language, rack, unseen, spread: position.spread };
  }
}

/** The brute force's wins, ties and mean spread for a placement, or null over its budget. */
function bruteForce(small: Small, notation: string) {
  const moves = allMovesByEquity(small.lexicon, small.board, small.rack, {
    language: small.language,
  });
  const move = moves.find((m) => m.notation === notation);
  if (!move) throw new Error(`no ${notation}`);
  const board = applyMove(small.board, move);
  const leave = removeFromRack(small.rack, move.letters);
  let wins = 0;
  let draws = 0;
  let sum = 0;
  for (const tile of small.unseen) {
    const brute = bruteForceEndgame(
      small.lexicon,
      board,
      [removeFromRack(small.unseen, tile), leave + tile],
      -(small.spread + move.points),
      { language: small.language, budget: 5_000 },
    );
    const final = -brute.spread;
    if (final > 0) wins++;
    else if (final === 0) draws++;
    sum += final;
  }
  return {
    wins,
    draws,
    drawsTotal: small.unseen.length,
    spread: Math.round((100 * sum) / small.unseen.length) / 100,
  };
}

function checkMany(positions: Iterable<Small>, count: number): number {
  let checked = 0;
  for (const small of positions) {
    const moves = preendgame(small.lexicon, small, { top: 3, maxNodes: Infinity });
    const ranked = allMovesByEquity(small.lexicon, small.board, small.rack, {
      language: small.language,
    });
    // The top 3 by equity (here by points: no leave values), every one played out.
    expect(moves.map((m) => m.move.notation).sort()).toEqual(
      ranked
        .slice(0, 3)
        .map((m) => m.notation)
        .sort(),
    );
    let over = false;
    for (const move of moves) {
      let brute;
      try {
        brute = bruteForce(small, move.move.notation);
      } catch (err) {
        if (err instanceof BudgetExceeded) {
          over = true;
          break;
        }
        throw err;
      }
      const label = `${small.rack} v ${small.unseen}: ${move.move.notation}`;
      expect({ ...move, move: undefined, proven: undefined }, label).toEqual({
        ...brute,
        move: undefined,
        proven: undefined,
      });
      expect(move.proven, label).toBe(move.drawsTotal);
    }
    if (over) continue;
    for (let i = 1; i < moves.length; i++) {
      expect(winShare(moves[i - 1]!)).toBeGreaterThanOrEqual(winShare(moves[i]!));
    }
    if (++checked === count) break;
  }
  return checked;
}

describe('preendgame against a brute force', () => {
  it('agrees on 60 positions of a small English list', () => {
    expect(checkMany(smallPreendgames(SMALL_WORDS, 'ENG_US'), 60)).toBe(60);
  }, 120_000);

  it('agrees on 40 positions of a small Norwegian list', () => {
    expect(checkMany(smallPreendgames(NORWEGIAN_WORDS, 'NO_B'), 40)).toBe(40);
  }, 120_000);

  it('rejects a position without exactly one tile in the bag', () => {
    const [small] = smallPreendgames(SMALL_WORDS, 'ENG_US');
    const position = small as Small;
    expect(() => preendgame(position.lexicon, { ...position, unseen: 'A' })).toThrow(
      /One tile in the bag/,
    );
    expect(() => preendgame(position.lexicon, { ...position, unseen: 'ABCDEFGHI' })).toThrow(
      RangeError,
    );
  });
});

describe('engine CLI preendgame', () => {
  const [small] = smallPreendgames(SMALL_WORDS, 'ENG_US');
  const position = small as Small;
  const files = { 'board.txt': formatBoardText(position.board) };
  const base = `preendgame --lang ENG_US --board board.txt --rack ${position.rack}`;
  const run = (args: string) => runEngineCli(files, args, () => position.lexicon);

  it('prints the candidates best first as JSON', () => {
    const result = run(`${base} --unseen ${position.unseen} --spread ${position.spread} --json`);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const expected = preendgame(position.lexicon, position, { top: 5 });
    expect(JSON.parse(result.stdout)).toEqual({
      moves: expected.map((m) => ({
        move: m.move.notation,
        wins: m.wins,
        draws: m.draws,
        draws_total: m.drawsTotal,
        spread: m.spread,
      })),
    });
    const table = run(`${base} --unseen ${position.unseen} --spread=${position.spread}`);
    expect(table.stdout.split('\n')[0]).toMatch(/^move\s+points\s+wins\s+ties\s+draws\s+spread$/);
  });

  it.each([
    ['preendgame --board board.txt --rack A --unseen BC --spread 0', /--lang is required/],
    ['preendgame --lang ENG_US --rack A --unseen BC --spread 0', /--board is required/],
    [`preendgame --lang ENG_US --board board.txt --unseen BC --spread 0`, /--rack is required/],
    [`${'preendgame --lang ENG_US --board board.txt'} --rack A --spread 0`, /--unseen is required/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen B --spread 0`, /2-8 tiles/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen ABCDEFGHI --spread 0`, /2-8/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen AB1 --spread 0`, /Bad --unseen/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen BC`, /--spread is required/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen BC --spread x`, /whole number/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen BC --spread 0 --top 0`, /--top/],
    [
      `preendgame --lang ENG_US --board board.txt --rack A --unseen BC --spread 0 --positions -1`,
      /--positions/,
    ],
    [`preendgame --lang ENG_US --board none.txt --rack A --unseen BC --spread 0`, /Cannot read/],
    [`preendgame --lang ENG_US --board board.txt --rack A --unseen BC --spread 0 --x`, /Unknown/],
  ])('exits 2 with a message and the usage for "%s"', (args, message) => {
    const result = run(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/Usage: npm run engine -- preendgame/);
    expect(result.stdout).toBe('');
  });
});
