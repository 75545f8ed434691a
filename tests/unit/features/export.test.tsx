// @vitest-environment jsdom
/**
 * The exports in the app: 'Eksporter' in the games table (SUPERVISOR and ADMIN) with the table's
 * search, the progress counted from the arriving file against the server's count header, and
 * 'Last ned mine spill' in 'Min konto' only for a user linked to a player.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import yazl from 'yazl';
import { EXPORT_COUNT_HEADER } from '@ordbot/contract/api-contract.ts';
import type { GameSearchRequest } from '@ordbot/contract/api-types.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { forgetScreens } from '../../../src/cache/screen-memory.ts';
import { csvGameCounter, zipGameCounter } from '../../../src/lib/export-progress.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { exportProgressText } from '../../../src/ui/use-file-export.ts';
import {
  authResponse,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
  type FetchHandler,
} from '../app/app-harness.tsx';
import { gameRow } from '../fixtures/games.ts';

useCleanAppPerTest();
beforeEach(() => forgetScreens());
// The screens' chunks are transformed once, before the first test's waits: the games screens
// load the replay view with them (src/app/app-routes.tsx).
beforeAll(async () => {
  await import('../../../src/features/games/games-page.tsx');
  await import('../../../src/features/replay/game-replay-view.tsx');
  await import('../../../src/features/account/account-page.tsx');
}, 60_000);

const S = TEXT.share;
const SLOW = { timeout: 5000 };
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A zip as the server writes it: innhold.txt, then `games` GCG files, compressed. */
function makeZip(games: number): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('Spill i filen\r\n'), 'innhold.txt');
  for (let i = 1; i <= games; i++) {
    // Text that compresses poorly, so entries reach across pieces.
    const text = Array.from({ length: 200 }, (_, k) =>
      ((i * 7919 + k * 104729) % 9973).toString(36),
    );
    zip.addBuffer(Buffer.from(`#id ordbot ${i}\n${text.join(' ')}\n`), `ordbot-${i}.gcg`);
  }
  zip.end();
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (part: Buffer) => parts.push(part));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(parts))));
  });
}

/** Where the local header of the zip's `game`-th GCG file ends (its name the last bytes). */
function headerEnd(zip: Uint8Array, game: number): number {
  const headers = [...zip.keys()].filter(
    (i) => zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 0x03 && zip[i + 3] === 0x04,
  );
  // innhold.txt comes first.
  return (headers[game] as number) + 30 + `ordbot-${game}.gcg`.length;
}

function pieces(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) out.push(bytes.subarray(i, i + size));
  return out;
}

/** A streamed answer whose pieces the test sends one by one. */
function controlledAnswer(headers: Record<string, string>) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers }),
    send: (chunk: Uint8Array) => controller.enqueue(chunk),
    end: () => controller.close(),
  };
}

function signedIn(roles: Role[], playerId: number | null, handler: FetchHandler) {
  storeSession('stored-token', roles, playerId);
  return stubFetch((url, init) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse(authResponse('fresh-token', roles, playerId));
    }
    return handler(url, init);
  });
}

/** The files the app saved, with their names (the browser's download is not run). */
const saves = vi.hoisted(() => [] as { file: Blob; name: string }[]);
vi.mock('../../../src/lib/download.ts', () => ({
  saveFile: (file: Blob, name: string) => void saves.push({ file, name }),
}));

function watchSaves() {
  saves.length = 0;
  return saves;
}

describe('counting the games of an arriving file', () => {
  it('counts every GCG file of a zip wherever the pieces are cut, not the manifest', async () => {
    const zip = await makeZip(40);
    for (const size of [1, 3, 29, 31, 64, 1000, zip.length]) {
      const count = zipGameCounter();
      let last = 0;
      const seen: number[] = [];
      for (const piece of pieces(zip, size)) {
        last = count(piece);
        seen.push(last);
      }
      expect(last).toBe(40);
      // It rises as the file arrives, never back.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      if (size <= 1000) expect(seen.some((n) => n > 0 && n < 40)).toBe(true);
    }
  });

  it('counts the rows of a CSV after its header', () => {
    const count = csvGameCounter();
    expect(count(new TextEncoder().encode('\uFEFFSpill-ID;Starttid\r\n1;a\r'))).toBe(0);
    expect(count(new TextEncoder().encode('\n2;b\r\n'))).toBe(2);
  });

  it('says how many of how many games, or just how many without a total', () => {
    expect(exportProgressText(null)).toBe('Eksporterer...');
    expect(plain(exportProgressText({ done: 1234, total: 2000 }))).toBe(
      'Eksporterer... 1 234 av 2 000 spill',
    );
    expect(plain(exportProgressText({ done: 12, total: null }))).toBe('Eksporterer... 12 spill');
  });
});

