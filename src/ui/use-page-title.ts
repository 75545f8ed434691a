/**
 * The page's title for the screen on show: 'Spill 123 – Ordbot', 'Mine Spill – Ordbot'; the
 * home page (no title of its own) has the app's title, 'Ordbot – Statistikk og resultater'.
 * Browser tabs, history and screen readers tell the screens apart by it.
 */
import { useEffect } from 'react';
import { TEXT } from './text.ts';

/** The full title of a screen titled `title` (null: the app's own title). */
export function pageTitle(title: string | null): string {
  if (!title) return TEXT.app.title;
  // 'Om Ordbot' names the app already.
  return title.includes(TEXT.app.name) ? title : `${title} – ${TEXT.app.name}`;
}

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
