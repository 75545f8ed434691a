/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): the board before the move and
 * the tiles, placed with the tile-placing board; 'Sjekk' asks the worker whether the placement is
 * legal and how it ranks, 'Vis løsning' shows the best move, 'Neste' goes on. A legal answer or a
 * shown solution is recorded as an answer (onAnswer); after it the worker reviews the game's move
 * as the replay does (the better move and 'Hvorfor', WhySection), with a link to the move.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import type { MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { TileInput } from '@ordbot/engine/engine/placement.ts';
import { formatDate } from '@ordbot/contract/format.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import type { AnalysisFailure } from '../../../workers/services.ts';
import { runService } from '../../lib/worker-bridge.ts';
import { PlacementVerdict } from '../../ui/placement-verdict.tsx';
import { previewSquares } from '../../ui/preview-squares.ts';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { TileBoard, type PlacedTile } from '../../ui/tile-board.tsx';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';

const T = PRACTICE_TEXT;
/** 'Hvorfor' and its catalogue (text-analysis.ts): not part of the page's first load, loaded
 * while the worker reviews the move after an answer. */
const loadWhy = () => import('../../ui/why-section.tsx');
const WhySection = lazy(async () => ({ default: (await loadWhy()).WhySection }));

type Outcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'check'; check: PlacementCheck }
  | { kind: 'solution'; best: RatedMove | null }
  | { kind: 'failed'; reason: AnalysisFailure | 'ERROR' };

/** The squares of a move's new tiles on the board before it. */
function failureText(reason: AnalysisFailure | 'ERROR'): string {
  if (reason === 'OFFLINE') return T.lexiconOffline;
  if (reason === 'NO_LEXICON') return T.noLexicon;
  return T.gameError;
}

export interface ExerciseViewProps {
  position: ExercisePosition;
  /** Solved before (by the list): said above the board. */
  solvedBefore: boolean;
  /** A legal answer or a shown solution: solved when it found the best. */
  onAnswer: (solved: boolean) => void;
  onNext?: () => void;
}

export function ExerciseView({ position, solvedBefore, onAnswer, onNext }: ExerciseViewProps) {
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  // As the exercise opened: an answer given now does not make it 'solved before'.
  const [wasSolved] = useState(solvedBefore);
  const game = { language: position.language, layout: position.layout };

  // The review of the game's move, asked for once after the first answer (null: none to show).
  const [review, setReview] = useState<MoveAnalysis | null | undefined>(undefined);
  function answered(solved: boolean) {
    onAnswer(solved);
    if (review !== undefined) return;
    setReview(null);
    loadWhy().catch((error: unknown) => console.error(error));
    runService('practiceReview', position.game, position.moveNum)
      .then((answer) => setReview(answer.ok ? answer.analysis : null))
      .catch((error: unknown) => console.error(error));
  }

  // Ranks the position in the worker as the exercise opens, so the first 'Sjekk' is quick.
  useEffect(() => {
    void runService('practiceSolution', game, position.board, position.known).catch(() => null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position]);

  async function check() {
    if (outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    const tiles: TileInput[] = placed.map(({ index, letter }) => ({ index, letter }));
    try {
      const answer = await runService('checkPractice', game, position.board, tiles, position.known);
      if (!answer.ok) {
        setOutcome({ kind: 'failed', reason: answer.reason });
        return;
      }
      setOutcome({ kind: 'check', check: answer.check });
      if (answer.check.legal) answered(answer.check.correct);
    } catch (error) {
      console.error(error);
      setOutcome({ kind: 'failed', reason: 'ERROR' });
    }
  }

  async function showSolution() {
    setOutcome({ kind: 'busy' });
    try {
      const answer = await runService('practiceSolution', game, position.board, position.known);
      if (!answer.ok) {
        setOutcome({ kind: 'failed', reason: answer.reason });
        return;
      }
      const solvedNow = outcome.kind === 'check' && outcome.check.legal && outcome.check.correct;
      if (!solvedNow) answered(false);
      setPlaced([]);
      setOutcome({ kind: 'solution', best: answer.best });
    } catch (error) {
      console.error(error);
      setOutcome({ kind: 'failed', reason: 'ERROR' });
    }
  }

  function tryAgain() {
    setPlaced([]);
    setOutcome({ kind: 'none' });
  }

  const solved = outcome.kind === 'check' && outcome.check.legal && outcome.check.correct;
  const locked = solved || outcome.kind === 'solution' || outcome.kind === 'busy';
  const best =
    outcome.kind === 'solution'
      ? outcome.best
      : outcome.kind === 'check' && outcome.check.legal && outcome.check.correct
        ? outcome.check.best
        : null;
  const preview =
    outcome.kind === 'solution' && best ? previewSquares(position.board, best) : undefined;

  return (
    <div className="exercise">
      <p className="exercise-source">
        {T.fromGame(formatDate(position.startTime), position.moveNum)}
        {wasSolved && <span className="exercise-solved"> · {T.solvedBefore}</span>}
      </p>
      <p className="exercise-task">
        <strong>{position.known.rackKnown ? T.rackTiles : T.placedTiles}</strong>
      </p>
      <TileBoard
        board={position.board}
        layout={position.layout}
        language={position.language}
        rack={position.known.tiles}
        placed={placed}
        onPlacedChange={(next) => {
          setPlaced(next);
          if (outcome.kind === 'check' && !outcome.check.legal) setOutcome({ kind: 'none' });
        }}
        onCheck={() => void check()}
        preview={preview}
        locked={locked}
      />
      <div className="exercise-actions">
        <button
          type="button"
          className="exercise-button is-primary"
          onClick={() => void check()}
          disabled={locked}
        >
          {T.check}
        </button>
        <button
          type="button"
          className="exercise-button"
          onClick={() => void showSolution()}
          disabled={outcome.kind === 'solution' || outcome.kind === 'busy' || solved}
        >
          {T.showSolution}
        </button>
        {(outcome.kind === 'check' || outcome.kind === 'solution') && (
          <button type="button" className="exercise-button" onClick={tryAgain}>
            {T.tryAgain}
          </button>
        )}
        {onNext && (
          <button type="button" className="exercise-button" onClick={onNext}>
            {T.next}
          </button>
        )}
      </div>
      <div className="exercise-outcome" aria-live="polite">
        {outcome.kind === 'busy' && <p>{T.checking}</p>}
        {outcome.kind === 'failed' && <p role="alert">{failureText(outcome.reason)}</p>}
        {outcome.kind === 'check' && <PlacementVerdict check={outcome.check} />}
        {best && (
          <p className="exercise-best">
            {T.bestMove}: <strong>{best.notation}</strong> {T.score(best.points)}
          </p>
        )}
        {(outcome.kind === 'check' || outcome.kind === 'solution') && (
          <p className="exercise-played">
            {T.played}: {position.played.notation} {T.score(position.played.points)} ·{' '}
            <Link href={replayHref(position.gameId, position.moveNum)}>{T.openGame}</Link>
          </p>
        )}
        {(outcome.kind === 'check' || outcome.kind === 'solution') && review && (
          <Suspense fallback={null}>
            <WhySection move={review} Heading="h3" />
          </Suspense>
        )}
      </div>
    </div>
  );
}
