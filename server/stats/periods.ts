/**
 * Games started and unique players per year or month (docs/product.md, Statistics; docs/architecture.md,
 * statistics), read from the period_stats aggregate: buckets are Europe/Oslo calendar periods
 * labelled 'YYYY' or 'YYYY-MM', oldest first, and empty ones are left out.
 */
import { sql } from 'drizzle-orm';
import type { StatsResult, StatsRequest, YearMonth } from '@ordbot/contract/api-types.ts';
import { queryRows, type Db } from '../db/database.ts';

export type PeriodMeasure = 'gamesStarted' | 'uniquePlayers';

const COLUMNS: Record<PeriodMeasure, string> = {
  gamesStarted: 'games_started',
  uniquePlayers: 'unique_players',
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const yearLabel = (t: YearMonth) => pad(t.year, 4);
const monthLabel = (t: YearMonth) => `${pad(t.year, 4)}-${pad(t.month, 2)}`;

/** Buckets from startTime to endTime, both inclusive (a request that passed statsBody). */
export async function periodStats(
  db: Db,
  request: StatsRequest,
  measure: PeriodMeasure,
): Promise<StatsResult> {
  const yearly = request.startTime.month === 0;
  const label = yearly ? yearLabel : monthLabel;
  const column = sql.raw(COLUMNS[measure]);
  // Labels of one kind have one fixed width, so text order is time order.
  const data = await queryRows<{ label: string; value: number }>(
    db,
    sql`
    select period as label, ${column} as value from period_stats
    where language = ${request.language}
      and length(period) = ${yearly ? 4 : 7}
      and period between ${label(request.startTime)} and ${label(request.endTime)}
      and ${column} > 0
    order by period collate "C"`,
  );
  return {
    numRecords: data.length,
    data: data.map((d) => ({ label: d.label, value: Number(d.value) })),
    dataType: yearly ? 'YEARLY' : 'MONTHLY',
  };
}
