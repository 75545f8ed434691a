import { useEffect, useState } from 'react';
import type { GameDetails } from '../../../core/api-types.ts';
import type { GameTimeline } from '../../../workers/services.ts';
import { runService } from '../../lib/worker-bridge.ts';

export type TimelineState =
  { state: 'pending' } | { state: 'failed' } | { state: 'ready'; timeline: GameTimeline };

const PENDING: TimelineState = { state: 'pending' };

/** Every frame of the game, built once in the Web Worker; stepping then only looks frames up. */
export function useTimeline(details: GameDetails): TimelineState {
  const [result, setResult] = useState<{ details: GameDetails; value: TimelineState }>();
  useEffect(() => {
    let current = true;
    runService('timeline', details.game, details.moves).then(
      (timeline) => {
        if (current) setResult({ details, value: { state: 'ready', timeline } });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setResult({ details, value: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [details]);
  return result?.details === details ? result.value : PENDING;
}
