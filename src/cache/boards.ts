/** Board layouts repository: a layout never changes, so it is cache-first. */
import * as api from '../api/boards.ts';
import type { BoardSquareTypes } from '@ordbot/contract/api-types.ts';
import { readFresh, type Fresh } from './read-through.ts';

export function getBoardSquareTypes(boardTypeId: number): Promise<Fresh<BoardSquareTypes>> {
  return readFresh({
    fetch: () => api.getBoardSquareTypes(boardTypeId),
    read: (db) => db.getDb().boards.get(boardTypeId),
    write: (db, value, cachedAt) => db.getDb().boards.put({ id: boardTypeId, value, cachedAt }),
    keep: () => true,
  });
}
