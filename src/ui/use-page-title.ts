/**
 * The page's title for the screen on show: 'Mine Spill – Ordbot', and for a screen about one
 * player or game the name its heading shows ('Kari mot Ordbot – Ordbot', never an id); the home
 * page (no title of its own) has the app's title, 'Ordbot – Statistikk og resultater'. Browser
 * tabs, history and screen readers tell the screens apart by it.
 */
import { useEffect } from 'react';
import { TEXT } from './text.ts';

/** The full title of a screen titled `title` (null: the app's own title). */
export function pageTitle(title: string | null): string {
  if (!title) return TEXT.app.title;
  // 'Om Ordbot' names the app already.
  return title.includes(TEXT.app.name) ? title : `${title} – ${TEXT.app.name}`;
}

/** Sets the page's title; `undefined` leaves it as it is (a screen whose name has not come yet). */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
}
