import type { PlayerProfile } from '@ordbot/contract/api-types.ts';

/** Won games as a percentage of the month's games, 1 decimal. */
export const winPercent = (m: PlayerProfile['months'][number]) =>
  m.games === 0 ? 0 : Math.round((m.won / m.games) * 1000) / 10;

type Month = PlayerProfile['months'][number];

/** Every month from the first to the last, months without games as zeros (for the chart). */
export function withEmptyMonths(months: readonly Month[]): Month[] {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return [];
  const byLabel = new Map(months.map((m) => [m.label, m]));
  const out: Month[] = [];
  let [year, month] = first.label.split('-').map(Number) as [number, number];
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    out.push(byLabel.get(label) ?? { label, games: 0, won: 0, averageScore: 0 });
    if (label >= last.label) return out;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Months a rate looks back over, and the fewest games that give it a point. */
export const RATE_WINDOW = 3;
export const RATE_MIN_GAMES = 5;

/**
 * The win percentage of each month over the last `window` months (the month and the ones before
 * it), null where those months hold fewer than `minGames` games: one game a month would swing
 * a month's own rate from 0 to 100 %.
 */
export function smoothedWinPercent(
  months: readonly Month[],
  window = RATE_WINDOW,
  minGames = RATE_MIN_GAMES,
): (number | null)[] {
  return months.map((_m, i) => {
    const span = months.slice(Math.max(0, i - window + 1), i + 1);
    const games = span.reduce((sum, m) => sum + m.games, 0);
    const won = span.reduce((sum, m) => sum + m.won, 0);
    return games < minGames ? null : Math.round((won / games) * 1000) / 10;
  });
}
