import { useEffect, useState } from 'react';
import { STANDARD_BOARD } from '../../../core/board.ts';
import type { SquareCode } from '../../../core/board.ts';
import { validateBoardTypes } from '../../../core/validation.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';

export interface BoardLayout {
  types: readonly SquareCode[];
  /**
   * 'pending' while the layout is on its way (the standard layout stands in), 'loaded' once
   * it came, 'failed' when the call failed (only logged; the standard layout stays), 'invalid'
   * when the answer is not 225 square codes: then `error` holds the spec 5 message to show
   * instead of a wrong board.
   */
  status: 'pending' | 'loaded' | 'failed' | 'invalid';
  error?: string;
}

type Loaded = { id: number } & BoardLayout;

const PENDING: BoardLayout = { types: STANDARD_BOARD, status: 'pending' };

/** The square types of the game's board (every RANDOM game has its own). */
export function useBoardLayout(boardTypeId: number | undefined): BoardLayout {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (typeof boardTypeId !== 'number') return;
    let current = true;
    getBoardSquareTypes(boardTypeId).then(
      (result) => {
        if (!current) return;
        const error = validateBoardTypes(result?.types);
        setLoaded(
          error === null
            ? { id: boardTypeId, types: result.types as SquareCode[], status: 'loaded' }
            : { id: boardTypeId, types: STANDARD_BOARD, status: 'invalid', error },
        );
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ id: boardTypeId, types: STANDARD_BOARD, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [boardTypeId]);
  return loaded && loaded.id === boardTypeId ? loaded : PENDING;
}
