/**
 * Loading state once: what a screen loads, it loads through this hook rather than an
 * effect of its own. The hook asks for `key`'s data when the key first shows or changes (and on
 * `reload`), says whether it is still loading, failed or done, drops an answer that comes after
 * the screen moved on to another key, and logs a failure (docs/product.md, Errors: failed fetches are logged).
 *
 * Offline needs nothing here: the repositories in src/cache answer from the saved copy, and when
 * the network returns the app re-creates the screen (src/cache/reconnect.ts), so it loads afresh.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** 'idle' while the key is null or undefined: there is nothing to load yet. */
export type LoadStatus = 'idle' | 'loading' | 'failed' | 'done';

/** The latest answer that came, whichever key or attempt it was for. */
export interface LastAnswer<T> {
  key: unknown;
  /** The latest data that came: through a later failure too, so a list can stay on screen. */
  data: T | undefined;
  /** That latest answer was a failure (`error`). */
  failed: boolean;
  error: unknown;
}

export interface Load<T> {
  status: LoadStatus;
  /** The current key's data, once done. */
  data: T | undefined;
  /** Why the current key's load failed. */
  error: unknown;
  /** What a screen may keep showing while the current key loads. */
  last: LastAnswer<T> | undefined;
  /** Asks again for the current key. */
  reload(): void;
  /**
   * Makes `change(the latest data)` the current key's answer: a saved edit shows before the
   * server's next answer.
   */
  update(change: (data: T | undefined) => T): void;
}

export interface LoadOptions<T> {
  /**
   * Data already in hand for the first key, read once: it is the answer, with no request (the
   * replay uses the moves the game list loaded, from the game repository's peek; docs/product.md,
   * Game replay).
   */
  initial?: () => T | undefined;
  /** Failures that are an answer rather than a fault (a 404 shown as 'not found'): not logged. */
  expected?: (error: unknown) => boolean;
}

interface Answer<T> extends LastAnswer<T> {
  attempt: number;
}

function seeded<T>(key: unknown, initial: LoadOptions<T>['initial']): Answer<T> | undefined {
  const data = key == null ? undefined : initial?.();
  return data === undefined
    ? undefined
    : { key, attempt: 0, data, failed: false, error: undefined };
}

/**
 * Loads `key`'s data with `load` (which may close over anything; only a new key or `reload`
 * asks again; its signal aborts when the key changes or the screen goes). Keys are compared with Object.is: a string for a call's arguments, or an object
 * that stands for its own work.
 */
export function useLoad<T>(
  key: unknown,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadOptions<T> = {},
): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | undefined>(() => seeded(key, options.initial));
  const current = (a: Answer<T> | undefined): a is Answer<T> =>
    a !== undefined && Object.is(a.key, key) && a.attempt === attempt;

  const run = useEffectEvent(load);
  const isExpected = useEffectEvent((error: unknown) => options.expected?.(error) ?? false);
  // Data in hand (`initial`, or set by `update`) for this key and attempt is not asked for again.
  const answered = useEffectEvent(() => current(answer));

  useEffect(() => {
    if (key == null || answered()) return;
    // Aborted when the screen moves on to another key or goes: a load that honours the signal
    // (a worker call, say) stops its work, and its answer is dropped either way.
    const controller = new AbortController();
    const { signal } = controller;
    // A load that throws before its promise counts as a failed one.
    new Promise<T>((resolve) => resolve(run(signal))).then(
      (data) => {
        if (!signal.aborted) setAnswer({ key, attempt, data, failed: false, error: undefined });
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (!isExpected(error)) console.error(error);
        setAnswer((old) => ({ key, attempt, data: old?.data, failed: true, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T | undefined) => T) =>
      setAnswer((old) => ({
        key,
        attempt,
        data: change(old?.data),
        failed: false,
        error: undefined,
      })),
    [key, attempt],
  );

  const now = current(answer);
  const status: LoadStatus =
    key == null ? 'idle' : !now ? 'loading' : answer.failed ? 'failed' : 'done';
  return {
    status,
    data: status === 'done' ? answer?.data : undefined,
    error: status === 'failed' ? answer?.error : undefined,
    last: answer,
    reload,
    update,
  };
}
