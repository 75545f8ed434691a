/**
 * The page's one live event stream (docs/events.md): an EventSource on GET /api/events, shared
 * by every screen that listens (src/ui/use-live.ts), so a tab holds one connection however many
 * lists and replays it shows. It opens with the first listener and closes with the last, opens
 * again with the last event id when the watched game or the session changes, and after a refusal
 * (a session that ended, a server that is down) tries again with a growing pause. The service
 * worker leaves it alone (it answers the app shell only).
 */
import { CALLS, pathOf } from '@ordbot/contract/api-contract.ts';
import type {
  LiveFigures,
  LiveGameMessage,
  LiveReadyMessage,
} from '@ordbot/contract/live-events.ts';
import { getAuthToken, onAuthTokenChange, quietForMs } from './client.ts';

export interface LiveListener {
  /** A game whose moves this listener wants (the replay of an ongoing game). */
  game?: number;
  onGame?(message: LiveGameMessage): void;
  /** The home figures of a language, from every message that carries them. */
  onFigures?(figures: LiveFigures): void;
  onReady?(message: LiveReadyMessage): void;
  /** Whether the stream is open and caught up. */
  onLive?(live: boolean): void;
}

/**
 * The first stream waits at least this long, and then until the page's own calls have been
 * quiet for QUIET_MS (at most FIRST_OPEN_MAX_MS in all): the page loads first, and a page that
 * has loaded counts as settled (Playwright's 'networkidle', which an open stream never gives).
 */
const FIRST_OPEN_DELAY_MS = 1500;
const QUIET_MS = 700;
const FIRST_OPEN_MAX_MS = 10_000;
const QUIET_CHECK_MS = 250;
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

const listeners = new Set<LiveListener>();
let source: EventSource | null = null;
let sourceKey = '';
let lastEventId: string | null = null;
let live = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let retryMs = RETRY_MIN_MS;
let opened = false;
let stopTokenWatch: (() => void) | null = null;

function setLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener.onLive?.(value);
}

/** The stream's address but for the resume point: a change of it means a new stream. */
function streamKey(): string {
  const games = [...listeners].map((l) => l.game).filter((g) => g !== undefined);
  const params = new URLSearchParams();
  const game = games.at(-1);
  if (game !== undefined) params.set('game', String(game));
  const token = getAuthToken();
  if (token) params.set('token', token);
  return params.toString();
}

function each<K extends keyof LiveListener>(name: K, value: unknown) {
  for (const listener of [...listeners])
    (listener[name] as ((v: unknown) => void) | undefined)?.(value);
}

function close() {
  source?.close();
  source = null;
  sourceKey = '';
  setLive(false);
}

function open() {
  clearTimeout(timer);
  close();
  if (listeners.size === 0) return;
  opened = true;
  sourceKey = streamKey();
  const params = new URLSearchParams(sourceKey);
  if (lastEventId) params.set('lastEventId', lastEventId);
  const query = params.toString();
  const stream = new EventSource(pathOf(CALLS.events, {}) + (query ? `?${query}` : ''));
  source = stream;
  const read = (handle: (data: unknown) => void) => (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    handle(JSON.parse(event.data));
  };
  stream.addEventListener(
    'ready',
    read((data) => {
      retryMs = RETRY_MIN_MS;
      setLive(true);
      each('onReady', data);
    }),
  );
  stream.addEventListener(
    'game',
    read((data) => {
      each('onGame', data);
      each('onFigures', data);
    }),
  );
  stream.addEventListener(
    'stats',
    read((data) => each('onFigures', data)),
  );
  stream.onerror = () => {
    setLive(false);
    // CONNECTING: the browser tries again itself, with Last-Event-ID. CLOSED: it gave up (the
    // answer was not a stream: a session that ended, a server that is down); so do we, for now.
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    source = null;
    sourceKey = '';
    timer = setTimeout(open, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
}

/** Opens, re-opens or closes the stream to match the listeners and the session. */
function sync() {
  if (listeners.size === 0) {
    clearTimeout(timer);
    close();
    // The next screen loads afresh: nothing to resume.
    lastEventId = null;
    return;
  }
  if (source && streamKey() === sourceKey) return;
  if (!navigator.onLine) return;
  clearTimeout(timer);
  if (opened) open();
  else timer = setTimeout(() => openWhenQuiet(Date.now() + FIRST_OPEN_MAX_MS), FIRST_OPEN_DELAY_MS);
}

function openWhenQuiet(deadline: number) {
  if (quietForMs() >= QUIET_MS || Date.now() >= deadline) open();
  else timer = setTimeout(() => openWhenQuiet(deadline), QUIET_CHECK_MS);
}

/** No network: not live, and no retries meanwhile; back online, resume after the last id. */
function watchNetwork() {
  window.addEventListener('offline', () => {
    clearTimeout(timer);
    close();
  });
  window.addEventListener('online', () => {
    retryMs = RETRY_MIN_MS;
    sync();
  });
}

/** Listens to the stream; answers the function that stops. */
export function listenLive(listener: LiveListener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  listeners.add(listener);
  if (!stopTokenWatch) {
    stopTokenWatch = onAuthTokenChange(sync);
    watchNetwork();
  }
  listener.onLive?.(live);
  sync();
  return () => {
    listeners.delete(listener);
    sync();
  };
}
