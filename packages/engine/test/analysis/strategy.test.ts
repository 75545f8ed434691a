/**
 * The analysis in winning chances (docs/strategy.md): grades by win% lost at each threshold,
 * the accuracy formula on hand-computed values, equity and 'Trekkverdi', and the 'Hvorfor'
 * facts on hand-made positions (a premium square, a bingo, a leave, an opened triple word judged
 * over racks drawn from the unseen tiles).
 */
import { describe, expect, it } from 'vitest';
import { moveAccuracy, sideAccuracy } from '../../analysis/accuracy.ts';
import { analyseGame, analyseMove } from '../../analysis/analyse.ts';
import { bagEmpty, unseenAfter } from '../../analysis/chances.ts';
import { topMovesByEquity } from '../../analysis/equity.ts';
import { gradeByWinLost, gradeOf } from '../../analysis/grades.ts';
import type { AnalysisGame, MoveAnalysis } from '../../analysis/types.ts';
import { SquareType } from '../../board.ts';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { engineWith } from '../../movegen/search-engine.ts';
import { heuristicLeave } from '../../strategy/heuristic.ts';
import { OPENING_RACKS, opponentPool, opponentRacks } from '../../analysis/why.ts';
import { unseenTiles } from '../../tiles.ts';
import { emptyBoard, move, plainLayout, put } from './helpers.ts';
import { lineModel, tableModel, testModel } from './test-model.ts';

const alphabet = lexiconAlphabet('NO_B');
const words = (...list: string[]) => Lexicon.fromWords(list, alphabet);

describe('grades by win% lost', () => {
  it('switches at 3, 7 and 15 percentage points', () => {
    expect(gradeByWinLost(0)).toBeNull();
    expect(gradeByWinLost(2.99)).toBeNull();
    expect(gradeByWinLost(3)).toBe('INACCURACY');
    expect(gradeByWinLost(6.99)).toBe('INACCURACY');
    expect(gradeByWinLost(7)).toBe('MISTAKE');
    expect(gradeByWinLost(14.99)).toBe('MISTAKE');
    expect(gradeByWinLost(15)).toBe('BLUNDER');
    expect(gradeByWinLost(100)).toBe('BLUNDER');
  });

  it('keeps points (and a solved endgame) at 5, 15 and 40', () => {
    expect([4, 5, 14, 15, 39, 40].map(gradeOf)).toEqual([
      null,
      'INACCURACY',
      'INACCURACY',
      'MISTAKE',
      'MISTAKE',
      'BLUNDER',
    ]);
  });
});

describe('accuracy', () => {
  it('follows 103.1668 e^(-0.04354 d) - 3.1669 + 1, clamped to 0-100', () => {
    // d = 0: 103.1668 - 2.1669 = 100.9999, clamped to 100.
    expect(moveAccuracy(0)).toBe(100);
    // d = 10: 103.1668 * 0.647006... - 2.1669 = 64.5826...
    expect(moveAccuracy(10)).toBeCloseTo(103.1668 * Math.exp(-0.4354) - 2.1669, 10);
    expect(moveAccuracy(10)).toBeCloseTo(64.5826, 4);
    // d = 50: 103.1668 * 0.113381... - 2.1669 = 9.5303...
    expect(moveAccuracy(50)).toBeCloseTo(9.5303, 4);
    // d = 100: 1.3262 - 2.1669 < 0, clamped to 0.
    expect(moveAccuracy(100)).toBe(0);
  });

  it("takes a side's mean of the arithmetic and the harmonic mean, each at least 1 there", () => {
    // 100, 50: arithmetic 75, harmonic 2 / (0.01 + 0.02) = 66.667; mean 70.83 -> 70.8.
    expect(sideAccuracy([100, 50])).toBe(70.8);
    // 80, 0: arithmetic 40, harmonic 2 / (1/80 + 1/1) = 1.975; mean 20.99 -> 21.
    expect(sideAccuracy([80, 0])).toBe(21);
    expect(sideAccuracy([64.5838])).toBe(64.6);
    expect(sideAccuracy([])).toBeNull();
  });
});

describe('unseen tiles after a move', () => {
  it('counts the bag after drawing and the opponent rack', () => {
    // 93 off the board before: the bag 79; placing 3 and drawing 3: a bag of 76 and 7 = 83.
    expect(unseenAfter(93, 3, 7)).toBe(83);
    // A bag of 2 before, 5 placed: 2 drawn, the bag empty, the opponent's 7 unseen.
    expect(unseenAfter(16, 5, 7)).toBe(7);
    // The bag empty before: the opponent's rack is the pool minus the mover's rack.
    expect(bagEmpty(11)).toBe(true);
    expect(unseenAfter(11, 2, 5)).toBe(6);
  });
});

/** HEI at 8G-8I; triple words at G7 and K8. */
const TWS = {
  language: 'NO_B',
  layout: plainLayout({ '6,6': SquareType.TW, '10,7': SquareType.TW }),
} as const;

