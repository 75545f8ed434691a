// @vitest-environment jsdom
/**
 * 'Prøv et stativ' (src/features/replay/analysis-details.tsx): moving to another move cancels
 * the rack's call in the worker bridge, and its late answer is never shown there.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameAnalysis, SideSummary } from '@ordbot/engine/analysis/types.ts';
import { emptyBoard } from '@ordbot/engine/timeline-format.ts';
import AnalysisDetails from '../../../src/features/replay/analysis-details.tsx';
import { heldWorkerCalls } from '../fixtures/worker-calls.ts';
import { ANALYSIS_TEXT } from '../../../src/ui/text-analysis.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

const T = ANALYSIS_TEXT;

const side: SideSummary = {
  movesAnalysed: 0,
  bestFound: 0,
  bestFoundPercent: 0,
  pointsMissed: 0,
  missedPerMove: 0,
  biggestMiss: null,
  bingosPlayed: 0,
  bingosPossible: null,
  racksKnown: 0,
  accuracy: null,
  graded: [],
};
/** Two swaps: no move analysed, so each position is the board after its move. */
const ANALYSIS: GameAnalysis = {
  moves: [null, null],
  summary: { player: side, bot: side },
  strategyVersion: null,
  winChances: null,
};
const FRAMES = [0, 1, 2].map((moveNum) => ({
  moveNum,
  board: emptyBoard(225),
  placed: [],
  playerScore: 0,
  botScore: 0,
  broken: false,
}));
const LIST = { language: 'NO_B', name: 'liste', wordCount: 5, removed: 0 } as const;
const moves = (word: string) => ({
  ok: true,
  byEquity: false,
  list: LIST,
  moves: [
    {
      x: 7,
      y: 7,
      vertical: false,
      letters: word,
      mainWord: word,
      points: 9,
      numTiles: 2,
      notation: `8H ${word}`,
    },
  ],
});

const calls = heldWorkerCalls();

afterEach(cleanup);

function view(selected: number) {
  return (
    <AnalysisDetails
      analysis={ANALYSIS}
      source="DEVICE"
      list={LIST}
      selected={selected}
      frames={FRAMES}
      context={{ language: 'NO_B', layout: [] }}
      playerName="Kari"
      preview={null}
      onPreview={() => undefined}
      onSelect={() => undefined}
      subHeading="h3"
    />
  );
}

function ask(rack: string) {
  fireEvent.change(screen.getByLabelText(T.tryRack), { target: { value: rack } });
  fireEvent.click(screen.getByRole('button', { name: T.tryRackSubmit }));
}

describe("'Prøv et stativ'", { timeout: 20_000 }, () => {
  it('cancels the call for a position left, whose answer is never shown', async () => {
    const { rerender } = render(view(1));
    ask('AB');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.name).toBe('rackMoves');
    expect(calls[0]?.args[2]).toBe('AB');
    expect(screen.getByRole('button', { name: T.tryRackSubmit }).hasAttribute('disabled')).toBe(
      true,
    );

    rerender(view(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(screen.getByRole('button', { name: T.tryRackSubmit }).hasAttribute('disabled')).toBe(
      false,
    );
    await act(async () => calls[0]?.resolve(moves('AB')));
    expect(screen.queryByText(T.tryRackResults('AB'))).toBeNull();

    ask('CD');
    await act(async () => calls[1]?.resolve(moves('CD')));
    expect(screen.getByText(T.tryRackResults('CD'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /8H CD/ })).toBeTruthy();
  });
});
