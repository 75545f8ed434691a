import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openingMove, readMoveParam, writeMoveParam } from './replay-logic.ts';

/** The address follows the viewed move this long after the last step. */
const URL_DELAY_MS = 250;

/**
 * The viewed move of a game of `count` moves, opened at the address's ?trekk=N and kept in it
 * (replacing the entry: the page itself is not re-created). With no ?trekk, and embedded in
 * another screen (which leaves the address alone), a finished game opens at its last move.
 */
export function useMoveParam(
  embedded: boolean,
  count: number,
  finished: boolean,
): [number, Dispatch<SetStateAction<number>>] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const opening = openingMove(finished, count);
  const [selected, setSelected] = useState(() =>
    embedded ? opening : readMoveParam(search, count, opening),
  );

  // Written once stepping pauses: replaceState is slow, and Chromium ignores a flood of them.
  useEffect(() => {
    if (embedded) return;
    const next = writeMoveParam(search, selected, opening);
    if (next === search) return;
    const timer = setTimeout(
      () =>
        navigate(next ? `${location}?${next}` : location, { replace: true, state: history.state }),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [embedded, location, navigate, search, selected, opening]);

  return [selected, setSelected];
}
