import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { validateBoardTypes } from '@ordbot/contract/validation.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';
import { useLoad } from '../../ui/use-load.ts';

export interface BoardLayout {
  types: readonly SquareCode[];
  /**
   * 'pending' while the layout is on its way (the standard layout stands in), 'loaded' once
   * it came, 'failed' when the call failed (only logged; the standard layout stays), 'invalid'
   * when the answer is not 225 square codes: then `error` holds the docs/product.md, Checks message to show
   * instead of a wrong board.
   */
  status: 'pending' | 'loaded' | 'failed' | 'invalid';
  error?: string;
}

const PENDING: BoardLayout = { types: STANDARD_BOARD, status: 'pending' };
const FAILED: BoardLayout = { types: STANDARD_BOARD, status: 'failed' };

async function loadLayout(boardTypeId: number): Promise<BoardLayout> {
  const { value: result } = await getBoardSquareTypes(boardTypeId);
  const error = validateBoardTypes(result?.types);
  return error === null
    ? { types: result.types as SquareCode[], status: 'loaded' }
    : { types: STANDARD_BOARD, status: 'invalid', error };
}

/** The square types of the game's board (every RANDOM game has its own). */
export function useBoardLayout(boardTypeId: number | undefined): BoardLayout {
  const id = typeof boardTypeId === 'number' ? boardTypeId : null;
  const load = useLoad(id, () => loadLayout(id as number));
  return load.status === 'failed' ? FAILED : (load.data ?? PENDING);
}
