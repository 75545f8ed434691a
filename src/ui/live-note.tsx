import { useEffect, useState } from 'react';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { TEXT } from './text.ts';
import type { LiveStatus } from './use-live.ts';
import './live-note.css';

const T = TEXT.live;

/**
 * How long the stream may take to open before the note says it is connecting: it waits for the
 * page to settle (1.5 s at least, docs/events.md), so a few seconds of waiting are the normal
 * case, not news.
 */
export const CONNECT_QUIET_MS = 10_000;

/**
 * Whether an ongoing game's replay shows new moves as they come (docs/events.md), one quiet line
 * above the game, which shows at once: 'Direkte' while the stream is open; while the first stream
 * is on its way only that the game is ongoing, and that it connects if that takes longer than
 * CONNECT_QUIET_MS; that it is not live only once the stream is down. Nothing for a finished game.
 */
export function LiveNote({
  details,
  live,
}: {
  details: GameDetails | undefined;
  live: LiveStatus;
}) {
  const [slow, setSlow] = useState(false);
  const waiting = live === 'connecting' && !slow;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), CONNECT_QUIET_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  if (!details || details.game.finished) return null;
  const state = live === 'connecting' && !slow ? 'ongoing' : live;
  return (
    <p className={`live-note live-note--${state}`} role="status">
      <span className="live-note__dot" aria-hidden="true" />
      {state === 'live'
        ? T.live
        : state === 'ongoing'
          ? T.ongoing
          : state === 'connecting'
            ? T.connecting
            : T.notLive}
    </p>
  );
}
