// @vitest-environment jsdom
// Over 300 lines: the replay screen's flows (loading, stepping, keys, address, graph, pool,
// embedded view) share one fixture game and harness.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { GameDetails, Move } from '@ordbot/contract/api-types.ts';
import { STANDARD_BOARD } from '@ordbot/engine/board.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { getGameMoves } from '../../../src/api/games.ts';
import { listenLive } from '../../../src/api/live.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { getDb } from '../../../src/cache/db.ts';
import { forgetGames, peekGame, putGame } from '../../../src/cache/game-repository.ts';
import { GameReplayView } from '../../../src/features/replay/game-replay-view.tsx';
import {
  graphMoveAt,
  keyTarget,
  moveLabel,
  nextSelection,
  readMoveParam,
  writeMoveParam,
} from '../../../src/features/replay/replay-logic.ts';
import {
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';
import { move, SAMPLE_MOVES } from '../fixtures/moves.ts';

// The real call, counted: a replay of moves the visit already holds makes none.
vi.mock('../../../src/api/games.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/games.ts')>();
  return { ...actual, getGameMoves: vi.fn(actual.getGameMoves) };
});
// The live stream, at once and without a connection: the test sends its messages.
vi.mock('../../../src/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/client.ts')>()),
  whenPageSettled: () => Promise.resolve(),
}));
vi.mock('../../../src/api/live.ts', () => ({ listenLive: vi.fn(() => () => undefined) }));

useCleanAppPerTest();
beforeEach(() => {
  vi.mocked(getGameMoves).mockClear();
});

const T = TEXT.replay;
/** The first render loads the screen's lazy chunk. */
const SLOW = { timeout: 5000 };

const MOVES: Move[] = [...SAMPLE_MOVES];

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

/** The frames come from the worker (here the main-thread fallback): wait until they are in. */
async function framesReady() {
  const grid = await screen.findByRole('grid', {}, SLOW);
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBe('false'));
  return grid;
}

async function openGame(body: GameDetails, path = '/playergame/300000001') {
  serve(() => jsonResponse(body));
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW);
  return view;
}

/** The pool's entry for `letter`: its count as shown. */
function poolCount(letter: string): string | undefined {
  const pool = screen.getByRole('list', { name: T.poolLabel });
  const item = within(pool)
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.replay-pool-letter')?.textContent === letter);
  return item?.querySelector('.replay-pool-count')?.textContent ?? undefined;
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

  it('maps keys on the board to moves, within 0..count', () => {
    expect(keyTarget('ArrowRight', 0, 4)).toBe(1);
    expect(keyTarget('ArrowRight', 4, 4)).toBe(4);
    expect(keyTarget('ArrowLeft', 0, 4)).toBe(0);
    expect(keyTarget('End', 1, 4)).toBe(4);
    expect(keyTarget('Home', 3, 4)).toBe(0);
    expect(keyTarget('a', 3, 4)).toBeUndefined();
  });

  it('reads ?trekk=N clamped to 0..count and ignores anything that is not a whole number', () => {
    expect(readMoveParam('?trekk=3', 60)).toBe(3);
    expect(readMoveParam('trekk=3&x=1', 60)).toBe(3);
    expect(readMoveParam('?trekk=61', 60)).toBe(60);
    expect(readMoveParam('?trekk=-2', 60)).toBe(0);
    expect(readMoveParam('?trekk=2.5', 60)).toBe(0);
    expect(readMoveParam('?trekk=abc', 60)).toBe(0);
    expect(readMoveParam('?trekk=', 60)).toBe(0);
    expect(readMoveParam('', 60)).toBe(0);
    // A finished game's opening move stands in for a missing or invalid one.
    expect(readMoveParam('', 60, 60)).toBe(60);
    expect(readMoveParam('?trekk=x', 60, 60)).toBe(60);
    expect(readMoveParam('?trekk=0', 60, 60)).toBe(0);
  });

  it('writes ?trekk=N, removes it for move 0 and keeps other parameters', () => {
    expect(writeMoveParam('', 5)).toBe('trekk=5');
    expect(writeMoveParam('trekk=5', 6)).toBe('trekk=6');
    expect(writeMoveParam('trekk=5', 0)).toBe('');
    expect(writeMoveParam('a=1&trekk=5', 0)).toBe('a=1');
    expect(writeMoveParam('a=1', 2)).toBe('a=1&trekk=2');
    expect(writeMoveParam('trekk=5', 60, 60)).toBe('');
    expect(writeMoveParam('', 0, 60)).toBe('trekk=0');
  });

  it('maps a click on the graph to the nearest move', () => {
    // 60 moves over 600 px: 10 px per move.
    expect(graphMoveAt(0, 600, 60)).toBe(0);
    expect(graphMoveAt(14, 600, 60)).toBe(1);
    expect(graphMoveAt(16, 600, 60)).toBe(2);
    expect(graphMoveAt(300, 600, 60)).toBe(30);
    expect(graphMoveAt(600, 600, 60)).toBe(60);
    // Outside the plot it keeps to the ends.
    expect(graphMoveAt(-20, 600, 60)).toBe(0);
    expect(graphMoveAt(640, 600, 60)).toBe(60);
    expect(graphMoveAt(99, 200, 4)).toBe(2);
    // Nothing to pick: no width or no moves.
    expect(graphMoveAt(50, 0, 60)).toBe(0);
    expect(graphMoveAt(50, 600, 0)).toBe(0);
    expect(graphMoveAt(Number.NaN, 600, 60)).toBe(0);
  });
});

