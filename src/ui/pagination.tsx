import { isPaginationDisabled, pageWindow, totalPages } from '@ordbot/contract/pagination.ts';
import { TEXT } from './text.ts';
import './pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalRecords: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
  /**
   * A page is on its way: every button says it is unavailable (aria-disabled, so a focused button
   * keeps the focus) and refuses to move until the answer is shown.
   */
  busy?: boolean;
}

/**
 * Previous, numbered pages (a window of five around the current one) and next. docs/product.md, Checks: the whole
 * control is disabled when the records fit on one page.
 */
export function Pagination({
  page,
  totalRecords,
  pageSize,
  onPageChange,
  label = TEXT.pagination.label,
  previousLabel = TEXT.pagination.previous,
  nextLabel = TEXT.pagination.next,
  busy = false,
}: PaginationProps) {
  const pages = Math.max(totalPages(totalRecords, pageSize), 1);
  const disabled = isPaginationDisabled(totalRecords, pageSize);
  const current = Math.min(Math.max(page, 1), pages);
  const go = (target: number) => {
    if (!busy && target !== current && target >= 1 && target <= pages) onPageChange(target);
  };
  const waiting = busy || undefined;
  return (
    <nav
      className="pagination"
      aria-label={label}
      aria-busy={waiting}
      data-disabled={disabled || undefined}
    >
      <button
        type="button"
        className="pagination__step"
        disabled={disabled || current <= 1}
        aria-disabled={waiting}
        onClick={() => go(current - 1)}
      >
        {previousLabel}
      </button>
      <ul className="pagination__pages">
        {pageWindow(current, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-label={TEXT.pagination.page(n)}
              aria-current={n === current ? 'page' : undefined}
              disabled={disabled}
              aria-disabled={waiting}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination__step"
        disabled={disabled || current >= pages}
        aria-disabled={waiting}
        onClick={() => go(current + 1)}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
