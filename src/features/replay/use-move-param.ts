import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readMoveParam, writeMoveParam } from './replay-logic.ts';

/** The address follows the viewed move this long after the last step. */
const URL_DELAY_MS = 250;

/**
 * The viewed move of a game of `count` moves, opened at the address's ?trekk=N and kept in it
 * (replacing the entry: the page itself is not re-created). Embedded in another screen, the
 * replay starts at move 0 and leaves the address alone.
 */
export function useMoveParam(
  embedded: boolean,
  count: number,
): [number, Dispatch<SetStateAction<number>>] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [selected, setSelected] = useState(() => (embedded ? 0 : readMoveParam(search, count)));

  // Written once stepping pauses: replaceState is slow, and Chromium ignores a flood of them.
  useEffect(() => {
    if (embedded) return;
    const next = writeMoveParam(search, selected);
    if (next === search) return;
    const timer = setTimeout(
      () =>
        navigate(next ? `${location}?${next}` : location, { replace: true, state: history.state }),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [embedded, location, navigate, search, selected]);

  return [selected, setSelected];
}
