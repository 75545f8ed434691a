/** Board layouts repository: passes straight through to src/api until the offline issue. */
import * as api from '../api/boards.ts';
import type { BoardSquareTypes } from '../../core/api-types.ts';

export function getBoardSquareTypes(boardTypeId: number): Promise<BoardSquareTypes> {
  return api.getBoardSquareTypes(boardTypeId);
}
