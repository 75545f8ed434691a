/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): the board before the move and
 * the tiles, placed with the tile-placing board; 'Sjekk' asks the worker whether the placement is
 * legal and how it ranks, 'Vis løsning' shows the best move, 'Neste' goes on. A legal answer or a
 * shown solution is recorded as an answer (onAnswer); after it the worker reviews the game's move
 * as the replay does (the better move and 'Hvorfor', WhySection), with a link to the move. Every
 * worker call here is cancelled by the next one of its kind and when the exercise goes ('Neste').
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { PracticeVerdict } from '@ordbot/engine/analysis/practice-verdict.ts';
import { formatDate } from '@ordbot/contract/format.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import type { AnalysisFailure } from '../../../workers/services.ts';
import { PlacementVerdict } from '../../ui/placement-verdict.tsx';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { TileBoard } from '../../ui/tile-board.tsx';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import type { ExerciseContext } from './exercise-context.ts';
import { loadWhy, useExercise } from './use-exercise.ts';

const T = PRACTICE_TEXT;
const WhySection = lazy(async () => ({ default: (await loadWhy()).WhySection }));

type Exercise = ReturnType<typeof useExercise>;

/** What the user reads when the worker could not answer. */
function failureText(reason: AnalysisFailure | 'ERROR'): string {
  if (reason === 'OFFLINE') return T.lexiconOffline;
  if (reason === 'NO_LEXICON') return T.noLexicon;
  return T.gameError;
}

export interface ExerciseViewProps {
  position: ExercisePosition;
  /** The score, the bag and an endgame's other rack, when the game gives them. */
  context?: ExerciseContext | null;
  /**
   * The move's served verdict, when at hand: the check and 'Vis løsning' name its best move, as
   * the replay does (practice-verdict.ts).
   */
  verdict?: PracticeVerdict | null;
  /** Solved before (by the list): said above the board. */
  solvedBefore: boolean;
  /** A legal answer or a shown solution: solved when it found the best. */
  onAnswer: (solved: boolean) => void;
  onNext?: () => void;
}

export function ExerciseView({
  position,
  context,
  verdict = null,
  solvedBefore,
  onAnswer,
  onNext,
}: ExerciseViewProps) {
  const exercise = useExercise(position, verdict, onAnswer);
  // As the exercise opened: an answer given now does not make it 'solved before'.
  const [wasSolved] = useState(solvedBefore);

  return (
    <div className="exercise">
      <p className="exercise-source">
        {T.fromGame(formatDate(position.startTime), position.moveNum)} ·{' '}
        <Link href={positionHref(position)}>{T.openPosition}</Link>
        {wasSolved && <span className="exercise-solved"> · {T.solvedBefore}</span>}
      </p>
      {context && <ContextLine context={context} />}
      <p className="exercise-task">
        <strong>
          {position.known.inferred
            ? T.inferredRackTiles
            : position.known.rackKnown
              ? T.rackTiles
              : T.placedTiles}
        </strong>
      </p>
      <TileBoard
        board={position.board}
        layout={position.layout}
        language={position.language}
        rack={position.known.tiles}
        placed={exercise.placed}
        onPlacedChange={exercise.changePlaced}
        onCheck={exercise.check}
        preview={exercise.preview}
        locked={exercise.locked}
      />
      <ExerciseActions exercise={exercise} onNext={onNext} />
      <ExerciseOutcome exercise={exercise} position={position} />
    </div>
  );
}

/** 'Sjekk', 'Vis løsning', 'Prøv igjen' after an answer, and 'Neste'. */
function ExerciseActions({ exercise, onNext }: { exercise: Exercise; onNext?: () => void }) {
  const { outcome } = exercise;
  return (
    <div className="exercise-actions">
      <button
        type="button"
        className="exercise-button is-primary"
        onClick={exercise.check}
        disabled={exercise.locked}
      >
        {T.check}
      </button>
      <button
        type="button"
        className="exercise-button"
        onClick={exercise.showSolution}
        disabled={outcome.kind === 'solution' || outcome.kind === 'busy' || exercise.solved}
      >
        {T.showSolution}
      </button>
      {(outcome.kind === 'check' || outcome.kind === 'solution') && (
        <button type="button" className="exercise-button" onClick={exercise.tryAgain}>
          {T.tryAgain}
        </button>
      )}
      {onNext && (
        <button type="button" className="exercise-button" onClick={onNext}>
          {T.next}
        </button>
      )}
    </div>
  );
}

/** The worker's answer: the check's verdict or the solution, the game's move and its review. */
function ExerciseOutcome({
  exercise,
  position,
}: {
  exercise: Exercise;
  position: ExercisePosition;
}) {
  const { outcome, best, review } = exercise;
  return (
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
  );
}

/**
 * The game at the exercise's position, its move not yet played: the replay at the move before
 * (the empty board's replay for the first move), so the link gives nothing away.
 */
function positionHref(position: ExercisePosition): string {
  return position.moveNum > 1
    ? replayHref(position.gameId, position.moveNum - 1)
    : replayHref(position.gameId);
}

/** 'Stilling: Kari 104 – Ordbot 166 · 12 brikker igjen i posen' (or the bag empty, and the other rack). */
function ContextLine({ context }: { context: ExerciseContext }) {
  const opponent = context.playerMove ? 'Ordbot' : context.playerName;
  return (
    <p className="exercise-context">
      <span>{T.scoreBefore(context.playerName, context.playerScore, context.botScore)}</span>
      <span>{context.bag > 0 ? T.bagLeft(context.bag) : T.bagEmpty}</span>
      {context.opponentRack !== null && context.opponentRack !== '' && (
        <span>
          {T.opponentRack(opponent)}:{' '}
          <span className="exercise-context__rack" translate="no">
            {[...context.opponentRack]
              .map((tile) => (tile === BLANK ? T.blankShort : tile))
              .join(' ')}
          </span>
        </span>
      )}
    </p>
  );
}
