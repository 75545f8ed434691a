/**
 * An aggregate table: its key and value columns, and the query computing it from the games.
 * aggregates.ts and profile-aggregates.ts declare theirs with it; the rebuild and the drift
 * check read every one.
 */
export interface AggregateTable {
  name: string;
  keys: string[];
  values: string[];
  /** Selects the key columns, then the value columns, in order. */
  expected: string;
  /** Values of mixed types: shown as a row, and every stored row counts (not only non-zero). */
  rowValues?: boolean;
}
