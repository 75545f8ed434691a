import { SQUARES, BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { TileInput } from '../../movegen/placement.ts';

export function emptyBoard(): string[] {
  return new Array<string>(SQUARES).fill('');
}

/** Writes a word's letters from (x, y) on, over any square. */
export function put(board: string[], x: number, y: number, vertical: boolean, word: string) {
  [...word].forEach((letter, i) => {
    board[vertical ? (y + i) * BOARD_SIZE + x : y * BOARD_SIZE + x + i] = letter;
  });
  return board;
}

/** New tiles for a word from (x, y); '.' skips a square (a tile already there). */
export function tiles(x: number, y: number, vertical: boolean, word: string): TileInput[] {
  const out: TileInput[] = [];
  [...word].forEach((letter, i) => {
    if (letter !== '.') out.push(vertical ? { x, y: y + i, letter } : { x: x + i, y, letter });
  });
  return out;
}
