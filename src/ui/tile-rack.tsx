/**
 * The tile-placing board's rack (tile-board.tsx): the tiles to place, each a button to select
 * (tap or click) or to drag onto a square with a mouse or a finger (pointer events, a ghost tile
 * follows the pointer), and 'Ta tilbake alle'. Where a tile lands is the board's business
 * (`onDrop`).
 */
import { useRef, useState } from 'react';
import type { MouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import type { Language } from '@ordbot/contract/enums.ts';
import { BLANK, tileValue } from '@ordbot/engine/tiles.ts';
import { PRACTICE_TEXT } from './text-practice.ts';

const T = PRACTICE_TEXT;
/** A pointer that moves this far (px) from where it went down drags the tile. */
const DRAG_START = 6;

interface Drag {
  rackIndex: number;
  pointerId: number;
  startX: number;
  startY: number;
  moved: boolean;
}

/** The dragged tile under the pointer. */
interface Ghost {
  x: number;
  y: number;
  tile: string;
}

/** The square (its index) of the board under an element, from its data-square. */
export function squareOf(target: EventTarget | null): number | null {
  const cell = target instanceof Element ? target.closest('[data-square]') : null;
  const value = cell?.getAttribute('data-square');
  return value == null ? null : Number(value);
}

export interface TileRackProps {
  tiles: readonly string[];
  language: Language;
  /** The rack's accessible name: whose tiles these are. */
  label: string;
  /** Rack places already on the board. */
  used: ReadonlySet<number>;
  selected: number | null;
  locked: boolean;
  /** Nothing placed: 'Ta tilbake alle' is off. */
  nothingPlaced: boolean;
  onSelect: (rackIndex: number | null) => void;
  /** A tile dragged onto a square. */
  onDrop: (index: number, rackIndex: number) => void;
  onTakeBackAll: () => void;
}

/** Dragging a rack tile: where the pointer went down, the ghost that follows it, the drop. */
function useTileDrag(
  tiles: readonly string[],
  blocked: (rackIndex: number) => boolean,
  onDrop: (index: number, rackIndex: number) => void,
) {
  const [ghost, setGhost] = useState<Ghost | null>(null);
  const drag = useRef<Drag | null>(null);

  function onTileDown(event: ReactPointerEvent<HTMLButtonElement>, rackIndex: number) {
    if (blocked(rackIndex) || event.button !== 0) return;
    drag.current = {
      rackIndex,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onTileMove(event: ReactPointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const far =
      Math.abs(event.clientX - current.startX) + Math.abs(event.clientY - current.startY) >
      DRAG_START;
    if (far) current.moved = true;
    if (current.moved) {
      setGhost({ x: event.clientX, y: event.clientY, tile: tiles[current.rackIndex] as string });
    }
  }

  function onTileUp(event: ReactPointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    drag.current = null;
    setGhost(null);
    if (!current || current.pointerId !== event.pointerId || !current.moved) return;
    // A drag: the click that follows must not select the tile.
    event.currentTarget.dataset.dragged = '1';
    const index = squareOf(document.elementFromPoint(event.clientX, event.clientY));
    if (index !== null) onDrop(index, current.rackIndex);
  }

  function onTileCancel() {
    drag.current = null;
    setGhost(null);
  }

  return { ghost, onTileDown, onTileMove, onTileUp, onTileCancel };
}

export function TileRack({
  tiles,
  language,
  label,
  used,
  selected,
  locked,
  nothingPlaced,
  onSelect,
  onDrop,
  onTakeBackAll,
}: TileRackProps) {
  const blocked = (rackIndex: number) => locked || used.has(rackIndex);
  const { ghost, ...drag } = useTileDrag(tiles, blocked, onDrop);

  function onTileClick(event: MouseEvent<HTMLButtonElement>, rackIndex: number) {
    const button = event.currentTarget;
    if (button.dataset.dragged) {
      delete button.dataset.dragged;
      return;
    }
    if (blocked(rackIndex)) return;
    onSelect(selected === rackIndex ? null : rackIndex);
  }

  return (
    <>
      <div className="tile-rack-row">
        <ul className="tile-rack" aria-label={label}>
          {tiles.map((tile, rackIndex) => {
            const gone = used.has(rackIndex);
            const blank = tile === BLANK;
            const value = blank ? 0 : tileValue(tile, language);
            return (
              <li key={rackIndex}>
                <button
                  type="button"
                  className={`tile-rack-tile${blank ? ' blank' : ''}${gone ? ' is-used' : ''}`}
                  aria-label={blank ? T.blank : T.tile(tile, value)}
                  aria-pressed={selected === rackIndex}
                  disabled={gone || locked}
                  onPointerDown={(event) => drag.onTileDown(event, rackIndex)}
                  onPointerMove={drag.onTileMove}
                  onPointerUp={drag.onTileUp}
                  onPointerCancel={drag.onTileCancel}
                  onClick={(event) => onTileClick(event, rackIndex)}
                >
                  {!gone && <TileFace tile={tile} value={value} />}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="tile-rack-back"
          onClick={onTakeBackAll}
          disabled={locked || nothingPlaced}
        >
          {T.takeBackAll}
        </button>
      </div>
      {ghost && <GhostTile ghost={ghost} />}
    </>
  );
}

/** A tile's letter and points on the rack. */
function TileFace({ tile, value }: { tile: string; value: number }) {
  const blank = tile === BLANK;
  return (
    <>
      {/* A blank shows that it is one: a word, not an empty tile. */}
      <span className={blank ? 'tile-rack-blank' : 'tile-rack-letter'} aria-hidden="true">
        {blank ? T.blankShort : tile}
      </span>
      {!blank && (
        <span className="tile-rack-points" aria-hidden="true">
          {value}
        </span>
      )}
    </>
  );
}

/** The tile that follows the pointer while it is dragged. */
function GhostTile({ ghost }: { ghost: Ghost }) {
  return (
    <span
      className={`tile-rack-ghost${ghost.tile === BLANK ? ' blank' : ''}`}
      style={{ left: ghost.x, top: ghost.y }}
      aria-hidden="true"
    >
      {ghost.tile === BLANK ? <span className="tile-rack-blank">{T.blankShort}</span> : ghost.tile}
    </span>
  );
}
