import { useCallback, useMemo, useState } from 'react';
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import type { AnalysisGame, GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { AnalysisFailure, AnalysisResult, ListInfo } from '../../../workers/services.ts';
import { analysisForGame, loadServedAnalysis } from '../../cache/served-analysis.ts';
import { useLoad, type LoadStatus } from '../../ui/use-load.ts';
import { useWorkerCall } from '../../ui/use-worker-call.ts';

/**
 * Where the review on screen was made: by the server (its quick pass, or the deep pass) and
 * served with the game, or on this device because the server has not judged the game yet
 * ('Foreløpig analyse'; ../shared/docs/verdict.md).
 */
export type AnalysisSource = 'DEEP' | 'QUICK' | 'DEVICE';

export type AnalysisState =
  | { state: 'idle' }
  | { state: 'running' }
  | {
      state: 'ready';
      analysis: GameAnalysis;
      /** The word list of a device's analysis; null for the server's. */
      list: ListInfo | null;
      source: AnalysisSource;
    }
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

function deviceState(status: LoadStatus, answer: AnalysisResult | undefined): AnalysisState {
  if (status === 'idle') return IDLE;
  if (status === 'failed') return FAILED;
  if (!answer) return RUNNING;
  return answer.ok
    ? { state: 'ready', analysis: answer.analysis, list: answer.list, source: 'DEVICE' }
    : { state: 'failed', reason: answer.reason };
}

/**
 * The served review laid out as the replay's moves (`game.moves`, sorted by number): the
 * server's review is in the order the server holds the moves.
 */
export function alignedReview(review: GameAnalysis, game: AnalysisGame): GameAnalysis {
  const byNum = new Map(
    review.moves.flatMap((m) => (m ? [[`${m.moveNum}:${m.playerMove}`, m] as const] : [])),
  );
  return {
    ...review,
    moves: game.moves.map((m) => byNum.get(`${m.moveNum}:${m.playerMove}`) ?? null),
  };
}

function servedReady(served: ServedAnalysis | undefined): served is ServedAnalysis & {
  review: GameAnalysis;
  status: 'DEEP' | 'QUICK';
} {
  return served !== undefined && served.status !== 'QUEUED' && served.review !== null;
}

/**
 * The whole game's review. First the server's (GET /games/{gameId}/analysis, kept on the
 * device for offline replay): shown at once, with no click and no word list. Where the server
 * has none (not judged yet, or offline and never fetched), the Web Worker's, marked
 * 'Foreløpig analyse': it starts on the user's first request (the word list is a download of its
 * own); after that, on this device, as soon as `game` is there. `game` is null while the game
 * cannot be analysed yet (its board layout is on its way, or it is not finished). A review read
 * from the device shows only with the version of the game it was made from (`gameVersion`, the
 * server's version of the game shown; analysisForGame).
 */
export function useAnalysis(
  gameId: number,
  game: AnalysisGame | null,
  gameVersion: string | null,
): [AnalysisState, () => void] {
  const finished = game !== null;
  const served = useLoad(finished ? `served-analysis:${gameId}` : null, (signal) =>
    loadServedAnalysis(gameId, signal),
  );
  const shown = served.data && analysisForGame(served.data, gameVersion);
  const fromServer = servedReady(shown) ? shown : undefined;
  const settled = served.status === 'done' || served.status === 'failed';

  const [wanted, setWanted] = useState(wasUsed);
  // Leaving the game (or opening another) cancels its analysis in the worker.
  const request = useMemo(
    (): [AnalysisGame] | null =>
      wanted && game && settled && fromServer === undefined ? [game] : null,
    [wanted, game, settled, fromServer],
  );
  const load = useWorkerCall('analyseGame', request, {
    onAnswer: (answer) => answer.ok && markUsed(),
  });
  const { reload } = load;

  const start = useCallback(() => {
    if (wanted) reload();
    else setWanted(true);
  }, [wanted, reload]);
  // Another try keeps the last answer for this game on screen until the new one comes.
  const last = load.last && Object.is(load.last.key, request) ? load.last : undefined;
  const status =
    load.status === 'loading' && last ? (last.failed ? 'failed' : 'done') : load.status;
  const answer = load.data ?? last?.data;
  const state = useMemo((): AnalysisState => {
    if (fromServer && game) {
      return {
        state: 'ready',
        analysis: alignedReview(fromServer.review, game),
        list: null,
        source: fromServer.status,
      };
    }
    if (finished && !settled) return RUNNING;
    return deviceState(status, answer);
  }, [fromServer, game, finished, settled, status, answer]);
  return [state, start];
}
