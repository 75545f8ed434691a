import type { BoardSquareTypes } from '../../core/api-types.ts';
import { request } from './client.ts';

/** The 225 square codes of a board layout; the id is the game's boardInfo.boardTypeId. */
export function getBoardSquareTypes(id: number): Promise<BoardSquareTypes> {
  return request<BoardSquareTypes>(`/boards/board-square-types/${encodeURIComponent(id)}`);
}
