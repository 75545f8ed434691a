/**
 * Route practice (/ov; docs/strategy.md, Practice): 'Øv på feilene'. The signed-in player's own
 * graded moves of finished games as exercises, the largest miss or the newest first, filtered by
 * grade, one at a time; progress '{n} av {m} løst'. ?spill={gameId}&trekk={N} opens that move
 * first (the replay's 'Øv på dette trekket'). Answers go through the outbox of src/cache/practice,
 * so they are kept offline and sent when the network returns.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { PracticeExercise, PracticeList, ServedVerdict } from '@ordbot/contract/api-types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { GAME_PARAM, MOVE_PARAM } from '@ordbot/contract/routes.ts';
import { validateBoardTypes } from '@ordbot/contract/validation.ts';
import { isOfflineError } from '../../api/client.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';
import { loadGame } from '../../cache/game-repository.ts';
import { loadServedAnalysis } from '../../cache/served-analysis.ts';
import { INFERRED_EXERCISE_P } from '@ordbot/contract/served-analysis.ts';
import {
  flushAnswers,
  getPractice,
  submitAnswer,
  syncAnswersWhenOnline,
  withAnswers,
} from '../../cache/practice.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { useLoad } from '../../ui/use-load.ts';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { exerciseContext } from './exercise-context.ts';
import { ExerciseView } from './exercise-view.tsx';
import './practice.css';

const T = PRACTICE_TEXT;

type Order = 'worst' | 'newest';
const GRADES: Grade[] = ['BLUNDER', 'MISTAKE', 'INACCURACY'];

const exerciseKey = (e: Pick<PracticeExercise, 'gameId' | 'moveNum'>) => `${e.gameId}:${e.moveNum}`;

function ordered(exercises: readonly PracticeExercise[], order: Order, grade: Grade | 'ALL') {
  const shown = exercises.filter((e) => grade === 'ALL' || e.grade === grade);
  return order === 'worst'
    ? shown
    : [...shown].sort(
        (a, b) => b.startTime - a.startTime || b.gameId - a.gameId || a.moveNum - b.moveNum,
      );
}

/** The exercise named by ?spill=&trekk=, if any. */
function wanted(search: string): { gameId: number; moveNum: number } | null {
  const params = new URLSearchParams(search);
  const gameId = Number(params.get(GAME_PARAM));
  const moveNum = Number(params.get(MOVE_PARAM));
  return Number.isInteger(gameId) && gameId > 0 && Number.isInteger(moveNum) && moveNum > 0
    ? { gameId, moveNum }
    : null;
}

/**
 * The move's served verdict (verdict.md), when it can be had: practice names its best move. Null
 * when it cannot (offline and never fetched, not judged yet): the exercise then ranks by itself.
 */
async function servedVerdictOf(target: { gameId: number; moveNum: number }) {
  try {
    const { value } = await loadServedAnalysis(target.gameId);
    return value.moves.find((m) => m.moveNum === target.moveNum) ?? null;
  } catch {
    return null;
  }
}

/**
 * The person's rack inferred after the game where one rack held at least 90 % of the posterior
 * (the served verdict): the exercise gives it. Null otherwise: the exercise gives the tiles placed.
 */
function inferredRackOf(verdict: ServedVerdict | null) {
  const likeliest = verdict?.rackSource === 'INFERRED' ? verdict.racks?.[0] : undefined;
  return likeliest && likeliest.p >= INFERRED_EXERCISE_P ? likeliest.rack : null;
}

async function loadPosition(target: { gameId: number; moveNum: number }, signal: AbortSignal) {
  const [{ details }, verdict] = await Promise.all([
    loadGame(target.gameId, signal),
    servedVerdictOf(target),
  ]);
  const types = await getBoardSquareTypes(details.game.boardInfo.boardTypeId).then(
    (answer) => answer.types,
  );
  if (validateBoardTypes(types) !== null) return null;
  const position = exercisePosition(
    details,
    types as SquareCode[],
    target.moveNum,
    inferredRackOf(verdict),
  );
  return position && { position, context: exerciseContext(details, position), verdict };
}

