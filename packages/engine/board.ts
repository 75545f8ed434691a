/** Board squares, the standard layout and index helpers (docs/product.md: Data, Board and tiles; docs/game-rules.md). */
import { BOARD_SIZE, SQUARES } from './dimensions.ts';
import { mulberry32, shuffleInPlace } from './random.ts';

/** Square codes of the API (docs/product.md, Data). */
export const SquareType = {
  PLAIN: 0,
  DL: 1,
  TL: 2,
  DW: 3,
  TW: 4,
  CENTRE: 5,
} as const;
export type SquareCode = (typeof SquareType)[keyof typeof SquareType];

export const SQUARE_CODES: readonly SquareCode[] = [0, 1, 2, 3, 4, 5];

/** The layout notation of docs/game-rules.md. */
export const LAYOUT_CHARS: Record<SquareCode, string> = {
  0: '.',
  1: 'd',
  2: 't',
  3: 'D',
  4: 'T',
  5: '*',
};
const CODE_OF_CHAR = new Map<string, SquareCode>(
  SQUARE_CODES.map((code) => [LAYOUT_CHARS[code], code]),
);

/** Premiums apply only to tiles placed in the move (docs/game-rules.md); the centre has none. */
export function letterMultiplier(code: SquareCode): number {
  return code === SquareType.DL ? 2 : code === SquareType.TL ? 3 : 1;
}
export function wordMultiplier(code: SquareCode): number {
  return code === SquareType.DW ? 2 : code === SquareType.TW ? 3 : 1;
}

export function isSquareCode(value: unknown): value is SquareCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

export function isOnBoard(x: number, y: number): boolean {
  return (
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= 0 &&
    y >= 0 &&
    x < BOARD_SIZE &&
    y < BOARD_SIZE
  );
}

/** Row-major index: y * 15 + x. */
export function squareIndex(x: number, y: number): number {
  if (!isOnBoard(x, y)) throw new RangeError(`Square (${x}, ${y}) is outside the board`);
  return y * BOARD_SIZE + x;
}

export function squareXY(index: number): { x: number; y: number } {
  if (!Number.isInteger(index) || index < 0 || index >= SQUARES) {
    throw new RangeError(`Square index ${index} is outside the board`);
  }
  return { x: index % BOARD_SIZE, y: Math.floor(index / BOARD_SIZE) };
}

/**
 * Parses 15 lines of 15 characters `t T d D * .` into 225 codes. Blank lines and surrounding
 * spaces are ignored so the layout can be written as an indented template literal.
 */
export function parseLayout(text: string): SquareCode[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length !== BOARD_SIZE) {
    throw new Error(`A layout needs ${BOARD_SIZE} rows, got ${lines.length}`);
  }
  const codes: SquareCode[] = [];
  lines.forEach((line, y) => {
    if (line.length !== BOARD_SIZE) {
      throw new Error(`Layout row ${y} needs ${BOARD_SIZE} squares, got ${line.length}`);
    }
    for (const char of line) {
      const code = CODE_OF_CHAR.get(char);
      if (code === undefined) throw new Error(`Unknown layout character '${char}' in row ${y}`);
      codes.push(code);
    }
  });
  return codes;
}

/** The inverse of parseLayout: 15 lines joined by '\n', no trailing newline. */
export function formatLayout(codes: readonly number[]): string {
  if (codes.length !== SQUARES) throw new Error(`A layout needs ${SQUARES} squares`);
  const rows: string[] = [];
  for (let y = 0; y < BOARD_SIZE; y++) {
    let row = '';
    for (let x = 0; x < BOARD_SIZE; x++) {
      const code = codes[y * BOARD_SIZE + x];
      if (!isSquareCode(code)) throw new Error(`Bad square code ${String(code)} at (${x}, ${y})`);
      row += LAYOUT_CHARS[code];
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/** The standard board, row 0 at the top (docs/game-rules.md). */
export const STANDARD_LAYOUT = `
t...T..d..T...t
.d...t...t...d.
..D...d.d...D..
...t...D...t...
T...D.d.d.D...T
.t...t...t...t.
..d.d.....d.d..
d..D...*...D..d
..d.d.....d.d..
.t...t...t...t.
T...D.d.d.D...T
...t...D...t...
..D...d.d...D..
.d...t...t...d.
t...T..d..T...t
`;

export const STANDARD_BOARD: readonly SquareCode[] = Object.freeze(parseLayout(STANDARD_LAYOUT));

/** Index of the start square (7, 7). */
export const CENTRE_INDEX = 7 * BOARD_SIZE + 7;

/** How many squares of each code a layout has. */
export function countSquares(codes: readonly number[]): Record<SquareCode, number> {
  const counts: Record<SquareCode, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const code of codes) {
    if (isSquareCode(code)) counts[code]++;
  }
  return counts;
}

/**
 * A random board for demo data: the standard board's squares shuffled over every square but the
 * centre, so the counts stay those of the standard board. Same seed, same board.
 */
export function randomBoard(seed: number): SquareCode[] {
  const rng = mulberry32(seed);
  const others = STANDARD_BOARD.filter((_, index) => index !== CENTRE_INDEX);
  shuffleInPlace(others, rng);
  others.splice(CENTRE_INDEX, 0, SquareType.CENTRE);
  return others;
}
