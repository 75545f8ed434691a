import { useEffect, useState } from 'react';
import { STANDARD_BOARD } from '../../../core/board.ts';
import type { SquareCode } from '../../../core/board.ts';
import { isBoardLayout } from '../../../core/validation.ts';
import { getBoardSquareTypes } from '../../cache/boards.ts';

/**
 * The square types of the game's board (every RANDOM game has its own); the standard layout
 * until they arrive or when the call fails (only logged).
 */
export function useBoardLayout(boardTypeId: number | undefined): readonly SquareCode[] {
  const [loaded, setLoaded] = useState<{ id: number; types: SquareCode[] }>();
  useEffect(() => {
    if (typeof boardTypeId !== 'number') return;
    let current = true;
    getBoardSquareTypes(boardTypeId).then(
      (result) => {
        if (current && isBoardLayout(result?.types))
          setLoaded({ id: boardTypeId, types: result.types });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [boardTypeId]);
  return loaded && loaded.id === boardTypeId ? loaded.types : STANDARD_BOARD;
}
