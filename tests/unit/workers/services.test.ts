import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Move } from '@ordbot/contract/api-types.ts';
import { buildTimeline } from '@ordbot/engine/replay.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import { IDLE_MS, runServiceWith, stopWorker } from '../../../src/lib/worker-bridge.ts';
import { services, type GameTimeline, type TimelineGame } from '../../../workers/services.ts';
import { EMPTY_SQUARE, packBoard, squareLetter } from '@ordbot/engine/timeline-format.ts';
import { syntheticGame } from '../../bench/synthetic-game.ts';
import { move, SAMPLE_MOVES } from '../fixtures/moves.ts';

/** The sample moves, given unsorted: move 2 first. */
const [FIRST, SECOND, ...REST] = SAMPLE_MOVES as [Move, Move, ...Move[]];
const MOVES: Move[] = [SECOND, FIRST, ...REST];

const GAME: TimelineGame = {
  finished: true,
  playerScore: 20,
  botScore: 90,
  boardInfo: { language: 'NO_B' },
};

/** How many of `letter` are not on the board at `frame`. */
function count(timeline: GameTimeline, frame: number, letter: string): number | undefined {
  const index = timeline.pools.letters.indexOf(letter);
  return index < 0 ? undefined : timeline.pools.counts[frame]?.[index];
}

describe('services.timeline', () => {
  it('gives the frames of core buildTimeline, in moveNum order, boards packed', () => {
    const result = services.timeline(GAME, MOVES);
    const expected = buildTimeline(GAME, MOVES);
    expect(result.frames).toEqual(
      expected.frames.map((frame) => ({ ...frame, board: packBoard(frame.board) })),
    );
    for (const [i, frame] of result.frames.entries()) {
      expect(frame.board).toHaveLength(225);
      const unpacked = Array.from({ length: 225 }, (_, index) => squareLetter(frame.board, index));
      expect(unpacked).toEqual(expected.frames[i]!.board);
    }
    // HUS from (6, 7) across, and the blank 'e' of ALTSÅeN kept in lower case.
    expect(result.frames[1]!.board.slice(7 * 15 + 6, 7 * 15 + 9)).toBe('HUS');
    expect(result.frames[2]!.board.slice(8 * 15 + 6, 8 * 15 + 13)).toBe('ALTSÅeN');
    expect(result.frames[0]!.board).toBe(EMPTY_SQUARE.repeat(225));
    expect(result.hasBrokenMoves).toBe(false);
    expect(result.frames.map((frame) => frame.moveNum)).toEqual([0, 1, 2, 3, 4]);
    // The record's final scores after the last move of a finished game.
    expect(result.frames[4]).toMatchObject({ playerScore: 20, botScore: 90 });
  });

  it('counts the unseen tiles (bag and both racks) at every frame', () => {
    const result = services.timeline(GAME, MOVES);
    expect(result.pools.letters).toHaveLength(27);
    expect(result.pools.letters.at(-1)).toBe(BLANK);
    expect(result.pools.counts).toHaveLength(5);
    expect(result.pools.totals).toEqual([104, 101, 94, 94, 94]);
    for (const [frame, counts] of result.pools.counts.entries())
      expect(counts.reduce((a, b) => a + b, 0)).toBe(result.pools.totals[frame]);
    expect(count(result, 0, 'H')).toBe(3);
    expect(count(result, 1, 'H')).toBe(2);
    expect(count(result, 1, 'S')).toBe(6);
    // The blank 'e' takes a blank, not an E.
    expect(count(result, 2, 'E')).toBe(9);
    expect(count(result, 2, BLANK)).toBe(1);
    expect(count(result, 2, 'Å')).toBe(1);
    expect(count(result, 2, 'S')).toBe(5);
  });

  it('uses the tile set of the game language', () => {
    const english = services.timeline({ ...GAME, boardInfo: { language: 'ENG_US' } }, [
      move(1, { letters: 'QUIZ', numTiles: 4, x: 5 }),
    ]);
    expect(count(english, 0, 'Q')).toBe(1);
    expect(count(english, 1, 'Q')).toBe(0);
    expect(english.pools.totals[1]).toBe(100);
    expect(english.pools.letters).not.toContain('Æ');
  });

  it('reports a move that runs off the board', () => {
    const result = services.timeline(GAME, [
      move(1, { letters: 'ORDENE', numTiles: 6, x: 12, y: 1 }),
    ]);
    expect(result.hasBrokenMoves).toBe(true);
    expect(result.brokenMoves[0]?.reason).toBe('OFF_BOARD');
    expect(result.pools.totals[1]).toBe(104);
  });

  it('returns plain data that survives structured clone', () => {
    const { game, moves } = syntheticGame(60);
    const result = services.timeline({ ...game, boardInfo: { language: 'NO_B' } }, moves);
    expect(result.frames).toHaveLength(61);
    expect(structuredClone(result)).toEqual(result);
  });
});

/**
 * A stand-in for the browser's Worker: the real services exposed through comlink on a
 * MessageChannel, so the bridge's own protocol runs. `silent` answers nothing (a broken worker).
 */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  static silent = false;
  readonly port: MessagePort;
  terminated = false;

  constructor(
    readonly url: string | URL,
    readonly options?: WorkerOptions,
  ) {
    super();
    const channel = new MessageChannel();
    this.port = channel.port1;
    if (!FakeWorker.silent) Comlink.expose(services, channel.port2);
    this.port.addEventListener('message', (event) =>
      this.dispatchEvent(new MessageEvent('message', { data: (event as MessageEvent).data })),
    );
    this.port.start();
    FakeWorker.created.push(this);
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer);
  }

  terminate() {
    this.terminated = true;
    this.port.close();
  }
}

