/**
 * Pagination maths of the search screen and tables (docs/product.md: Player list, Game search, Checks; docs/architecture.md).
 */
import { PAGE_BLOCK_SIZE, VISIBLE_PAGE_BUTTONS } from './constants.ts';

/** Number of pages; 0 when there are no records. */
export function totalPages(totalRecords: number, pageSize: number): number {
  if (totalRecords <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalRecords / pageSize);
}

/** docs/product.md, Checks: pagination is disabled when total records do not exceed the page size. */
export function isPaginationDisabled(totalRecords: number, pageSize: number): boolean {
  return totalRecords <= pageSize;
}

/** docs/product.md, Game search: a page outside 1..totalPages is ignored. */
export function isPageInRange(page: number, pages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= pages;
}

/**
 * The numbered page buttons (docs/product.md, Game search): every page when there are `size` or fewer, otherwise
 * `size` pages around the current one, clamped at both ends.
 */
export function pageWindow(current: number, pages: number, size = VISIBLE_PAGE_BUTTONS): number[] {
  if (pages <= 0 || size <= 0) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const first = Math.min(Math.max(page - Math.floor(size / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The first and last record a page shows, counting from 1; 0 and 0 with no records. */
export function recordRange(
  page: number,
  pageSize: number,
  totalRecords: number,
): { from: number; to: number } {
  if (totalRecords <= 0) return { from: 0, to: 0 };
  return { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, totalRecords) };
}

/** The block of pages the server answers with for a page: 1-5, 6-10, ... (docs/architecture.md). */
export function blockOfPage(
  page: number,
  blockSize = PAGE_BLOCK_SIZE,
): { first: number; last: number } {
  const first = Math.floor((page - 1) / blockSize) * blockSize + 1;
  return { first, last: first + blockSize - 1 };
}
