/** How both desk screens load their one answer, and say so while it loads or after it failed. */
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';

const T = FAIRPLAY_TEXT;

export type Load<V> =
  { state: 'loading' } | { state: 'notFound' } | { state: 'failed' } | { state: 'done'; value: V };

/**
 * The answer of `fetch` for `key`: 404 is notFound, an answer `valid` refuses or any other error
 * is failed (logged); `retry` asks again.
 */
export function useLoad<V>(
  key: number | null,
  fetch: () => Promise<V>,
  valid: (value: V) => boolean,
): [Load<V>, () => void] {
  const [load, setLoad] = useState<Load<V>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetch().then(
      (value) => {
        if (!current) return;
        if (valid(value)) return setLoad({ state: 'done', value });
        console.error(new TypeError('Unexpected response type from the fair-play desk.'));
        setLoad({ state: 'failed' });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error, 404)) return setLoad({ state: 'notFound' });
        console.error(error);
        setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
    // The key names the answer; fetch and valid are made anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [load, retry];
}

/** The loading note, or the failure with a button to try again; nothing otherwise. */
export function LoadStatus({ load, onRetry }: { load: Load<unknown>; onRetry: () => void }) {
  if (load.state === 'loading') {
    return (
      <p className="loading-note" role="status">
        {T.loading}
      </p>
    );
  }
  if (load.state !== 'failed') return null;
  return (
    <div className="fairplay-error" role="alert">
      <p>{T.loadError}</p>
      <button type="button" className="button" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}