describe('ReplayPage', () => {
  it('shows the loading text, then the game', async () => {
    serve(() => jsonResponse(details()));
    renderApp('/playergame/300000001');
    expect(await screen.findByText(T.loading, {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Sluttresultat: 20 – 90/)).toBeTruthy();
  });

  it('opens a finished game and an ongoing one at the latest move', async () => {
    const { unmount, memory } = await openGame(details());
    await framesReady();
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    expect(screen.queryByText(T.guidance)).toBeNull();
    expect((screen.getByRole('button', { name: T.next }) as HTMLButtonElement).disabled).toBe(true);
    // The opening move needs no ?trekk in the address.
    expect(currentPath(memory)).toBe('/playergame/300000001');
    unmount();
    // A new visit: the finished game is not in memory.
    forgetGames();
    const ongoing = await openGame(details({}, false));
    await framesReady();
    // An ongoing game stands at its latest move, with no ?trekk either.
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    expect(screen.queryByText(T.guidance)).toBeNull();
    expect(currentPath(ongoing.memory)).toBe('/playergame/300000001');
  });

  it('shows the failure text when the load fails', async () => {
    serve(() => jsonResponse({ message: 'boom' }, 500));
    renderApp('/playergame/300000001');
    expect(await screen.findByText(T.failed, {}, SLOW)).toBeTruthy();
  });

  it('shows the not-found page for an unknown game', async () => {
    serve(() =>
      jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Fant ikke spill 9' }, 404),
    );
    renderApp('/playergame/9');
    expect(await screen.findByRole('heading', { name: TEXT.notFound.heading }, SLOW)).toBeTruthy();
    expect(screen.queryByText(T.failed)).toBeNull();
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

  it("reads a finished game's review before the tiles left and the moves; an ongoing game has none", async () => {
    const { unmount } = await openGame(details());
    await framesReady();
    const layout = document.querySelector('.replay-layout') as HTMLElement;
    // The layout gives the review its own column (replay.css); the tab order keeps it first.
    expect(layout.classList.contains('has-review')).toBe(true);
    const [review, pool, moves] = ['.replay-review', '.replay-pool', '.replay-moves'].map(
      (s) => layout.querySelector(s) as HTMLElement,
    );
    expect(review?.querySelector('.replay-analysis')).toBeTruthy();
    expect(review!.compareDocumentPosition(pool!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pool!.compareDocumentPosition(moves!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    forgetGames();
    await openGame(details({}, false));
    await framesReady();
    expect(document.querySelector('.replay-layout')?.classList.contains('has-review')).toBe(false);
  });

  it('draws a 15 by 15 grid and labels moves, cheats and bingos', async () => {
    await openGame(details());
    const grid = await framesReady();
    expect(within(grid).getAllByRole('row')).toHaveLength(15);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(225);
    const list = screen.getByRole('list', { name: T.moves });
    expect(within(list).getByText(/HUS \(12 poeng\)/)).toBeTruthy();
    expect(within(list).getByText(T.cheat)).toBeTruthy();
    expect(within(list).getByText(T.bingo)).toBeTruthy();
    expect(within(list).getByText('Byttet 4 brikker')).toBeTruthy();
    expect(within(list).getByText('Pass')).toBeTruthy();
  });

  it('names every square with the text it shows (letter, points, premium label)', async () => {
    await openGame(details());
    const grid = await framesReady();
    const cells = within(grid).getAllByRole('gridcell');
    const shown = (cell: HTMLElement) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
    // Tiles, premium labels and plain squares all occur at the last move of the fixture.
    expect(cells.some((c) => c.querySelector('.replay-tile'))).toBe(true);
    expect(cells.some((c) => shown(c) === 'DB')).toBe(true);
    for (const cell of cells) {
      const name = (cell.getAttribute('aria-label') ?? '').toLowerCase();
      expect(name).toContain(shown(cell).toLowerCase());
    }
  });

  it('steps with the buttons and keys and resets on a second click', async () => {
    await openGame(details(), '/playergame/300000001?trekk=0');
    await framesReady();
    const prev = screen.getByRole('button', { name: T.previous }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: T.next }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(next);
    expect(screen.queryByText(T.guidance)).toBeNull();
    const cells = screen.getAllByRole('gridcell');
    expect(cells[7 * 15 + 6]?.getAttribute('aria-label')).toBe('H 3 poeng, vanlig rute');
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
    await framesReady();
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

describe('ReplayPage review tools', () => {
  it('uses the moves the visit already holds and skips the load', async () => {
    const fetchMock = serve(() => jsonResponse(details()));
    // An ongoing game: only the first render's peek spares the request (a finished one would
    // also come from memory through the load).
    putGame(details({ cheats: [] }, false));
    renderApp('/playergame/300000001');
    await screen.findByRole('heading', { name: 'Kari mot Ordbot' }, SLOW);
    await framesReady();
    expect(getGameMoves).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/gamemoves/'))).toBe(false);
    // The board layout is still loaded by its id.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes('/board-square-types/1')),
      ).toBe(true),
    );
  });

  it('loads the moves once when the visit does not hold them', async () => {
    await openGame(details());
    await framesReady();
    expect(getGameMoves).toHaveBeenCalledTimes(1);
    expect(getGameMoves).toHaveBeenCalledWith(300000001, expect.any(Function));
  });

  it('loads its own game whatever other game the visit holds', async () => {
    putGame({ ...details(), game: { ...details().game, gameId: 42 } });
    await openGame(details());
    expect(getGameMoves).toHaveBeenCalledTimes(1);
  });

  it('shows a live move of an ongoing game, which the stream puts in the game repository', async () => {
    await openGame(details({}, false));
    await framesReady();
    await waitFor(() => expect(listenLive).toHaveBeenCalled());
    const listener = vi.mocked(listenLive).mock.calls.at(-1)?.[0];
    expect(listener?.game).toBe(300000001);
    const next = details({ moves: [...MOVES, move(5, { moveType: 'RESIGN' })] }, false);
    const { game } = next;
    act(() =>
      listener?.onGame?.({
        gameId: game.gameId,
        playerId: game.playerId,
        finished: false,
        numMoves: 5,
        language: 'NO_B',
        stats: { ongoingGames: 1, numPlayers: 1, numGames: 1, numMoves: 5, numBingos: 1 },
        details: next,
      }),
    );
    expect(await screen.findByRole('button', { name: /Ga opp/ })).toBeTruthy();
    // Every screen of the visit has the new move: it went through the repository.
    expect(peekGame(300000001)?.details).toEqual(next);
    expect(getGameMoves).toHaveBeenCalledTimes(1);
  });

  it('says from when the copy is that the device answered with no network', async () => {
    const savedAt = Date.UTC(2024, 5, 1, 9);
    await getDb().details.put({ gameId: 300000001, value: details({}, false), cachedAt: savedAt });
    // Signed in with no network: the session is kept, and the device's copy answers.
    storeSession('stored-token', ['USER']);
    try {
      renderApp('/playergame/300000001');
      const note = await screen.findByText(
        TEXT.cache.savedAt(formatDateTime(savedAt / 1000)),
        {},
        SLOW,
      );
      expect(note.closest('[role="status"]')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Kari mot Ordbot' })).toBeTruthy();
    } finally {
      await getDb().details.clear();
    }
  });

  it('opens at ?trekk=N and keeps the viewed move in the address with replace', async () => {
    const { memory } = await openGame(details(), '/playergame/300000001?trekk=2');
    const grid = await framesReady();
    expect(screen.getByText(T.moveOf(2, 4))).toBeTruthy();
    expect(screen.getByRole('button', { name: /HALTSÅEN/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/300000001?trekk=3'));
    // The last move is where a finished game opens: no ?trekk needed.
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'End' });
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/300000001'));
    // Every step replaced the one history entry: Back leaves the replay.
    expect(memory.history).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Home' });
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/300000001?trekk=0'));
    expect(screen.getByText(T.guidance)).toBeTruthy();
    // The page was not re-created: the same board element, and no second load.
    expect(screen.getByRole('grid')).toBe(grid);
    expect(getGameMoves).toHaveBeenCalledTimes(1);
  });

  it('clamps ?trekk past the last move and writes the clamped number back', async () => {
    const { memory } = await openGame(details({}, false), '/playergame/300000001?trekk=99');
    await framesReady();
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    // The clamped move is the latest, where the game opens anyway: no ?trekk is needed.
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/300000001'));
  });

  it('ignores an invalid ?trekk and removes it from the address', async () => {
    const { memory } = await openGame(details({}, false), '/playergame/300000001?trekk=tre');
    await framesReady();
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/300000001'));
  });

  it('counts the tiles not yet on the board at the viewed move', async () => {
    await openGame(details(), '/playergame/300000001?trekk=0');
    await framesReady();
    // The empty board: the whole Norwegian set.
    expect(screen.getByText(T.poolTotal(104))).toBeTruthy();
    expect(poolCount('H')).toBe('3');
    expect(poolCount('?')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    // HUS: 101 left, one H, U and S fewer.
    expect(screen.getByText(T.poolTotal(101))).toBeTruthy();
    expect(poolCount('H')).toBe('2');
    expect(poolCount('U')).toBe('2');
    expect(poolCount('S')).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    // ALTSÅeN, 'e' a blank: 94 left, E untouched, one blank gone, Å used up.
    expect(screen.getByText(T.poolTotal(94))).toBeTruthy();
    expect(poolCount('E')).toBe('9');
    expect(poolCount('?')).toBe('1');
    expect(poolCount('S')).toBe('5');
    expect(poolCount('Å')).toBe('1');
    expect(poolCount('A')).toBe('6');
    // A swap and a pass put nothing on the board.
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(screen.getByText(T.poolTotal(94))).toBeTruthy();
  });

  it('gives the score graph a name and its figures as a table', async () => {
    await openGame(details());
    await framesReady();
    expect(screen.getByRole('img', { name: T.graphLabel('Kari') })).toBeTruthy();
    const table = screen.getByRole('table', { name: T.graphTableCaption });
    const rows = within(table).getAllByRole('row');
    // Header plus one row per move; the last row holds the record's final scores.
    expect(rows).toHaveLength(5);
    expect(rows[1]?.textContent).toBe('1120');
    expect(rows[2]?.textContent).toBe('21280');
    expect(rows[4]?.textContent).toBe('42090');
  });
});

describe('GameReplayView embedded', () => {
  function renderEmbedded(path = '/games?side=2') {
    serve(() => jsonResponse({}));
    const memory = memoryLocation({ path, record: true });
    render(
      <Router hook={memory.hook}>
        <GameReplayView details={details()} embedded />
      </Router>,
    );
    return memory;
  }

  it('leaves the title to the host pane, uses h3 below it and leaves the address alone', async () => {
    const memory = renderEmbedded();
    // The search screen's detail pane titles the game; the replay adds no heading of its own.
    expect(screen.queryByRole('heading', { name: 'Kari mot Ordbot' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    await framesReady();
    // A finished game opens at its last move here too.
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.previous }));
    fireEvent.click(screen.getByRole('button', { name: T.previous }));
    expect(screen.getByText(T.moveOf(2, 4))).toBeTruthy();
    expect(memory.history).toEqual(['/games?side=2']);
  });

  it('does not read ?trekk from the host screen', async () => {
    renderEmbedded('/games?trekk=3');
    await framesReady();
    expect(screen.getByText(T.moveOf(4, 4))).toBeTruthy();
  });

  it('keeps the phone Trekk panel working', async () => {
    renderEmbedded();
    await framesReady();
    const toggle = screen.getByRole('button', { name: T.moves });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: /HUS \(12 poeng\)/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByText(T.moveOf(1, 4))).toBeTruthy();
  });
});