describe('worker bridge', () => {
  afterEach(() => {
    stopWorker();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeWorker.created = [];
    FakeWorker.silent = false;
  });

  it('runs the services on the main thread when there is no Worker', async () => {
    expect(typeof Worker).toBe('undefined');
    const result = await runServiceWith({}, 'timeline', GAME, MOVES);
    expect(result).toEqual(services.timeline(GAME, MOVES));
  });

  it('starts one module worker on the first call, reuses it and ends it when idle', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(FakeWorker.created).toHaveLength(0);

    const first = await runServiceWith({}, 'timeline', GAME, MOVES);
    expect(first.pools.totals).toEqual([104, 101, 94, 94, 94]);
    expect(FakeWorker.created).toHaveLength(1);
    const worker = FakeWorker.created[0]!;
    expect(worker.options?.type).toBe('module');
    expect(String(worker.url)).toContain('app.worker');

    await runServiceWith({}, 'timeline', GAME, MOVES.slice(1, 2));
    expect(FakeWorker.created).toHaveLength(1);

    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);

    // The next call starts a fresh worker.
    await runServiceWith({}, 'timeline', GAME, MOVES);
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1]!.terminated).toBe(false);
  });

  it('does not end the worker while a call is in flight', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await runServiceWith({}, 'timeline', GAME, MOVES);
    vi.advanceTimersByTime(IDLE_MS - 10);
    // A new call restarts the idle clock.
    const call = runServiceWith({}, 'timeline', GAME, MOVES);
    vi.advanceTimersByTime(20);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    await call;
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });

  it('falls back to the main thread when the worker fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    FakeWorker.silent = true;
    const call = runServiceWith({}, 'timeline', GAME, MOVES);
    await vi.waitFor(() => expect(FakeWorker.created).toHaveLength(1));
    FakeWorker.created[0]!.dispatchEvent(new Event('error'));
    const result = await call;
    expect(result.pools.totals).toEqual([104, 101, 94, 94, 94]);
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('cancels a long call: it rejects at once, the busy worker is ended and the other call in flight runs again on a fresh one', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    // The first worker answers nothing: both calls stay in flight in it.
    FakeWorker.silent = true;
    const controller = new AbortController();
    // Never run: the silent worker does not answer, and the fresh one is not asked again.
    const game = {} as Parameters<typeof services.analyseGame>[0];
    const cancelled = runServiceWith({ signal: controller.signal }, 'analyseGame', game);
    const other = runServiceWith({}, 'timeline', GAME, MOVES.slice(0, 2));
    await vi.waitFor(() => expect(FakeWorker.created).toHaveLength(1));
    FakeWorker.silent = false;

    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(true);
    const result = await other;
    expect(result.frames).toHaveLength(3);
    expect(FakeWorker.created).toHaveLength(2);
    expect(FakeWorker.created[1]!.terminated).toBe(false);
  });

  it('drops a cancelled short call without ending the worker, whose word list a fresh one would load again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const controller = new AbortController();
    const cancelled = runServiceWith({ signal: controller.signal }, 'timeline', GAME, MOVES);
    const other = runServiceWith({}, 'timeline', GAME, MOVES.slice(0, 2));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect((await other).frames).toHaveLength(3);
    expect(FakeWorker.created).toHaveLength(1);
    expect(FakeWorker.created[0]!.terminated).toBe(false);
  });

  it("drops a cancelled step of 'Søk dypere' without ending the worker: the page closes the search", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.silent = true;
    const controller = new AbortController();
    const step = runServiceWith({ signal: controller.signal }, 'stepEndgameDeeper', 1);
    await vi.waitFor(() => expect(FakeWorker.created).toHaveLength(1));
    controller.abort();
    await expect(step).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(false);
  });

  it('drops a cancelled call queued behind another without ending the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.silent = true;
    const first = runServiceWith({}, 'timeline', GAME, MOVES);
    const controller = new AbortController();
    const queued = runServiceWith({ signal: controller.signal }, 'timeline', GAME, MOVES);
    await vi.waitFor(() => expect(FakeWorker.created).toHaveLength(1));
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created[0]!.terminated).toBe(false);
    expect(FakeWorker.created).toHaveLength(1);
    stopWorker();
    // The first call, whose worker was ended by hand here, runs again on a fresh one.
    FakeWorker.silent = false;
    expect((await first).frames.length).toBeGreaterThan(0);
  });

  it('takes a signal for every service: an aborted one rejects with AbortError, on the worker too', async () => {
    const names = Object.keys(services);
    // No arguments: an aborted call never reaches a service.
    const call = runServiceWith as unknown as (
      options: { signal?: AbortSignal },
      name: string,
    ) => Promise<unknown>;
    for (const name of names) {
      await expect(call({ signal: AbortSignal.abort() }, name), name).rejects.toMatchObject({
        name: 'AbortError',
      });
    }
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.silent = true;
    for (const name of names) {
      const controller = new AbortController();
      const pending = call({ signal: controller.signal }, name);
      controller.abort();
      await expect(pending, name).rejects.toMatchObject({ name: 'AbortError' });
    }
  });

  it('without a Worker, a cancelled call rejects and an already aborted signal runs nothing', async () => {
    const spent = vi.spyOn(services, 'timeline');
    const aborted = AbortSignal.abort();
    await expect(
      runServiceWith({ signal: aborted }, 'timeline', GAME, MOVES),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(spent).not.toHaveBeenCalled();
    spent.mockRestore();
  });
});
