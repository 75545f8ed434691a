/**
 * The alternative drawn on the replay's board. It belongs to the move it was picked at:
 * stepping drops it. A graded move shows its best known alternative at once until another is
 * picked or it is taken away (null). Each change is announced.
 */
import { useCallback, useMemo, useState } from 'react';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { bestPreview, type Preview } from './analysis-logic.ts';

const TA = ANALYSIS_TEXT;

/** On a phone, where the panels are below the board, scrolls the board back into view. */
export function showBoardOnPhone(): void {
  // The replay's phone layout (replay-phone.css): the analysis panel sits under the board.
  if (window.matchMedia?.('(max-width: 768px)').matches) {
    document.querySelector('.replay-board')?.scrollIntoView?.({ block: 'start' });
  }
}

export function usePreview(analysis: GameAnalysis | undefined, selected: number) {
  const [previewAt, setPreviewAt] = useState<{ selected: number; preview: Preview | null }>();
  const best = useMemo(() => bestPreview(analysis, selected), [analysis, selected]);
  const preview = previewAt?.selected === selected ? previewAt.preview : best;
  const [announcement, setAnnouncement] = useState('');
  const onPreview = useCallback(
    (next: Preview | null) => {
      setPreviewAt({ selected, preview: next });
      setAnnouncement(next ? TA.previewOn(next.move.notation, next.move.points) : TA.previewOff);
      // On a phone the panel is below the board: bring the board back into view.
      if (next) showBoardOnPhone();
    },
    [selected],
  );
  return { preview, onPreview, announcement };
}
