import { CALLS } from '@ordbot/contract/api-contract.ts';
import type { BoardSquareTypes } from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

/** The 225 square codes of a board layout; the id is the game's boardInfo.boardTypeId. */
export function getBoardSquareTypes(id: number): Promise<BoardSquareTypes> {
  return callApi(CALLS.boardSquareTypes, { params: { id } });
}
