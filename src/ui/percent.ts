/**
 * Every per cent the app shows, with one decimal: 27.75 -> '27,8 %' (a no-break space before
 * the sign, as Intl writes it). The spec's percentage won keeps its 2 decimals (formatPercent
 * of @ordbot/contract/format.ts, the player table and details).
 */
const percentOne = new Intl.NumberFormat('nb-NO', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A percentage (0-100) with one decimal. */
export function formatPercentOne(percent: number): string {
  return percentOne.format(percent / 100);
}