/** The bot laid HEI; the player A for HEIA (7), the bot's next rack is S. */
function heiaGame(): AnalysisGame {
  return {
    ...TWS,
    finished: true,
    moves: [
      move(1, 6, 7, false, 'HEI', { points: 6, playerMove: false, rack: 'HEI' }),
      move(2, 9, 7, false, 'A', { points: 7, playerMove: true }),
      move(3, 7, 8, true, 'S', { points: 2, playerMove: false, rack: 'S' }),
    ],
  };
}

describe('win% lost in the analysis', () => {
  const lexicon = words('hei', 'heia', 'heias', 'ah', 'es');

  it('compares the chance after the move with the best known alternative', () => {
    // Spread before: -6. HEIA: -6 + 7 = 1; G7 AH on the triple word: -6 + 12 = 6.
    for (const [chance, lost, grade] of [
      [0.5299, 2.99, null],
      [0.53, 3, 'INACCURACY'],
      [0.5699, 6.99, 'INACCURACY'],
      [0.57, 7, 'MISTAKE'],
      [0.6499, 14.99, 'MISTAKE'],
      [0.65, 15, 'BLUNDER'],
    ] as const) {
      const engine = engineWith(lexicon, tableModel({ 1: 0.5, 6: chance }));
      const a = analyseGame(engine, heiaGame()).moves[1] as MoveAnalysis;
      expect(a).toMatchObject({ basis: 'WIN', winPlayed: 0.5, winBest: chance, missed: 5 });
      expect(a.winLost).toBeCloseTo(lost, 9);
      expect(a.grade).toBe(grade);
      expect(a.better?.notation).toBe('G7 AH');
      expect(a.accuracy).toBeCloseTo(moveAccuracy(lost), 6);
    }
  });

  it('gives no grade and full accuracy to the best move, and analyses in points without a table', () => {
    const engine = engineWith(lexicon, lineModel(0.01));
    const game = heiaGame();
    const best = {
      ...game,
      moves: [game.moves[0]!, move(2, 6, 6, true, 'A', { points: 12, playerMove: true })],
    };
    const a = analyseGame(engine, best).moves[1] as MoveAnalysis;
    expect(a).toMatchObject({ winLost: 0, grade: null, accuracy: 100, better: null });
    const points = analyseGame(lexicon, heiaGame());
    expect(points.strategyVersion).toBeNull();
    expect(points.winChances).toBeNull();
    expect(points.moves[1]).toMatchObject({
      basis: 'POINTS',
      winLost: null,
      accuracy: null,
      grade: 'INACCURACY',
    });
    expect(points.summary.player.accuracy).toBeNull();
  });

  it("judges by the engine's model: in winning chances with one, in points without", () => {
    const engine = engineWith(lexicon, lineModel(0.01));
    const chances = analyseGame(engine, heiaGame());
    expect(chances.strategyVersion).toBe('test-line-1');
    expect(chances.winChances).not.toBeNull();
    // HEIA to +1 (0.51) where G7 AH gave +6 (0.56).
    expect(chances.moves[1]).toMatchObject({ basis: 'WIN', grade: 'INACCURACY' });
    expect(chances.moves[1]?.winLost).toBeCloseTo(5, 9);
    // The same engine with no model: the analysis a bare lexicon gets, in points.
    const points = analyseGame(engine.withModel(null), heiaGame());
    expect(points.strategyVersion).toBeNull();
    expect(points.winChances).toBeNull();
    expect(points.moves[1]).toMatchObject({ basis: 'POINTS', winLost: null, accuracy: null });
    expect(points).toEqual(analyseGame(lexicon, heiaGame()));
  });

  it("draws the player's chance after every move and names the tables", () => {
    const analysis = analyseGame(engineWith(lexicon, lineModel(0.01)), heiaGame());
    expect(analysis.strategyVersion).toBe('test-line-1');
    // Bot +6 (player 0.44), player HEIA to +1 (0.51), bot ES: the player's -1 (0.49).
    const chances = analysis.winChances as number[];
    expect(chances.map((c) => Math.round(c * 100) / 100)).toEqual([0.5, 0.44, 0.51, 0.49]);
    expect(analysis.summary.player.accuracy).toBe(sideAccuracy([moveAccuracy(5)]));
  });
});

describe('equity', () => {
  it('ranks a rack by points plus leave value, ties by fewer tiles then notation', () => {
    const engine = engineWith(words('se', 'es', 'ser', 'sære'), testModel());
    const top = topMovesByEquity(engine, emptyBoard(), 'SERQ', TWS, 50);
    for (const m of top) {
      expect(m.equity).toBeCloseTo(m.points + heuristicLeave(m.leave, 'NO_B'), 9);
    }
    for (let i = 1; i < top.length; i++) {
      const [a, b] = [top[i - 1]!, top[i]!];
      expect(
        a.equity > b.equity ||
          (a.equity === b.equity &&
            (a.numTiles < b.numTiles || (a.numTiles === b.numTiles && a.notation < b.notation))),
      ).toBe(true);
    }
    // SER keeps Q (-4); SE keeps RQ (+2.5 - 4).
    expect(top.find((m) => m.mainWord === 'SER')?.leave).toBe('Q');
  });
});

