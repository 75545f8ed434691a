import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { MOVE_PARAM, openingMove, readMoveParam, writeMoveParam } from './replay-logic.ts';

/** The address follows the viewed move this long after the last step. */
const URL_DELAY_MS = 250;

export interface MoveParam {
  selected: number;
  setSelected: Dispatch<SetStateAction<number>>;
  /**
   * Moves to `move` only while the replay stands where it opened by itself: no ?trekk in the
   * address and no step by the reader yet (the first mistake, once the analysis knows it).
   */
  openAt: (move: number) => void;
}

/**
 * The viewed move of a game of `count` moves, opened at the address's ?trekk=N and kept in it
 * (replacing the entry: the page itself is not re-created). With no ?trekk, and embedded in
 * another screen (which leaves the address alone), a game opens at its latest move; while the
 * reader stays at the latest move of an ongoing game, a new move is shown as it comes.
 */
export function useMoveParam(embedded: boolean, count: number): MoveParam {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const opening = openingMove(count);
  const [selected, setChosen] = useState(() =>
    embedded ? opening : readMoveParam(search, count, opening),
  );
  // Whether the replay still stands where it opened by itself (no link, no step).
  const untouched = useRef(embedded || !new URLSearchParams(search).has(MOVE_PARAM));
  const setSelected = useCallback<Dispatch<SetStateAction<number>>>((next) => {
    untouched.current = false;
    setChosen(next);
  }, []);
  const openAt = useCallback((move: number) => {
    if (untouched.current) setChosen(move);
  }, []);

  // A new move of an ongoing game: the reader at the latest move goes on to it.
  const [seenCount, setSeenCount] = useState(count);
  if (count !== seenCount) {
    setSeenCount(count);
    if (selected === seenCount) setChosen(count);
  }

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

  return { selected, setSelected, openAt };
}
