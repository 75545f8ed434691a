/** The statistics view's chart query (docs/product.md, Statistics): what the two dropdowns pick. */
import type { StatsDataItem, StatsRequest, StatsResult } from '@ordbot/contract/api-types.ts';
import type { StatsDataType } from '@ordbot/contract/enums.ts';
import { formatMonth } from '@ordbot/contract/format.ts';
import {
  STATS_LANGUAGE,
  STATS_MONTH_MONTHLY,
  STATS_MONTH_YEARLY,
  STATS_YEAR_FROM,
  STATS_YEAR_TO,
} from '@ordbot/contract/constants.ts';
import type { Fresh } from '../../cache/read-through.ts';
import { getGamesStarted, getNumPlayers } from '../../cache/stats.ts';

export type StatsInterval = 'monthly' | 'yearly';
export type StatsMeasure = 'gamesStarted' | 'numPlayers';

/** Month 1 at both ends asks for monthly buckets, month 0 for yearly; 2009 to 2035, NO_B. */
export function statsRequest(interval: StatsInterval): StatsRequest {
  const month = interval === 'monthly' ? STATS_MONTH_MONTHLY : STATS_MONTH_YEARLY;
  return {
    language: STATS_LANGUAGE,
    startTime: { year: STATS_YEAR_FROM, month },
    endTime: { year: STATS_YEAR_TO, month },
  };
}

/** Games started or unique players over time, with the answer's freshness for the chart's note. */
export function fetchStats(
  interval: StatsInterval,
  measure: StatsMeasure,
): Promise<Fresh<StatsResult>> {
  const query = statsRequest(interval);
  return measure === 'gamesStarted' ? getGamesStarted(query) : getNumPlayers(query);
}

/** 'YYYY' or 'YYYY-MM' as a running number: years, or months since year 0. */
function bucketKey(label: string): number | null {
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  return match[2] === undefined ? year : year * 12 + Number(match[2]) - 1;
}

function bucketLabel(key: number, dataType: StatsDataType): string {
  if (dataType === 'YEARLY') return String(key);
  const year = Math.floor(key / 12);
  return `${year}-${String((key % 12) + 1).padStart(2, '0')}`;
}

/**
 * The server leaves empty buckets out; the chart shows them as 0 so that its x axis runs
 * evenly through time. Labels it cannot read are kept as they come.
 */
export function fillBuckets(data: readonly StatsDataItem[], dataType: StatsDataType) {
  const keys = data.map((item) => bucketKey(item.label));
  const first = keys[0];
  const last = keys[keys.length - 1];
  if (
    first === undefined ||
    last === undefined ||
    first === null ||
    last === null ||
    keys.some((key) => key === null) ||
    last < first
  ) {
    return data.map((item) => ({ ...item }));
  }
  const values = new Map<number, number>();
  keys.forEach((key, index) => {
    if (key !== null) values.set(key, data[index]?.value ?? 0);
  });
  const filled: StatsDataItem[] = [];
  for (let key = first; key <= last; key++) {
    filled.push({ label: bucketLabel(key, dataType), value: values.get(key) ?? 0 });
  }
  return filled;
}

/**
 * A bucket as the reader sees it, on the chart's axis and in its table: a month in Norwegian as
 * elsewhere in the app ('2012-01' -> 'jan. 2012', formatMonth), a year as it is.
 */
export function periodText(label: string): string {
  return /^\d{4}-\d{2}$/.test(label) ? formatMonth(label) : label;
}

/** '2012–2026' (or '2026') from the first and last bucket. */
export function yearSpan(data: readonly StatsDataItem[]): string {
  const first = data[0]?.label.slice(0, 4) ?? '';
  const last = data[data.length - 1]?.label.slice(0, 4) ?? '';
  return first === last ? first : `${first}–${last}`;
}
