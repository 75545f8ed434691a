/**
 * The search of 'Søk dypere' (endgame-deeper.tsx shows it): the move's endgame searched on in the
 * Web Worker step by step through a search the page holds (deeper-search.ts), each step shown as
 * it comes, passed to the page (`onDeeper`) and kept on the device with the game once it is
 * deeper than the one kept; a step kept there shows at once. Leaving the move, or 'Stopp', closes
 * the search.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import { getAuthToken } from '../../api/client.ts';
import { openDeeperSearch, type DeeperSearch } from './deeper-search.ts';

/**
 * The device's kept steps, loaded when used: the page's first load does not carry the database,
 * and a guest's pages never open it (nothing is kept for a guest).
 */
const keptSteps = () =>
  getAuthToken() === null ? Promise.resolve(null) : import('../../cache/endgame-deeper.ts');

export type DeeperView =
  | { state: 'idle' }
  | { state: 'running'; step: DeeperStep | null }
  | { state: 'done' | 'stopped'; step: DeeperStep | null; stored?: boolean }
  | { state: 'none' }
  | { state: 'failed'; noLexicon: boolean; step: DeeperStep | null };

export interface EndgameDeeperSearch {
  /** A step's judgement, for the whole page to follow (verdict.md rule 4). */
  onDeeper?: (moveNum: number, report: DeeperStep['report']) => void;
  /** The game's id: its steps are kept on the device under it (none: not kept). */
  gameId: number | undefined;
  /**
   * The server's version of the game (src/cache/game-version.ts): a step is kept under it and
   * read only under the same one; a game whose version is unknown keeps and reads nothing.
   */
  gameVersion: string | null;
  game: AnalysisGame;
  move: MoveAnalysis;
}

/**
 * One search, step by step until the endgame is proven, the longest step is done, the worker
 * fails or `signal` stops it; then closed. `kept` holds the positions of the step kept on the
 * device.
 */
async function searchSteps(
  { gameId, gameVersion, game, move, onDeeper }: EndgameDeeperSearch,
  signal: AbortSignal,
  kept: { current: number },
  setView: Dispatch<SetStateAction<DeeperView>>,
) {
  let last: DeeperStep | null = null;
  let search: DeeperSearch | null = null;
  setView({ state: 'running', step: null });
  try {
    const opened = await openDeeperSearch(game, move.moveNum, signal);
    if (opened.ok) search = opened.search;
    if (signal.aborted) return;
    if (!opened.ok) {
      setView({ state: 'failed', noLexicon: opened.reason === 'NO_LEXICON', step: null });
      return;
    }
    if (!search) {
      setView({ state: 'none' });
      return;
    }
    for (;;) {
      const answer = await search.step(signal);
      if (signal.aborted) return;
      if (!answer.ok) {
        setView({ state: 'failed', noLexicon: answer.reason === 'NO_LEXICON', step: last });
        return;
      }
      if (!answer.step) {
        setView({ state: 'none' });
        return;
      }
      last = answer.step;
      onDeeper?.(move.moveNum, answer.step.report);
      setView({ state: answer.step.done ? 'done' : 'running', step: answer.step });
      const keeps = gameId !== undefined && gameVersion !== null;
      if (keeps && (answer.step.done || answer.step.positions > kept.current)) {
        kept.current = answer.step.positions;
        const step = answer.step;
        keptSteps()
          .then((store) => store?.putEndgameDeeper(gameId, gameVersion, move.moveNum, step))
          .catch((error: unknown) => console.error(error));
      }
      if (answer.step.done) return;
    }
  } catch {
    if (!signal.aborted) setView({ state: 'failed', noLexicon: false, step: last });
  } finally {
    search?.close();
  }
}

export function useEndgameDeeper(search: EndgameDeeperSearch) {
  const { gameId, gameVersion, move, onDeeper } = search;
  const [view, setView] = useState<DeeperView>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  // The positions of the step kept on the device: a new search replaces it only once it is deeper.
  const kept = useRef(0);
  // The move as the review made it: a deeper step put in its place is still searched on.
  const searchable = move.endgame?.proven === false || move.endgame?.deepened === true;
  // A step kept on the device shows at once; leaving the move (or the game) stops its search.
  useEffect(() => {
    let live = true;
    if (gameId !== undefined && gameVersion !== null && searchable) {
      keptSteps()
        .then((store) => store?.getEndgameDeeper(gameId, gameVersion, move.moveNum))
        .then(
          (step) => {
            if (live && step) {
              kept.current = Math.max(kept.current, step.positions);
              onDeeper?.(move.moveNum, step.report);
              setView((was) =>
                was.state === 'idle'
                  ? { state: step.done ? 'done' : 'stopped', step, stored: true }
                  : was,
              );
            }
          },
          (error: unknown) => console.error(error),
        );
    }
    return () => {
      live = false;
      running.current?.abort();
    };
    // The section is keyed by the move: its game and move do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function start() {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    try {
      await searchSteps(search, controller.signal, kept, setView);
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function stop() {
    running.current?.abort();
    running.current = null;
    setView((was) => ({ state: 'stopped', step: 'step' in was ? was.step : null }));
  }

  return { view, searchable, start, stop };
}
