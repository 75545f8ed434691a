/** The squares a move from the engine would fill, for drawing it as a preview on a board. */
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { EngineMove } from '@ordbot/engine/movegen/types.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';

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
