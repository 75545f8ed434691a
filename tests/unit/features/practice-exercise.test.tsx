// @vitest-environment jsdom
/**
 * An exercise of 'Øv på feilene' after an answer (src/features/practice/exercise-view.tsx): the
 * worker's review of the game's move is shown as the replay shows it, the better move's points
 * broken down, the replies after each ('Hvorfor'), with a link to the move in the game. Only
 * after an answer, and the answer is recorded once.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyseGame } from '@ordbot/engine/analysis/analyse.ts';
import type { PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import { SquareType, type SquareCode } from '@ordbot/engine/board.ts';
import { lexiconAlphabet } from '@ordbot/engine/engine/alphabet.ts';
import { Lexicon } from '@ordbot/engine/engine/lexicon.ts';
import { ExerciseView } from '../../../src/features/practice/exercise-view.tsx';
import { runService } from '../../../src/lib/worker-bridge.ts';
import { move, plainLayout } from '../core/analysis/helpers.ts';
import { lineModel } from '../core/analysis/test-model.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runService: vi.fn() }));

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
const review = analyseGame(lexicon, position.game, { model: lineModel(0.01), why: true }).moves[1]!;
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
  vi.mocked(runService).mockReset();
  vi.mocked(runService).mockImplementation((async (name: string) => {
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
      };
      return { ok: true, check, list: LIST };
    }
    throw new Error(name);
  }) as typeof runService);
});

const reviewCalls = () => vi.mocked(runService).mock.calls.filter(([n]) => n === 'practiceReview');

async function expectWhy() {
  expect(await screen.findByRole('heading', { name: 'Hvorfor' })).toBeTruthy();
  expect(screen.getByText(/^G7 AH gir 12 poeng: AH 12; Trippelt ord på G7 \(A\)\.$/)).toBeTruthy();
  expect(screen.getByText('Det spilte trekket 8G HEIA gir 7 poeng.')).toBeTruthy();
  expect(screen.getByText('Motstanderens neste stativ var S.')).toBeTruthy();
  expect(
    screen.getByText(
      'Etter det spilte trekket kunne motstanderen svare 8G HEIAS for 24 poeng (Trippelt ord på K8 (S)).',
    ),
  ).toBeTruthy();
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
});
