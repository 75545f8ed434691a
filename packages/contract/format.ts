/**
 * Number, percentage and date display in Norwegian bokmål (docs/product.md: Player list, Limits; docs/architecture.md).
 * Results are exactly what Intl gives: nb-NO groups digits and separates the percent sign with
 * a no-break space (U+00A0) and writes minus as U+2212, so tests should normalise spaces.
 * Every number the web app and the worker show is written here: lint forbids toFixed,
 * toLocaleString and Intl.NumberFormat anywhere else in src/ and workers/ (eslint.config.js).
 */
import type { PlayerInfo } from './api-types.ts';
import { LOCALE, PERCENT_DECIMALS } from './constants.ts';

const numberFormat = new Intl.NumberFormat(LOCALE);
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: PERCENT_DECIMALS,
  maximumFractionDigits: PERCENT_DECIMALS,
});
const percentOneFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const relativeFormat = new Intl.RelativeTimeFormat('nb', { numeric: 'auto' });

/** Intl formatters are costly to build; one per time zone is kept. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(
  kind: 'dateTime' | 'date' | 'full',
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'dateTime'
        ? { dateStyle: 'short', timeStyle: 'short' }
        : kind === 'date'
          ? { dateStyle: 'short' }
          : { dateStyle: 'full', timeStyle: 'medium' };
    format = new Intl.DateTimeFormat(LOCALE, timeZone ? { ...options, timeZone } : options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** PlayerInfo's counts, tolerating missing values (docs/product.md, Player list). */
export interface WonCounts {
  won?: PlayerInfo['won'] | null;
  gamesFinished?: PlayerInfo['gamesFinished'] | null;
}

/**
 * docs/product.md, Player list: won / gamesFinished * 100, a missing (null or undefined) won counting as 0 and a
 * missing gamesFinished as 1. Zero finished games gives 0/0; that shows as 0, not NaN.
 */
export function percentageWon(player: WonCounts): number {
  const won = player.won ?? 0;
  const finished = player.gamesFinished ?? 1;
  const percent = (won / finished) * 100;
  return Number.isFinite(percent) ? percent : 0;
}

/** 66.666 -> '66,67 %' (with U+00A0 before the sign). */
export function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

/** The player table's 'percentage won' cell. */
export function formatPercentageWon(player: WonCounts): string {
  return formatPercent(percentageWon(player));
}

/** 1234567 -> '1 234 567' (U+00A0 between groups). */
export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** Intl formatters are costly to build: one per number of decimals, at most or exactly. */
const decimalFormats = new Map<string, Intl.NumberFormat>();
function decimalFormat(decimals: number, fixed: boolean): Intl.NumberFormat {
  const key = `${decimals}|${fixed}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: fixed ? decimals : 0,
      maximumFractionDigits: decimals,
    });
    decimalFormats.set(key, format);
  }
  return format;
}

/** At most `decimals` decimals, one by default: 4.25 -> '4,3', 12 -> '12', 1234.5 -> '1 234,5'. */
export function formatDecimal(n: number, decimals = 1): string {
  return decimalFormat(decimals, false).format(n);
}

/** Exactly `decimals` decimals: (3.5, 2) -> '3,50', (54, 1) -> '54,0'. */
export function formatFixed(n: number, decimals: number): string {
  return decimalFormat(decimals, true).format(n);
}

/**
 * Every per cent the app shows but the percentage won, a percentage (0-100) with one decimal:
 * 27.75 -> '27,8 %' (U+00A0 before the sign). The spec's percentage won keeps its 2 decimals
 * (formatPercent).
 */
export function formatPercentOne(percent: number): string {
  return percentOneFormat.format(percent / 100);
}

/** A value with its sign and at most one decimal: 4.5 -> '+4,5', -2 -> '−2' (U+2212), 0 -> '+0'. */
export function formatSigned(value: number): string {
  const text = formatDecimal(Math.abs(value));
  return value < 0 ? `−${text}` : `+${text}`;
}

/** A final spread (whole points) with its sign: 12 -> '+12', -3 -> '−3' (U+2212), 0 -> '0'. */
export function formatSpread(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/** Epoch seconds -> '14.11.2023, 23:13' in the user's time zone (or the one given). */
export function formatDateTime(epochSeconds: number, timeZone?: string): string {
  return dateTimeFormat('dateTime', timeZone).format(epochSeconds * 1000);
}

const monthFormat = new Intl.DateTimeFormat('nb-NO', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A month key 'YYYY-MM' -> 'des. 2018' (the charts' month labels). */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return monthFormat.format(Date.UTC(year, m - 1, 1));
}

/** Epoch seconds -> '14.11.2023'. */
export function formatDate(epochSeconds: number, timeZone?: string): string {
  return dateTimeFormat('date', timeZone).format(epochSeconds * 1000);
}

/** Epoch seconds -> 'tirsdag 14. november 2023 kl. 23:13:20', the search result's tooltip. */
export function formatDateTimeFull(epochSeconds: number, timeZone?: string): string {
  return dateTimeFormat('full', timeZone).format(epochSeconds * 1000);
}

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * 'for 3 timer siden', 'i går', 'om 2 dager': the largest whole unit of the distance from now
 * (both in epoch seconds); under a minute says 'nå'.
 */
export function formatRelative(epochSeconds: number, nowSeconds = Date.now() / 1000): string {
  const diff = epochSeconds - nowSeconds;
  const distance = Math.abs(diff);
  for (const [unit, seconds] of RELATIVE_UNITS) {
    if (distance >= seconds) return relativeFormat.format(Math.trunc(diff / seconds), unit);
  }
  return relativeFormat.format(0, 'second');
}
