/**
 * The simulation's resumable long runs (tests/bench/simulate-runs.ts): a run appends a line per
 * item and starts where its checkpoint ends, and the figures read the checkpoint: agreement with
 * its near ties, the match's share with its interval.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  agreementFigures,
  DEFAULT_MATCH_SEEDS,
  formatMatch,
  jsonLines,
  MATCH_FILE,
  MATCH_TMP_DIR,
  matchFigures,
  matchFile,
  matchSetSummary,
  resume,
  type AgreementLine,
  type AgreementRun,
  type MatchLine,
} from '../../../../tests/bench/simulate-runs.ts';

function run(best: string, cross: [number, number]): AgreementRun {
  const ranking = [
    { move: best, win: 0.5, winError: 0.01, spread: 0, spreadError: 1 },
    { move: 'other', win: 0.45, winError: 0.01, spread: 0, spreadError: 1 },
  ];
  return { seed: 11, ranking, cross };
}

describe('simulate runs', () => {
  it('appends one line per item and goes on where the checkpoint ends', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sim-runs-')), 'runs.jsonl');
    const played: number[] = [];
    const one = (i: number) => {
      played.push(i);
      return { i };
    };
    const key = (line: { i: number }) => line.i;
    expect(resume(file, 4, key, one, { minutes: 0 })).toBe(0);
    expect(resume(file, 2, key, one)).toBe(2);
    expect(resume(file, 5, key, one, { part: 1, parts: 2 })).toBe(1);
    expect(resume(file, 5, key, one)).toBe(2);
    expect(played).toEqual([0, 1, 3, 2, 4]);
    expect(jsonLines<{ i: number }>(file).map(key)).toEqual([0, 1, 3, 2, 4]);
    expect(jsonLines(file + '.none')).toEqual([]);
  });

  it('counts a disagreement as a near tie when both runs together do not separate the two', () => {
    const lines: AgreementLine[] = [
      { index: 0, agree: true, runs: [run('A', [0, 0]), run('A', [0, 0])], cpuMs: 10 },
      // Means 0.01 and -0.008 (0.001 together) against errors of 0.004: a near tie.
      {
        index: 1,
        agree: false,
        runs: [run('A', [0.01, 0.004]), run('B', [-0.008, 0.004])],
        cpuMs: 10,
      },
      // Both runs put A ahead by 0.03 with errors of 0.004: A is the better, B's run missed.
      {
        index: 2,
        agree: false,
        runs: [run('A', [0.03, 0.004]), run('B', [0.03, 0.004])],
        cpuMs: 10,
      },
    ];
    expect(agreementFigures(lines)).toEqual({
      positions: 3,
      agree: 1,
      withinTwoErrors: 2,
      closeAtTop: 0,
      cpuMs: 30,
    });
  });

  it('scores the match from the simulating side with draws half and a Wilson interval', () => {
    const line = (game: number, simulating: number, equity: number, score: number): MatchLine => ({
      game,
      simulatingFirst: game % 2 === 0,
      simulating,
      equity,
      score,
      cpuMs: 5,
    });
    const m = matchFigures([line(0, 400, 350, 1), line(1, 380, 380, 0.5), line(2, 300, 390, 0)]);
    expect(m).toMatchObject({ games: 3, score: 1.5, cpuMs: 15 });
    expect(m.meanMargin).toBeCloseTo(-40 / 3);
    expect(m.interval[0]).toBeLessThan(0.5);
    expect(m.interval[1]).toBeGreaterThan(0.5);
  });

  it('keeps each seed set in its own checkpoint, all in the ignored .tmp/, and names its seeds', () => {
    expect(matchFile(DEFAULT_MATCH_SEEDS)).toBe(MATCH_FILE);
    const other = matchFile({ simSeed: 41, firstSeed: 730000 });
    expect(other).toBe(path.join(MATCH_TMP_DIR, 'match-sim41-from730000.jsonl'));
    expect(path.relative(process.cwd(), other)).toBe(
      path.join('.tmp', 'bench', 'simulate-runs', 'match-sim41-from730000.jsonl'),
    );
    const lines: MatchLine[] = [
      {
        game: 3,
        seed: 730003,
        simulatingFirst: false,
        simulating: 420,
        equity: 400,
        score: 1,
        cpuMs: 4000,
      },
      {
        game: 4,
        seed: 730004,
        simulatingFirst: true,
        simulating: 380,
        equity: 400,
        score: 0,
        cpuMs: 6000,
      },
    ];
    const seeds = { simSeed: 41, firstSeed: 730000 };
    expect(matchSetSummary(seeds, lines)).toEqual({
      simSeed: 41,
      firstSeed: 730000,
      games: 2,
      gameRange: [3, 4],
      score: 1,
      share: 50,
      interval: [9.5, 90.5],
      meanMargin: 0,
      cpuSecondsPerGame: 5,
    });
    expect(formatMatch(seeds, lines)).toMatch(
      /^match \(game g from seed 730000 \+ g, the simulating player's seed 41\): the simulating player 1 of 2 games .* 95 % interval 9\.5-90\.5 %/,
    );
  });
});
