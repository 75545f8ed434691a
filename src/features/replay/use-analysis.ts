import { useCallback, useMemo, useState } from 'react';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import type { AnalysisFailure, AnalysisResult } from '../../../workers/services.ts';
import { runServiceWith } from '../../lib/worker-bridge.ts';
import { useLoad, type LoadStatus } from '../../ui/use-load.ts';

export type AnalysisState =
  | { state: 'idle' }
  | { state: 'running' }
  | (Extract<AnalysisResult, { ok: true }> & { state: 'ready' })
  | { state: 'failed'; reason: AnalysisFailure | 'ERROR' };

const IDLE: AnalysisState = { state: 'idle' };
const RUNNING: AnalysisState = { state: 'running' };
const FAILED: AnalysisState = { state: 'failed', reason: 'ERROR' };

/** Once a device has analysed a game, later finished games are analysed as they open. */
const USED_KEY = 'ordbot.analysis.used';

function wasUsed(): boolean {
  try {
    return localStorage.getItem(USED_KEY) === '1';
  } catch {
    return false;
  }
}

function markUsed() {
  try {
    localStorage.setItem(USED_KEY, '1');
  } catch {
    // Private mode: the next game asks again.
  }
}

function analysisState(status: LoadStatus, answer: AnalysisResult | undefined): AnalysisState {
  if (status === 'idle') return IDLE;
  if (status === 'failed') return FAILED;
  if (!answer) return RUNNING;
  return answer.ok ? { ...answer, state: 'ready' } : { state: 'failed', reason: answer.reason };
}

/**
 * The whole game's analysis from the Web Worker. It starts on the user's first request (the
 * word list is a download of its own); after that, on this device, as soon as `game` is there.
 * `game` is null while the game cannot be analysed yet (its board layout is on its way).
 */
export function useAnalysis(game: AnalysisGame | null): [AnalysisState, () => void] {
  const [wanted, setWanted] = useState(wasUsed);
  // Leaving the game (or opening another) cancels its analysis in the worker.
  const load = useLoad(wanted ? game : null, async (signal) => {
    const answer = await runServiceWith({ signal }, 'analyseGame', game as AnalysisGame);
    if (answer.ok) markUsed();
    return answer;
  });
  const { reload } = load;

  const start = useCallback(() => {
    if (wanted) reload();
    else setWanted(true);
  }, [wanted, reload]);
  // Another try keeps the last answer for this game on screen until the new one comes.
  const last = load.last && Object.is(load.last.key, game) ? load.last : undefined;
  const status =
    load.status === 'loading' && last ? (last.failed ? 'failed' : 'done') : load.status;
  const answer = load.data ?? last?.data;
  const state = useMemo(() => analysisState(status, answer), [status, answer]);
  return [state, start];
}
