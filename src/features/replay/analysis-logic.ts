/**
 * The analysis panel's pure rules: the game in the analysis's form, graded moves and
 * the n / N jumps, the squares an alternative would fill, and the keys the replay listens to.
 */
import type {
  Alternative,
  AnalysisGame,
  GameAnalysis,
  Grade,
} from '@ordbot/engine/analysis/types.ts';
import type { GameDetails, Move } from '@ordbot/contract/api-types.ts';
import { formatPercentOne as formatPercent } from '@ordbot/contract/format.ts';

// The preview of a placement is shared with the practice screen (src/ui/preview-squares.ts).
export { previewSquares } from '../../ui/preview-squares.ts';

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

/** The id of the best known alternative shown at once for a graded move. */
export const BEST_PREVIEW = 'best';

/** A graded move's best known alternative on the board before it, or null. */
export function bestPreview(analysis: GameAnalysis | undefined, selected: number): Preview | null {
  const move = selected > 0 ? analysis?.moves[selected - 1] : undefined;
  if (!move?.grade || !move.better) return null;
  return { id: BEST_PREVIEW, base: selected - 1, move: move.better };
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
 * before it, and past the last (or before the first) round to the first (or the last), so the
 * way on is there from any move, also from the game's end where a finished game opens.
 * Undefined when no graded move but `selected` itself is there.
 */
export function nextGraded(
  selected: number,
  graded: Iterable<number>,
  forward: boolean,
): number | undefined {
  let best: number | undefined;
  let round: number | undefined;
  for (const index of graded) {
    if (index === selected) continue;
    if (forward ? index > selected : index < selected) {
      if (best === undefined || (forward ? index < best : index > best)) best = index;
    } else if (round === undefined || (forward ? index < round : index > round)) {
      round = index;
    }
  }
  return best ?? round;
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

/** A winning chance (0-1) in per cent with one decimal ('52,3 %', '50,0 %'), as every per cent. */
export function formatChance(chance: number): string {
  return formatPercent(chance * 100);
}
