import { formatDateTime, formatRelative } from '@ordbot/contract/format.ts';
import { TEXT } from './text.ts';
import type { Freshness } from '../cache/freshness.ts';
import './cache-note.css';

const T = TEXT.cache;

/**
 * The visible marker on data from the offline cache (docs/architecture.md: web app): from when, and
 * for an offline search that it covers the games saved on this device only. A screen gives it the
 * freshness its repository answered beside the value; it renders nothing for fresh data or while
 * there is none.
 */
export function FreshnessNote({ freshness }: { freshness: Freshness | undefined }) {
  if (!freshness) return null;
  const seconds = freshness.cachedAt / 1000;
  return (
    <p className="cache-note" role="status">
      <time dateTime={new Date(freshness.cachedAt).toISOString()} title={formatRelative(seconds)}>
        {T.savedAt(formatDateTime(seconds))}
      </time>
      {freshness.partial && <> {T.partial}</>}
    </p>
  );
}
