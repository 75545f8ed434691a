import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { TEXT } from './text.ts';
import './table.css';

interface Edges {
  /** Columns hidden to the left (scrolled past) and to the right. */
  left: boolean;
  right: boolean;
}

function edgesOf(el: HTMLElement): Edges {
  const hidden = el.scrollWidth - el.clientWidth;
  return { left: el.scrollLeft > 1, right: el.scrollLeft < hidden - 1 };
}

/**
 * A table's frame: it scrolls sideways (and down, keeping the header in view) inside itself,
 * so a phone never scrolls the whole page sideways. When the table is wider than the frame it
 * says so in words above it and shades the edge that hides columns, so nothing looks cut off.
 * Focusable, so keyboards can scroll it.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  const measure = () => {
    const el = ref.current;
    if (!el) return;
    const next = edgesOf(el);
    setEdges((now) => (now.left === next.left && now.right === next.right ? now : next));
  };
  // New rows can widen the table: measured after every render, and on scroll and resize.
  useLayoutEffect(measure);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);
  const wide = edges.left || edges.right;
  return (
    <>
      {wide && (
        <p className="table-frame__hint" id={`${id}-hint`}>
          {TEXT.table.scrollHint} <span aria-hidden="true">→</span>
        </p>
      )}
      <div
        className="table-frame"
        data-more-left={edges.left || undefined}
        data-more-right={edges.right || undefined}
      >
        <div
          ref={ref}
          className="table-scroll"
          role="region"
          aria-label={label}
          aria-describedby={wide ? `${id}-hint` : undefined}
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </>
  );
}
