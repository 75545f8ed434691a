/**
 * The recipe's two fits on records whose truth is known: leavegen recovers leave values and
 * fills leaves never seen from their neighbours; winfit recovers a logistic curve per unseen
 * count and measures its calibration.
 */
import { describe, expect, it } from 'vitest';
import { leaveIndex } from '../../strategy/leaves.ts';
import { SPREAD_BINS, SPREAD_LIMIT, UNSEEN_LIMIT } from '../../strategy/records.ts';
import { buildLeaveTable } from '../../node/strategy/leavegen.ts';
import { RunTotals } from '../../node/strategy/selfplay.ts';
import { calibrationError, fitWinModel } from '../../node/strategy/winfit.ts';
import { WinModel } from '../../strategy/win-model.ts';
import { mulberry32 } from '../../random.ts';

describe('leavegen', () => {
  it('recovers additive leave values and fills unseen leaves from the model', () => {
    const index = leaveIndex('NO_B');
    const single = new Map<string, number>(
      index.letters.map((l, i) => [l, l === '?' ? 25 : (i % 7) - 3]),
    );
    const truth = (tiles: string) => [...tiles].reduce((s, t) => s + (single.get(t) as number), 0);
    const totals = new RunTotals('NO_B');
    const base = 30;
    totals.emptyCount = 100_000;
    totals.emptySum = base * totals.emptyCount;
    totals.emptySumSq = (base * base + 400) * totals.emptyCount; // sd 20
    const rng = mulberry32(3);
    // Every leave of 1-3 tiles and a sample of larger ones are seen (short ones often), noise-free.
    for (let i = 0; i < index.size; i++) {
      const tiles = index.tilesAt(i);
      if (tiles.length > 3 && rng() > 0.02) continue;
      const n = tiles.length <= 2 ? 2000 : 50;
      totals.leaveCounts[i] = n;
      totals.leaveSums[i] = n * (base + truth(tiles));
    }
    totals.games = 1;
    const { table } = buildLeaveTable(totals);
    for (const tiles of ['?', 'E', 'AB', 'ERS', 'W'])
      expect(table.value(tiles)).toBeCloseTo(truth(tiles), 0);
    // Leaves of six never seen still get about their additive value.
    let worst = 0;
    for (let i = index.offsets[6] as number; i < index.size; i += 7919) {
      if ((totals.leaveCounts[i] as number) > 0) continue;
      const tiles = index.tilesAt(i);
      worst = Math.max(worst, Math.abs(table.value(tiles) - truth(tiles)));
    }
    expect(worst).toBeLessThan(1.5);
  }, 120_000);
});

describe('winfit', () => {
  it('recovers a logistic curve per unseen count, calibrated on held-out positions', () => {
    const truth = new WinModel({
      format: 1,
      language: 'NO_B',
      centre: Array.from({ length: UNSEEN_LIMIT + 1 }, (_, u) => 3 + u / 20),
      scale: Array.from({ length: UNSEEN_LIMIT + 1 }, (_, u) => 8 + u / 2),
    });
    const sample = (seed: number) => {
      const totals = new RunTotals('NO_B');
      const rng = mulberry32(seed);
      for (let n = 0; n < 400_000; n++) {
        const u = 7 + Math.floor(rng() * 88);
        const spread = Math.round((rng() - 0.5) * 200);
        const cell = u * SPREAD_BINS + spread + SPREAD_LIMIT;
        totals.winTotals[cell] = (totals.winTotals[cell] as number) + 1;
        if (rng() < truth.winChance(spread, u))
          totals.winHalves[cell] = (totals.winHalves[cell] as number) + 2;
      }
      totals.games = 1;
      return totals;
    };
    const { file } = fitWinModel(sample(1), null);
    const model = new WinModel(file);
    for (const u of [10, 40, 80]) {
      for (const s of [-50, 0, 30])
        expect(model.winChance(s, u)).toBeCloseTo(truth.winChance(s, u), 1);
    }
    expect(calibrationError(model, sample(2)).ece).toBeLessThan(0.02);
    for (let u = 0; u <= UNSEEN_LIMIT; u += 9) {
      expect(model.winChance(-1, u)).toBeLessThan(model.winChance(1, u));
    }
  }, 120_000);
});
