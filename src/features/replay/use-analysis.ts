import { useCallback, useEffect, useState } from 'react';
import type { AnalysisGame } from '../../../core/analysis/types.ts';
import type { AnalysisFailure, AnalysisResult } from '../../../workers/services.ts';
import { runService } from '../../lib/worker-bridge.ts';

export type AnalysisState =
  | { state: 'idle' }
  | { state: 'running' }
  | (Extract<AnalysisResult, { ok: true }> & { state: 'ready' })
  | { state: 'failed'; reason: AnalysisFailure | 'ERROR' };

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

/**
 * The whole game's analysis from the Web Worker. It starts on the user's first request (the
 * word list is a download of its own); after that, on this device, as soon as `game` is there.
 * `game` is null while the game cannot be analysed yet (its board layout is on its way).
 */
export function useAnalysis(game: AnalysisGame | null): [AnalysisState, () => void] {
  const [wanted, setWanted] = useState(wasUsed);
  const [result, setResult] = useState<{
    game: AnalysisGame;
    attempt: number;
    value: AnalysisState;
  }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!game || !wanted) return;
    let current = true;
    runService('analyseGame', game).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) markUsed();
        setResult({
          game,
          attempt,
          value: answer.ok
            ? { ...answer, state: 'ready' }
            : { state: 'failed', reason: answer.reason },
        });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setResult({ game, attempt, value: { state: 'failed', reason: 'ERROR' } });
      },
    );
    return () => {
      current = false;
    };
  }, [game, wanted, attempt]);

  const start = useCallback(() => {
    setWanted(true);
    setAttempt((n) => n + 1);
  }, []);
  const value: AnalysisState =
    result && result.game === game
      ? result.value
      : wanted && game
        ? { state: 'running' }
        : { state: 'idle' };
  return [value, start];
}
