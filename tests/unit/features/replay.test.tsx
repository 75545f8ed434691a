// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameDetails, Move } from '../../../core/api-types.ts';
import { STANDARD_BOARD } from '../../../core/board.ts';
import { TEXT } from '../../../src/app/text.ts';
import { moveLabel, nextSelection } from '../../../src/features/replay/replay-page.tsx';
import { jsonResponse, renderApp, stubFetch, useCleanAppPerTest } from '../app/app-harness.tsx';

useCleanAppPerTest();

const T = TEXT.replay;
/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };

function move(moveNum: number, fields: Partial<Move>): Move {
  return {
    moveNum,
    moveType: 'NORMAL',
    playerMove: moveNum % 2 === 1,
    letters: '',
    points: 0,
    numTiles: 0,
    mainWord: '',
    vertical: false,
    x: 7,
    y: 7,
    ...fields,
  };
}

const MOVES: Move[] = [
  move(1, { letters: 'HUS', numTiles: 3, mainWord: 'HUS', points: 12, x: 6 }),
  move(2, { letters: 'ALTSÅeN', numTiles: 7, mainWord: 'HALTSÅEN', points: 80, x: 6, y: 8 }),
  move(3, { moveType: 'SWAP', numTiles: 4 }),
  move(4, { moveType: 'PASS' }),
];

function details(fields: Partial<GameDetails> = {}, finished = true): GameDetails {
  return {
    game: {
      gameId: 300000001,
      playerId: 7,
      playerName: 'Kari',
      playerScore: 20,
      botScore: 90,
      finished,
      startTime: 1_700_000_000,
      boardInfo: { language: 'NO_B', boardType: 'NORMAL', boardTypeId: 1 },
    },
    moves: MOVES,
    cheats: [{ moveNum: 1 }],
    hasBrokenMoves: false,
    ...fields,
  };
}

function serve(answer: () => Response) {
  return stubFetch((url) => {
    if (url.includes('/games/gamemoves/')) return answer();
    if (url.includes('/boards/board-square-types/'))
      return jsonResponse({ types: [...STANDARD_BOARD] });
    return jsonResponse({});
  });
}

async function openGame(body: GameDetails) {
  serve(() => jsonResponse(body));
  renderApp('/playergame/300000001');
  await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW);
}

describe('replay helpers', () => {
  it('labels every move type', () => {
    expect(moveLabel(MOVES[0] as Move)).toBe('HUS (12 poeng)');
    expect(moveLabel(MOVES[2] as Move)).toBe('Byttet 4 brikker');
    expect(moveLabel(MOVES[3] as Move)).toBe('Pass');
    expect(moveLabel(move(5, { moveType: 'RESIGN' }))).toBe('Ga opp');
  });

  it('resets when the selected move is clicked again', () => {
    expect(nextSelection(0, 2)).toBe(2);
    expect(nextSelection(2, 2)).toBe(0);
    expect(nextSelection(2, 3)).toBe(3);
  });
});

describe('ReplayPage', () => {
  it('shows the loading text, then the game', async () => {
    serve(() => jsonResponse(details()));
    renderApp('/playergame/300000001');
    expect(await screen.findByText(T.loading, {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Sluttresultat: 20 – 90/)).toBeTruthy();
    expect(screen.getByText(T.guidance)).toBeTruthy();
  });

  it('shows the failure text when the load fails', async () => {
    serve(() => jsonResponse({ message: 'boom' }, 500));
    renderApp('/playergame/300000001');
    expect(await screen.findByText(T.failed, {}, SLOW)).toBeTruthy();
  });

  it('shows the broken game text instead of a board', async () => {
    await openGame(details({ hasBrokenMoves: true }));
    expect(screen.getByText(T.broken)).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('badges an ongoing game and shows an empty move list', async () => {
    await openGame(details({ moves: [], cheats: [] }, false));
    expect(screen.getByText(T.ongoing)).toBeTruthy();
    expect(screen.getByText(T.noMoves)).toBeTruthy();
    expect((screen.getByRole('button', { name: T.next }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws a 15 by 15 grid and labels moves, cheats and bingos', async () => {
    await openGame(details());
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('row')).toHaveLength(15);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(225);
    const list = screen.getByRole('list', { name: T.moves });
    expect(within(list).getByText(/HUS \(12 poeng\)/)).toBeTruthy();
    expect(within(list).getByText(T.cheat)).toBeTruthy();
    expect(within(list).getByText(T.bingo)).toBeTruthy();
    expect(within(list).getByText('Byttet 4 brikker')).toBeTruthy();
    expect(within(list).getByText('Pass')).toBeTruthy();
  });

  it('steps with the buttons and keys and resets on a second click', async () => {
    await openGame(details());
    const prev = screen.getByRole('button', { name: T.previous }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: T.next }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.queryByText(T.guidance)).toBeNull();
    const cells = screen.getAllByRole('gridcell');
    expect(cells[7 * 15 + 6]?.getAttribute('aria-label')).toBe('Vanlig rute: H, 3 poeng');
    expect(cells[7 * 15 + 7]?.getAttribute('aria-label')).toContain('U');
    expect(cells[7 * 15 + 6]?.className).toContain('is-new');
    expect(screen.getByText(T.scoreAfter)).toBeTruthy();
    expect(prev.disabled).toBe(false);

    const grid = screen.getByRole('grid');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(next.disabled).toBe(true);
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    expect(screen.getByText(T.moveOf(3, 4))).toBeTruthy();
    fireEvent.keyDown(grid, { key: 'Home' });
    expect(prev.disabled).toBe(true);
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    // The blank 'e' of move 2 has no points.
    const blankCell = screen.getAllByRole('gridcell')[8 * 15 + 11];
    expect(blankCell?.getAttribute('aria-label')).toContain(T.blank);

    const moveButton = screen.getByRole('button', { name: /HALTSÅEN/ });
    expect(moveButton.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(moveButton);
    await waitFor(() => expect(screen.getByText(T.guidance)).toBeTruthy());
    fireEvent.click(moveButton);
    expect(moveButton.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the Trekk panel, locks the scroll and closes it when a move is chosen', async () => {
    await openGame(details());
    const toggle = screen.getByRole('button', { name: T.moves });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: /HUS \(12 poeng\)/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByText(T.moveOf(1, 4))).toBeTruthy();
  });
});
