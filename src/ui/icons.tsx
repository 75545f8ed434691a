/** Small inline icons; decorative, so screen readers skip them (the control carries the name). */

export function SearchIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21" />
    </svg>
  );
}

/** Up, down or both (unsorted) arrows for a sortable column header. */
export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg
      className="icon sort-icon"
      viewBox="0 0 12 16"
      width="10"
      height="14"
      aria-hidden="true"
      focusable="false"
      data-direction={direction}
    >
      {direction !== 'descending' && <path d="M6 1 10.5 6.5h-9z" />}
      {direction !== 'ascending' && <path d="M6 15 1.5 9.5h9z" />}
    </svg>
  );
}

/** "View": an eye. */
export function EyeIcon() {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
