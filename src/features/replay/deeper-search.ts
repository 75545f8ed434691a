/**
 * A 'Søk dypere' search as the page holds it: opened in the Web Worker (workers/analysis.ts
 * openEndgameDeeper) under an id of this page's own, stepped on with `step`, let go of with
 * `close`, which frees its table in the worker and leaves the worker running. Each search has its
 * own id, so two of them (two moves, two sections) never step on each other's table.
 */
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import type { AnalysisFailure, DeeperResult } from '../../../workers/services.ts';
import { runServiceWith } from '../../lib/worker-bridge.ts';

export interface DeeperSearch {
  /**
   * The next step, going on from the one before (up to twice its positions). `signal` stops the
   * wait at once (AbortError); the worker ends the step it is in, then takes the next call.
   */
  step(signal: AbortSignal): Promise<DeeperResult>;
  /** Lets go of the search in the worker; a second call does nothing. */
  close(): void;
}

/** A search, or null when the review has no endgame for the move. */
export type DeeperOpen =
  { ok: true; search: DeeperSearch | null } | { ok: false; reason: AnalysisFailure };

/** The last id given; ids are this page's, and the page has one worker at a time. */
let lastId = 0;

/** Lets go of search `id` in the worker; a failure is only logged (a worker ended has none). */
function closeInWorker(id: number): void {
  runServiceWith({}, 'closeEndgameDeeper', id).catch((error: unknown) => console.error(error));
}

/** Opens the deeper search of move `moveNum`; `signal` stops the wait (AbortError). */
export async function openDeeperSearch(
  game: AnalysisGame,
  moveNum: number,
  signal: AbortSignal,
): Promise<DeeperOpen> {
  const id = ++lastId;
  let opened;
  try {
    opened = await runServiceWith({ signal }, 'openEndgameDeeper', id, game, moveNum);
  } catch (error) {
    // The worker may have opened it before the wait was stopped: the close comes after the open.
    closeInWorker(id);
    throw error;
  }
  if (!opened.ok) return opened;
  if (!opened.found) return { ok: true, search: null };
  let closed = false;
  const search: DeeperSearch = {
    async step(stepSignal) {
      if (closed) throw new Error('The deeper search is closed.');
      const answer = await runServiceWith({ signal: stepSignal }, 'stepEndgameDeeper', id);
      if (!answer.ok || answer.step !== null) return answer;
      // The worker holds no such search: it was ended (for another call's sake) or failed since,
      // and the search starts anew in the one there is now, as a new search would.
      const again = await runServiceWith(
        { signal: stepSignal },
        'openEndgameDeeper',
        id,
        game,
        moveNum,
      );
      if (!again.ok) return again;
      return again.found
        ? runServiceWith({ signal: stepSignal }, 'stepEndgameDeeper', id)
        : { ok: true, step: null };
    },
    close() {
      if (closed) return;
      closed = true;
      closeInWorker(id);
    },
  };
  return { ok: true, search };
}
