/**
 * The replay's shortcuts anywhere on the page, except while typing or in a dialog
 * (analysis-logic.ts shortcutFor): n / N to the next or previous graded move, ? for the help,
 * Escape to take an alternative off the board.
 */
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import { nextGraded, ownsKeys, shortcutFor, type Preview } from './analysis-logic.ts';

export function useReplayKeys(
  grades: ReadonlyMap<number, Grade>,
  preview: Preview | null,
  onPreview: (next: Preview | null) => void,
  setSelected: Dispatch<SetStateAction<number>>,
  openHelp: () => void,
): void {
  const keyState = useRef({ grades, preview, onPreview, openHelp });
  useEffect(() => {
    keyState.current = { grades, preview, onPreview, openHelp };
  }, [grades, preview, onPreview, openHelp]);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const action = shortcutFor(event);
      if (!action || event.defaultPrevented || ownsKeys(event.target)) return;
      const { grades: graded, preview: shown, onPreview: show, openHelp: help } = keyState.current;
      if (action === 'help') help();
      else if (action === 'clear') {
        if (shown) show(null);
        return;
      } else {
        setSelected(
          (current) => nextGraded(current, graded.keys(), action === 'nextGraded') ?? current,
        );
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [setSelected]);
}
