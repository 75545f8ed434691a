/** Grades by points missed (docs/analysis.md): 5-14, 15-39, 40 or more; below 5 no grade. */
import type { Grade } from './types.ts';

export const GRADE_LABELS: Record<Grade, string> = {
  INACCURACY: 'Unøyaktighet',
  MISTAKE: 'Feil',
  BLUNDER: 'Tabbe',
};

/** Lowest points missed of each grade. */
export const GRADE_THRESHOLDS: Record<Grade, number> = {
  INACCURACY: 5,
  MISTAKE: 15,
  BLUNDER: 40,
};

export function gradeOf(missed: number): Grade | null {
  if (missed >= GRADE_THRESHOLDS.BLUNDER) return 'BLUNDER';
  if (missed >= GRADE_THRESHOLDS.MISTAKE) return 'MISTAKE';
  if (missed >= GRADE_THRESHOLDS.INACCURACY) return 'INACCURACY';
  return null;
}
