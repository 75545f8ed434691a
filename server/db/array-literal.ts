/**
 * PostgreSQL array literals ('{1,2,3}', '{"a b","c\"d"}'), bound as one text parameter and cast
 * in the statement (`= any(${pgArray(ids)}::bigint[])`): one parameter for a list of any length,
 * so the statement stays the same whatever the list holds (a parameter a value would make
 * PostgreSQL plan it again for each length and run into the 65,535-parameter limit).
 */

export type ArrayValue = number | bigint | string | boolean | null;

/** One element: numbers as they are, text always quoted (", \ escaped), null as NULL. */
function element(value: ArrayValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  return String(value);
}

/** The array literal of `values`, for a cast such as `::int[]`, `::text[]` or `::float8[]`. */
export function pgArray(values: readonly ArrayValue[]): string {
  return `{${values.map(element).join(',')}}`;
}
