/**
 * The replay's 'Analyse' panel. This shell is in the replay's first load: heading,
 * the start button and the states; the analysis itself (analysis-details.tsx) is imported once
 * an analysis runs. At 768 px or less the panel folds under a toggle, as 'Trekk' does.
 */
import { lazy, Suspense, useId, useState } from 'react';
import type {
  AnalysisContext,
  AnalysisGame,
  PerfectEndgame,
} from '@ordbot/engine/analysis/types.ts';
import type { TimelineFrame } from '../../../workers/services.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import type { Preview } from './analysis-logic.ts';
import type { AnalysisState } from './use-analysis.ts';

const T = ANALYSIS_TEXT;
const AnalysisDetails = lazy(() => import('./analysis-details.tsx'));

export interface AnalysisSectionProps {
  finished: boolean;
  state: AnalysisState;
  onStart: () => void;
  selected: number;
  frames: readonly TimelineFrame[] | undefined;
  context: AnalysisContext;
  playerName: string;
  preview: Preview | null;
  onPreview: (preview: Preview | null) => void;
  onSelect: (index: number) => void;
  headingLevel: 'h2' | 'h3';
  /** The game, to keep its simulations on the device. */
  gameId?: number;
  /** The server's version of the game, to keep its 'Søk dypere' steps under (null: unknown). */
  gameVersion?: string | null;
  /** The game as the analysis read it ('Søk dypere'). */
  game?: AnalysisGame | null;
  /** 'Søk dypere' found a deeper judgement of a move: the page follows it. */
  onDeeper?: (moveNum: number, report: PerfectEndgame) => void;
}

function failureText(state: Extract<AnalysisState, { state: 'failed' }>): string {
  if (state.reason === 'OFFLINE') return T.offline;
  if (state.reason === 'NO_LEXICON') return T.noLexicon;
  return T.failed;
}

export function AnalysisSection(props: AnalysisSectionProps) {
  const { finished, state, onStart, frames, headingLevel: Heading } = props;
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);

  let body;
  if (!finished) {
    body = <p className="analysis-muted">{T.ongoing}</p>;
  } else if (state.state === 'idle') {
    body = (
      <>
        <button type="button" className="button button--primary analysis-start" onClick={onStart}>
          {T.start}
        </button>
        <p className="analysis-muted">{T.startNote}</p>
      </>
    );
  } else if (state.state === 'running' || !frames) {
    body = (
      <p role="status" className="analysis-muted">
        {T.running}
      </p>
    );
  } else if (state.state === 'failed') {
    body = (
      <>
        <p role="alert" className="analysis-bad">
          {failureText(state)}
        </p>
        <button type="button" onClick={onStart}>
          {T.retry}
        </button>
      </>
    );
  } else {
    body = (
      <Suspense
        fallback={
          <p role="status" className="analysis-muted">
            {T.running}
          </p>
        }
      >
        <AnalysisDetails
          analysis={state.analysis}
          list={state.list}
          source={state.source}
          selected={props.selected}
          frames={frames}
          context={props.context}
          playerName={props.playerName}
          preview={props.preview}
          onPreview={props.onPreview}
          onSelect={props.onSelect}
          subHeading={Heading === 'h2' ? 'h3' : 'h4'}
          gameId={props.gameId}
          gameVersion={props.gameVersion}
          game={props.game}
          onDeeper={props.onDeeper}
        />
      </Suspense>
    );
  }

  return (
    <section className="replay-analysis" aria-labelledby={headingId}>
      <button
        type="button"
        className="replay-analysis-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {T.toggle}
      </button>
      <div id={bodyId} className={open ? 'replay-analysis-body is-open' : 'replay-analysis-body'}>
        <Heading id={headingId} className="replay-analysis-title">
          {T.heading}
        </Heading>
        {body}
      </div>
    </section>
  );
}
