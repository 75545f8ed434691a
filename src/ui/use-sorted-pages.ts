/**
 * A client-sorted, paged table (the player list, the fair-play list): the sort the headers set,
 * the page shown (back to 1 on a new sort, never past the last page), and that page's rows.
 */
import { useMemo, useState } from 'react';
import { totalPages } from '@ordbot/contract/pagination.ts';
import { nextSort, type SortState } from './sort-header.tsx';

export interface SortedPages<T, K extends string> {
  sort: SortState<K>;
  onSort(key: K): void;
  /** Every item in the current order. */
  sorted: T[];
  /** The items of the page shown. */
  rows: T[];
  page: number;
  setPage(page: number): void;
}

export function useSortedPages<T, K extends string>(
  items: readonly T[] | null | undefined,
  order: (items: readonly T[], sort: SortState<K>) => T[],
  initialSort: SortState<K>,
  pageSize: number,
): SortedPages<T, K> {
  const [sort, setSort] = useState<SortState<K>>(initialSort);
  const [page, setPage] = useState(1);
  // `order` is a module-level function in both tables; the items and the sort decide the order.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sorted = useMemo(() => (items ? order(items, sort) : []), [items, sort]);
  const shownPage = Math.min(page, Math.max(totalPages(sorted.length, pageSize), 1));
  return {
    sort,
    onSort: (key) => {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    sorted,
    rows: sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    page: shownPage,
    setPage,
  };
}
