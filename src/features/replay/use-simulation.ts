/**
 * The run of 'Simuler' (simulate-panel.tsx shows it): the position simulated, the run in worker
 * threads (src/lib/simulation-pool.ts) with its progress, cancelling it, and the finished run
 * kept on the device with the game (src/cache/simulations.ts) and shown at once on the next visit.
 * Leaving the move cancels a run.
 */
import { useEffect, useRef, useState } from 'react';
import type { Alternative, AnalysisContext } from '@ordbot/engine/analysis/types.ts';
import {
  DEFAULT_CANDIDATES,
  DEFAULT_ITERATIONS,
  DEFAULT_PLIES,
  unseenFor,
  type SimulationPosition,
  type SimulationResult,
  type SimulationSetup,
} from '@ordbot/engine/strategy/simulation/simulate.ts';
import { EMPTY_SQUARE } from '@ordbot/engine/timeline-format.ts';
import type { SimulationKey } from '../../cache/simulations.ts';
import { getAuthToken } from '../../api/client.ts';
import { runSimulation } from '../../lib/simulation-pool.ts';
import { SIMULATE_TEXT } from '../../ui/text-simulate.ts';

const T = SIMULATE_TEXT;

/**
 * The device's kept runs, loaded when used: the page's first load does not carry the database,
 * and a guest's pages never open it (nothing is kept for a guest).
 */
const keptRuns = () =>
  getAuthToken() === null ? Promise.resolve(null) : import('../../cache/simulations.ts');

/** The position and the run's place on the device. */
export interface SimulationInput {
  gameId: number | undefined;
  context: AnalysisContext;
  /** The frame before the move, its board packed. */
  frame: number;
  board: string;
  /** The mover's rack; null when it is unknown. */
  rack: string | null;
  /** The mover's score minus the opponent's at the frame. */
  spread: number;
  /** The move played, to simulate beside the candidates and to grade. */
  played?: Alternative | null;
}

export type SimulationView =
  | { state: 'idle' }
  | { state: 'preparing' }
  | {
      state: 'running' | 'done' | 'cancelled';
      setup: SimulationSetup;
      result: SimulationResult;
      stored?: boolean;
    }
  | { state: 'failed'; message: string };

export const SETTINGS = {
  candidates: DEFAULT_CANDIDATES,
  iterations: DEFAULT_ITERATIONS,
  plies: DEFAULT_PLIES,
};

function positionOf(props: SimulationInput): SimulationPosition | null {
  if (props.rack === null) return null;
  const board = [...props.board].map((square) => (square === EMPTY_SQUARE ? '' : square));
  try {
    const unseen = unseenFor(board, props.rack, props.context.language);
    return { ...props.context, board, rack: props.rack, unseen, spread: props.spread };
  } catch {
    return null;
  }
}

/** What a run that failed says, by its reason. */
function failure(reason: string): string {
  return reason === 'OFFLINE' ? T.offline : reason === 'NO_TABLES' ? T.noTables : T.failed;
}

export function useSimulation(props: SimulationInput) {
  const { gameId, frame, board, rack, spread, played } = props;
  const [view, setView] = useState<SimulationView>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const position = positionOf(props);
  const key: SimulationKey | null =
    gameId === undefined || rack === null
      ? null
      : { gameId, frame, board, rack, spread, ...SETTINGS };
  const keyText = key ? JSON.stringify(key) : '';

  // A run kept on the device shows at once; leaving the move cancels a run.
  useEffect(() => {
    let live = true;
    if (key) {
      keptRuns()
        .then((kept) => kept?.getSimulation(key))
        .then(
          (stored) => {
            if (live && stored) setView({ state: 'done', ...stored, stored: true });
          },
          (error: unknown) => console.error(error),
        );
    }
    return () => {
      live = false;
      abort.current?.abort();
    };
    // keyText stands for the key's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText]);

  const start = () => {
    if (!position) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setView({ state: 'preparing' });
    const options = { ...SETTINGS, stop: 'early' as const, seed: 1, include: played ?? null };
    void runSimulation(
      { position, options },
      {
        signal: controller.signal,
        onProgress: (setup, result) => {
          if (!controller.signal.aborted) setView({ state: 'running', setup, result });
        },
      },
    ).then((outcome) => {
      if (abort.current !== controller) return;
      if (!outcome.ok) {
        if (outcome.reason !== 'CANCELLED')
          setView({ state: 'failed', message: failure(outcome.reason) });
        return;
      }
      const finished = outcome.result.stopped !== null;
      setView({ state: finished ? 'done' : 'cancelled', ...outcome });
      if (finished && key) {
        keptRuns()
          .then((kept) => kept?.putSimulation(key, outcome))
          .catch((error: unknown) => console.error(error));
      }
    });
  };
  const cancel = () => {
    const controller = abort.current;
    controller?.abort();
    setView((v) => ('result' in v ? { ...v, state: 'cancelled' } : { state: 'idle' }));
  };
  return { view, position, start, cancel };
}
