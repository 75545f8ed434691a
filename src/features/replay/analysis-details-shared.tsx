/**
 * What the parts of the analysis details share (analysis-details.tsx, move-report.tsx,
 * rack-try.tsx): their props and the button that shows an alternative on the board.
 */
import type { ReactNode } from 'react';
import type {
  Alternative,
  AnalysisContext,
  AnalysisGame,
  GameAnalysis,
  PerfectEndgame,
} from '@ordbot/engine/analysis/types.ts';
import type { ListInfo, TimelineFrame } from '../../../workers/services.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import type { Preview } from './analysis-logic.ts';
import type { AnalysisSource } from './use-analysis.ts';

const T = ANALYSIS_TEXT;

export type SubHeading = 'h3' | 'h4';

export interface AnalysisDetailsProps {
  analysis: GameAnalysis;
  /** The word list of a device's analysis; null for the server's review. */
  list: ListInfo | null;
  /** Where the review was made. */
  source: AnalysisSource;
  /** 'Søk dypere' found a deeper judgement of a move: the page follows it. */
  onDeeper?: (moveNum: number, report: PerfectEndgame) => void;
  selected: number;
  frames: readonly TimelineFrame[];
  context: AnalysisContext;
  playerName: string;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
  onSelect: (index: number) => void;
  subHeading: SubHeading;
  /** The game, to keep its simulations on the device. */
  gameId?: number;
  /** The server's version of the game, to keep its 'Søk dypere' steps under (null: unknown). */
  gameVersion?: string | null;
  /** The game as the analysis read it, for 'Søk dypere' on an endgame not proven. */
  game?: AnalysisGame | null;
}

/** An alternative as a button that shows it on the board, under an id unique on the page. */
export type AltRender = (alt: Alternative, id: string) => ReactNode;

/** A placement as a button that shows it on the board; a second click takes it away. */
export function AltButton({
  alt,
  base,
  id,
  preview,
  onPreview,
}: {
  alt: Alternative;
  base: number;
  id: string;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
}) {
  const active = preview?.id === id;
  return (
    <button
      type="button"
      className="analysis-alt"
      aria-pressed={active}
      aria-label={T.previewLabel(alt.notation, alt.points)}
      onClick={() => onPreview(active ? null : { id, base, move: alt })}
    >
      <span className="analysis-notation">{alt.notation}</span>{' '}
      <span className="analysis-points">{alt.points}</span>
    </button>
  );
}
