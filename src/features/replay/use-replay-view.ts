/**
 * The state of the replay of one loaded game (game-replay-view.tsx lays it out): the game's
 * layout, frames and moves, the viewed move, the analysis with its graded moves, the alternative
 * shown on the board and the shortcuts' help.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { GameDetails, Move } from '@ordbot/contract/api-types.ts';
import { cheatMoveNumbers, sortMoves } from '@ordbot/engine/replay.ts';
import { validateBoardCharacters } from '@ordbot/contract/validation.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';
import { versionOfDetails } from '../../cache/game-version.ts';
import { gradesByIndex, nextGraded, previewSquares, toAnalysisGame } from './analysis-logic.ts';
import { firstMistake, keyTarget, nextSelection } from './replay-logic.ts';
import { useAnalysis } from './use-analysis.ts';
import { useDeeper } from './use-deeper.ts';
import { useBoardLayout } from './use-board-layout.ts';
import { useMoveParam } from './use-move-param.ts';
import { showBoardOnPhone, usePreview } from './use-preview.ts';
import { useReplayKeys } from './use-replay-keys.ts';
import { useTimeline } from './use-timeline.ts';

/**
 * The game's layout, frames and moves, the viewed move, the game as the analysis reads it, and
 * the server's version of the game (what the device keeps from it is keyed by it).
 */
function useReplayGame(details: GameDetails, embedded: boolean) {
  const { game } = details;
  const gameVersion = useMemo(() => versionOfDetails(details), [details]);
  const boardLayout = useBoardLayout(game.boardInfo?.boardTypeId);
  const layout = boardLayout.types;
  const timeline = useTimeline(details);
  const moves = useMemo(() => sortMoves(details.moves), [details.moves]);
  const cheats = useMemo(() => cheatMoveNumbers(details.cheats ?? []), [details.cheats]);
  const count = moves.length;
  const { selected, setSelected, openAt } = useMoveParam(embedded, count);

  const ready = timeline.state === 'ready' ? timeline.timeline : undefined;
  const broken = details.hasBrokenMoves || ready?.hasBrokenMoves === true;
  // docs/product.md, Checks: a layout or a board the replay cannot trust shows its message, not a wrong board.
  const framesError = useMemo(
    () =>
      ready?.frames.map((f) => validateBoardCharacters([...f.board])).find((e) => e !== null) ??
      undefined,
    [ready],
  );
  const boardError = boardLayout.error ?? framesError;

  // The analysis needs the game's real layout: the standard one stands in only for a NORMAL board.
  const layoutKnown =
    boardLayout.status === 'loaded' ||
    (boardLayout.status === 'failed' && game.boardInfo.boardType === 'NORMAL');
  const analysisGame = useMemo(
    () =>
      game.finished && !broken && !boardError && layoutKnown
        ? toAnalysisGame(details, moves, layout)
        : null,
    [game.finished, broken, boardError, layoutKnown, details, moves, layout],
  );
  return {
    game,
    gameVersion,
    layout,
    timeline,
    moves,
    cheats,
    count,
    selected,
    setSelected,
    openAt,
    ready,
    broken,
    boardError,
    analysisGame,
  };
}

/** The analysis (with 'Søk dypere' in place), its graded moves and the graph's marks. */
function useReplayReview(
  gameId: number,
  gameVersion: string | null,
  analysisGame: AnalysisGame | null,
  moves: readonly Move[],
  openAt: (move: number) => void,
) {
  const [served, startAnalysis] = useAnalysis(gameId, analysisGame, gameVersion);
  const [analysis, onDeeper] = useDeeper(served, analysisGame);
  const done = analysis.state === 'ready' ? analysis.analysis : undefined;
  const grades = useMemo(() => gradesByIndex(done), [done]);
  const marks = useMemo(
    () =>
      [...grades].map(([index, grade]) => ({
        move: index,
        grade,
        playerMove: moves[index - 1]?.playerMove ?? false,
      })),
    [grades, moves],
  );

  // A finished game's review opens where the lessons are: at the first mistake, once known.
  useEffect(() => {
    const first = firstMistake(grades.keys(), (index) => moves[index - 1]?.playerMove === true);
    if (first !== undefined) openAt(first);
  }, [grades, moves, openAt]);
  return { analysis, startAnalysis, onDeeper, done, grades, marks };
}

export function useReplayView(details: GameDetails, embedded: boolean) {
  const replay = useReplayGame(details, embedded);
  const { moves, count, selected, setSelected, ready } = replay;
  const review = useReplayReview(
    replay.game.gameId,
    replay.gameVersion,
    replay.analysisGame,
    moves,
    replay.openAt,
  );
  const { done, grades } = review;

  const onBoardKey = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (keyTarget(event.key, 0, count) === undefined) return;
      event.preventDefault();
      setSelected((current) => keyTarget(event.key, current, count) ?? current);
    },
    [count, setSelected],
  );
  const onPickMove = useCallback(
    (index: number) => setSelected((current) => nextSelection(current, index)),
    [setSelected],
  );
  const onPickGraph = useCallback((move: number) => setSelected(move), [setSelected]);

  const { preview, onPreview, announcement } = usePreview(done, selected);
  const stepMistake = useCallback(
    (forward: boolean) => {
      setSelected((current) => nextGraded(current, grades.keys(), forward) ?? current);
      // On a phone the bar stays in reach while the page is scrolled down to the analysis: the
      // board comes back into view with the move.
      showBoardOnPhone();
    },
    [grades, setSelected],
  );
  const previewBase = preview ? ready?.frames[preview.base] : undefined;
  const previewTiles = useMemo(
    () => (preview && previewBase ? previewSquares(previewBase.board, preview.move) : undefined),
    [preview, previewBase],
  );

  // Shortcuts anywhere on the page, except while typing or in a dialog: n / N, ?, Escape.
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  useReplayKeys(grades, preview, onPreview, setSelected, openHelp);

  return {
    ...replay,
    ...review,
    onBoardKey,
    onPickMove,
    onPickGraph,
    preview,
    onPreview,
    announcement,
    stepMistake,
    previewBase,
    previewTiles,
    helpOpen,
    setHelpOpen,
    openHelp,
  };
}

export type ReplayViewState = ReturnType<typeof useReplayView>;
