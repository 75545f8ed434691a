// @vitest-environment jsdom
/**
 * The fair-play desk's screens: the list with its careful words, the 'Mistanke' mark,
 * sorting, paging and its empty and failed states; a player's evidence with the moves that make
 * the case linking to the replay at that move.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  FairplayPlayer,
  FairplayPlayerDetails,
  FairplayPlayerPage,
  FairplaySortKey,
} from '@ordbot/contract/api-types.ts';
import { sortFairplay } from '@ordbot/contract/fairplay-desk.ts';
import { SUSPICION_Z } from '@ordbot/engine/fairplay.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { FAIRPLAY_TEXT } from '../../../src/ui/text-fairplay.ts';
import {
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';

useCleanAppPerTest();

const T = FAIRPLAY_TEXT;
const SLOW = { timeout: 5000 };
const ADMIN = ['USER', 'SUPERVISOR', 'ADMIN'] as const;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function row(id: number, name: string, z: number, botFlags = 0): FairplayPlayer {
  return {
    basicInfo: { id, name },
    movesAnalysed: 100 + id,
    bestFound: 50 + id,
    expected: 50,
    z,
    botFlags,
    accuracy: null,
  };
}

/** The server's list call over `players`: sorted and paged as the query asks. */
function listAnswer(players: FairplayPlayer[]) {
  return (url: URL): FairplayPlayerPage => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const sorted = sortFairplay(players, {
      sort: (url.searchParams.get('sort') ?? undefined) as FairplaySortKey | undefined,
      direction: (url.searchParams.get('direction') ?? undefined) as 'ascending' | undefined,
    });
    return {
      players: sorted.slice((page - 1) * 20, page * 20),
      page,
      pageSize: 20,
      totalRecords: players.length,
    };
  };
}

function serve(answers: Record<string, unknown>) {
  storeSession('stored-token', [...ADMIN], null);
  return stubFetch((url) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse({
        token: 'fresh',
        user: { email: 'a@b.no', roles: [...ADMIN], playerId: null },
      });
    }
    const parsed = new URL(url, 'http://localhost');
    for (const [path, answer] of Object.entries(answers)) {
      if (!parsed.pathname.endsWith(path)) continue;
      if (answer === 500) return jsonResponse({}, 500);
      return jsonResponse(typeof answer === 'function' ? answer(parsed) : answer);
    }
    return jsonResponse(
      { statusCode: 404, error: 'Not Found', message: 'Fant ikke spilleren' },
      404,
    );
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

describe('the fair-play list', () => {
  it("shows the careful words, the figures and 'Mistanke' above the threshold only", async () => {
    serve({
      '/fairplay/players': listAnswer([row(1, 'Anne', SUSPICION_Z + 1, 3), row(2, 'Bjørn', 0.5)]),
    });
    renderApp('/fairplay');
    const table = await screen.findByRole('table', { name: T.caption }, SLOW);
    expect(screen.getByText(T.caution)).toBeTruthy();
    expect(names(table)).toEqual(['Anne', 'Bjørn']);
    const [anne, bjorn] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(anne as HTMLElement).getByText(T.suspicion)).toBeTruthy();
    expect(within(bjorn as HTMLElement).queryByText(T.suspicion)).toBeNull();
    const cells = within(anne as HTMLElement)
      .getAllByRole('cell')
      .map((c) => plain(c.textContent));
    expect(cells).toEqual([
      '101',
      '50,50 %',
      '49,50 %',
      plain((SUSPICION_Z + 1).toFixed(2).replace('.', ',')),
      '3',
    ]);
    expect(
      within(anne as HTMLElement)
        .getByRole('link', { name: 'Anne' })
        .getAttribute('href'),
    ).toBe('/fairplay/1');
  });

  it('sorts by a column and pages 20 a row', async () => {
    const players = Array.from({ length: 25 }, (_, i) =>
      row(i + 1, `Spiller ${i + 1}`, i / 10, 25 - i),
    );
    serve({ '/fairplay/players': listAnswer(players) });
    renderApp('/fairplay');
    const table = await screen.findByRole('table', { name: T.caption }, SLOW);
    expect(names(table)[0]).toBe('Spiller 25');
    expect(names(table)).toHaveLength(20);
    fireEvent.click(within(table).getByRole('button', { name: T.columns.botFlags }));
    // The server sorts and pages: each click asks again.
    await waitFor(() => expect(names(table)[0]).toBe('Spiller 1'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: TEXT.pagination.page(2) }));
    await waitFor(() => expect(names(table)).toHaveLength(5), SLOW);
  }, 15_000);

  it('says when no player has 100 analysed moves', async () => {
    serve({ '/fairplay/players': listAnswer([]) });
    renderApp('/fairplay');
    expect(await screen.findByText(T.empty, {}, SLOW)).toBeTruthy();
  });

  it('offers another try after a failure', async () => {
    serve({ '/fairplay/players': 500 });
    renderApp('/fairplay');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText(T.loadError)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: T.retry })).toBeTruthy();
  });
});

