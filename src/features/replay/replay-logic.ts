/** The replay screen's pure rules (docs/product.md, Game replay): labels, selection, deep link, graph picks. */
import type { Move } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../ui/text.ts';

const T = TEXT.replay;

import { MOVE_PARAM } from '@ordbot/contract/routes.ts';

export { MOVE_PARAM };

/** The list label of a move (docs/product.md, Game replay). */
export function moveLabel(move: Pick<Move, 'moveType' | 'mainWord' | 'points' | 'numTiles'>) {
  switch (move.moveType) {
    case 'SWAP':
      return T.swap(move.numTiles);
    case 'PASS':
      return T.pass;
    case 'RESIGN':
      return T.resign;
    default:
      return `${move.mainWord} (${T.points(move.points)})`;
  }
}

/** docs/product.md, Game replay: clicking the selected move resets to 0, any other move selects it. */
export function nextSelection(current: number, clicked: number): number {
  return current === clicked ? 0 : clicked;
}

export function clampMove(move: number, count: number): number {
  return Math.max(0, Math.min(count, move));
}

/** The move a key on the focused board goes to, or undefined for other keys. */
export function keyTarget(key: string, selected: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return clampMove(selected - 1, count);
    case 'ArrowRight':
      return clampMove(selected + 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count;
    default:
      return undefined;
  }
}

/**
 * The move a replay opens at with no deep link: a finished game at its last move (its result),
 * an ongoing one at the empty board.
 */
export function openingMove(finished: boolean, count: number): number {
  return finished ? count : 0;
}

/**
 * The move a deep link asks for: `trekk` as a whole number, clamped to 0..count. Anything
 * else (missing, '2.5', 'abc') is ignored and gives `fallback` (the opening move).
 * @param search the query string, with or without its '?'
 */
export function readMoveParam(search: string, count: number, fallback = 0): number {
  const value = new URLSearchParams(search).get(MOVE_PARAM);
  if (value === null || !/^-?\d+$/.test(value.trim())) return fallback;
  return clampMove(Number(value), count);
}

/**
 * The query string (no '?') with `trekk` set to `move`, or removed for the opening move
 * (`fallback`); other parameters are kept as they were.
 */
export function writeMoveParam(search: string, move: number, fallback = 0): string {
  const params = new URLSearchParams(search);
  if (move !== fallback) params.set(MOVE_PARAM, String(move));
  else params.delete(MOVE_PARAM);
  return params.toString();
}

/**
 * The move nearest to a click on the score graph, whose x axis runs from move 0 at the left
 * edge of the plot to move `count` at the right edge.
 * @param offsetX CSS px from the plot's left edge
 * @param width the plot's width in CSS px
 */
export function graphMoveAt(offsetX: number, width: number, count: number): number {
  if (!(width > 0) || !Number.isFinite(offsetX) || count <= 0) return 0;
  return clampMove(Math.round((offsetX / width) * count), count);
}
