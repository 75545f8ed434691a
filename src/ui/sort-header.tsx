import type { ReactNode } from 'react';
import { SortIcon } from './icons.tsx';
import './table.css';

export type SortDirection = 'ascending' | 'descending';

/** Which column a table is sorted by, and which way. The key may name no visible column. */
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * The next sort after a click on `key`: a new column starts with the highest first, a second
 * click on the same column turns the order around.
 */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: 'descending' };
  return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
}

export interface SortHeaderProps<K extends string> {
  sortKey: K;
  sort: SortState<K>;
  onSort: (key: K) => void;
  children: ReactNode;
  /** Numbers are right-aligned (docs/architecture.md, Conventions). */
  numeric?: boolean;
}

/** A column header whose button sorts the table; the state is told by aria-sort on the th. */
export function SortHeader<K extends string>({
  sortKey,
  sort,
  onSort,
  children,
  numeric = false,
}: SortHeaderProps<K>) {
  const direction = sort.key === sortKey ? sort.direction : 'none';
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'numeric' : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        <span>{children}</span>
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}
