// @vitest-environment jsdom
/**
 * 'Søk dypere' as the page holds it (src/features/replay/deeper-search.ts and
 * use-endgame-deeper.ts) over a stand-in worker that keeps its open searches by id: a search
 * steps on from its own steps and is closed once; two searches never share an id; a move with no
 * endgame leaves nothing open; a search the worker lost starts anew there; a cancelled open or
 * step rejects at once (AbortError) and leaves nothing open; and the section closes its search
 * when stopped, done or left (the bridge's own test: a cancelled step does not end the worker).
 * Its steps are kept on the device under the server's version of the game and read under it; a
 * game whose version is unknown keeps and reads none.
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeeperStep } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { AnalysisGame, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import { setAuthToken } from '../../../src/api/client.ts';
import { getEndgameDeeper, putEndgameDeeper } from '../../../src/cache/endgame-deeper.ts';
import { runServiceWith } from '../../../src/lib/worker-bridge.ts';
import { openDeeperSearch } from '../../../src/features/replay/deeper-search.ts';
import { useEndgameDeeper } from '../../../src/features/replay/use-endgame-deeper.ts';

vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));
vi.mock('../../../src/cache/endgame-deeper.ts', () => ({
  getEndgameDeeper: vi.fn(() => Promise.resolve(undefined)),
  putEndgameDeeper: vi.fn(() => Promise.resolve()),
}));

const GAME: AnalysisGame = { language: 'NO_B', layout: [], finished: true, moves: [] };
/** The stand-in worker's move with no endgame. */
const NO_ENDGAME = 0;
/** Steps of the stand-in's search: 1,000 more positions each, done at the third. */
const stepOf = (count: number): DeeperStep => ({
  report: { best: [], bestSpread: 0, playedSpread: 0, lost: count, proven: false, depth: count },
  positions: count * 1000,
  done: count >= 3,
});

/** The stand-in worker: its open searches (id to steps taken), and every call it was given. */
let open: Map<number, number>;
let calls: { name: string; args: unknown[] }[];
/** When set, a step waits for the test (or for its signal). */
let holdSteps = false;

beforeEach(() => {
  open = new Map();
  calls = [];
  holdSteps = false;
  vi.mocked(runServiceWith).mockImplementation((async (
    { signal }: { signal?: AbortSignal },
    name: string,
    ...args: unknown[]
  ) => {
    signal?.throwIfAborted();
    calls.push({ name, args });
    const id = args[0] as number;
    if (name === 'openEndgameDeeper') {
      const found = args[2] !== NO_ENDGAME;
      if (found) open.set(id, 0);
      return { ok: true, found };
    }
    if (name === 'closeEndgameDeeper') return void open.delete(id);
    if (name !== 'stepEndgameDeeper') throw new Error(`not a service here: ${name}`);
    if (holdSteps) {
      await new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
      );
    }
    const taken = open.get(id);
    if (taken === undefined) return { ok: true, step: null };
    open.set(id, taken + 1);
    return { ok: true, step: stepOf(taken + 1) };
  }) as typeof runServiceWith);
});

afterEach(() => {
  cleanup();
  setAuthToken(null);
  vi.mocked(runServiceWith).mockReset();
  vi.mocked(getEndgameDeeper).mockClear();
  vi.mocked(putEndgameDeeper).mockClear();
});

const named = (name: string) => calls.filter((call) => call.name === name);
const live = () => new AbortController().signal;

async function opened(moveNum = 7) {
  const answer = await openDeeperSearch(GAME, moveNum, live());
  if (!answer.ok || !answer.search) throw new Error('no search');
  return answer.search;
}

