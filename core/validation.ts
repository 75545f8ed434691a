/** Validation rules of docs/product.md, Checks that the board view and the API client share. */
import type { PlayerInfo, PlayerInfoBasic } from './api-types.ts';
import { isSquareCode } from './board.ts';
import { SQUARES } from './constants.ts';

/** docs/product.md, Checks text, kept as written although codes 0-5 are accepted (docs/architecture.md). */
export const BOARD_TYPES_MESSAGE = 'Please provide an array of 225 values (0-4)';
export const BOARD_CHARACTERS_MESSAGE = 'Please provide an array of 225 characters';
export const PLAYER_INFO_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfo.';
export const PLAYER_INFO_BASIC_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfoBasic.';

/** null when `values` holds exactly 225 square codes (integers 0-5), else the spec's message. */
export function validateBoardTypes(values: unknown): string | null {
  if (!Array.isArray(values) || values.length !== SQUARES) return BOARD_TYPES_MESSAGE;
  return values.every(isSquareCode) ? null : BOARD_TYPES_MESSAGE;
}

/** null when `chars` has exactly 225 entries, else the spec's message. */
export function validateBoardCharacters(chars: unknown): string | null {
  return Array.isArray(chars) && chars.length === SQUARES ? null : BOARD_CHARACTERS_MESSAGE;
}

/** docs/product.md, Checks: the player list answer must be an array; only the array shape is checked. */
export function assertPlayerInfoArray(value: unknown): asserts value is PlayerInfo[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_ARRAY_MESSAGE);
}

export function assertPlayerInfoBasicArray(value: unknown): asserts value is PlayerInfoBasic[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_BASIC_ARRAY_MESSAGE);
}
