// @vitest-environment jsdom
/**
 * 'Prøv et eget trekk' (src/ui/move-trial-dialog.tsx): a new 'Sjekk' cancels the check before it
 * in the worker bridge, whose late answer is never shown, and closing the dialog cancels the last.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacementCheck } from '@ordbot/engine/analysis/practice.ts';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { heldWorkerCalls } from '../fixtures/worker-calls.ts';
import MoveTrialDialog from '../../../src/ui/move-trial-dialog.tsx';
import { move, plainLayout } from '../../../packages/engine/test/analysis/helpers.ts';
import { gameDetails } from '../fixtures/games.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

const moves = [
  move(1, 6, 7, false, 'HEI', { points: 6, playerMove: false, rack: 'HEI' }),
  move(2, 9, 7, false, 'A', { points: 7, playerMove: true }),
];
const details: GameDetails = { ...gameDetails(7, true), moves };
const position = exercisePosition(details, plainLayout({}) as SquareCode[], 2)!;
const LIST = { language: 'NO_B', name: 'liste', wordCount: 5, removed: 0 };
const illegal = (message: string): PlacementCheck => ({
  legal: false,
  reason: 'NO_TILES',
  message,
});

const calls = heldWorkerCalls();

afterEach(cleanup);

describe("'Prøv et eget trekk'", { timeout: 20_000 }, () => {
  it("cancels a check that a new 'Sjekk' supersedes and never shows its answer", async () => {
    render(<MoveTrialDialog position={position} owner="Ordbot" onClose={() => undefined} />);
    const sjekk = () => fireEvent.click(screen.getByRole('button', { name: 'Sjekk' }));
    sjekk();
    expect(await screen.findByText('Sjekker …')).toBeTruthy();
    sjekk();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.name).toBe('checkPractice');

    await act(async () => calls[0]?.resolve({ ok: true, check: illegal('den gamle'), list: LIST }));
    expect(screen.queryByText(/den gamle/)).toBeNull();
    expect(screen.getByText('Sjekker …')).toBeTruthy();
    await act(async () => calls[1]?.resolve({ ok: true, check: illegal('den nye'), list: LIST }));
    expect(screen.getByText('Ikke et lovlig trekk: den nye')).toBeTruthy();
    expect(screen.queryByText(/den gamle/)).toBeNull();
  });

  it('cancels the check in flight when the dialog closes', async () => {
    const { unmount } = render(
      <MoveTrialDialog position={position} owner="Ordbot" onClose={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sjekk' }));
    await screen.findByText('Sjekker …');
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
