/**
 * The replay's controls under the board: previous / next move with 'Trekk n av m',
 * 'Forrige feil' / 'Neste feil' once the analysis graded moves, the keyboard hint with the
 * shortcuts' help, the notation, and the legend of an alternative drawn on the board.
 */
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { BEST_PREVIEW, nextGraded, type Preview } from './analysis-logic.ts';

const T = TEXT.replay;
const TA = ANALYSIS_TEXT;

export interface ReplayControlsProps {
  selected: number;
  count: number;
  grades: ReadonlyMap<number, Grade>;
  /** The alternative on the board, when one is drawn. */
  preview: Preview | null;
  onStep: (forward: boolean) => void;
  onStepMistake: (forward: boolean) => void;
  onClearPreview: () => void;
  onHelp: () => void;
}

export function ReplayControls({
  selected,
  count,
  grades,
  preview,
  onStep,
  onStepMistake,
  onClearPreview,
  onHelp,
}: ReplayControlsProps) {
  return (
    <>
      <div className="replay-controls">
        <button type="button" disabled={selected <= 0} onClick={() => onStep(false)}>
          {T.previous}
        </button>
        <span className="replay-status" aria-live="polite">
          {selected > 0 ? T.moveOf(selected, count) : ''}
        </span>
        <button type="button" disabled={selected >= count} onClick={() => onStep(true)}>
          {T.next}
        </button>
      </div>
      {grades.size > 0 && (
        <div className="replay-mistakes">
          <button
            type="button"
            disabled={nextGraded(selected, grades.keys(), false) === undefined}
            onClick={() => onStepMistake(false)}
          >
            {TA.previousMistake}
          </button>
          <button
            type="button"
            disabled={nextGraded(selected, grades.keys(), true) === undefined}
            onClick={() => onStepMistake(true)}
          >
            {TA.nextMistake}
          </button>
        </div>
      )}
      <p className="replay-hint">
        {T.keyboardHint}{' '}
        <button type="button" className="analysis-link" onClick={onHelp}>
          {TA.shortcutsOpen}
        </button>
      </p>
      <p className="replay-notation">{TA.notation}</p>
      {preview && preview.id === BEST_PREVIEW && (
        <p className="replay-best-legend">
          <span className="replay-best-swatch" aria-hidden="true" />
          <strong>{TA.bestLegend}</strong>{' '}
          {TA.bestLegendNote(preview.move.notation, preview.move.points)}{' '}
          <button type="button" className="analysis-link" onClick={onClearPreview}>
            {TA.showPlayed}
          </button>
        </p>
      )}
      {preview && preview.id !== BEST_PREVIEW && (
        <p className="replay-preview-note">{TA.previewNote}</p>
      )}
    </>
  );
}
