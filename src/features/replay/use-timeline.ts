import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { GameTimeline } from '../../../workers/services.ts';
import { runService } from '../../lib/worker-bridge.ts';
import { useLoad } from '../../ui/use-load.ts';

export type TimelineState =
  { state: 'pending' } | { state: 'failed' } | { state: 'ready'; timeline: GameTimeline };

const PENDING: TimelineState = { state: 'pending' };
const FAILED: TimelineState = { state: 'failed' };

/** Every frame of the game, built once in the Web Worker; stepping then only looks frames up. */
export function useTimeline(details: GameDetails): TimelineState {
  const load = useLoad(details, () => runService('timeline', details.game, details.moves));
  if (load.status === 'failed') return FAILED;
  return load.data ? { state: 'ready', timeline: load.data } : PENDING;
}
