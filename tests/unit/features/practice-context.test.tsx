// @vitest-environment jsdom
/**
 * What a puzzle of 'Øv på feilene' needs besides the board (src/features/practice/
 * exercise-context.ts, exercise-view.tsx): the score before the move, the tiles left in the bag
 * ('Posen er tom' and the opponent's rack in an endgame), a link to the game before answering, a
 * blank on the rack marked as a blank, and a hint about tapping as well as the keys.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exercisePosition } from '@ordbot/engine/analysis/practice-position.ts';
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import type { SquareCode } from '@ordbot/engine/board.ts';
import { tileSet } from '@ordbot/engine/tiles.ts';
import { exerciseContext } from '../../../src/features/practice/exercise-context.ts';
import { ExerciseView } from '../../../src/features/practice/exercise-view.tsx';
import { runServiceWith } from '../../../src/lib/worker-bridge.ts';
import { PRACTICE_TEXT as T } from '../../../src/ui/text-practice.ts';
import { move, plainLayout } from '../../../packages/engine/test/analysis/helpers.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

afterEach(cleanup);
beforeEach(() => {
  vi.mocked(runServiceWith).mockReset();
  // The ranking as the exercise opens: never answered here.
  vi.mocked(runServiceWith).mockImplementation(() => new Promise(() => undefined));
});

const layout = plainLayout({}) as SquareCode[];

function game(moves: ReturnType<typeof move>[], scores = { playerScore: 7, botScore: 8 }) {
  return {
    game: {
      gameId: 7,
      playerName: 'Kari',
      finished: true,
      startTime: 1_700_000_000,
      ...scores,
      boardInfo: { language: 'NO_B', boardTypeId: 1 },
    },
    moves,
  } as unknown as GameDetails;
}

/** Early in a game: the bot laid HEI (6), the player answers with a blank in the rack. */
const early = game([
  move(1, 6, 7, false, 'HEI', { points: 6, playerMove: false, rack: 'HEI' }),
  move(2, 9, 7, false, 'A', { points: 7, playerMove: true, rack: 'A?BCDEF' }),
]);

/**
 * An endgame: the board holds every tile but 12; the player (rack AEINRST) is to move, so the
 * bag is empty and Ordbot holds the other 5.
 */
function endgame() {
  const all = tileSet('NO_B').flatMap((t) => Array<string>(t.count).fill(t.letter));
  const keep = [...'AEINRST', ...'BDEL?'];
  for (const tile of keep) all.splice(all.indexOf(tile), 1);
  const onBoard = all.map((tile) => (tile === '?' ? 'e' : tile));
  const moves = [];
  for (let row = 0; onBoard.length > 0; row++) {
    const letters = onBoard.splice(0, 15).join('');
    moves.push(move(row + 1, 0, row, false, letters, { playerMove: row % 2 === 1, points: 10 }));
  }
  const last = moves.length + 1;
  moves.push(
    move(last, 0, 14, false, 'RA', {
      playerMove: true,
      points: 4,
      rack: 'AEINRST',
    }),
  );
  return { details: game(moves), moveNum: last };
}

describe('the context of an exercise', () => {
  it('has the score before the move and the tiles left in the bag', () => {
    const position = exercisePosition(early, layout, 2)!;
    const context = exerciseContext(early, position)!;
    const total = tileSet('NO_B').reduce((sum, t) => sum + t.count, 0);
    expect(context).toEqual({
      playerName: 'Kari',
      playerScore: 0,
      botScore: 6,
      playerMove: true,
      bag: total - 3 - 14,
      opponentRack: null,
    });
  });

  it("says 'Posen er tom' and shows the opponent's rack in an endgame", () => {
    const { details, moveNum } = endgame();
    const position = exercisePosition(details, layout, moveNum)!;
    expect(position.known).toEqual({ tiles: 'AEINRST', rackKnown: true });
    const context = exerciseContext(details, position)!;
    expect(context.bag).toBe(0);
    expect(context.opponentRack).toBe('BDEL?');
    render(
      <ExerciseView
        position={position}
        context={context}
        solvedBefore={false}
        onAnswer={() => undefined}
      />,
    );
    const line = document.querySelector('.exercise-context');
    expect(line?.textContent).toContain(T.bagEmpty);
    expect(line?.textContent).toContain('Ordbot har: B D E L blank');
  });
});

describe('an exercise before an answer', { timeout: 20_000 }, () => {
  const position = exercisePosition(early, layout, 2)!;

  function show() {
    render(
      <ExerciseView
        position={position}
        context={exerciseContext(early, position)}
        solvedBefore={false}
        onAnswer={() => undefined}
      />,
    );
  }

  it('shows the score and the bag above the board', () => {
    show();
    const line = document.querySelector('.exercise-context');
    expect(line?.textContent).toContain('Stilling: Kari 0 – Ordbot 6');
    expect(line?.textContent).toMatch(/\d+ brikker igjen i posen/);
  });

  it('links to the game at the position, without its move, before any answer', () => {
    show();
    const link = screen.getByRole('link', { name: T.openPosition });
    expect(link.getAttribute('href')).toBe('/playergame/7?trekk=1');
  });

  it('marks a blank on the rack as a blank, in words that show', () => {
    show();
    const rack = screen.getByRole('list', { name: T.rack });
    const blank = within(rack).getByRole('button', { name: T.blank });
    expect(blank.textContent).toBe(T.blankShort);
  });

  it('says how to tap as well as the keys (the style shows the one that fits the screen)', () => {
    show();
    expect(screen.getByText(T.touch).className).toBe('tile-board-touch');
    expect(screen.getByText(T.keys).className).toBe('tile-board-keys');
  });
});
