/**
 * The exact endgame solver against a plain minimax brute force (endgame-brute-force.ts) on 500
 * seeded random small endgames (up to 3 tiles a side, small word lists and the real NO_B list),
 * and on hand-made positions for the end rules: going out first, passing, three passes.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../analysis/notation.ts';
import { SQUARES } from '@ordbot/contract/constants.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { removeFromRack, selfPlay } from '../../movegen/self-play.ts';
import {
  solveEndgame,
  type EndgamePosition,
  type EndgameResult,
} from '../../strategy/endgame/solver.ts';
import { unseenTiles } from '../../tiles.ts';
import { parseBoardText } from '../../movegen/board-text.ts';
import { loadLexiconFile } from '../../node/lexicon-files.ts';
import { emptyBoard, put } from '../movegen/helpers.ts';
import { SMALL_WORDS } from '../movegen/small-words.ts';
import { BudgetExceeded, bruteForceEndgame } from './endgame-brute-force.ts';
import {
  expectOptimalLine,
  noBEndgames,
  NORWEGIAN_WORDS,
  replay,
  smallListEndgames,
} from './small-endgames.ts';

/** Positions the brute force may visit for one endgame; larger ones are left out. */
const BRUTE_BUDGET = 5_000;

/** How many positions the solver and the brute force searched in all. */
const searched = { solver: 0, brute: 0 };

/** The solver's answer, checked against the brute force; null when that is over budget. */
function expectSameAsBruteForce(
  lexicon: Lexicon,
  position: EndgamePosition,
  budget = Infinity,
): EndgameResult | null {
  let brute;
  try {
    brute = bruteForceEndgame(lexicon, position.board, position.racks, position.spread, {
      ...position,
      budget,
    });
  } catch (err) {
    if (err instanceof BudgetExceeded) return null;
    throw err;
  }
  const result = solveEndgame(lexicon, position);
  const label = `${position.racks.join(' v ')} spread ${position.spread}`;
  expect(result.exact, label).toBe(true);
  expect(result.spread, label).toBe(brute.spread);
  expect(replay(lexicon, position, result), label).toBe(result.spread);
  expectOptimalLine(lexicon, position, result, label);
  searched.solver += result.nodes;
  searched.brute += brute.visited;
  return result;
}

/**
 * Checks `count` endgames against the brute force, leaving out those it cannot finish within
 * its budget; returns how many it tried, so a test can bound the share left out, and the
 * positions the solver and the brute force searched on those it checked.
 */
function checkMany(
  endgames: Iterable<{ lexicon: Lexicon; position: EndgamePosition }>,
  count: number,
): { tried: number; solver: number; brute: number } {
  let checked = 0;
  let tried = 0;
  const before = { ...searched };
  for (const { lexicon, position } of endgames) {
    tried++;
    if (expectSameAsBruteForce(lexicon, position, BRUTE_BUDGET)) checked++;
    if (checked === count) break;
  }
  return {
    tried,
    solver: searched.solver - before.solver,
    brute: searched.brute - before.brute,
  };
}

// Each test also checks that the solver searched fewer positions than the brute force: a
// solver that gave the same values by searching everything would not pass.
describe('solveEndgame against a brute force (500 endgames)', () => {
  it('agrees on 250 endgames of a small English list', () => {
    const { tried, solver, brute } = checkMany(smallListEndgames(SMALL_WORDS, 'ENG_US'), 250);
    expect(tried).toBeLessThan(250 * 1.1);
    // Measured: about a fifth of the brute force's positions here and on the NO_B list, two
    // thirds on the tiny Norwegian one.
    expect(solver).toBeLessThan(brute);
  }, 120_000);

  it('agrees on 150 endgames of a small Norwegian list', () => {
    const { tried, solver, brute } = checkMany(smallListEndgames(NORWEGIAN_WORDS, 'NO_B'), 150);
    expect(tried).toBeLessThan(150 * 1.1);
    expect(solver).toBeLessThan(brute);
  }, 120_000);

  it('agrees on 100 endgames of the NO_B list', () => {
    const { tried, solver, brute } = checkMany(noBEndgames(loadLexiconFile('NO_B')), 100);
    // The brute force cannot finish every 3-against-3 endgame of the real list in time.
    expect(tried).toBeLessThan(100 * 1.6);
    expect(solver).toBeLessThan(brute);
  }, 240_000);
});

