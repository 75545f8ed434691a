import { useEffect, useState } from 'react';

const DARK_SCHEME = '(prefers-color-scheme: dark)';

/** Follows the colour scheme, so a canvas chart can redraw in the other palette. */
export function useDarkScheme(): boolean {
  const [dark, setDark] = useState(() => window.matchMedia(DARK_SCHEME).matches);
  useEffect(() => {
    const query = window.matchMedia(DARK_SCHEME);
    const onChange = () => setDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return dark;
}
