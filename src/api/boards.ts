import { CALLS } from '../../core/api-contract.ts';
import type { BoardSquareTypes } from '../../core/api-types.ts';
import { callApi } from './client.ts';

/** The 225 square codes of a board layout; the id is the game's boardInfo.boardTypeId. */
export function getBoardSquareTypes(id: number): Promise<BoardSquareTypes> {
  return callApi(CALLS.boardSquareTypes, { params: { id } });
}
