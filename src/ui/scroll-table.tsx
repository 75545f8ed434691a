import type { ReactNode } from 'react';
import './table.css';

/**
 * A table's frame: it scrolls sideways (and down, keeping the header in view) inside itself,
 * so a phone never scrolls the whole page sideways. Focusable, so keyboards can scroll it.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