describe('openDeeperSearch', () => {
  it('steps on from its own steps, and closes once', async () => {
    const search = await opened();
    expect(await search.step(live())).toEqual({ ok: true, step: stepOf(1) });
    expect(await search.step(live())).toEqual({ ok: true, step: stepOf(2) });
    search.close();
    search.close();
    expect(named('closeEndgameDeeper')).toHaveLength(1);
    expect(open.size).toBe(0);
    await expect(search.step(live())).rejects.toThrow('closed');
  });

  it('gives two searches their own ids, so neither takes the other’s steps', async () => {
    const a = await opened(7);
    const b = await opened(7);
    await a.step(live());
    await a.step(live());
    expect(await b.step(live())).toEqual({ ok: true, step: stepOf(1) });
    a.close();
    expect(await b.step(live())).toEqual({ ok: true, step: stepOf(2) });
    const ids = named('openEndgameDeeper').map((call) => call.args[0]);
    expect(new Set(ids).size).toBe(2);
    b.close();
  });

  it('answers no search for a move with no endgame, and leaves nothing open', async () => {
    expect(await openDeeperSearch(GAME, NO_ENDGAME, live())).toEqual({ ok: true, search: null });
    expect(open.size).toBe(0);
  });

  it('starts anew where the worker lost the search (a fresh worker)', async () => {
    const search = await opened();
    await search.step(live());
    open.clear();
    expect(await search.step(live())).toEqual({ ok: true, step: stepOf(1) });
    expect(named('openEndgameDeeper')).toHaveLength(2);
    search.close();
  });

  it('rejects a cancelled open with AbortError and closes what the worker opened', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(openDeeperSearch(GAME, 7, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(named('closeEndgameDeeper')).toHaveLength(1);
    expect(open.size).toBe(0);
  });

  it('rejects a cancelled step at once with AbortError; the search stays open until closed', async () => {
    const search = await opened();
    holdSteps = true;
    const controller = new AbortController();
    const step = search.step(controller.signal);
    controller.abort();
    await expect(step).rejects.toMatchObject({ name: 'AbortError' });
    expect(open.size).toBe(1);
    search.close();
    expect(open.size).toBe(0);
  });
});

const MOVE = { moveNum: 7, endgame: { proven: false } } as unknown as MoveAnalysis;

describe('useEndgameDeeper', () => {
  it('closes its search when done', async () => {
    const { result } = renderHook(() =>
      useEndgameDeeper({ gameId: undefined, gameVersion: null, game: GAME, move: MOVE }),
    );
    await act(() => result.current.start());
    expect(result.current.view).toEqual({ state: 'done', step: stepOf(3) });
    expect(named('stepEndgameDeeper')).toHaveLength(3);
    expect(named('closeEndgameDeeper')).toHaveLength(1);
    expect(open.size).toBe(0);
  });

  it("closes its search at 'Stopp' and when the move is left", async () => {
    const { result, unmount } = renderHook(() =>
      useEndgameDeeper({ gameId: undefined, gameVersion: null, game: GAME, move: MOVE }),
    );
    holdSteps = true;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.start();
    });
    await waitFor(() => expect(named('stepEndgameDeeper')).toHaveLength(1));
    expect(open.size).toBe(1);
    act(() => result.current.stop());
    await act(() => running);
    expect(result.current.view).toEqual({ state: 'stopped', step: null });
    expect(open.size).toBe(0);

    act(() => {
      running = result.current.start();
    });
    await waitFor(() => expect(open.size).toBe(1));
    unmount();
    await running;
    expect(open.size).toBe(0);
    expect(named('closeEndgameDeeper')).toHaveLength(2);
  });
});

describe('useEndgameDeeper on the device', () => {
  beforeEach(() => setAuthToken('token-alfa'));

  it('reads and keeps the steps under the game’s version', async () => {
    const kept = { ...stepOf(2), done: false };
    vi.mocked(getEndgameDeeper).mockResolvedValueOnce(kept);
    const { result } = renderHook(() =>
      useEndgameDeeper({ gameId: 41, gameVersion: '4711', game: GAME, move: MOVE }),
    );
    // The step kept under this version shows at once.
    await waitFor(() =>
      expect(result.current.view).toEqual({ state: 'stopped', step: kept, stored: true }),
    );
    expect(getEndgameDeeper).toHaveBeenCalledWith(41, '4711', 7);
    await act(() => result.current.start());
    // Only the proven step is deeper than the kept one: it replaces it, under the same version.
    await waitFor(() => expect(putEndgameDeeper).toHaveBeenCalledTimes(1));
    expect(putEndgameDeeper).toHaveBeenCalledWith(41, '4711', 7, stepOf(3));
  });

  it('reads and keeps nothing while the game’s version is unknown', async () => {
    const { result } = renderHook(() =>
      useEndgameDeeper({ gameId: 41, gameVersion: null, game: GAME, move: MOVE }),
    );
    await act(() => result.current.start());
    expect(result.current.view).toEqual({ state: 'done', step: stepOf(3) });
    expect(getEndgameDeeper).not.toHaveBeenCalled();
    expect(putEndgameDeeper).not.toHaveBeenCalled();
  });
});
