/**
 * The endgame solver's move order and transposition table (packages/engine/strategy/endgame/solver.ts,
 * endgame-table.ts). A position reads its turns from the rows' heads one at a time and makes the
 * whole order only when it reads more than a few: on real endgame boards, with racks with and
 * without a blank, that order equals generateMoves' list sorted by the documented rule. The
 * table finds what it stored, keeps the deeper result, keeps all but a few entries as it grows
 * and, when a key's slots are all taken, gives up the shallowest of them.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { selfPlay } from '../../movegen/self-play.ts';
import { mulberry32 } from '../../random.ts';
import { searchOrder, solveEndgame, sortedTiles } from '../../strategy/endgame/solver.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from '../../strategy/endgame/table.ts';
import { tileValue } from '../../tiles.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { selfPlayEndgame } from './self-play-endgame.ts';

const lexicon = loadLexiconFile('NO_B');

/** generateMoves' list, going out first (by points), then by points plus twice the tiles' points. */
function expectedOrder(board: readonly string[], rack: string): string[] {
  const moves = generateMoves(lexicon, board, rack, { language: 'NO_B' });
  const key = (move: (typeof moves)[number]) => {
    if (move.numTiles === rack.length) return -1e6 + -move.points;
    let tiles = 0;
    for (const letter of move.letters) tiles += tileValue(letter, 'NO_B');
    return -(move.points + 2 * tiles);
  };
  // Array.prototype.sort is stable: ties keep generateMoves' order.
  return [...moves]
    .sort((a, b) => key(a) - key(b))
    .map((move) => `${notation(move)} ${move.points}`);
}

describe('the endgame search order', () => {
  it('is generateMoves sorted by going out, then points plus twice the tiles points', () => {
    const racks = ['DFFLNTØ', 'EFGNNT', 'ADFRTÅ?', 'NT?', 'AE', 'ERST?AN'];
    let turns = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const board = selfPlay(lexicon, {
        language: 'NO_B',
        seed,
        maxTurns: 14 + 2 * seed,
        mode: 'fast',
      }).board;
      for (const rack of racks) {
        const sorted = sortedTiles(rack);
        const order = searchOrder(lexicon, board, sorted, 'NO_B');
        expect(order, `seed ${seed}, ${rack}`).toEqual(expectedOrder(board, sorted));
        turns += order.length;
      }
    }
    expect(turns).toBeGreaterThan(2000);
  });
});

function tilePoints(letters: string): number {
  let sum = 0;
  for (const letter of letters) sum += tileValue(letter, 'NO_B');
  return sum;
}

describe('the one-ply guess', () => {
  // A solve stopped at once returns the one-ply search's line: its first turn is the best by the
  // guess at the horizon (the spread plus the opponent's rack minus one's own, as if both passed
  // to the end): going out (points plus twice the opponent's rack), the placement with the most
  // points plus points of its tiles, or the pass; on a tie the later of these.
  it('plays the turn that is best by the guess, whatever the search order', () => {
    let checked = 0;
    let kept = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const start = selfPlayEndgame(lexicon, seed);
      if (!start) continue;
      const [rack, other] = start.racks.map(sortedTiles) as [string, string];
      const moves = generateMoves(lexicon, start.board, rack, { language: 'NO_B' });
      const outs = moves.filter((m) => m.numTiles === rack.length);
      const others = moves.filter((m) => m.numTiles < rack.length);
      const gain = (m: (typeof moves)[number]) => m.points + tilePoints(m.letters);
      // generateMoves' order, then the search order's: the first of the most gain is the one
      // that comes first in search order (more points plus twice the tiles, then this order).
      const best = [...others].sort(
        (a, b) =>
          gain(b) - gain(a) ||
          b.points + 2 * tilePoints(b.letters) - (a.points + 2 * tilePoints(a.letters)),
      )[0];
      const own = tilePoints(rack);
      const theirs = tilePoints(other);
      let expected = 'PASS';
      let value = theirs - own;
      if (best && gain(best) + theirs - own >= value) {
        expected = notation(best);
        value = gain(best) + theirs - own;
      }
      const out = outs[0];
      if (out && out.points + 2 * theirs >= value) expected = notation(out);
      const result = solveEndgame(
        lexicon,
        { board: start.board, language: 'NO_B', racks: [rack, other], spread: 0 },
        { maxNodes: 1 },
      );
      expect(result.exact).toBe(false);
      expect(result.best[0]?.notation, `seed ${seed}`).toBe(expected);
      checked++;
      // Positions where the first placement in search order is not the guess's best.
      const firstInOrder = [...others].sort(
        (a, b) => b.points + 2 * tilePoints(b.letters) - (a.points + 2 * tilePoints(a.letters)),
      )[0];
      if (best && firstInOrder && gain(firstInOrder) < gain(best)) kept++;
    }
    expect(checked).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(0);
  });
});

describe('TranspositionTable', () => {
  it('finds what it stored and keeps the deeper result', () => {
    const table = new TranspositionTable();
    expect(table.find(1, 2)).toBe(-1);
    table.store(1, 2, 17, LOWER, 3, 42);
    const slot = table.find(1, 2);
    expect([table.delta(slot), table.flag(slot), table.depth(slot), table.index(slot)]).toEqual([
      17,
      LOWER,
      3,
      42,
    ]);
    // The same low half, another high half: another key.
    expect(table.find(9, 2)).toBe(-1);
    table.store(1, 2, -5, UPPER, 2, 7);
    expect(table.delta(table.find(1, 2))).toBe(17);
    table.store(1, 2, -5, EXACT, 3, 7);
    expect(table.flag(table.find(1, 2))).toBe(EXACT);
    // An exact result is not replaced by a bound of the same depth.
    table.store(1, 2, 99, LOWER, 3, 8);
    expect(table.delta(table.find(1, 2))).toBe(-5);
    table.store(1, 2, -9, UPPER, 1 << 20, -1);
    const deepest = table.find(1, 2);
    expect([table.delta(deepest), table.depth(deepest), table.index(deepest)]).toEqual([
      -9,
      1 << 20,
      -1,
    ]);
  });

  it('keeps all but a few entries while it grows', () => {
    const table = new TranspositionTable();
    const rng = mulberry32(5);
    const keys: [number, number][] = [];
    for (let i = 0; i < 100_000; i++) {
      const key: [number, number] = [(rng() * 2 ** 32) | 0, (rng() * 2 ** 32) | 0];
      keys.push(key);
      table.store(key[0], key[1], i, EXACT, 1 + (i % 7), i);
    }
    const lost = keys.filter(([hi, lo], i) => {
      const slot = table.find(hi, lo);
      return slot < 0 || table.index(slot) !== i;
    });
    // A key has 8 slots: at most half full, few keys find all 8 taken.
    expect(lost.length).toBeLessThan(keys.length / 500);
  });

  it('gives up the shallowest entry of a key when its slots are taken', () => {
    const table = new TranspositionTable(16);
    // Keys with the same halves but the high bits of the high half share their slots: 8 fill
    // them, a 9th takes the shallowest's.
    const hi = (i: number) => (i << 16) | 1;
    for (let i = 0; i < 8; i++) table.store(hi(i), 0, i, EXACT, i === 3 ? 1 : 5, i);
    table.store(hi(100), 0, 0, EXACT, 2, 100);
    expect(table.find(hi(3), 0)).toBe(-1);
    expect(table.index(table.find(hi(100), 0))).toBe(100);
    for (const i of [0, 1, 2, 4, 5, 6, 7]) expect(table.find(hi(i), 0)).toBeGreaterThanOrEqual(0);
  });
});
