import { useMemo } from 'react';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { GameTimeline } from '../../../workers/services.ts';
import { useWorkerCall, type ServiceArgs } from '../../ui/use-worker-call.ts';

export type TimelineState =
  { state: 'pending' } | { state: 'failed' } | { state: 'ready'; timeline: GameTimeline };

const PENDING: TimelineState = { state: 'pending' };
const FAILED: TimelineState = { state: 'failed' };

/**
 * Every frame of the game, built once in the Web Worker; stepping then only looks frames up.
 * Another game's details (or leaving the replay) cancel the call for these.
 */
export function useTimeline(details: GameDetails): TimelineState {
  const request = useMemo((): ServiceArgs<'timeline'> => [details.game, details.moves], [details]);
  const load = useWorkerCall('timeline', request);
  if (load.status === 'failed') return FAILED;
  return load.data ? { state: 'ready', timeline: load.data } : PENDING;
}