describe('solveEndgame end rules', () => {
  // HEI across from H8; the words decide what each side can do.
  const hei = () => put(emptyBoard(), 8, 7, false, 'HEI');
  const words = (...list: string[]) => Lexicon.fromWords(list, lexiconAlphabet('NO_B'));

  it('goes out first rather than play a bigger move', () => {
    // HEIA scores 14 on the double word but leaves T, and the opponent then goes out with ISW
    // (14) and gains it; TAHEI scores 8, empties the rack and gains S and W twice.
    const lexicon = words('hei', 'heia', 'tahei', 'isw');
    const position: EndgamePosition = {
      board: hei(),
      language: 'NO_B',
      racks: ['AT', 'SW'],
      spread: 0,
    };
    const moves = generateMoves(lexicon, position.board, 'AT', position);
    expect(moves.map((m) => [notation(m), m.points])).toEqual([
      ['8I HEIA', 14],
      ['8G TAHEI', 8],
    ]);
    const result = expectSameAsBruteForce(lexicon, position) as EndgameResult;
    expect(result.best).toEqual([
      { move: expect.objectContaining({ notation: '8G TAHEI' }), notation: '8G TAHEI', points: 8 },
    ]);
    expect(result.spread).toBe(8 + 2 * (1 + 10));
  });

  it('passes when its only placement lets the opponent go out, and three passes end it', () => {
    // HEIA (14) opens HEIAS for the opponent's S, who then goes out and gains the W twice.
    // Passing instead: the opponent has no placement, and three passes cost each side its rack.
    const lexicon = words('hei', 'heia', 'heias');
    const position: EndgamePosition = {
      board: hei(),
      language: 'NO_B',
      racks: ['AW', 'S'],
      spread: 5,
    };
    const result = expectSameAsBruteForce(lexicon, position) as EndgameResult;
    expect(result.best.map((ply) => ply.notation)).toEqual(['PASS', 'PASS', 'PASS']);
    expect(result.best.every((ply) => ply.move === null && ply.points === 0)).toBe(true);
    expect(result.spread).toBe(5 - 11 + 1);
  });

  it('counts the passes made before the position', () => {
    const lexicon = words('hei', 'heia', 'heias');
    const base: EndgamePosition = {
      board: hei(),
      language: 'NO_B',
      racks: ['AW', 'S'],
      spread: 5,
    };
    expect(expectSameAsBruteForce(lexicon, { ...base, passes: 1 })?.best).toHaveLength(2);
    const last = expectSameAsBruteForce(lexicon, { ...base, passes: 2 }) as EndgameResult;
    expect(last.best.map((ply) => ply.notation)).toEqual(['PASS']);
    expect(last.spread).toBe(5 - 11 + 1);
  });

  it('ends by three passes when neither side can place a tile', () => {
    const lexicon = words('hei');
    const position: EndgamePosition = {
      board: hei(),
      language: 'NO_B',
      racks: ['ØÆ', 'WC'],
      spread: -3,
    };
    const result = solveEndgame(lexicon, position);
    expect(result).toMatchObject({ exact: true, spread: -3 - 12 + 20 });
    expect(result.best.map((ply) => ply.notation)).toEqual(['PASS', 'PASS', 'PASS']);
  });

  it('scores going out with the opponent rack twice, blanks worth nothing', () => {
    const lexicon = words('hei', 'heia');
    const result = solveEndgame(lexicon, {
      board: hei(),
      language: 'NO_B',
      racks: ['A', 'W?'],
      spread: 0,
    });
    expect(result).toMatchObject({ exact: true, spread: 14 + 20 });
    expect(result.best).toHaveLength(1);
  });

  it('rejects bad positions with a RangeError', () => {
    const lexicon = words('hei');
    const good: EndgamePosition = {
      board: hei(),
      language: 'NO_B',
      racks: ['A', 'B'],
      spread: 0,
    };
    expect(() => solveEndgame(lexicon, { ...good, racks: ['', 'B'] })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, racks: ['ABCDEFGH', 'B'] })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, racks: ['A1', 'B'] })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, passes: 3 })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, spread: NaN })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, board: ['A'] })).toThrow(RangeError);
    expect(() => solveEndgame(lexicon, { ...good, board: new Array(SQUARES).fill('1') })).toThrow(
      RangeError,
    );
  });
});

