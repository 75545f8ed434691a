/**
 * Accuracy ('Nøyaktighet', docs/strategy.md "Accuracy"): per move from its win% lost as lichess
 * computes it, per side and game the mean of the arithmetic and the harmonic mean of its moves'.
 */

/** A move's accuracy, 0-100, from its win% lost `d` in percentage points (0-100 scale). */
export function moveAccuracy(d: number): number {
  const raw = 103.1668 * Math.exp(-0.04354 * d) - 3.1669 + 1;
  return Math.min(100, Math.max(0, raw));
}

/**
 * A side's accuracy over its analysed moves' accuracies: the mean of the arithmetic mean and the
 * harmonic mean (each accuracy counted at least 1 in the harmonic mean), one decimal. Null when
 * the side has no analysed move.
 */
export function sideAccuracy(accuracies: readonly number[]): number | null {
  const n = accuracies.length;
  if (n === 0) return null;
  let sum = 0;
  let inverse = 0;
  for (const a of accuracies) {
    sum += a;
    inverse += 1 / Math.max(a, 1);
  }
  const value = (sum / n + n / inverse) / 2;
  return Math.round(value * 10) / 10;
}

/** The mean of figures already rounded to one decimal (the profile's averages), one decimal. */
export function averageAccuracy(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10;
}
