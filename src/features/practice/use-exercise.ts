/**
 * The state of one exercise of 'Øv på feilene' (exercise-view.tsx): the tiles placed, what the
 * worker was asked last ('Sjekk' or 'Vis løsning') and what it answered, and the review of the
 * game's move asked for after the first answer.
 */
import { useMemo, useState } from 'react';
import type { PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import type { PracticeVerdict } from '@ordbot/engine/analysis/practice-verdict.ts';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { TileInput } from '@ordbot/engine/movegen/placement.ts';
import type { AnalysisFailure } from '../../../workers/services.ts';
import { previewSquares } from '../../ui/preview-squares.ts';
import type { PlacedTile } from '../../ui/tile-board.tsx';
import type { Load } from '../../ui/use-load.ts';
import { useWorkerCall, type ServiceArgs } from '../../ui/use-worker-call.ts';

/** 'Hvorfor' and its catalogue (text-analysis.ts): not part of the page's first load, loaded
 * while the worker reviews the move after an answer. */
export const loadWhy = () => import('../../ui/why-section.tsx');

export type Outcome =
  | { kind: 'none' }
  | { kind: 'busy' }
  | { kind: 'check'; check: PlacementCheck }
  | { kind: 'solution'; best: RatedMove | null }
  | { kind: 'failed'; reason: AnalysisFailure | 'ERROR' };

/** What the user asked the worker for last: a check of the placed tiles, or the solution. */
type Asked =
  | { kind: 'check'; args: ServiceArgs<'checkPractice'> }
  | { kind: 'solution'; args: ServiceArgs<'practiceSolution'> }
  | null;

/** What a call says to the user: busy until it answers, then its failure or `done(answer)`. */
function outcomeOf<T extends { ok: true }>(
  call: Load<T | { ok: false; reason: AnalysisFailure }>,
  done: (answer: T) => Outcome,
): Outcome {
  if (call.status === 'failed') return { kind: 'failed', reason: 'ERROR' };
  const answer = call.data;
  if (!answer) return { kind: 'busy' };
  return answer.ok ? done(answer as T) : { kind: 'failed', reason: answer.reason };
}

export function useExercise(
  position: ExercisePosition,
  verdict: PracticeVerdict | null,
  onAnswer: (solved: boolean) => void,
) {
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  const [asked, setAsked] = useState<Asked>(null);
  const game = { language: position.language, layout: position.layout };
  const { review, answered } = useMoveReview(position, onAnswer);
  useWarmUp(position);

  const checkCall = useWorkerCall('checkPractice', asked?.kind === 'check' ? asked.args : null, {
    onAnswer: (answer) => {
      if (answer.ok && answer.check.legal) answered(answer.check.correct);
    },
  });
  const solutionCall = useWorkerCall(
    'practiceSolution',
    asked?.kind === 'solution' ? asked.args : null,
    {
      onAnswer: (answer) => {
        if (!answer.ok) return;
        answered(false);
        setPlaced([]);
      },
    },
  );
  const outcome: Outcome =
    asked === null
      ? { kind: 'none' }
      : asked.kind === 'check'
        ? outcomeOf(checkCall, (answer) => ({ kind: 'check', check: answer.check }))
        : outcomeOf(solutionCall, (answer) => ({ kind: 'solution', best: answer.best }));

  const played = { game: position.game, moveNum: position.moveNum };
  function check() {
    if (outcome.kind === 'busy') return;
    const tiles: TileInput[] = placed.map(({ index, letter }) => ({ index, letter }));
    setAsked({
      kind: 'check',
      args: [game, position.board, tiles, position.known, played, verdict],
    });
  }
  function showSolution() {
    setAsked({ kind: 'solution', args: [game, position.board, position.known, played, verdict] });
  }
  function tryAgain() {
    setPlaced([]);
    setAsked(null);
  }
  function changePlaced(next: PlacedTile[]) {
    setPlaced(next);
    if (outcome.kind === 'check' && !outcome.check.legal) setAsked(null);
  }

  return {
    placed,
    outcome,
    review,
    check,
    showSolution,
    tryAgain,
    changePlaced,
    ...shown(position, outcome),
  };
}

/** Whether the exercise is solved or closed to more placing, the best move to name and the squares it fills. */
function shown(position: ExercisePosition, outcome: Outcome) {
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
  return { solved, locked, best, preview };
}

/**
 * The review of the game's move, asked for once after the first answer (null: none to show);
 * `answered` records an answer and asks for it.
 */
function useMoveReview(position: ExercisePosition, onAnswer: (solved: boolean) => void) {
  const [reviewWanted, setReviewWanted] = useState(false);
  const reviewCall = useWorkerCall(
    'practiceReview',
    useMemo(
      (): ServiceArgs<'practiceReview'> | null =>
        reviewWanted ? [position.game, position.moveNum] : null,
      [reviewWanted, position],
    ),
  );
  const review = reviewCall.data?.ok ? reviewCall.data.analysis : null;
  function answered(solved: boolean) {
    onAnswer(solved);
    setReviewWanted(true);
    loadWhy().catch((error: unknown) => console.error(error));
  }
  return { review, answered };
}

/**
 * Ranks the position in the worker as the exercise opens, so the first 'Sjekk' is quick; its
 * answer is not shown, and a failure here is the first check's to say.
 */
function useWarmUp(position: ExercisePosition) {
  useWorkerCall(
    'practiceSolution',
    useMemo(
      (): ServiceArgs<'practiceSolution'> => [
        { language: position.language, layout: position.layout },
        position.board,
        position.known,
      ],
      [position],
    ),
    { expected: () => true },
  );
}
