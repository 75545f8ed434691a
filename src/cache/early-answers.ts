/**
 * Answers asked for before the screen that needs them exists: the replay's game and its served
 * review are requested as soon as the app starts on a replay's address (src/features/replay/
 * prefetch.ts), beside the loading of the page's code rather than after it, and the screen's
 * first load takes the answer instead of asking again. An early answer is a network answer only:
 * the repository that takes it still keeps it on the device and marks its freshness as for its
 * own request. Taken once, and only while fresh; a failed one (offline, say) is not taken, so the
 * screen's load asks again and falls back to the device's copy as usual.
 */

/** An early answer older than this is not taken: the screen's load asks afresh. */
export const EARLY_ANSWER_MS = 15_000;

interface Early {
  at: number;
  answer: Promise<unknown>;
}

const early = new Map<string, Early>();

/** Keeps `answer` for the first load of `key`; a failure is that load's to ignore. */
export function putEarly(key: string, answer: Promise<unknown>): void {
  answer.catch(() => undefined);
  early.set(key, { at: performance.now(), answer });
}

/**
 * The early answer of `key`, once: its value, or undefined when there is none, it is too old,
 * or it failed.
 */
export async function takeEarly<T>(key: string): Promise<T | undefined> {
  const found = early.get(key);
  early.delete(key);
  if (!found || performance.now() - found.at > EARLY_ANSWER_MS) return undefined;
  try {
    return (await found.answer) as T;
  } catch {
    return undefined;
  }
}
