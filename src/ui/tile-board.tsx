/**
 * The tile-placing board: the 15 by 15 board (tile-grid.tsx) with the rack below it
 * (tile-rack.tsx). Tap or click a rack tile, then a square; drag a tile with a mouse or a
 * finger; or the keyboard on the board: arrows move the cursor, a letter places that tile, Space
 * turns the direction, Backspace takes the last tile back, Enter checks. A blank asks for its
 * letter in a small dialog. Each change is announced in a live region ('H plassert på H8'). The
 * placement itself is the caller's state (`placed`, `onPlacedChange`); use-tile-board.ts keeps
 * the cursor, the selected tile and the rules of placing, and this file lays them out.
 */
import { lazy, Suspense } from 'react';
import type { SquareCode } from '@ordbot/engine/board.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { PRACTICE_TEXT } from './text-practice.ts';
import { squareName, TileGrid } from './tile-grid.tsx';
import { TileRack } from './tile-rack.tsx';
import { useTileBoard, type PlacedTile } from './use-tile-board.ts';
import './board.css';
import './tile-board.css';

export { squareName };
export type { PlacedTile };

const T = PRACTICE_TEXT;

const BlankDialog = lazy(() => import('./blank-dialog.tsx'));

export interface TileBoardProps {
  /** The packed board before the move (packages/engine/timeline-format.ts). */
  board: string;
  layout: readonly SquareCode[];
  language: Language;
  /** The tiles to place, upper case and '?' for a blank. */
  rack: string;
  placed: readonly PlacedTile[];
  onPlacedChange: (placed: PlacedTile[]) => void;
  /** Enter on the board. */
  onCheck?: () => void;
  /** Tiles shown on the board that are not the player's (a solution), by square. */
  preview?: ReadonlyMap<number, string>;
  /** No more placing (while an answer is shown). */
  locked?: boolean;
  /** Whose tiles the rack holds, as its accessible name ('Brikkene dine' by default). */
  rackLabel?: string;
}

export function TileBoard(props: TileBoardProps) {
  const { board, layout, language, placed, preview, locked = false, rackLabel = T.rack } = props;
  const state = useTileBoard({ ...props, locked });
  const { id, blankAt } = state;
  return (
    <div className="tile-board">
      <TileGrid
        id={id}
        board={board}
        layout={layout}
        language={language}
        placedAt={state.placedAt}
        preview={preview}
        cursor={state.cursor}
        vertical={state.vertical}
        locked={locked}
        onKeyDown={state.onKeyDown}
        onClick={state.onBoardClick}
      />
      {/* One of the two shows (tile-board.css): the keys with a keyboard, tapping on a touch or
          narrow screen. */}
      <p id={`${id}-keys`} className="tile-board-keys">
        {T.keys}
      </p>
      <p className="tile-board-touch">{T.touch}</p>
      <TileRack
        tiles={state.tiles}
        language={language}
        label={rackLabel}
        used={state.used}
        selected={state.selected}
        locked={locked}
        nothingPlaced={placed.length === 0}
        onSelect={state.onSelect}
        onDrop={state.placeFromRack}
        onTakeBackAll={state.takeBackAll}
      />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.message}
      </p>
      {blankAt && (
        <Suspense fallback={null}>
          <BlankDialog
            language={language}
            onChoose={state.chooseBlank}
            onClose={state.closeBlank}
          />
        </Suspense>
      )}
    </div>
  );
}
