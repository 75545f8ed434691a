import { isPaginationDisabled, pageWindow, totalPages } from '../../core/pagination.ts';
import { TEXT } from '../app/text.ts';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalRecords: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * Previous, numbered pages (a window of five around the current one) and next. Spec 5: the whole
 * control is disabled when the records fit on one page.
 */
export function Pagination({
  page,
  totalRecords,
  pageSize,
  onPageChange,
  label = TEXT.pagination.label,
}: PaginationProps) {
  const pages = Math.max(totalPages(totalRecords, pageSize), 1);
  const disabled = isPaginationDisabled(totalRecords, pageSize);
  const current = Math.min(Math.max(page, 1), pages);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pages) onPageChange(target);
  };
  return (
    <nav className="pagination" aria-label={label} data-disabled={disabled || undefined}>
      <button
        type="button"
        className="pagination__step"
        disabled={disabled || current <= 1}
        onClick={() => go(current - 1)}
      >
        {TEXT.pagination.previous}
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
        onClick={() => go(current + 1)}
      >
        {TEXT.pagination.next}
      </button>
    </nav>
  );
}
