import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { Grade } from '@ordbot/engine/analysis/types.ts';
import type { PracticeExercise, PracticeList } from '@ordbot/contract/api-types.ts';
import { GAME_PARAM, MOVE_PARAM } from '@ordbot/contract/routes.ts';
import {
  flushAnswers,
  getPractice,
  submitAnswer,
  syncAnswersWhenOnline,
  withAnswers,
} from '../../cache/practice.ts';
import type { Fresh } from '../../cache/read-through.ts';
import { useLoad } from '../../ui/use-load.ts';

export type Order = 'worst' | 'newest';

export const exerciseKey = (e: Pick<PracticeExercise, 'gameId' | 'moveNum'>) =>
  `${e.gameId}:${e.moveNum}`;

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
 * The state of 'Øv på feilene' (practice-page.tsx): the list of exercises in the order and grade
 * chosen with its freshness (the note on a saved copy), the exercise shown, and the answers
 * still waiting to be sent.
 */
export function usePracticePage() {
  const search = useSearch();
  const [target] = useState(() => wanted(search));
  const load = useLoad('practice', getPractice);
  const [order, setOrder] = useState<Order>('worst');
  const [grade, setGrade] = useState<Grade | 'ALL'>('ALL');
  const [current, setCurrent] = useState<string | null>(() =>
    target ? exerciseKey(target) : null,
  );
  const [pending, setPending] = usePendingAnswers();

  const list = load.data?.value;
  const freshness = load.data?.freshness;
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
    // The answer is laid over the list shown, which keeps its freshness: a saved copy stays one.
    load.update((data) => {
      const shown = data as Fresh<PracticeList>;
      return { value: withAnswers(shown.value, [request]), freshness: shown.freshness };
    });
    try {
      const progress = await submitAnswer(request);
      if (progress === null) setPending((n) => n + 1);
    } catch (error) {
      console.error(error);
    }
  }

  function chooseGrade(chosenGrade: Grade | 'ALL') {
    setGrade(chosenGrade);
    setCurrent(null);
  }

  return {
    target,
    load,
    list,
    freshness,
    pending,
    order,
    setOrder,
    grade,
    chooseGrade,
    shown,
    exercise,
    chosen,
    at,
    next,
    answer,
  };
}

/** How many answers wait to be sent: counted at once and each time the network returns. */
function usePendingAnswers() {
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
  return [pending, setPending] as const;
}
