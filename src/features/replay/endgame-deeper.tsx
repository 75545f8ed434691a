/**
 * 'Søk dypere' under an endgame the review searched without proving it: the move's endgame
 * searched on in the Web Worker (a search the page holds, deeper-search.ts), step by step, each
 * step reading up to twice the positions of the one before, until it is proven, the longest step
 * is done or the reader stops it (stopping closes the search in the worker, so a new search
 * starts from the beginning). After each step the judgement so far is shown as the review shows
 * its own (EndgameFigures), with the depth and the positions read, and kept on the device with the
 * game (src/cache/endgame-deeper.ts), so a second visit shows the deepest step at once. Leaving
 * the move stops the search.
 */
import type { AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { ENDGAME_DEEPER_TEXT } from '../../ui/text-endgame-deeper.ts';
import { EndgameFigures, type Sides } from './analysis-v2.tsx';
import { useEndgameDeeper, type DeeperView as View } from './use-endgame-deeper.ts';

const T = ENDGAME_DEEPER_TEXT;

function statusText(view: View): string | null {
  if (view.state === 'none') return T.noEndgame;
  if (view.state === 'failed') return view.noLexicon ? T.noLexicon : T.failed;
  if (view.state === 'idle') return null;
  const step = view.step;
  if (!step) return view.state === 'running' ? T.starting : null;
  const positions = formatNumber(step.positions);
  if (view.state === 'running') return T.running(step.report.depth, positions);
  if (step.report.proven) return T.proven(positions);
  return view.state === 'stopped'
    ? T.stopped(step.report.depth, positions)
    : T.notProven(step.report.depth, positions);
}

export function EndgameDeeper({
  gameId,
  gameVersion,
  game,
  move,
  sides,
  Heading,
  onDeeper,
}: {
  /** A step's judgement, for the whole page to follow (verdict.md rule 4). */
  onDeeper?: (moveNum: number, report: DeeperStep['report']) => void;
  /** The game's id: its steps are kept on the device under it (none: not kept). */
  gameId: number | undefined;
  /** The server's version of the game: steps are kept and read under it (null: neither). */
  gameVersion: string | null;
  game: AnalysisGame;
  move: MoveAnalysis;
  sides: Sides;
  Heading: 'h3' | 'h4';
}) {
  const { view, searchable, start, stop } = useEndgameDeeper({
    gameId,
    gameVersion,
    game,
    move,
    onDeeper,
  });
  if (!move.endgame || !searchable) return null;

  const step = 'step' in view ? view.step : null;
  const status = statusText(view);
  return (
    <section className="analysis-endgame-deeper">
      <Heading className="analysis-subheading">{T.heading}</Heading>
      {view.state === 'idle' && <p className="analysis-muted">{T.intro}</p>}
      {step && (
        <>
          <p className="analysis-endgame-deeper-title">
            <strong>
              {step.report.proven ? T.resultProven : T.resultSearched(step.report.depth)}
            </strong>
          </p>
          <EndgameFigures move={move} report={step.report} sides={sides} />
        </>
      )}
      <p role="status" className="analysis-muted">
        {status}
        {'stored' in view && view.stored ? ` ${T.fromDevice}` : ''}
      </p>
      <DeeperButton view={view} start={start} stop={stop} />
    </section>
  );
}

/** 'Stopp' while a search runs; else 'Søk dypere' or 'Søk på nytt' while there is more to search. */
function DeeperButton({
  view,
  start,
  stop,
}: {
  view: View;
  start: () => Promise<void>;
  stop: () => void;
}) {
  if (view.state === 'running') {
    return (
      <button type="button" className="button analysis-endgame-deeper-button" onClick={stop}>
        {T.stop}
      </button>
    );
  }
  if (view.state === 'done' || view.state === 'none') return null;
  return (
    <button
      type="button"
      className="button analysis-endgame-deeper-button"
      onClick={() => void start()}
    >
      {view.state === 'idle' ? T.start : T.again}
    </button>
  );
}
