import { describe, expect, it } from 'vitest';
import type { FairplayPlayer } from '@ordbot/contract/api-types.ts';
import {
  byEvidence,
  caseDifficulties,
  fairplayEvidence,
  listedFigures,
  sortFairplay,
} from '@ordbot/contract/fairplay-desk.ts';
import { FAIRPLAY_MIN_MOVES } from '@ordbot/engine/fairplay.ts';

const row = (id: number, name: string, z: number, movesAnalysed = 200): FairplayPlayer => ({
  basicInfo: { id, name },
  movesAnalysed,
  bestFound: 0,
  expected: 0,
  z,
  botFlags: 0,
  accuracy: null,
});

describe("the fair-play desk's figures", () => {
  it('lists only players with at least FAIRPLAY_MIN_MOVES analysed moves', () => {
    const rates = [0.5, 0.5];
    const listed = listedFigures(
      [
        { playerId: 1, movesBy: [FAIRPLAY_MIN_MOVES - 1, 0], foundBy: [10, 0] },
        { playerId: 2, movesBy: [FAIRPLAY_MIN_MOVES - 1, 1], foundBy: [10, 1] },
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

  it('sorts by any column, ties in the list order', () => {
    const players = [row(1, 'Ørjan', 1, 100), row(2, 'Anne', 4, 300), row(3, 'Berit', 1, 300)];
    expect(sortFairplay(players, {}).map((p) => p.basicInfo.id)).toEqual([2, 3, 1]);
    const fewest = sortFairplay(players, { sort: 'movesAnalysed', direction: 'ascending' });
    expect(fewest.map((p) => p.basicInfo.id)).toEqual([1, 2, 3]);
  });

  it("makes the case from the difficulties below the player's average rate, with finds", () => {
    const rates = [0.3, 0.1, 0.2, 0.3, 0.9];
    const counts = [
      { difficulty: 0, moves: 1, found: 1 },
      { difficulty: 1, moves: 1, found: 0 },
      { difficulty: 2, moves: 1, found: 1 },
      { difficulty: 3, moves: 1, found: 1 },
      { difficulty: 4, moves: 1, found: 1 },
    ];
    // Average p 0.36: 0.1 has no find, 0.2 and 0.3 make the case, 0.9 does not.
    expect(caseDifficulties(counts, rates).sort()).toEqual([0, 2, 3]);
  });

  it('finds the hardest found moves also when people find most best placements', () => {
    const rates = [0.95, 0.81, 0.9, 0.84];
    const counts = rates.map((_, difficulty) => ({ difficulty, moves: 1, found: 1 }));
    expect(caseDifficulties(counts, rates).sort()).toEqual([1, 3]);
    expect(caseDifficulties([], rates)).toEqual([]);
  });
});