describe('solveEndgame limits', () => {
  const lexicon = loadLexiconFile('NO_B');
  // A full endgame of engine self-play: both racks of seven.
  const game = selfPlay(lexicon, { language: 'NO_B', seed: 12, maxTurns: 200, mode: 'fast' });
  const turn = game.turns.find((t) => t.bagSize === 0);
  const unseen = unseenTiles(turn?.board ?? [], 'NO_B').tiles.flatMap((tile) =>
    new Array<string>(tile.count).fill(tile.letter),
  );
  const opponent = [...(turn?.rack ?? '')].reduce(
    (left, tile) => removeFromRack(left, tile),
    unseen.join(''),
  );
  const position: EndgamePosition = {
    board: turn?.board ?? [],
    language: 'NO_B',
    racks: [turn?.rack ?? '', opponent],
    spread: 0,
  };

  it('returns a legal line to the end, not exact, when a node limit stops it', () => {
    expect(turn?.rack).toHaveLength(7);
    const result = solveEndgame(lexicon, position, { maxNodes: 300 });
    expect(result.exact).toBe(false);
    expect(result.nodes).toBeLessThan(400);
    expect(result.best.length).toBeGreaterThan(0);
    expect(replay(lexicon, position, result)).toBe(result.spread);
  });

  it('stops near the time limit', () => {
    const start = performance.now();
    const result = solveEndgame(lexicon, position, { timeLimitMs: 100 });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(result.exact).toBe(false);
    expect(replay(lexicon, position, result)).toBe(result.spread);
  });

  it('proves a demo endgame within 1,500 positions (one ply, then the whole game at once)', () => {
    // Demo game endgame (analysis positions): 4 tiles against 3. Deepening one ply at a time
    // searched 1,500 positions here without a proof.
    const board = parseBoardText(
      [
        '...............',
        '.............F.',
        '.............Ø.',
        '.......S....BYD',
        '......sNORKLA.O',
        '.H....NÅ..NØS.M',
        'Se..B.EPITAFER.',
        'VIFTENDE.E.TRIV',
        'UT..BAD..L..TRÆ',
        'LES.OG...G....P',
        'M.J.SEL.K.T...N',
        '..AV.RÅSA.RUSHA',
        '..HI..TOK.I.E..',
        '...N...U..G.C..',
        '....FIKLE.G....',
      ].join('\n'),
    );
    const demo: EndgamePosition = { board, language: 'NO_B', racks: ['AJRW', 'DDM'], spread: -5 };
    const result = solveEndgame(lexicon, demo, { maxNodes: 1500 });
    expect(result.exact).toBe(true);
    expect(result.nodes).toBeLessThan(1500);
    expect(replay(lexicon, demo, result)).toBe(result.spread);
    // Any table size proves the same value: a table of 16 slots keeps almost nothing, a large
    // one (the offline fixture's) everything.
    for (const tableSlots of [16, 1 << 16]) {
      const other = solveEndgame(lexicon, demo, { tableSlots });
      expect(other.exact).toBe(true);
      expect(other.spread).toBe(result.spread);
      expect(replay(lexicon, demo, other)).toBe(other.spread);
    }
  });

  it('gives the same line on every run', () => {
    const small = { ...position, racks: ['ADE', 'NOR'] as const };
    const first = solveEndgame(lexicon, small);
    expect(first.exact).toBe(true);
    expect(solveEndgame(lexicon, small)).toEqual(first);
  });
});
