/**
 * A deeper endgame judgement put in place of the review's (../shared/docs/verdict.md rule 4):
 * what 'Søk dypere' finds replaces the grade, the list, the board's 'Beste trekk' and the
 * summary together. Light: the replay's page imports it without the search.
 */
import { moveAccuracy } from './accuracy.ts';
import { outcomeChance } from './outcome.ts';
import { endgameGrade, percentagePoints } from './grades.ts';
import type { Alternative, MoveAnalysis, PerfectEndgame } from './types.ts';
import { buildVerdict } from './verdict.ts';

/**
 * A move's review with a deeper endgame report in place of the review's own (verdict.md rule 4:
 * deeper replaces shallower on the whole page): the grade by the same rule (analyse.ts
 * endgameGrade), the winning chances, win% lost, accuracy, the better move where the review
 * holds its placement, the verdict; 'Hvorfor' goes where the better move changed.
 */
export function withDeeperReport(move: MoveAnalysis, report: PerfectEndgame): MoveAnalysis {
  const best = outcomeChance(report.bestSpread);
  const played = outcomeChance(report.playedSpread);
  const winLost = percentagePoints(best - played);
  const grade = endgameGrade(report, best - played);
  const accuracy = move.accuracy === null ? null : moveAccuracy(winLost);
  const pool: Alternative[] = [
    ...(move.rackTop ?? []),
    ...(move.playedAlternative ? [move.playedAlternative] : []),
    ...(move.better ? [move.better] : []),
  ];
  const first = report.best[0]?.notation;
  const better = report.lost > 0 && first ? (pool.find((a) => a.notation === first) ?? null) : null;
  const placed = move.rackTop?.find((a) => a.played) ?? move.playedAlternative ?? null;
  const verdict = buildVerdict({
    rack: move.rack,
    rackSource: move.rackSource,
    played: placed,
    endgame: { report, chances: { best, played } },
    pool: [],
    equityOf: (m) => m.points,
    winOf: null,
    ranked: null,
    grade,
    winLost: move.winLost === null ? null : winLost,
    accuracy,
  });
  return {
    ...move,
    endgame: { ...report, deepened: true },
    grade,
    winPlayed: move.winPlayed === null ? null : played,
    winBest: move.winBest === null ? null : best,
    winLost: move.winLost === null ? null : winLost,
    accuracy,
    better,
    why: better && move.better && better.notation === move.better.notation ? move.why : null,
    verdict,
  };
}
