/**
 * Grades (docs/analysis.md, docs/strategy.md): by points missed 5-14, 15-39, 40 or more (also a
 * solved endgame's final spread lost); with a strategy table by win% lost 3 to under 7, 7 to
 * under 15, 15 or more percentage points. Below the lowest, no grade.
 */
import type { Grade, PerfectEndgame } from './types.ts';

export const GRADE_LABELS: Record<Grade, string> = {
  INACCURACY: 'Unøyaktighet',
  MISTAKE: 'Feil',
  BLUNDER: 'Tabbe',
};

/** Lowest points missed (or final spread lost in a solved endgame) of each grade. */
export const GRADE_THRESHOLDS: Record<Grade, number> = {
  INACCURACY: 5,
  MISTAKE: 15,
  BLUNDER: 40,
};

/** Lowest win% lost (percentage points) of each grade. */
export const WIN_GRADE_THRESHOLDS: Record<Grade, number> = {
  INACCURACY: 3,
  MISTAKE: 7,
  BLUNDER: 15,
};

function gradeBy(thresholds: Record<Grade, number>, lost: number): Grade | null {
  if (lost >= thresholds.BLUNDER) return 'BLUNDER';
  if (lost >= thresholds.MISTAKE) return 'MISTAKE';
  if (lost >= thresholds.INACCURACY) return 'INACCURACY';
  return null;
}

/** The grade by points missed, or by final spread lost in an endgame solved exactly. */
export function gradeOf(missed: number): Grade | null {
  return gradeBy(GRADE_THRESHOLDS, missed);
}

/** The grade by win% lost, in percentage points (0-100 scale). */
export function gradeByWinLost(winLost: number): Grade | null {
  return gradeBy(WIN_GRADE_THRESHOLDS, winLost);
}

/**
 * A difference of chances in percentage points, at least 0, rounded to 6 decimals: the floating
 * noise of a subtraction (0.57 - 0.5 is 6.999999999999995 points) must not move a grade across
 * its threshold.
 */
export function percentagePoints(difference: number): number {
  return Math.max(0, Math.round(difference * 100 * 1e6) / 1e6);
}

/**
 * An endgame move's grade (verdict.md rule 3): one that changes the outcome (win to draw or loss,
 * draw to loss) by its win% lost, one that keeps it by the final spread lost; an unproven search
 * grades nothing, so an exact solve never finds a grade shown too high.
 */
export function endgameGrade(report: PerfectEndgame, chanceLost: number): Grade | null {
  if (!report.proven) return null;
  return chanceLost > 0 ? gradeByWinLost(percentagePoints(chanceLost)) : gradeOf(report.lost);
}
