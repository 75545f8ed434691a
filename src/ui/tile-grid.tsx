/**
 * The tile-placing board's 15 by 15 grid (tile-board.tsx): the replay's squares
 * (board-square.tsx) with the tiles placed in this move, a proposed solution and the keyboard
 * cursor. The keys and clicks are the board's (`onKeyDown`, `onClick`).
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { BOARD_SIZE } from '@ordbot/contract/constants.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { squareLetter } from '@ordbot/engine/timeline-format.ts';
import { BoardFrame } from './board-frame.tsx';
import { BOARD_ROWS, Square } from './board-square.tsx';
import { PRACTICE_TEXT } from './text-practice.ts';

const T = PRACTICE_TEXT;
const COLUMNS = 'ABCDEFGHIJKLMNO';

/** 'H8': the column's letter and the row's number. */
export function squareName(index: number): string {
  return T.squareName(COLUMNS[index % BOARD_SIZE] ?? '?', Math.floor(index / BOARD_SIZE) + 1);
}

export interface TileGridProps {
  /** The id the squares' ids start with (the grid's active descendant). */
  id: string;
  board: string;
  layout: readonly SquareCode[];
  language: Language;
  /** The letter placed on each square in this move. */
  placedAt: ReadonlyMap<number, { letter: string }>;
  preview?: ReadonlyMap<number, string>;
  cursor: number;
  vertical: boolean;
  locked: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onClick: (event: MouseEvent<HTMLDivElement>) => void;
}

/** A square's element id within the grid `id`. */
export const cellId = (id: string, index: number) => `${id}-sq-${index}`;

export function TileGrid({
  id,
  board,
  layout,
  language,
  placedAt,
  preview,
  cursor,
  vertical,
  locked,
  onKeyDown,
  onClick,
}: TileGridProps) {
  return (
    <BoardFrame>
      <div
        className={`replay-board tile-board-grid${vertical ? ' is-down' : ''}`}
        role="grid"
        aria-label={T.board}
        aria-describedby={`${id}-keys`}
        aria-activedescendant={cellId(id, cursor)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {BOARD_ROWS.map((y) => (
          <div role="row" className="replay-row" key={y}>
            {BOARD_ROWS.map((x) => {
              const index = y * BOARD_SIZE + x;
              const mine = placedAt.get(index);
              const proposed = preview?.get(index);
              const classes = [
                mine ? 'is-placed' : '',
                index === cursor && !locked ? 'is-cursor' : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <Square
                  key={x}
                  id={cellId(id, index)}
                  index={index}
                  code={layout[index] ?? 0}
                  letter={mine?.letter ?? proposed ?? squareLetter(board, index)}
                  isNew={false}
                  isPreview={proposed !== undefined && !mine}
                  language={language}
                  extraClass={classes}
                  label={squareName(index)}
                />
              );
            })}
          </div>
        ))}
      </div>
    </BoardFrame>
  );
}
