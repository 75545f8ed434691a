/**
 * The anytime endgame (packages/engine/strategy/endgame/solver.ts searchEndgame): without a limit it proves every
 * small endgame and agrees with a plain minimax brute force (endgame-brute-force.ts) on seeded
 * endgames of up to 3 tiles a side; under a budget of positions, every answer it calls proven
 * is the exact solver's, and what it returns unproven is the deterministic line of the deepest
 * finished depth. The horizon's guess (endgame-estimate.ts) on hand-made numbers.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import {
  searchEndgame,
  solveEndgame,
  type EndgamePosition,
} from '../../strategy/endgame/solver.ts';
import { replyGain, type Reply } from '../../strategy/endgame/estimate.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { SMALL_WORDS } from '../movegen/small-words.ts';
import { BudgetExceeded, bruteForceEndgame } from './endgame-brute-force.ts';
import { selfPlayEndgame } from './self-play-endgame.ts';
import {
  expectOptimalLine,
  noBEndgames,
  NORWEGIAN_WORDS,
  replay,
  smallListEndgames,
} from './small-endgames.ts';

/** Checks `count` endgames the brute force finishes within 5,000 positions; returns the tried. */
function checkMany(
  endgames: Iterable<{ lexicon: Lexicon; position: EndgamePosition }>,
  count: number,
): number {
  let checked = 0;
  let tried = 0;
  for (const { lexicon, position } of endgames) {
    tried++;
    let brute;
    try {
      brute = bruteForceEndgame(lexicon, position.board, position.racks, position.spread, {
        ...position,
        budget: 5_000,
      });
    } catch (err) {
      if (err instanceof BudgetExceeded) continue;
      throw err;
    }
    const result = searchEndgame(lexicon, position);
    const label = `${position.racks.join(' v ')} spread ${position.spread}`;
    expect(result.proven, label).toBe(true);
    expect(result.spread, label).toBe(brute.spread);
    expect(result.depth, label).toBe(result.best.length);
    expect(replay(lexicon, position, result), label).toBe(result.spread);
    expectOptimalLine(lexicon, position, result, label);
    if (++checked === count) break;
  }
  return tried;
}

describe('searchEndgame against a brute force', () => {
  it('agrees on 150 endgames of a small English list', () => {
    expect(checkMany(smallListEndgames(SMALL_WORDS, 'ENG_US'), 150)).toBeLessThan(150 * 1.2);
  }, 120_000);

  it('agrees on 100 endgames of a small Norwegian list', () => {
    expect(checkMany(smallListEndgames(NORWEGIAN_WORDS, 'NO_B'), 100)).toBeLessThan(100 * 1.1);
  }, 120_000);

  it('agrees on 40 endgames of the NO_B list', () => {
    expect(checkMany(noBEndgames(loadLexiconFile('NO_B')), 40)).toBeLessThan(40 * 1.6);
  }, 240_000);
});

describe('searchEndgame under a budget', () => {
  const lexicon = loadLexiconFile('NO_B');
  /** Self-play endgames with both racks cut to 4 tiles: the exact solver proves them quickly. */
  const endgames: EndgamePosition[] = [];
  for (let seed = 1; endgames.length < 16; seed++) {
    const found = selfPlayEndgame(lexicon, seed);
    if (!found) continue;
    const racks: [string, string] = [found.racks[0].slice(0, 4), found.racks[1].slice(0, 4)];
    endgames.push({ board: found.board, language: 'NO_B', racks, spread: seed % 20 });
  }

  it('gives the exact value whenever it says proven, and a legal line when not', () => {
    let proven = 0;
    for (const position of endgames) {
      const exact = solveEndgame(lexicon, position);
      expect(exact.exact).toBe(true);
      for (const budget of [500, 3_000]) {
        const result = searchEndgame(lexicon, position, { maxNodes: budget });
        const label = `${position.racks.join(' v ')} at ${budget}`;
        expect(result.depth, label).toBeGreaterThanOrEqual(1);
        const first = result.best[0];
        expect(first, label).toBeDefined();
        if (first?.move) {
          const legal = generateMoves(lexicon, position.board, position.racks[0], position);
          expect(legal.map(notation), label).toContain(first.notation);
        }
        if (result.proven) {
          proven++;
          expect(result.spread, label).toBe(exact.spread);
          expect(replay(lexicon, position, result), label).toBe(exact.spread);
        } else {
          // One ply is always finished; the rest stays within the budget.
          expect(result.nodes, label).toBeLessThan(budget + 1_000);
        }
      }
    }
    // Measured: 6 of the 32 answers proven.
    expect(proven).toBeGreaterThan(2);
    expect(proven).toBeLessThan(2 * endgames.length);
  }, 240_000);

  it('answers the same every time, and no shallower with more positions', () => {
    for (const position of endgames.slice(0, 6)) {
      const small = searchEndgame(lexicon, position, { maxNodes: 1_000 });
      expect(searchEndgame(lexicon, position, { maxNodes: 1_000 })).toEqual(small);
      const large = searchEndgame(lexicon, position, { maxNodes: 20_000 });
      if (!small.proven) expect(large.proven || large.depth >= small.depth).toBe(true);
    }
  }, 120_000);
});

describe('the horizon guess', () => {
  const reply: Reply = { outPoints: -1, keptPoints: 20, keptLeave: 3, rack: 9, stuck: 0 };

  it('takes the reply that gains the opponent most', () => {
    // Passing to the end: 5 - 9. Scoring 20: 20 + 5 - 3 = 22.
    expect(replyGain(reply, 5, 0)).toBe(22);
    expect(replyGain({ ...reply, keptLeave: -1 }, 5, 0)).toBe(-4);
    // Going out with 12 gains the leave twice: 12 + 10 = 22 against 20 + 5 - 3.
    expect(replyGain({ ...reply, outPoints: 12 }, 5, 0)).toBe(22);
    expect(replyGain({ ...reply, outPoints: 13 }, 5, 0)).toBe(23);
  });

  it('counts tiles that cannot be played against their side', () => {
    // The mover's 4 stuck points cost it once more; the opponent's 2 cost the opponent.
    expect(replyGain(reply, 5, 4)).toBe(26);
    expect(replyGain({ ...reply, stuck: 2 }, 5, 4)).toBe(24);
  });
});
