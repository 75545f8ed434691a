/**
 * A screen's call of a Web Worker service, superseded by its next request: the one way the
 * screens ask the worker (the analysis, the timeline, 'Prøv et stativ', practice, the trial
 * dialog). `request` holds the call's arguments, a new array for each request (compared with
 * Object.is, as useLoad's keys are); null or undefined asks for nothing. A new request, a null
 * one, `reload` or the screen going aborts the call before it: the worker bridge cancels it
 * (src/lib/worker-bridge.ts) and useLoad drops its answer, so a superseded answer is never shown
 * and its `onAnswer` never runs.
 */
import type { ServiceName } from '../../workers/services.ts';
import {
  runServiceWith,
  type Args as ServiceArgs,
  type Result as ServiceResult,
} from '../lib/worker-bridge.ts';
import { useLoad, type Load, type LoadOptions } from './use-load.ts';

export type { ServiceArgs, ServiceResult };

export interface WorkerCallOptions<T> extends LoadOptions<T> {
  /** The current request's answer as it comes, before it is shown (never a superseded one's). */
  onAnswer?: (answer: T) => void;
}

export function useWorkerCall<K extends ServiceName>(
  name: K,
  request: ServiceArgs<K> | null | undefined,
  { onAnswer, ...options }: WorkerCallOptions<ServiceResult<K>> = {},
): Load<ServiceResult<K>> {
  return useLoad<ServiceResult<K>>(
    request,
    async (signal) => {
      const answer: ServiceResult<K> = await runServiceWith(
        { signal },
        name,
        ...(request as ServiceArgs<K>),
      );
      signal.throwIfAborted();
      onAnswer?.(answer);
      return answer;
    },
    options,
  );
}
