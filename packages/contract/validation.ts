/** Validation rules of docs/product.md, Checks that the board view and the API client share. */
import type { PlayerInfo, PlayerInfoBasic } from './api-types.ts';

export {
  BOARD_CHARACTERS_MESSAGE,
  BOARD_TYPES_MESSAGE,
  validateBoardCharacters,
  validateBoardTypes,
} from '@ordbot/engine/board-validation.ts';

export const PLAYER_INFO_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfo.';
export const PLAYER_INFO_BASIC_ARRAY_MESSAGE =
  'Unexpected response type. Expected an array of PlayerInfoBasic.';

/** docs/product.md, Checks: the player list answer must be an array; only the array shape is checked. */
export function assertPlayerInfoArray(value: unknown): asserts value is PlayerInfo[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_ARRAY_MESSAGE);
}

export function assertPlayerInfoBasicArray(value: unknown): asserts value is PlayerInfoBasic[] {
  if (!Array.isArray(value)) throw new Error(PLAYER_INFO_BASIC_ARRAY_MESSAGE);
}