export function PracticePage() {
  const search = useSearch();
  const [target] = useState(() => wanted(search));
  const load = useLoad('practice', getPractice);
  const [order, setOrder] = useState<Order>('worst');
  const [grade, setGrade] = useState<Grade | 'ALL'>('ALL');
  const [current, setCurrent] = useState<string | null>(() =>
    target ? exerciseKey(target) : null,
  );
  const [pending, setPending] = useState(0);

  useEffect(() => {
    syncAnswersWhenOnline();
    // The waiting answers after each sync (the same flush as the app's own).
    const sync = () =>
      void flushAnswers()
        .then(setPending)
        .catch((error: unknown) => console.warn('Ordbot practice: sync failed', error));
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, []);

  const list = load.data;
  const shown = useMemo(
    () => (list ? ordered(list.exercises, order, grade) : []),
    [list, order, grade],
  );
  const index = shown.findIndex((e) => exerciseKey(e) === current);
  const exercise = index >= 0 ? shown[index] : current === null || !target ? shown[0] : undefined;
  const chosen = exercise ? { gameId: exercise.gameId, moveNum: exercise.moveNum } : target;
  const at = exercise ? shown.indexOf(exercise) : -1;

  function next() {
    const following = shown[(at + 1) % shown.length];
    if (following) setCurrent(exerciseKey(following));
  }

  async function answer(solved: boolean) {
    if (!exercise) return; // An exercise outside the list (not graded) is not recorded.
    const request = {
      answerId: crypto.randomUUID(),
      gameId: exercise.gameId,
      moveNum: exercise.moveNum,
      solved,
      answeredAt: Date.now(),
    };
    load.update((data) => withAnswers(data as PracticeList, [request]));
    try {
      const progress = await submitAnswer(request);
      if (progress === null) setPending((n) => n + 1);
    } catch (error) {
      console.error(error);
    }
  }

  return (
    <section className="page practice-page" aria-labelledby="practice-heading">
      <h1 id="practice-heading">{T.heading}</h1>
      <p className="practice-intro">{T.intro}</p>
      {list && (
        <p className="practice-progress" aria-live="polite">
          <strong>{T.progress(list.progress.solved, list.progress.total)}</strong>
          {pending > 0 && <span className="practice-pending"> · {T.pending(pending)}</span>}
        </p>
      )}
      <CacheNote value={list ?? null} />
      {load.status === 'loading' && !list && <p>{T.loading}</p>}
      {load.status === 'failed' && (
        <div role="alert" className="practice-error">
          <p>{isOfflineError(load.error) ? T.listOffline : T.loadError}</p>
          <button type="button" className="exercise-button" onClick={load.reload}>
            {T.retry}
          </button>
        </div>
      )}
      {list && list.exercises.length === 0 && !target && <p>{T.empty}</p>}
      {list && list.exercises.length > 0 && (
        <div className="practice-controls">
          <label>
            {T.order}{' '}
            <select value={order} onChange={(event) => setOrder(event.target.value as Order)}>
              <option value="worst">{T.orderWorst}</option>
              <option value="newest">{T.orderNewest}</option>
            </select>
          </label>
          <label>
            {T.grade}{' '}
            <select
              value={grade}
              onChange={(event) => {
                setGrade(event.target.value as Grade | 'ALL');
                setCurrent(null);
              }}
            >
              <option value="ALL">{T.allGrades}</option>
              {GRADES.map((g) => (
                <option key={g} value={g}>
                  {GRADE_LABELS[g]}
                </option>
              ))}
            </select>
          </label>
          {exercise && (
            <span className="practice-count">
              {T.exerciseOf(at + 1, shown.length)} · {GRADE_LABELS[exercise.grade]}
            </span>
          )}
        </div>
      )}
      {list && list.exercises.length > 0 && shown.length === 0 && <p>{T.emptyFilter}</p>}
      {list && chosen && (
        <ExerciseLoader
          key={exerciseKey(chosen)}
          target={chosen}
          solvedBefore={exercise?.solved ?? false}
          onAnswer={(solved) => void answer(solved)}
          onNext={
            shown.length > 1 || (exercise === undefined && shown.length > 0) ? next : undefined
          }
        />
      )}
    </section>
  );
}

function ExerciseLoader({
  target,
  solvedBefore,
  onAnswer,
  onNext,
}: {
  target: { gameId: number; moveNum: number };
  solvedBefore: boolean;
  onAnswer: (solved: boolean) => void;
  onNext?: () => void;
}) {
  const load = useLoad(exerciseKey(target), (signal) => loadPosition(target, signal));
  const loaded = load.data;
  if (load.status === 'failed') {
    return <p role="alert">{isOfflineError(load.error) ? T.gameOffline : T.gameError}</p>;
  }
  if (loaded === undefined) return <p className="exercise-loading">{T.gameLoading}</p>;
  if (loaded === null) return <p role="alert">{T.gameError}</p>;
  return (
    <ExerciseView
      position={loaded.position}
      context={loaded.context}
      verdict={loaded.verdict}
      solvedBefore={solvedBefore}
      onAnswer={onAnswer}
      onNext={onNext}
    />
  );
}
