// Over 300 lines: the exercise's check, its solution and the review after an answer share the
// position, the worker calls and the outcome shown; split, each part would need the others.
/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): the board before the move and
 * the tiles, placed with the tile-placing board; 'Sjekk' asks the worker whether the placement is
 * legal and how it ranks, 'Vis løsning' shows the best move, 'Neste' goes on. A legal answer or a
 * shown solution is recorded as an answer (onAnswer); after it the worker reviews the game's move
 * as the replay does (the better move and 'Hvorfor', WhySection), with a link to the move. Every
 * worker call here is cancelled by the next one of its kind and when the exercise goes ('Neste').
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import type { PracticeVerdict } from '@ordbot/engine/analysis/practice-verdict.ts';
import type { TileInput } from '@ordbot/engine/engine/placement.ts';
import { formatDate } from '@ordbot/contract/format.ts';
import { replayHref } from '@ordbot/contract/routes.ts';
import type { AnalysisFailure } from '../../../workers/services.ts';
import { PlacementVerdict } from '../../ui/placement-verdict.tsx';
import { previewSquares } from '../../ui/preview-squares.ts';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { TileBoard, type PlacedTile } from '../../ui/tile-board.tsx';
import type { Load } from '../../ui/use-load.ts';
import { useWorkerCall, type ServiceArgs } from '../../ui/use-worker-call.ts';
import type { ExercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import type { ExerciseContext } from './exercise-context.ts';

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
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  const [asked, setAsked] = useState<Asked>(null);
  // As the exercise opened: an answer given now does not make it 'solved before'.
  const [wasSolved] = useState(solvedBefore);
  const game = { language: position.language, layout: position.layout };

  // The review of the game's move, asked for once after the first answer (null: none to show).
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

  // Ranks the position in the worker as the exercise opens, so the first 'Sjekk' is quick; its
  // answer is not shown, and a failure here is the first check's to say.
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

  function check() {
    if (outcome.kind === 'busy') return;
    const tiles: TileInput[] = placed.map(({ index, letter }) => ({ index, letter }));
    setAsked({
      kind: 'check',
      args: [
        game,
        position.board,
        tiles,
        position.known,
        { game: position.game, moveNum: position.moveNum },
        verdict,
      ],
    });
  }

  function showSolution() {
    setAsked({
      kind: 'solution',
      args: [
        game,
        position.board,
        position.known,
        { game: position.game, moveNum: position.moveNum },
        verdict,
      ],
    });
  }

  function tryAgain() {
    setPlaced([]);
    setAsked(null);
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
        placed={placed}
        onPlacedChange={(next) => {
          setPlaced(next);
          if (outcome.kind === 'check' && !outcome.check.legal) setAsked(null);
        }}
        onCheck={check}
        preview={preview}
        locked={locked}
      />
      <div className="exercise-actions">
        <button
          type="button"
          className="exercise-button is-primary"
          onClick={check}
          disabled={locked}
        >
          {T.check}
        </button>
        <button
          type="button"
          className="exercise-button"
          onClick={showSolution}
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
