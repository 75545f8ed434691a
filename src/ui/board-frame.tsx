import type { ReactNode } from 'react';
import { BOARD_ROWS } from './board-square.tsx';

const COLUMNS = 'ABCDEFGHIJKLMNO';

/**
 * A board with its edges: column letters A-O above and row numbers 1-15 beside, as the notation
 * reads them (docs/product.md, Game replay). The squares' own names carry them for screen
 * readers, so the edges are hidden from them. The replay's board and the tile-placing board
 * (practice, 'Prøv et eget trekk') both stand in one (board.css).
 */
export function BoardFrame({ children }: { children: ReactNode }) {
  return (
    <div className="replay-board-frame">
      <div className="replay-board-cols" aria-hidden="true">
        {BOARD_ROWS.map((x) => (
          <span key={x}>{COLUMNS[x]}</span>
        ))}
      </div>
      <div className="replay-board-rows" aria-hidden="true">
        {BOARD_ROWS.map((y) => (
          <span key={y}>{y + 1}</span>
        ))}
      </div>
      {children}
    </div>
  );
}
