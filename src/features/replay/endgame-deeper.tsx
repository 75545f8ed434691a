/**
 * 'Søk dypere' under an endgame the review searched without proving it: the move's endgame
 * searched on in the Web Worker (workers/analysis.ts endgameDeeper), step by step, each step
 * reading up to twice the positions of the one before, until it is proven, the longest step is
 * done or the reader stops it (stopping ends the worker, so a new search starts from the
 * beginning). After each step the judgement so far is shown as the review shows its own
 * (EndgameFigures), with the depth and the positions read, and kept on the device with the game
 * (src/cache/endgame-deeper.ts), so a second visit shows the deepest step at once. Leaving the
 * move stops the search.
 */
import { useEffect, useRef, useState } from 'react';
import type { AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { getAuthToken } from '../../api/client.ts';

/**
 * The device's kept steps, loaded when used: the page's first load does not carry the database,
 * and a guest's pages never open it (nothing is kept for a guest).
 */
const keptSteps = () =>
  getAuthToken() === null ? Promise.resolve(null) : import('../../cache/endgame-deeper.ts');
import { runServiceWith } from '../../lib/worker-bridge.ts';
import { ENDGAME_DEEPER_TEXT } from '../../ui/text-endgame-deeper.ts';
import { EndgameFigures, type Sides } from './analysis-v2.tsx';

const T = ENDGAME_DEEPER_TEXT;

type View =
  | { state: 'idle' }
  | { state: 'running'; step: DeeperStep | null }
  | { state: 'done' | 'stopped'; step: DeeperStep | null; stored?: boolean }
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
  gameId,
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
  game: AnalysisGame;
  move: MoveAnalysis;
  sides: Sides;
  Heading: 'h3' | 'h4';
}) {
  const [view, setView] = useState<View>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // The positions of the step kept on the device: a new search replaces it only once it is deeper.
  const kept = useRef(0);
  // The move as the review made it: a deeper step put in its place is still searched on.
  const searchable = move.endgame?.proven === false || move.endgame?.deepened === true;
  // A step kept on the device shows at once; leaving the move (or the game) stops its search.
  useEffect(() => {
    let live = true;
    if (gameId !== undefined && searchable) {
      keptSteps()
        .then((kept) => kept?.getEndgameDeeper(gameId, game, move.moveNum))
        .then(
          (step) => {
            if (live && step) {
              kept.current = Math.max(kept.current, step.positions);
              onDeeper?.(move.moveNum, step.report);
              setView((was) =>
                was.state === 'idle'
                  ? { state: step.done ? 'done' : 'stopped', step, stored: true }
                  : was,
              );
            }
          },
          (error: unknown) => console.error(error),
        );
    }
    return () => {
      live = false;
      running.current?.abort();
    };
    // The section is keyed by the move: its game and move do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!move.endgame || !searchable) return null;

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
        onDeeper?.(move.moveNum, answer.step.report);
        setView({ state: answer.step.done ? 'done' : 'running', step: answer.step });
        if (gameId !== undefined && (answer.step.done || answer.step.positions > kept.current)) {
          kept.current = answer.step.positions;
          const step = answer.step;
          keptSteps()
            .then((store) => store?.putEndgameDeeper(gameId, game, move.moveNum, step))
            .catch((error: unknown) => console.error(error));
        }
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
        {'stored' in view && view.stored ? ` ${T.fromDevice}` : ''}
      </p>
      {view.state === 'running' ? (
        <button type="button" className="button analysis-endgame-deeper-button" onClick={stop}>
          {T.stop}
        </button>
      ) : (
        view.state !== 'done' &&
        view.state !== 'none' && (
          <button
            type="button"
            className="button analysis-endgame-deeper-button"
            onClick={() => void start()}
          >
            {view.state === 'idle' ? T.start : T.again}
          </button>
        )
      )}
    </section>
  );
}
