/**
 * 'Søk dypere' under an endgame the review searched without proving it: the move's endgame
 * searched on in the Web Worker (workers/analysis.ts endgameDeeper), step by step, each step
 * reading up to twice the positions of the one before, until it is proven, the longest step is
 * done or the reader stops it (stopping ends the worker, so a new search starts from the
 * beginning). After each step the judgement so far is shown as the review shows its own
 * (EndgameFigures), with the depth and the positions read. Nothing is stored: leaving the move
 * stops the search.
 */
import { useEffect, useRef, useState } from 'react';
import type { AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { runServiceWith } from '../../lib/worker-bridge.ts';
import { ENDGAME_DEEPER_TEXT } from '../../ui/text-endgame-deeper.ts';
import { EndgameFigures, type Sides } from './analysis-v2.tsx';

const T = ENDGAME_DEEPER_TEXT;

type View =
  | { state: 'idle' }
  | { state: 'running'; step: DeeperStep | null }
  | { state: 'done' | 'stopped'; step: DeeperStep | null }
  | { state: 'none' }
  | { state: 'failed'; noLexicon: boolean; step: DeeperStep | null };

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
  game,
  move,
  sides,
  Heading,
}: {
  game: AnalysisGame;
  move: MoveAnalysis;
  sides: Sides;
  Heading: 'h3' | 'h4';
}) {
  const [view, setView] = useState<View>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the move (or the game) stops its search.
  useEffect(() => () => running.current?.abort(), []);

  if (!move.endgame || move.endgame.proven !== false) return null;

  async function start() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    let last: DeeperStep | null = null;
    setView({ state: 'running', step: null });
    try {
      for (;;) {
        const answer = await runServiceWith(
          { signal: controller.signal },
          'endgameDeeper',
          game,
          move.moveNum,
        );
        if (controller.signal.aborted) return;
        if (!answer.ok) {
          setView({ state: 'failed', noLexicon: answer.reason === 'NO_LEXICON', step: last });
          return;
        }
        if (!answer.step) {
          setView({ state: 'none' });
          return;
        }
        last = answer.step;
        setView({ state: answer.step.done ? 'done' : 'running', step: answer.step });
        if (answer.step.done) return;
      }
    } catch {
      if (!controller.signal.aborted) setView({ state: 'failed', noLexicon: false, step: last });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function stop() {
    running.current?.abort();
    running.current = null;
    setView((was) => ({ state: 'stopped', step: 'step' in was ? was.step : null }));
  }

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
      </p>
      {view.state === 'running' ? (
        <button type="button" className="analysis-endgame-deeper-button" onClick={stop}>
          {T.stop}
        </button>
      ) : (
        view.state !== 'done' &&
        view.state !== 'none' && (
          <button
            type="button"
            className="analysis-endgame-deeper-button"
            onClick={() => void start()}
          >
            {view.state === 'idle' ? T.start : T.again}
          </button>
        )
      )}
    </section>
  );
}
