/**
 * Boards as text, for files and fixtures: 15 lines of 15 characters, '.' an empty square, a
 * letter a tile, lower case a blank. The engine's own form is 225 strings ('' empty).
 */
import { BOARD_SIZE, SQUARES } from '../dimensions.ts';

const LETTER = /^\p{L}$/u;

/** Parses board text; surrounding spaces and blank lines are ignored. Throws Error on bad text. */
export function parseBoardText(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length !== BOARD_SIZE) {
    throw new Error(`A board needs ${BOARD_SIZE} rows, got ${lines.length}`);
  }
  const board: string[] = [];
  lines.forEach((line, y) => {
    const chars = [...line];
    if (chars.length !== BOARD_SIZE) {
      throw new Error(`Board row ${y} needs ${BOARD_SIZE} squares, got ${chars.length}`);
    }
    for (const char of chars) {
      if (char === '.') board.push('');
      else if (LETTER.test(char)) board.push(char);
      else throw new Error(`Unknown board character '${char}' in row ${y}`);
    }
  });
  return board;
}

/** The inverse of parseBoardText: 15 lines joined by '\n'. */
export function formatBoardText(board: readonly string[]): string {
  if (board.length !== SQUARES) throw new Error(`A board needs ${SQUARES} squares`);
  const rows: string[] = [];
  for (let y = 0; y < BOARD_SIZE; y++) {
    rows.push(
      board
        .slice(y * BOARD_SIZE, (y + 1) * BOARD_SIZE)
        .map((square) => (square === '' ? '.' : square))
        .join(''),
    );
  }
  return rows.join('\n');
}