describe("a player's evidence", () => {
  const details: FairplayPlayerDetails = {
    ...row(7, 'Åse', SUSPICION_Z + 2, 1),
    games: [
      { gameId: 31, startTime: 1_700_000_000, movesAnalysed: 2, bestFound: 2, expected: 0.5 },
      { gameId: 30, startTime: 1_690_000_000, movesAnalysed: 1, bestFound: 0, expected: 0.9 },
    ],
    moves: [
      { gameId: 31, moveNum: 5, points: 40, bestPoints: 40, found: true, p: 0.3 },
      { gameId: 31, moveNum: 3, points: 22, bestPoints: 22, found: true, p: 0.2 },
      { gameId: 30, moveNum: 1, points: 8, bestPoints: 12, found: false, p: 0.9 },
    ],
    caseMoves: [
      {
        gameId: 31,
        moveNum: 3,
        points: 22,
        bestPoints: 22,
        found: true,
        p: 0.2,
        startTime: 1_700_000_000,
      },
      {
        gameId: 31,
        moveNum: 5,
        points: 40,
        bestPoints: 40,
        found: true,
        p: 0.3,
        startTime: 1_700_000_000,
      },
    ],
    page: 1,
    pageSize: 20,
    totalGames: 2,
  };

  it('shows the figures, the moves that make the case and the games, linked to the replay', async () => {
    serve({ '/fairplay/players/7': details });
    const { memory } = renderApp('/fairplay/7');
    expect(await screen.findByRole('heading', { name: T.playerHeading('Åse') }, SLOW)).toBeTruthy();
    expect(screen.getByText(T.suspicion)).toBeTruthy();
    const caseTable = screen.getByRole('table', { name: T.caseCaption });
    const links = within(caseTable)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/playergame/31?trekk=3', '/playergame/31?trekk=5']);
    const games = screen.getByRole('table', { name: T.gamesCaption });
    expect(
      within(games)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/playergame/31', '/playergame/30']);
    expect(screen.getByRole('link', { name: T.profileLink('Åse') }).getAttribute('href')).toBe(
      '/players/7',
    );
    fireEvent.click(within(caseTable).getAllByRole('link')[0] as HTMLElement);
    await waitFor(() => expect(currentPath(memory)).toBe('/playergame/31?trekk=3'));
  });

  it('says a player is not listed under 100 moves, and not found for an unknown one', async () => {
    serve({
      '/fairplay/players/8': {
        ...details,
        basicInfo: { id: 8, name: 'Ny' },
        movesAnalysed: 40,
        z: 5,
      },
    });
    renderApp('/fairplay/8');
    expect(await screen.findByText(T.notListed('100'), {}, SLOW)).toBeTruthy();
    // Under 100 moves the mark is never shown, whatever z says.
    expect(screen.queryByText(T.suspicion)).toBeNull();
  });

  it('answers an unknown player with not found', async () => {
    serve({});
    renderApp('/fairplay/9');
    expect(await screen.findByRole('heading', { name: T.notFound }, SLOW)).toBeTruthy();
  });
});
