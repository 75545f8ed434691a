/** Validation rules of spec 5 that the board view and the API client use. */
import type { PlayerInfo, PlayerInfoBasic } from './api-types.ts';
import { isSquareCode, type SquareCode } from './board.ts';
import { SQUARES } from './constants.ts';

export const PLAYER_INFO_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfo.';
export const PLAYER_INFO_BASIC_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfoBasic.';

/** True when `values` holds exactly 225 square codes (integers 0-5, 5 the centre). */
export function isBoardLayout(values: unknown): values is SquareCode[] {
  return Array.isArray(values) && values.length === SQUARES && values.every(isSquareCode);
}

/** Spec 5: the player list answer must be an array; only the array shape is checked. */
export function assertPlayerInfoArray(value: unknown): asserts value is PlayerInfo[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_ARRAY_MESSAGE);
}

export function assertPlayerInfoBasicArray(value: unknown): asserts value is PlayerInfoBasic[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_BASIC_ARRAY_MESSAGE);
}