describe('Hvorfor', () => {
  const lexicon = words('hei', 'heia', 'heias', 'ah', 'es');

  it('breaks the better move down to its premium square', () => {
    const a = analyseGame(engineWith(lexicon, lineModel(0.01)), heiaGame(), { why: true })
      .moves[1] as MoveAnalysis;
    expect(a.grade).toBe('INACCURACY');
    const why = a.why!;
    expect(why.better).toEqual({
      notation: 'G7 AH',
      points: 12,
      words: [{ word: 'AH', points: 12 }],
      premiums: [{ square: 'G7', code: SquareType.TW, letter: 'A' }],
      bingo: false,
    });
    expect(why.played).toMatchObject({ notation: '8G HEIA', points: 7, premiums: [] });
    // The player's rack is unknown: no leaves.
    expect(why.leaves).toBeNull();
  });

  it("gives what each move opens by racks drawn from the unseen tiles, never the bot's real rack", () => {
    const opens = (rack: string | null) => {
      const base = heiaGame();
      const game = { ...base, moves: base.moves.map((m, i) => (i === 2 ? { ...m, rack } : m)) };
      const engine = engineWith(lexicon, lineModel(0.01));
      return analyseGame(engine, game, { why: true }).moves[1]?.why?.opens;
    };
    // HEIA leaves the triple word at K8 to an S (HEIAS 24); the same racks after AH score less.
    expect(opens('S')).toEqual({ racks: OPENING_RACKS, afterPlayed: 20, afterBetter: 14.8 });
    // The bot's real next rack changes nothing: the player could not know it.
    for (const rack of ['ES', 'AEHIS??', null]) expect(opens(rack)).toEqual(opens('S'));
  });

  it('draws the same racks from the position alone, from the tiles the mover cannot see', () => {
    const board = put(emptyBoard(), 6, 7, false, 'HEI');
    const pool = opponentPool(board, 'AEHRST?', TWS)!;
    // The set minus the three tiles on the board and the seven on the rack.
    expect(pool).toHaveLength(unseenTiles(board, 'NO_B').total - 7);
    const racks = opponentRacks(board, pool);
    expect(racks).toHaveLength(OPENING_RACKS);
    expect(opponentRacks([...board], [...pool])).toEqual(racks);
    const left = new Map<string, number>();
    for (const tile of pool) left.set(tile, (left.get(tile) ?? 0) + 1);
    for (const rack of racks) {
      expect(rack).toHaveLength(7);
      const counts = new Map<string, number>();
      for (const tile of rack) counts.set(tile, (counts.get(tile) ?? 0) + 1);
      for (const [tile, n] of counts) expect(n).toBeLessThanOrEqual(left.get(tile) ?? 0);
    }
    // Another position draws other racks.
    expect(opponentRacks(put([...board], 7, 8, true, 'S'), pool)).not.toEqual(racks);
    // With the bag empty the unseen tiles are the opponent's rack: one draw, all of it.
    expect(opponentRacks(board, ['A', 'E', 'S'])).toEqual(['AES']);
    expect(opponentRacks(board, [])).toEqual([]);
    // More of a tile than the set has: no pool.
    expect(opponentPool(board, 'ZZZZZZZ', TWS)).toBeNull();
  });

  it('shows a missed bingo (+40) and the tiles each move keeps with their values', () => {
    const engine = engineWith(words('se', 'stearin'), testModel());
    const game: AnalysisGame = {
      language: 'NO_B',
      layout: plainLayout(),
      finished: true,
      moves: [move(1, 7, 7, false, 'SE', { points: 2, playerMove: false, rack: 'AEINRST' })],
    };
    const a = analyseGame(engine, game, { why: true }).moves[0] as MoveAnalysis;
    expect(a.basis).toBe('WIN');
    expect(a.leave).toEqual({ tiles: 'AINRT', value: heuristicLeave('AINRT', 'NO_B') });
    expect(a.equity).toBeCloseTo(2 + heuristicLeave('AINRT', 'NO_B'), 9);
    expect(a.equityTop?.[0]).toMatchObject({
      mainWord: 'STEARIN',
      points: 48,
      leave: '',
      equity: 48,
    });
    const why = a.why!;
    // S T E A R I N: 1 + 1 + 1 + 1 + 1 + 2 + 1 = 8, and the bingo's 40.
    expect(why.better).toMatchObject({ points: 48, bingo: true, premiums: [] });
    expect(why.leaves).toEqual({
      played: { tiles: 'AINRT', value: heuristicLeave('AINRT', 'NO_B') },
      better: { tiles: '', value: 0 },
    });
    // The bag is full: the bot's reply is judged over drawn racks.
    expect(why.opens?.racks).toBe(OPENING_RACKS);
  });
});

describe('analyseMove alone', () => {
  it('reads the pool from the board when it has no game around it', () => {
    const engine = engineWith(words('hei', 'heia', 'ah'), lineModel(0.01));
    const board = put(emptyBoard(), 6, 7, false, 'HEI');
    const a = analyseMove(engine, board, move(2, 9, 7, false, 'A', { points: 7 }), null, TWS);
    expect(a.winLost).toBeCloseTo(5, 9);
  });
});
