/** Statistics buckets are calendar years and months in Europe/Oslo (docs/architecture.md). */
const osloParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
});

/** The year ('2024') and month ('2024-03') a start time (epoch seconds) belongs to. */
export function periodsOf(startTime: number): [string, string] {
  const parts = osloParts.formatToParts(new Date(startTime * 1000));
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  return [year, `${year}-${month}`];
}
