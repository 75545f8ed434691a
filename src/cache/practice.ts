/**
 * Practice repository ('Øv på feilene', docs/strategy.md): the exercise list network-first with
 * the saved copy offline, and the user's answers through an outbox in IndexedDB. An answer is
 * saved on the device before it is sent, and leaves the outbox only when the server has it (or
 * refused it for good), so none is lost offline; each carries an id made once, so one sent twice
 * (a reply lost on the way) counts once. Answers still waiting are laid over the list, so the
 * progress on the screen includes them.
 */
import * as api from '../api/practice.ts';
import { isApiError, isOfflineError } from '../api/client.ts';
import type {
  PracticeAnswerRequest,
  PracticeList,
  PracticeProgress,
} from '@ordbot/contract/api-types.ts';
import { openSessionCache, reportCacheTrouble } from './cache-access.ts';
import { networkFirst, type Fresh } from './read-through.ts';

const key = (answer: Pick<PracticeAnswerRequest, 'gameId' | 'moveNum'>) =>
  `${answer.gameId}:${answer.moveNum}`;

/**
 * The list with `answers` counted in (answers the server has not got yet): an exercise's
 * attempts and solved, and the progress, as the server will count them.
 */
export function withAnswers(
  list: PracticeList,
  answers: readonly PracticeAnswerRequest[],
): PracticeList {
  if (answers.length === 0) return list;
  const byKey = new Map(list.exercises.map((e) => [key(e), { ...e }]));
  const progress: PracticeProgress = { ...list.progress };
  for (const answer of [...answers].sort((a, b) => a.answeredAt - b.answeredAt)) {
    const exercise = byKey.get(key(answer));
    if (!exercise) continue;
    if (exercise.attempts === 0) {
      progress.tried += 1;
      if (answer.solved) progress.firstTry += 1;
    }
    if (answer.solved && !exercise.solved) progress.solved += 1;
    exercise.attempts += 1;
    exercise.solved ||= answer.solved;
  }
  return { exercises: list.exercises.map((e) => byKey.get(key(e)) ?? e), progress };
}

async function outbox() {
  const cache = await openSessionCache();
  return cache?.db.getDb().practiceAnswers ?? null;
}

/** Answers on this device that the server has not got yet, oldest first. */
export async function pendingAnswers(): Promise<PracticeAnswerRequest[]> {
  try {
    return (await (await outbox())?.orderBy('answeredAt').toArray()) ?? [];
  } catch (error) {
    reportCacheTrouble('could not read the practice answers', error);
    return [];
  }
}

/** The user's exercises and progress, with the answers still waiting counted in. */
export async function getPractice(): Promise<Fresh<PracticeList>> {
  const { value, freshness } = await networkFirst('getPractice', [], () => api.getPractice());
  // A list read from the saved copy keeps saying so once its waiting answers are counted in.
  return { value: withAnswers(value, await pendingAnswers()), freshness };
}

let flushing: Promise<number> | null = null;

/**
 * Sends the waiting answers, oldest first; answers how many are still waiting (those the network
 * did not take). One flush at a time: a second call waits for the running one.
 */
export function flushAnswers(): Promise<number> {
  flushing ??= (async () => {
    const table = await outbox();
    const waiting = await pendingAnswers();
    let left = 0;
    for (const answer of waiting) {
      try {
        await api.sendPracticeAnswer(answer);
      } catch (error) {
        if (isOfflineError(error)) {
          left = waiting.length - waiting.indexOf(answer);
          break;
        }
        // Refused for good (the exercise is gone, a bad answer): keeping it would only repeat.
        if (!isApiError(error) || error.status >= 500) throw error;
        console.warn('Ordbot practice: an answer was refused', error);
      }
      await table?.delete(answer.answerId);
    }
    return left;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Keeps an answer and sends it: the server's progress when it got it, null when it waits on the
 * device for the network.
 */
export async function submitAnswer(
  answer: PracticeAnswerRequest,
): Promise<PracticeProgress | null> {
  const table = await outbox();
  try {
    await table?.put(answer);
  } catch (error) {
    reportCacheTrouble('could not save a practice answer', error);
  }
  try {
    const progress = await api.sendPracticeAnswer(answer);
    await table?.delete(answer.answerId);
    return progress;
  } catch (error) {
    if (isOfflineError(error) && table) return null;
    if (isApiError(error) && error.status < 500) await table?.delete(answer.answerId);
    throw error;
  }
}

let listening = false;

/** Sends the waiting answers now and each time the network comes back. */
export function syncAnswersWhenOnline(): void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => {
      flushAnswers().catch((error: unknown) => console.warn('Ordbot practice: sync failed', error));
    });
  }
  flushAnswers().catch((error: unknown) => console.warn('Ordbot practice: sync failed', error));
}
