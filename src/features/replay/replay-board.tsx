import { memo } from 'react';
import type { KeyboardEvent } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';
import { BoardFrame } from '../../ui/board-frame.tsx';
import { BOARD_ROWS, Square } from '../../ui/board-square.tsx';
import { TEXT } from '../../ui/text.ts';
import '../../ui/board.css';

const T = TEXT.replay;

export interface ReplayBoardProps {
  /** The packed board of the viewed frame (packages/engine/timeline-format.ts). */
  board: string;
  /** Squares placed by the viewed move. */
  placed: readonly number[];
  layout: readonly SquareCode[];
  language: Language;
  /** True while the frames are being built. */
  busy: boolean;
  /** Tiles of an alternative shown on the board (the analysis), by square. */
  preview?: ReadonlyMap<number, string>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** docs/product.md, Game replay: the 15 by 15 board as an ARIA grid; it takes the focus for keyboard stepping. */
export const ReplayBoard = memo(function ReplayBoard({
  board,
  placed,
  layout,
  language,
  busy,
  preview,
  onKeyDown,
}: ReplayBoardProps) {
  const fresh = new Set(placed);
  return (
    <BoardFrame>
      <div
        className="replay-board"
        role="grid"
        aria-label={T.board}
        aria-busy={busy}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {BOARD_ROWS.map((y) => (
          <div role="row" className="replay-row" key={y}>
            {BOARD_ROWS.map((x) => {
              const index = y * BOARD_SIZE + x;
              const proposed = preview?.get(index);
              return (
                <Square
                  key={x}
                  code={layout[index] ?? 0}
                  letter={proposed ?? squareLetter(board, index)}
                  isNew={fresh.has(index)}
                  isPreview={proposed !== undefined}
                  language={language}
                />
              );
            })}
          </div>
        ))}
      </div>
    </BoardFrame>
  );
});
