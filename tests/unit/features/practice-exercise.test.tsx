// @vitest-environment jsdom
/**
 * An exercise of 'Øv på feilene' after an answer (src/features/practice/exercise-view.tsx): the
 * worker's review of the game's move is shown as the replay shows it, the better move's points
 * broken down, what each opens for Ordbot ('Hvorfor'), with a link to the move in the game. Only
 * after an answer, and the answer is recorded once.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import type { PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { SquareType, type SquareCode } from '@ordbot/engine/board.ts';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import { engineWith } from '@ordbot/engine/movegen/search-engine.ts';
import { ExerciseView } from '../../../src/features/practice/exercise-view.tsx';
import { runServiceWith } from '../../../src/lib/worker-bridge.ts';
import { move, plainLayout } from '../../../packages/engine/test/analysis/helpers.ts';
import { holdWorkerCalls } from '../fixtures/worker-calls.ts';
import { lineModel } from '../../../packages/engine/test/analysis/test-model.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

afterEach(cleanup);

const lexicon = Lexicon.fromWords(['hei', 'heia', 'heias', 'ah', 'es'], lexiconAlphabet('NO_B'));
const layout = plainLayout({ '6,6': SquareType.TW, '10,7': SquareType.TW }) as SquareCode[];
/** The bot laid HEI; the player A for HEIA (7) where G7 AH on a triple word gave 12. */
const moves = [
  move(1, 6, 7, false, 'HEI', { points: 6, playerMove: false, rack: 'HEI' }),
  move(2, 9, 7, false, 'A', { points: 7, playerMove: true }),
  move(3, 7, 8, true, 'S', { points: 2, playerMove: false, rack: 'S' }),
];
const details = {
  game: {
    gameId: 7,
    finished: true,
    startTime: 1_700_000_000,
    playerScore: 7,
    botScore: 8,
    boardInfo: { language: 'NO_B', boardTypeId: 1 },
  },
  moves,
} as unknown as GameDetails;
const position = exercisePosition(details, layout, 2)!;
const review = analyseGame(engineWith(lexicon, lineModel(0.01)), position.game, { why: true })
  .moves[1]!;
const best: RatedMove = {
  ...moves[1]!,
  x: 6,
  y: 6,
  vertical: true,
  mainWord: 'AH',
  letters: 'A',
  points: 12,
  numTiles: 1,
  notation: 'G7 AH',
  equity: 12,
};
const LIST = { language: 'NO_B', name: 'liste', wordCount: 5, removed: 0 };

beforeEach(() => {
  vi.mocked(runServiceWith).mockReset();
  vi.mocked(runServiceWith).mockImplementation((async (_options: unknown, name: string) => {
    if (name === 'practiceSolution')
      return { ok: true, best, total: 3, byEquity: true, list: LIST };
    if (name === 'practiceReview') return { ok: true, analysis: review, list: LIST };
    if (name === 'checkPractice') {
      const check: PlacementCheck = {
        legal: true,
        move: { ...best, notation: '8G HEIA', points: 7, equity: 7 },
        words: [{ word: 'HEIA', points: 7, x: 6, y: 7, vertical: false }],
        rank: 2,
        total: 3,
        best,
        correct: false,
        byEquity: true,
        ranking: 'EQUITY',
      };
      return { ok: true, check, list: LIST };
    }
    throw new Error(name);
  }) as typeof runServiceWith);
});

const reviewCalls = () =>
  vi
    .mocked(runServiceWith)
    .mock.calls.filter(([, n]) => n === 'practiceReview')
    .map(([, ...call]) => call);

async function expectWhy() {
  expect(await screen.findByRole('heading', { name: 'Hvorfor' })).toBeTruthy();
  expect(screen.getByText(/^G7 AH gir 12 poeng: AH 12; Trippelt ord på G7 \(A\)\.$/)).toBeTruthy();
  // The verdict in one sentence, the reader's own chance as 'din', Ordbot's replies by racks drawn
  // from the tiles the reader cannot see.
  expect(
    screen.getByText(
      /^G7 AH er bedre enn 8G HEIA: 12 mot 7 poeng, og Ordbot kan bare svare med i snitt 14,8 poeng mot 20, så vinnersjansen din blir /,
    ),
  ).toBeTruthy();
  expect(
    screen.getByText(
      'Beste svar for Ordbot: i snitt 20 poeng etter 8G HEIA og 14,8 etter G7 AH, regnet over 6 tilfeldige stativ av brikkene du ikke ser (posen og stativet til Ordbot).',
    ),
  ).toBeTruthy();
  expect(screen.getByText(/^8G HEIA gir 7 poeng: HEIA 7; /)).toBeTruthy();
  // The opponent's real next rack is neither shown nor used.
  expect(screen.queryByText(/neste stativ|kunne motstanderen svare/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Se trekket i spillet' }).getAttribute('href')).toBe(
    '/playergame/7?trekk=2',
  );
}

// Rendering the board and waiting on the answers takes seconds on a loaded machine.
describe('an exercise after an answer', { timeout: 20_000 }, () => {
  it("shows no 'Hvorfor' before an answer", () => {
    render(<ExerciseView position={position} solvedBefore={false} onAnswer={() => undefined} />);
    expect(screen.queryByRole('heading', { name: 'Hvorfor' })).toBeNull();
  });

  it("shows the review's better move and 'Hvorfor' after a legal answer", async () => {
    const onAnswer = vi.fn();
    render(<ExerciseView position={position} solvedBefore={false} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sjekk' }));
    await expectWhy();
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
    expect(reviewCalls()).toEqual([['practiceReview', position.game, 2]]);
  });

  it("shows them after 'Vis løsning' too, asking the worker once", async () => {
    const onAnswer = vi.fn();
    render(<ExerciseView position={position} solvedBefore={false} onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sjekk' }));
    await expectWhy();
    fireEvent.click(screen.getByRole('button', { name: 'Vis løsning' }));
    await screen.findByText('G7 AH', { selector: 'strong' });
    await expectWhy();
    expect(onAnswer.mock.calls).toEqual([[false], [false]]);
    expect(reviewCalls()).toHaveLength(1);
  });

  it("cancels its worker calls when the exercise goes ('Neste'), and records no late answer", async () => {
    const calls = holdWorkerCalls([], { rejectOnAbort: false });
    const onAnswer = vi.fn();
    const { unmount } = render(
      <ExerciseView position={position} solvedBefore={false} onAnswer={onAnswer} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sjekk' }));
    // The ranking as the exercise opened, then the check.
    expect(calls.map((call) => call.name)).toEqual(['practiceSolution', 'checkPractice']);
    unmount();
    expect(calls.map((call) => call.signal.aborted)).toEqual([true, true]);
    const check = { legal: true, correct: true, move: best, words: [], rank: 1, total: 3, best };
    for (const call of calls) call.resolve({ ok: true, check, best, list: LIST });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(reviewCalls()).toEqual([]);
  });
});
