import { describe, expect, it } from 'vitest';
import { summarise } from '../../analysis/summary.ts';
import type { AnalysisGame, MoveAnalysis } from '../../analysis/types.ts';
import { STANDARD_BOARD } from '../../board.ts';
import { move } from './helpers.ts';

function analysis(
  moveNum: number,
  missed: number,
  extra: Partial<MoveAnalysis> = {},
): MoveAnalysis {
  return {
    moveNum,
    playerMove: moveNum % 2 === 1,
    words: [],
    rulesPoints: 10,
    recordedPoints: 10,
    bestSameTiles: null,
    rack: null,
    rackSource: null,
    rackTop: null,
    playedAlternative: null,
    bestFound: missed === 0,
    missed,
    grade: null,
    bingoPossible: null,
    basis: 'POINTS',
    winPlayed: null,
    winBest: null,
    winLost: null,
    better: null,
    leave: null,
    equity: null,
    equityTop: null,
    accuracy: null,
    why: null,
    endgame: null,
    ...extra,
  };
}

const game: AnalysisGame = {
  language: 'NO_B',
  layout: STANDARD_BOARD,
  finished: true,
  moves: [
    move(1, 4, 7, false, 'HEISANN'),
    move(2, 0, 0, false, 'AB'),
    move(3, 0, 0, false, 'AB'),
    move(4, 0, 0, false, 'ABCDEFG'),
    move(5, 0, 0, false, 'AB'),
    move(6, 0, 0, false, 'AB'),
    move(7, 0, 0, false, 'AB'),
  ],
};

describe('summarise', () => {
  it('counts each side over its analysed moves', () => {
    const summary = summarise(
      [
        analysis(1, 0),
        analysis(2, 0, { rack: 'ABCDEFG', rackSource: 'BOT', bingoPossible: true }),
        analysis(3, 12),
        analysis(4, 0, { rack: 'ABCDEFG', rackSource: 'BINGO', bingoPossible: true }),
        analysis(5, 30),
        analysis(6, 7, { rack: 'ABCD', rackSource: 'BOT', bingoPossible: null }),
        analysis(7, 30),
      ],
      game,
    );
    expect(summary.player).toEqual({
      movesAnalysed: 4,
      bestFound: 1,
      bestFoundPercent: 25,
      pointsMissed: 72,
      missedPerMove: 18,
      biggestMiss: { moveNum: 5, missed: 30 }, // the earliest of two 30s
      bingosPlayed: 1,
      bingosPossible: null,
      racksKnown: 0,
      accuracy: null,
      graded: [],
    });
    expect(summary.bot).toEqual({
      movesAnalysed: 3,
      bestFound: 2,
      bestFoundPercent: 66.7,
      pointsMissed: 7,
      missedPerMove: 2.3,
      biggestMiss: { moveNum: 6, missed: 7 },
      bingosPlayed: 1,
      bingosPossible: 2,
      racksKnown: 3,
      accuracy: null,
      graded: [],
    });
  });

  it('gives zeros and no biggest miss when nothing was analysed or missed', () => {
    const empty = summarise([null, analysis(2, 0)], game);
    expect(empty.player).toMatchObject({ movesAnalysed: 0, bestFoundPercent: 0, missedPerMove: 0 });
    expect(empty.player.biggestMiss).toBeNull();
    expect(empty.bot).toMatchObject({ movesAnalysed: 1, bestFoundPercent: 100, biggestMiss: null });
    expect(empty.player.accuracy).toBeNull();
  });

  it("gives each side's accuracy over its moves with one and lists its graded moves", () => {
    const summary = summarise(
      [
        analysis(1, 0, { accuracy: 100 }),
        analysis(2, 0, { accuracy: 50 }),
        analysis(3, 12, { accuracy: 40, grade: 'MISTAKE' }),
        analysis(4, 0),
        analysis(5, 30, { accuracy: 0.5, grade: 'BLUNDER' }),
      ],
      game,
    );
    // Player: 100, 40, 0.5 -> mean 46.8333; harmonic with 0.5 as 1: 3 / (0.01 + 0.025 + 1).
    expect(summary.player.accuracy).toBe(
      Math.round(((140.5 / 3 + 3 / (1 / 100 + 1 / 40 + 1)) / 2) * 10) / 10,
    );
    expect(summary.player.accuracy).toBe(24.9);
    expect(summary.player.graded).toEqual([
      { moveNum: 3, grade: 'MISTAKE' },
      { moveNum: 5, grade: 'BLUNDER' },
    ]);
    // Bot: only move 2 has an accuracy.
    expect(summary.bot.accuracy).toBe(50);
    expect(summary.bot.graded).toEqual([]);
  });
});
