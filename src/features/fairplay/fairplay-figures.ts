/** The desk's list columns and monthly rates (docs/analysis.md "Fair play"). */
import type { FairplayMonth, FairplaySortKey } from '@ordbot/contract/api-types.ts';
import { FAIRPLAY_SORT_KEYS } from '@ordbot/contract/fairplay-desk.ts';
import type { SortState } from '../../ui/sort-header.tsx';

import { ratePercent } from '@ordbot/contract/fairplay-desk.ts';

export { ratePercent };

/** The sortable columns, in the table's order; the server sorts and pages by them. */
export const SORTABLE_FAIRPLAY_COLUMNS = FAIRPLAY_SORT_KEYS;

/** The server's order: highest z first. */
export const INITIAL_FAIRPLAY_SORT: SortState<FairplaySortKey> = {
  key: 'z',
  direction: 'descending',
};

/** Fewest analysed moves in a month for its rates to be drawn. */
export const RATE_MIN_MOVES = 10;

export type MonthRate = FairplayMonth;

/** 'YYYY-MM' after `month`. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every month from the first to the last, months without analysed moves as zeros. */
export function withEmptyMonths(months: readonly MonthRate[]): MonthRate[] {
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  if (!first || !last) return [];
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const out: MonthRate[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    out.push(byMonth.get(month) ?? { month, moves: 0, bestFound: 0, expected: 0 });
  }
  return out;
}

/** A month's rate in percent, or null when it has under RATE_MIN_MOVES analysed moves. */
export function drawnRate(count: number, moves: number): number | null {
  return moves < RATE_MIN_MOVES ? null : Math.round(ratePercent(count, moves) * 10) / 10;
}
