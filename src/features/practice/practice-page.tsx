/**
 * Route practice (/ov; docs/strategy.md, Practice): 'Øv på feilene'. The signed-in player's own
 * graded moves of finished games as exercises, the largest miss or the newest first, filtered by
 * grade, one at a time; progress '{n} av {m} løst'. ?spill={gameId}&trekk={N} opens that move
 * first (the replay's 'Øv på dette trekket'). Answers go through the outbox of src/cache/practice,
 * so they are kept offline and sent when the network returns.
 */
import { GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { ServedVerdict } from '@ordbot/contract/api-types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { validateBoardTypes } from '@ordbot/contract/validation.ts';
import { isOfflineError } from '../../api/client.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';
import { loadGame } from '../../cache/game-repository.ts';
import { loadServedAnalysis } from '../../cache/served-analysis.ts';
import { INFERRED_EXERCISE_P } from '@ordbot/contract/served-analysis.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { PRACTICE_TEXT } from '../../ui/text-practice.ts';
import { useLoad } from '../../ui/use-load.ts';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import { exerciseContext } from './exercise-context.ts';
import { ExerciseView } from './exercise-view.tsx';
import { exerciseKey, usePracticePage, type Order } from './use-practice-page.ts';
import './practice.css';

const T = PRACTICE_TEXT;

const GRADES: Grade[] = ['BLUNDER', 'MISTAKE', 'INACCURACY'];

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
    (answer) => answer.value.types,
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
  const page = usePracticePage();
  const { target, load, list, freshness, pending, shown, exercise, chosen } = page;

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
      <FreshnessNote freshness={freshness} />
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
      {list && list.exercises.length > 0 && <PracticeControls page={page} />}
      {list && list.exercises.length > 0 && shown.length === 0 && <p>{T.emptyFilter}</p>}
      {list && chosen && (
        <ExerciseLoader
          key={exerciseKey(chosen)}
          target={chosen}
          solvedBefore={exercise?.solved ?? false}
          onAnswer={(solved) => void page.answer(solved)}
          onNext={
            shown.length > 1 || (exercise === undefined && shown.length > 0) ? page.next : undefined
          }
        />
      )}
    </section>
  );
}

/** The order and the grade of the exercises, and which of them is shown. */
function PracticeControls({ page }: { page: ReturnType<typeof usePracticePage> }) {
  const { exercise } = page;
  return (
    <div className="practice-controls">
      <label>
        {T.order}{' '}
        <select value={page.order} onChange={(event) => page.setOrder(event.target.value as Order)}>
          <option value="worst">{T.orderWorst}</option>
          <option value="newest">{T.orderNewest}</option>
        </select>
      </label>
      <label>
        {T.grade}{' '}
        <select
          value={page.grade}
          onChange={(event) => page.chooseGrade(event.target.value as Grade | 'ALL')}
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
          {T.exerciseOf(page.at + 1, page.shown.length)} · {GRADE_LABELS[exercise.grade]}
        </span>
      )}
    </div>
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
