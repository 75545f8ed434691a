/**
 * The exact endgame solver against a plain minimax brute force (endgame-brute-force.ts) on 500
 * seeded random small endgames (up to 3 tiles a side, small word lists and the real NO_B list),
 * and on hand-made positions for the end rules: going out first, passing, three passes.
 */
import { describe, expect, it } from 'vitest';
import { notation } from '../../../core/analysis/notation.ts';
import { SQUARES } from '../../../core/constants.ts';
import type { Language } from '../../../core/enums.ts';
import { lexiconAlphabet } from '../../../core/engine/alphabet.ts';
import { Lexicon } from '../../../core/engine/lexicon.ts';
import { generateMoves } from '../../../core/engine/movegen.ts';
import {
  applyMove,
  removeFromRack,
  selfPlay,
  shuffledBag,
} from '../../../core/engine/self-play.ts';
import { mulberry32, randomInt, shuffleInPlace, type Rng } from '../../../core/random.ts';
import {
  solveEndgame,
  type EndgamePosition,
  type EndgameResult,
} from '../../../core/strategy/endgame.ts';
import { BLANK, tileValue, unseenTiles } from '../../../core/tiles.ts';
import { parseBoardText } from '../../../core/engine/board-text.ts';
import { loadLexiconFile } from '../../../server/lexicon/files.ts';
import { emptyBoard, put } from '../engine/helpers.ts';
import { SMALL_WORDS } from '../engine/small-words.ts';
import { BudgetExceeded, bruteForceEndgame } from './endgame-brute-force.ts';

const NORWEGIAN_WORDS = `
  år ål øl ør æra bær bål hær kø lø på så nå få gå rå må bøk sø sær vær ære øre åre tå tær tøs
  ånd ørn båt båter lår søt søte søn sønn kål mål øk øke røk røre sår såre nær nære vår våre gås
  grå blå rød røde ski sko ost sol sole ris is es ei en et er ha ho hi ne ni no nu ok om on os
  re se si so ta te ti to ved vei vin vis øse ås åt rim rom ram dam dem din dun bok bøker hus
  hat hav la le li lo ro ru du de da di al an as at av ut um kan kar kor mor mot møt møte`
  .split(/\s+/)
  .filter((word) => word !== '');

function rackPoints(rack: string, language: Language): number {
  return [...rack].reduce((sum, tile) => sum + tileValue(tile, language), 0);
}

/**
 * Replays a solver line under the end rules and returns its final spread for the side to move,
 * checking that each turn is a legal placement of the mover's rack (or a pass).
 */
function replay(lexicon: Lexicon, position: EndgamePosition, result: EndgameResult): number {
  let board = [...position.board];
  const racks = [...position.racks];
  let side = 0;
  let spreads = [position.spread, -position.spread];
  let passes = position.passes ?? 0;
  for (const [i, ply] of result.best.entries()) {
    const last = i === result.best.length - 1;
    const rack = racks[side] as string;
    if (ply.move === null) {
      expect(ply.notation).toBe('PASS');
      passes++;
      if (passes >= 3) {
        expect(last).toBe(true);
        const own = rackPoints(rack, position.language);
        const other = rackPoints(racks[1 - side] as string, position.language);
        spreads = [spreads[0]! + (side === 0 ? other - own : own - other), 0];
      }
    } else {
      const legal = generateMoves(lexicon, board, rack, position);
      expect(legal.map(notation)).toContain(ply.notation);
      expect(ply.points).toBe(ply.move.points);
      board = applyMove(board, ply.move);
      racks[side] = removeFromRack(rack, ply.move.letters);
      const gain = side === 0 ? ply.points : -ply.points;
      spreads = [spreads[0]! + gain, 0];
      passes = 0;
      if (racks[side] === '') {
        expect(last).toBe(true);
        const other = 2 * rackPoints(racks[1 - side] as string, position.language);
        spreads = [spreads[0]! + (side === 0 ? other : -other), 0];
      }
    }
    side = 1 - side;
  }
  return spreads[0]!;
}

/** Positions the brute force may visit for one endgame; larger ones are left out. */
const BRUTE_BUDGET = 5_000;

