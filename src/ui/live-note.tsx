import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { TEXT } from './text.ts';
import type { LiveStatus } from './use-live.ts';
import './live-note.css';

const T = TEXT.live;

/**
 * Whether an ongoing game's replay shows new moves as they come (docs/events.md): 'Direkte'
 * while the stream is open, that it connects while it is on its way, and that it is not live
 * only once the stream is down. Nothing for a finished game.
 */
export function LiveNote({
  details,
  live,
}: {
  details: GameDetails | undefined;
  live: LiveStatus;
}) {
  if (!details || details.game.finished) return null;
  return (
    <p className={live === 'live' ? 'live-note live-note--on' : 'live-note'} role="status">
      {live === 'live' ? T.live : live === 'connecting' ? T.connecting : T.notLive}
    </p>
  );
}
