import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { TEXT } from './text.ts';
import './live-note.css';

const T = TEXT.live;

/**
 * Whether an ongoing game's replay shows new moves as they come (docs/events.md): 'Direkte'
 * while the stream is open, otherwise that it is not live. Nothing for a finished game.
 */
export function LiveNote({ details, live }: { details: GameDetails | undefined; live: boolean }) {
  if (!details || details.game.finished) return null;
  return (
    <p className={live ? 'live-note live-note--on' : 'live-note'} role="status">
      {live ? T.live : T.notLive}
    </p>
  );
}