describe("'Eksporter' in the games table", () => {
  function serveTable(roles: Role[], onExport?: FetchHandler) {
    const searches: GameSearchRequest[] = [];
    const fetchMock = signedIn(roles, 7, (url, init) => {
      if (url.endsWith('/players/allbasic')) return jsonResponse([{ id: 7, name: 'Kari' }]);
      if (url.endsWith('/games/get-games-paginated')) {
        searches.push(JSON.parse(String(init.body)) as GameSearchRequest);
        return jsonResponse({
          paginationInfo: { totalRecords: 1, totalPages: 1, firstPageNum: 1, lastPageNum: 1 },
          pages: [{ pageNum: 1, data: [gameRow(1)] }],
        });
      }
      if (url.endsWith('/games/export.zip') && onExport) return onExport(url, init);
      return jsonResponse({}, 404);
    });
    return { fetchMock, searches };
  }

  it('exports the zip of the table search, showing games arrived of the total', async () => {
    const zip = await makeZip(3);
    const answer = controlledAnswer({
      'content-type': 'application/zip',
      [EXPORT_COUNT_HEADER]: '3',
    });
    const { fetchMock } = serveTable(['USER', 'SUPERVISOR'], () => answer.response);
    const saved = watchSaves();
    renderApp('/games?visning=tabell');
    await screen.findByRole('table', {}, SLOW);
    fireEvent.click(screen.getByText(S.export));
    fireEvent.click(screen.getByRole('button', { name: S.exportZip }));
    // 'Eksporterer...' shows before the request leaves; the count before any byte came.
    const status = await screen.findByText(/av 3 spill/);
    expect(plain(status.textContent)).toBe('Eksporterer... 0 av 3 spill');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/games/export.zip'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      sort: { item: 'START_TIME', ascending: false },
    });
    // The pieces up to the end of the second game's header.
    const cut = headerEnd(zip, 2);
    act(() => answer.send(zip.subarray(0, cut)));
    await waitFor(() =>
      expect(plain(screen.getByText(/av 3 spill/).textContent)).toBe('Eksporterer... 2 av 3 spill'),
    );
    expect(saved).toHaveLength(0);
    act(() => {
      answer.send(zip.subarray(cut));
      answer.end();
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.file.size).toBe(zip.length);
    expect(saved[0]?.name).toBe('ordbot-spill-gcg.zip');
    expect(await screen.findByText(S.export)).toBeTruthy();
  });

  it('is not offered to a player', async () => {
    serveTable(['USER', 'PLAYER']);
    renderApp('/games?visning=tabell');
    await screen.findByRole('table', {}, SLOW);
    expect(screen.queryByText(S.export)).toBeNull();
  });
});

describe("'Min konto': the own games", () => {
  const A = TEXT.account;

  it('downloads the own games with their progress when the user has a player', async () => {
    const zip = await makeZip(2);
    const answer = controlledAnswer({
      'content-type': 'application/zip',
      [EXPORT_COUNT_HEADER]: '2',
    });
    const fetchMock = signedIn(['USER', 'PLAYER'], 7, (url) =>
      url.endsWith('/account/games.zip') ? answer.response : jsonResponse({}, 404),
    );
    const saved = watchSaves();
    renderApp('/account');
    const section = await screen.findByRole('region', { name: A.ownGamesHeading }, SLOW);
    fireEvent.click(within(section).getByRole('button', { name: A.ownGamesSubmit }));
    // Each count waited for is one the test holds until it sends more: none before the first
    // byte, then one when the first game's header has come.
    const status = within(section).getByRole('status');
    await waitFor(() => expect(plain(status.textContent)).toBe('Eksporterer... 0 av 2 spill'));
    const cut = headerEnd(zip, 1);
    act(() => answer.send(zip.subarray(0, cut)));
    await waitFor(() => expect(plain(status.textContent)).toBe('Eksporterer... 1 av 2 spill'));
    expect(saved).toHaveLength(0);
    act(() => {
      answer.send(zip.subarray(cut));
      answer.end();
    });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('ordbot-mine-spill-gcg.zip');
    expect(within(section).getByRole('status').textContent).toBe('');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/games.zip'));
    expect(call?.[1]?.method).toBe('GET');
  });

  it("shows the server's message when the download is refused", async () => {
    const message =
      'Kontoen din er ikke knyttet til en spiller, så den har ingen spill å laste ned';
    signedIn(['USER', 'PLAYER'], 7, (url) =>
      url.endsWith('/account/games.zip')
        ? jsonResponse({ statusCode: 403, error: 'Forbidden', message }, 403)
        : jsonResponse({}, 404),
    );
    const error = vi.spyOn(toast, 'error');
    renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: A.ownGamesSubmit }, SLOW));
    await waitFor(() => expect(error).toHaveBeenCalledWith(S.exportFailed(message)));
  });

  it('is not shown to a user without a player', async () => {
    signedIn(['USER'], null, () => jsonResponse({}, 404));
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: A.heading }, SLOW);
    expect(screen.queryByRole('button', { name: A.ownGamesSubmit })).toBeNull();
    expect(screen.queryByRole('heading', { name: A.ownGamesHeading })).toBeNull();
  });
});
