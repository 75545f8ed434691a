/**
 * What both desk screens add to the shared loading hook (src/ui/use-load.ts): a check of the
 * answer's shape, 404 as "not found" rather than a fault, and the loading or failed note.
 */
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import type { LoadStatus as Status } from '../../ui/use-load.ts';

const T = FAIRPLAY_TEXT;

/** The answer, or a TypeError (a failed load, logged by the hook) when `valid` refuses it. */
export async function loadChecked<V>(answer: Promise<V>, valid: (value: V) => boolean): Promise<V> {
  const value = await answer;
  if (!valid(value)) throw new TypeError('Unexpected response type from the fair-play desk.');
  return value;
}

/**
 * The loading note, or the failure with a button to try again; nothing otherwise. `texts` names
 * what loads (the case, the flags); the desk's own words by default.
 */
export function LoadStatus({
  status,
  onRetry,
  texts = T,
}: {
  status: Status;
  onRetry: () => void;
  texts?: { loading: string; loadError: string };
}) {
  if (status === 'loading' || status === 'idle') {
    return (
      <p className="loading-note" role="status">
        {texts.loading}
      </p>
    );
  }
  if (status !== 'failed') return null;
  return (
    <div className="fairplay-error" role="alert">
      <p>{texts.loadError}</p>
      <button type="button" className="button" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}
