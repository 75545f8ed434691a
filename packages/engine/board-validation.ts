/** The board checks of docs/product.md, Checks (packages/contract/validation.ts re-exports them). */
import { isSquareCode } from './board.ts';
import { SQUARES } from './dimensions.ts';

/** docs/product.md, Checks text, kept as written although codes 0-5 are accepted (docs/architecture.md). */
export const BOARD_TYPES_MESSAGE = 'Please provide an array of 225 values (0-4)';
export const BOARD_CHARACTERS_MESSAGE = 'Please provide an array of 225 characters';
/** null when `values` holds exactly 225 square codes (integers 0-5), else the spec's message. */
export function validateBoardTypes(values: unknown): string | null {
  if (!Array.isArray(values) || values.length !== SQUARES) return BOARD_TYPES_MESSAGE;
  return values.every(isSquareCode) ? null : BOARD_TYPES_MESSAGE;
}

/** null when `chars` has exactly 225 entries, else the spec's message. */
export function validateBoardCharacters(chars: unknown): string | null {
  return Array.isArray(chars) && chars.length === SQUARES ? null : BOARD_CHARACTERS_MESSAGE;
}
