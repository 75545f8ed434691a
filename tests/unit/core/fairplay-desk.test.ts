import { describe, expect, it } from 'vitest';
import type { FairplayMove, FairplayPlayer } from '../../../core/api-types.ts';
import {
  byEvidence,
  fairplayEvidence,
  listedFigures,
  movesThatMakeTheCase,
} from '../../../core/fairplay-desk.ts';
import { FAIRPLAY_MIN_MOVES } from '../../../core/fairplay.ts';

const row = (id: number, name: string, z: number, movesAnalysed = 200): FairplayPlayer => ({
  basicInfo: { id, name },
  movesAnalysed,
  bestFound: 0,
  expected: 0,
  z,
  botFlags: 0,
});

describe("the fair-play desk's figures", () => {
  it('lists only players with at least FAIRPLAY_MIN_MOVES analysed moves', () => {
    const rates = [0.5, 0.5];
    const listed = listedFigures(
      [
        { playerId: 1, difficulty: 0, moves: FAIRPLAY_MIN_MOVES - 1, found: 10 },
        { playerId: 2, difficulty: 0, moves: FAIRPLAY_MIN_MOVES - 1, found: 10 },
        { playerId: 2, difficulty: 1, moves: 1, found: 1 },
      ],
      rates,
    );
    expect(listed.map((l) => l.playerId)).toEqual([2]);
    expect(listed[0]?.figures.movesAnalysed).toBe(FAIRPLAY_MIN_MOVES);
  });

  it('orders by z, then more moves, then by name', () => {
    const sorted = [
      row(1, 'Ørjan', 1),
      row(2, 'Anne', 4),
      row(3, 'Berit', 1, 300),
      row(4, 'Åse', 1),
    ].sort(byEvidence);
    expect(sorted.map((p) => p.basicInfo.name)).toEqual(['Anne', 'Berit', 'Ørjan', 'Åse']);
  });

  it("sums each game's moves and gives every move its difficulty's rate", () => {
    const { games, moves } = fairplayEvidence(
      [
        {
          gameId: 9,
          startTime: 20,
          moveNum: 3,
          points: 30,
          bestPoints: 30,
          found: true,
          difficulty: 1,
        },
        {
          gameId: 9,
          startTime: 20,
          moveNum: 1,
          points: 10,
          bestPoints: 12,
          found: false,
          difficulty: 0,
        },
        {
          gameId: 4,
          startTime: 10,
          moveNum: 1,
          points: 8,
          bestPoints: 8,
          found: true,
          difficulty: 1,
        },
      ],
      [0.333, 0.25],
    );
    expect(games).toEqual([
      { gameId: 9, startTime: 20, movesAnalysed: 2, bestFound: 1, expected: 0.58 },
      { gameId: 4, startTime: 10, movesAnalysed: 1, bestFound: 1, expected: 0.25 },
    ]);
    expect(moves.map((m) => m.p)).toEqual([0.25, 0.333, 0.25]);
  });

  it('makes the case with hard moves found, the hardest first, newest first on ties', () => {
    const move = (moveNum: number, found: boolean, p: number): FairplayMove => ({
      gameId: 1,
      moveNum,
      points: 10,
      bestPoints: 10,
      found,
      p,
    });
    const picked = movesThatMakeTheCase(
      [
        move(9, true, 0.3),
        move(8, false, 0.1),
        move(7, true, 0.2),
        move(6, true, 0.3),
        move(5, true, 0.9),
      ],
      2,
    );
    expect(picked.map((m) => m.moveNum)).toEqual([7, 9]);
  });

  it('finds the hardest found moves also when people find most best placements', () => {
    const move = (moveNum: number, found: boolean, p: number): FairplayMove => ({
      gameId: 1,
      moveNum,
      points: 10,
      bestPoints: 10,
      found,
      p,
    });
    const moves = [
      move(4, true, 0.95),
      move(3, true, 0.81),
      move(2, true, 0.9),
      move(1, true, 0.84),
    ];
    expect(movesThatMakeTheCase(moves).map((m) => m.moveNum)).toEqual([3, 1]);
    expect(movesThatMakeTheCase([])).toEqual([]);
  });
});
