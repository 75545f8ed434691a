// @vitest-environment jsdom
/**
 * The tile-placing board (src/ui/tile-board.tsx): a tile placed by click (tile, then square),
 * by keyboard (cursor, letters, Space, Backspace, Enter), by a pointer drag, a blank's letter
 * from its dialog, and each change announced ('H plassert på H8').
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import { TileBoard, type PlacedTile } from '../../../src/ui/tile-board.tsx';

afterEach(cleanup);

const EMPTY = emptyBoard(225);

function Harness({ rack, onCheck }: { rack: string; onCheck?: () => void }) {
  const [placed, setPlaced] = useState<PlacedTile[]>([]);
  return (
    <>
      <TileBoard
        board={EMPTY}
        layout={STANDARD_BOARD}
        language="NO_B"
        rack={rack}
        placed={placed}
        onPlacedChange={setPlaced}
        onCheck={onCheck}
      />
      <output data-testid="placed">{placed.map((t) => `${t.letter}@${t.index}`).join(' ')}</output>
    </>
  );
}

const placed = () => screen.getByTestId('placed').textContent;
const live = () => document.querySelector('[aria-live="polite"]')?.textContent?.trim();
const square = (name: string) =>
  screen.getByRole('gridcell', { name: new RegExp(`(^|, )${name}(,|$)`) });
const rackTile = (label: RegExp) =>
  within(screen.getByRole('list', { name: 'Brikkene dine' })).getByRole('button', { name: label });

describe('TileBoard', () => {
  it('shows the column letters and row numbers on the edges of the board, hidden from screen readers', () => {
    render(<Harness rack="HEI" />);
    const cols = document.querySelector('.replay-board-cols') as HTMLElement;
    const rows = document.querySelector('.replay-board-rows') as HTMLElement;
    expect([...cols.children].map((c) => c.textContent).join('')).toBe('ABCDEFGHIJKLMNO');
    expect([...rows.children].map((c) => c.textContent)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1)),
    );
    expect(cols.getAttribute('aria-hidden')).toBe('true');
    expect(rows.getAttribute('aria-hidden')).toBe('true');
    // The grid itself is the frame's board.
    expect(screen.getByRole('grid').parentElement?.className).toBe('replay-board-frame');
  });

  it('places a tile with a click on it, then on a square, and takes it back with a click', () => {
    render(<Harness rack="HEI" />);
    fireEvent.click(rackTile(/^H, 3 poeng$/));
    expect(rackTile(/^H, 3 poeng$/).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(square('H8'));
    expect(placed()).toBe('H@112');
    expect(live()).toBe('H plassert på H8');
    expect(square('H8').getAttribute('aria-label')).toBe('H 3 poeng, H8');
    fireEvent.click(square('H8'));
    expect(placed()).toBe('');
    expect(live()).toBe('H tatt tilbake fra H8');
  });

  it('types a word from the cursor, turns with Space, takes back with Backspace, checks with Enter', () => {
    const onCheck = vi.fn();
    render(<Harness rack="HEIS" onCheck={onCheck} />);
    const grid = screen.getByRole('grid');
    // The cursor starts on the centre; two steps left and type across.
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    for (const key of ['h', 'e', 'i']) fireEvent.keyDown(grid, { key });
    expect(placed()).toBe('H@110 E@111 I@112');
    expect(live()).toBe('I plassert på H8');
    fireEvent.keyDown(grid, { key: ' ' });
    expect(live()).toBe('Retning: nedover');
    fireEvent.keyDown(grid, { key: 'Backspace' });
    expect(placed()).toBe('H@110 E@111');
    expect(live()).toBe('I tatt tilbake fra H8');
    // Down from H8 now.
    fireEvent.keyDown(grid, { key: 's' });
    fireEvent.keyDown(grid, { key: 'i' });
    expect(placed()).toBe('H@110 E@111 S@112 I@127');
    fireEvent.keyDown(grid, { key: 'q' });
    expect(live()).toBe('Du har ingen Q på stativet');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onCheck).toHaveBeenCalledOnce();
  });

  it('a typed letter missing from the rack uses a blank, in lower case', () => {
    render(<Harness rack="A?" />);
    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'a' });
    fireEvent.keyDown(grid, { key: 't' });
    expect(placed()).toBe('A@112 t@113');
  });

  it('a blank placed by click asks for its letter in a dialog', async () => {
    render(<Harness rack="?" />);
    fireEvent.click(rackTile(/^Blank brikke$/));
    fireEvent.click(square('H8'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Hvilken bokstav skal den blanke brikken være?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ø' }));
    await waitFor(() => expect(placed()).toBe('ø@112'));
    expect(live()).toBe('Ø plassert på H8');
    expect(square('H8').getAttribute('aria-label')).toBe('ø, blank brikke, H8');
  }, 30_000);

  it('drags a tile onto a square with a pointer', () => {
    render(<Harness rack="HEI" />);
    const tile = rackTile(/^E, 1 poeng$/);
    const target = square('C3');
    const original = document.elementFromPoint;
    document.elementFromPoint = () => target;
    try {
      act(() => {
        fireEvent.pointerDown(tile, { pointerId: 1, button: 0, clientX: 10, clientY: 400 });
        fireEvent.pointerMove(tile, { pointerId: 1, clientX: 60, clientY: 200 });
        fireEvent.pointerUp(tile, { pointerId: 1, clientX: 60, clientY: 40 });
        fireEvent.click(tile);
      });
    } finally {
      document.elementFromPoint = original;
    }
    expect(placed()).toBe('E@32');
    expect(rackTile(/^E, 1 poeng$/).hasAttribute('disabled')).toBe(true);
  });
});
