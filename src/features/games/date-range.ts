/**
 * 'Starttid' as rules (docs/product.md, Game search): when a typed range is complete and valid,
 * what each preset means, and the years a date may have. Pure, so the picker only renders.
 */
import { CalendarDate } from '@internationalized/date';
import { STATS_YEAR_FROM, STATS_YEAR_TO } from '@ordbot/contract/constants.ts';
import { DATE_TEXT } from '../../ui/text-dates.ts';

/** The years a start time can have: the statistics' span (no game is older, none that far on). */
export const DATE_YEAR_MIN = STATS_YEAR_FROM;
export const DATE_YEAR_MAX = STATS_YEAR_TO;

export const DATE_MIN = new CalendarDate(DATE_YEAR_MIN, 1, 1);
export const DATE_MAX = new CalendarDate(DATE_YEAR_MAX, 12, 31);

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/**
 * What a commit of the picker (focus leaving it, Enter) does: search with a range (local days
 * 'YYYY-MM-DD', the earlier first), clear it, or tell the user what is wrong, in Norwegian and
 * without naming a field. `typed` says whether any segment holds a digit while a date is missing.
 */
export type RangeCheck =
  | { kind: 'range'; from: string; to: string }
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

function isoDay({ year, month, day }: DayParts): string {
  return new CalendarDate(year, month, day).toString();
}

function inYears({ year }: DayParts): boolean {
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

export function checkRange(
  start: DayParts | null,
  end: DayParts | null,
  typed: boolean,
): RangeCheck {
  if (!start && !end) {
    return typed ? { kind: 'error', message: DATE_TEXT.incomplete } : { kind: 'empty' };
  }
  if (!start || !end) return { kind: 'error', message: DATE_TEXT.incomplete };
  // A year typed as '2' is year 2, not 2002 or 1902: say what a year must be.
  if (!inYears(start) || !inYears(end)) return { kind: 'error', message: DATE_TEXT.yearRange };
  const [from, to] = [isoDay(start), isoDay(end)].sort() as [string, string];
  return { kind: 'range', from, to };
}

export const DATE_PRESETS = ['last7', 'last30', 'thisYear', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's days, counted from `today` (the user's local day), today included. */
export function presetRange(preset: DatePreset, today: CalendarDate): { from: string; to: string } {
  const yearStart = new CalendarDate(today.year, 1, 1);
  const range: Record<DatePreset, [CalendarDate, CalendarDate]> = {
    last7: [today.subtract({ days: 6 }), today],
    last30: [today.subtract({ days: 29 }), today],
    thisYear: [yearStart, today],
    lastYear: [yearStart.subtract({ years: 1 }), yearStart.subtract({ days: 1 })],
  };
  const [from, to] = range[preset];
  return { from: from.toString(), to: to.toString() };
}