/**
 * Checks that every turn of the solver's line is a best turn: from the position before each
 * turn, the brute force's value for the side to move equals the line's final spread for that
 * side. (Among turns of equal value the solver may choose another than the brute force.)
 */
function expectOptimalLine(
  lexicon: Lexicon,
  position: EndgamePosition,
  result: EndgameResult,
  label: string,
): void {
  let board = [...position.board];
  const racks = [...position.racks];
  let side = 0;
  let spread = position.spread;
  let passes = position.passes ?? 0;
  for (const [i, ply] of result.best.entries()) {
    const brute = bruteForceEndgame(
      lexicon,
      board,
      [racks[side] as string, racks[1 - side] as string],
      spread,
      { ...position, passes },
    );
    // (+ 0 turns -0 into 0.)
    expect(brute.spread + 0, `${label}, turn ${i + 1} ${ply.notation}`).toBe(
      (side === 0 ? result.spread : -result.spread) + 0,
    );
    if (ply.move) {
      board = applyMove(board, ply.move);
      racks[side] = removeFromRack(racks[side] as string, ply.move.letters);
      passes = 0;
    } else passes++;
    spread = -(spread + ply.points);
    side = 1 - side;
  }
}

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

/** Up to `max` tiles from the pool, at least one. */
function drawRack(pool: string[], rng: Rng, max: number): string {
  return pool.splice(0, 1 + randomInt(rng, max)).join('');
}

/** Boards from random legal moves of a small word list, racks of 1-3 tiles from the bag. */
function* smallListEndgames(words: readonly string[], language: Language) {
  const lexicon = Lexicon.fromWords(words, lexiconAlphabet(language));
  for (let seed = 1; ; seed++) {
    const rng = mulberry32(seed);
    const bag = shuffledBag(language, rng);
    let board = emptyBoard();
    const turns = 2 + randomInt(rng, 6);
    for (let turn = 0; turn < turns; turn++) {
      const rack = bag.splice(0, 7).join('');
      const moves = generateMoves(lexicon, board, rack, { language });
      const move = moves[randomInt(rng, moves.length)];
      if (move) board = applyMove(board, move);
      bag.push(...removeFromRack(rack, move?.letters ?? ''));
      shuffleInPlace(bag, rng);
    }
    // A blank multiplies the turns: only a few racks get one.
    const pool = bag.filter((tile) => tile !== BLANK || rng() < 0.05);
    const position: EndgamePosition = {
      board,
      language,
      racks: [drawRack(pool, rng, 3), drawRack(pool, rng, 3)],
      spread: randomInt(rng, 41) - 20,
      passes: rng() < 0.2 ? 1 + randomInt(rng, 2) : 0,
    };
    yield { lexicon, position };
  }
}

/** Mid-game boards of engine self-play on the real list, racks of 1-3 unseen tiles. */
function* noBEndgames(lexicon: Lexicon) {
  for (let seed = 1; ; seed++) {
    const rng = mulberry32(1000 + seed);
    const { board } = selfPlay(lexicon, {
      language: 'NO_B',
      seed,
      maxTurns: 4 + randomInt(rng, 20),
      mode: 'fast',
    });
    const pool = unseenTiles(board, 'NO_B').tiles.flatMap((tile) =>
      tile.letter === BLANK ? [] : new Array<string>(tile.count).fill(tile.letter),
    );
    shuffleInPlace(pool, rng);
    const position: EndgamePosition = {
      board,
      language: 'NO_B',
      racks: [drawRack(pool, rng, 3), drawRack(pool, rng, 3)],
      spread: randomInt(rng, 61) - 30,
      passes: rng() < 0.1 ? 1 + randomInt(rng, 2) : 0,
    };
    yield { lexicon, position };
  }
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
  });

  it('gives the same line on every run', () => {
    const small = { ...position, racks: ['ADE', 'NOR'] as const };
    const first = solveEndgame(lexicon, small);
    expect(first.exact).toBe(true);
    expect(solveEndgame(lexicon, small)).toEqual(first);
  });
});
