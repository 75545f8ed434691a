// @vitest-environment jsdom
/**
 * The page's one live stream (src/api/live.ts, docs/events.md): shared by every listener, with
 * the watched game and the session in its address, resumed with the last id after a refusal,
 * and not live while the browser is offline.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../../src/api/client.ts';
import { listenLive } from '../../../src/api/live.ts';

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }

  addEventListener(name: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(name: string, data: unknown, id = '') {
    this.readyState = FakeEventSource.OPEN;
    const event = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }

  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.made.at(-1) as FakeEventSource;

describe('the live stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setAuthToken(null);
  });

  it('opens one stream for every listener, with the watched game and the token', () => {
    setAuthToken('secret');
    const games: number[] = [];
    const figures: string[] = [];
    const stopList = listenLive({ onGame: (m) => games.push(m.gameId) });
    const stopReplay = listenLive({ game: 7, onFigures: (f) => figures.push(f.language) });
    expect(FakeEventSource.made).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(latest().url).toBe('/api/events?game=7&token=secret');
    latest().emit('game', { gameId: 7, language: 'NO_B' }, '12');
    latest().emit('stats', { language: 'ENG_US' }, '13');
    expect(games).toEqual([7]);
    expect(figures).toEqual(['NO_B', 'ENG_US']);
    stopReplay();
    // Without the game: opened again at once, after the last id.
    expect(latest().url).toBe('/api/events?token=secret&lastEventId=13');
    stopList();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('is live once ready, not after a refusal, and tries again with the last id', () => {
    const states: boolean[] = [];
    const stop = listenLive({ onLive: (live) => states.push(live) });
    vi.advanceTimersByTime(2000);
    latest().emit('ready', { missed: false, games: [] }, '40');
    expect(states).toEqual([false, true]);
    latest().fail();
    expect(states.at(-1)).toBe(false);
    vi.advanceTimersByTime(2500);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toBe('/api/events?lastEventId=40');
    // A new session opens the stream again with its token.
    setAuthToken('new-token');
    expect(latest().url).toBe('/api/events?token=new-token&lastEventId=40');
    stop();
  });

  it('tells a stream on its way from one that is down: down only after a failure', () => {
    const down: boolean[] = [];
    const stop = listenLive({ onDown: (value) => down.push(value) });
    // On its way (the first stream waits for the page to settle): not down.
    expect(down).toEqual([false]);
    vi.advanceTimersByTime(2000);
    latest().fail();
    expect(down).toEqual([false, true]);
    vi.advanceTimersByTime(2500);
    latest().emit('ready', { missed: false, games: [] }, '41');
    expect(down).toEqual([false, true, false]);
    stop();
  });
});
