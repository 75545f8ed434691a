/**
 * The analysis panel's pure rules (issue 14): the game in the analysis's form, graded moves and
 * the n / N jumps, the squares an alternative would fill, and the keys the replay listens to.
 */
import type {
  Alternative,
  AnalysisGame,
  GameAnalysis,
  Grade,
} from '../../../core/analysis/types.ts';
import type { GameDetails, Move } from '../../../core/api-types.ts';
import { BOARD_SIZE } from '../../../core/constants.ts';
import type { EngineMove } from '../../../core/engine/types.ts';
import { squareLetter } from '../../../core/timeline-format.ts';

/** An alternative shown on the board: `base` is the frame it stands on. */
export interface Preview {
  id: string;
  base: number;
  move: Alternative;
}

/** The game as the analysis reads it; moves sorted by moveNum, as the replay lists them. */
export function toAnalysisGame(
  details: GameDetails,
  moves: readonly Move[],
  layout: readonly number[],
): AnalysisGame {
  return {
    language: details.game.boardInfo.language,
    layout,
    finished: details.game.finished,
    moves: moves.map((move) => ({
      moveNum: move.moveNum,
      moveType: move.moveType,
      playerMove: move.playerMove,
      letters: move.letters,
      points: move.points,
      numTiles: move.numTiles,
      mainWord: move.mainWord,
      vertical: move.vertical,
      x: move.x,
      y: move.y,
      // Sent for finished games only (gamemoves); absent from older answers.
      rack: (move as Move & { rack?: string | null }).rack ?? null,
    })),
  };
}

/** The grade of each graded move, by its 1-based place in the move list. */
export function gradesByIndex(analysis: GameAnalysis | undefined): Map<number, Grade> {
  const grades = new Map<number, Grade>();
  analysis?.moves.forEach((move, i) => {
    if (move?.grade) grades.set(i + 1, move.grade);
  });
  return grades;
}

/**
 * The graded move `n` (forward) or `N` (back) goes to from `selected`: the nearest one after or
 * before it, or undefined when there is none that way.
 */
export function nextGraded(
  selected: number,
  graded: Iterable<number>,
  forward: boolean,
): number | undefined {
  let best: number | undefined;
  for (const index of graded) {
    if (forward ? index > selected : index < selected) {
      if (best === undefined || (forward ? index < best : index > best)) best = index;
    }
  }
  return best;
}

/**
 * The squares a placement fills on a packed board, with their letters (a blank in lower case):
 * the main word's squares that are empty.
 */
export function previewSquares(
  board: string,
  move: Pick<EngineMove, 'x' | 'y' | 'vertical' | 'mainWord'>,
): Map<number, string> {
  const squares = new Map<number, string>();
  [...move.mainWord].forEach((letter, i) => {
    const x = move.vertical ? move.x : move.x + i;
    const y = move.vertical ? move.y + i : move.y;
    if (x >= BOARD_SIZE || y >= BOARD_SIZE) return;
    const index = y * BOARD_SIZE + x;
    if (squareLetter(board, index) === '') squares.set(index, letter);
  });
  return squares;
}

/** True when a key press belongs to a text field or a dialog, not to the replay's shortcuts. */
export function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) {
    return true;
  }
  return false;
}

/** The replay's one-letter shortcuts, from a key event's `key` (no Ctrl, Alt or Meta held). */
export type ShortcutAction = 'nextGraded' | 'previousGraded' | 'help' | 'clear';

export function shortcutFor(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): ShortcutAction | undefined {
  if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
  switch (event.key) {
    case 'n':
      return 'nextGraded';
    case 'N':
      return 'previousGraded';
    case '?':
      return 'help';
    case 'Escape':
      return 'clear';
    default:
      return undefined;
  }
}
