/** Column sorting of the games table (docs/product.md, Game search). */
import type { GameSort } from '@ordbot/contract/api-types.ts';
import type { SortItem } from '@ordbot/contract/enums.ts';
import type { SortDirection } from '../../ui/sort-header.tsx';

const SORTABLE_COLUMNS = ['startTime', 'playerScore', 'botScore'] as const;
export type TableSortColumn = (typeof SORTABLE_COLUMNS)[number];

/** playerScore sorts by the opponent's score, botScore by ours, startTime by start time. */
const COLUMN_SORT_ITEM: Record<TableSortColumn, SortItem> = {
  startTime: 'START_TIME',
  playerScore: 'OPPONENT_SCORE',
  botScore: 'OUR_SCORE',
};

/** The search sort of a column sort; no direction (a cleared sort) gives none. */
export function sortOfColumn(
  column: TableSortColumn,
  direction: SortDirection | null,
): GameSort | null {
  if (!direction) return null;
  return { item: COLUMN_SORT_ITEM[column], ascending: direction === 'ascending' };
}

/** The column and direction the table shows for a search sort, if a column has it. */
export function columnOfSort(
  sort: GameSort | null,
): { column: TableSortColumn; direction: SortDirection } | null {
  if (!sort) return null;
  const column = SORTABLE_COLUMNS.find((c) => COLUMN_SORT_ITEM[c] === sort.item);
  return column ? { column, direction: sort.ascending ? 'ascending' : 'descending' } : null;
}

/**
 * A click on a column header: a new column starts descending, then ascending, then the sort is
 * cleared.
 */
export function nextColumnSort(sort: GameSort | null, column: TableSortColumn): GameSort | null {
  const shown = columnOfSort(sort);
  if (!shown || shown.column !== column) return sortOfColumn(column, 'descending');
  return sortOfColumn(column, shown.direction === 'descending' ? 'ascending' : null);
}
