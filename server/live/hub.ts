/**
 * One instance's live streams (docs/events.md). The hub reads the event log (./log.ts) when an
 * ingest commits (in this process, or on another instance through NOTIFY), loads once per
 * batch what the messages need (the figures of each language, the details of a watched game),
 * and writes each stream the messages its viewer may see: a game in their lists (SUPERVISOR:
 * every game; another user: their own player's), a game they watch (`?game=`, open like the
 * replay), and otherwise the figures alone. Every log event gives every stream exactly one
 * message carrying its id, so a stream that resumes after id N gets each later event once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GameDetails, OverallStats } from '@ordbot/contract/api-types.ts';
import type { Language, Role } from '@ordbot/contract/enums.ts';
import type {
  LiveGameMessage,
  LiveReadyMessage,
  LiveStatsMessage,
} from '@ordbot/contract/live-events.ts';
import type { Database } from '../db/database.ts';
import type { Listener } from '../db/pg-listen.ts';
import { outsideRequest } from '../db/request-order.ts';
import { gameDetails } from '../games/details.ts';
import { overallStats } from '../stats/overall.ts';
import {
  LIVE_CHANNEL,
  liveEventsAfter,
  liveLogBounds,
  onLocalLiveEvents,
  type LiveEvent,
} from './log.ts';

/** Rows read from the log at a time. */
const BATCH = 500;
/** A comment this often keeps proxies and the server's own idle timeout from closing a stream. */
export const HEARTBEAT_MS = 20_000;
/**
 * A signed-in stream ends after this long; the browser reconnects at once (with Last-Event-ID),
 * and its session is checked again, so a session that ended stops hearing within minutes.
 */
export const SIGNED_IN_STREAM_MS = 5 * 60_000;
/** A client that reads nothing while this much waits for it is cut off (it resumes later). */
const MAX_BACKLOG_BYTES = 1024 * 1024;

/** What the hub needs of a signed-in viewer (the session's AuthInfo). */
export interface LiveAuth {
  roles: readonly Role[];
  playerId: number | null;
}

/** Where a stream's text goes: the HTTP answer, or a test's buffer. */
export interface LiveViewer {
  auth: LiveAuth | null;
  /** Games whose details the stream carries. */
  games: ReadonlySet<number>;
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client. */
  backlog(): number;
  end(): void;
}

/** What the messages of one batch share, loaded once for every stream. */
interface Loaded {
  figures: Map<string, OverallStats>;
  details: Map<number, GameDetails | null>;
}

interface Stream {
  viewer: LiveViewer;
  /** The id of the last event this stream was sent (or skipped as before its start). */
  cursor: number;
  /** Batches that came while the stream caught up; sent in order after it. */
  waiting: { events: LiveEvent[]; loaded: Loaded }[] | null;
  openedAt: number;
}

function message(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Whether a viewer may see a game in their lists (docs/architecture.md, Roles). */
function mayList(auth: LiveAuth | null, event: LiveEvent): boolean {
  if (!auth) return false;
  return auth.roles.includes('SUPERVISOR') || auth.playerId === event.playerId;
}

export class LiveHub {
  private readonly streams = new Set<Stream>();
  /** The last id read from the log. */
  private head = 0;
  private again = false;
  private reading: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private listener: Listener | undefined;
  private stopLocal = () => {};
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.head = (await liveLogBounds(this.database.db)).newest;
    this.stopLocal = onLocalLiveEvents(this.database.db, () => this.wake());
    this.listener = this.database.listen?.(LIVE_CHANNEL, () => this.wake());
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Streams open on this instance. */
  get size(): number {
    return this.streams.size;
  }

  /** Ends every stream and stops listening (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    this.stopLocal();
    await this.listener?.close();
    for (const stream of this.streams) stream.viewer.end();
    this.streams.clear();
    await this.reading;
  }

  /** New events may be in the log: read them (once, however often it is called meanwhile). */
  wake(): void {
    this.again = true;
    if (this.reading || this.closed) return;
    // Not in the turn of the request that woke it (db/request-order.ts): it outlives that one.
    this.reading = outsideRequest(() => this.drain())
      .catch((err: Error) => {
        // The database is away: try again shortly; the streams stay open and miss nothing.
        this.log.warn(`live events: reading the log failed: ${err.message.split('\n')[0]}`);
        this.retry = setTimeout(() => this.wake(), 1000);
        this.retry.unref();
      })
      .finally(() => {
        this.reading = null;
      });
  }

  private async drain(): Promise<void> {
    while (this.again && !this.closed) {
      this.again = false;
      for (;;) {
        const events = await liveEventsAfter(this.database.db, this.head, BATCH);
        if (events.length === 0) break;
        const streams = [...this.streams];
        const loaded = await this.load(events, streams);
        // Only now: a failure above reads the same events again.
        this.head = (events.at(-1) as LiveEvent).id;
        for (const stream of streams) {
          if (stream.waiting) stream.waiting.push({ events, loaded });
          else this.send(stream, events, loaded);
        }
        if (events.length < BATCH) break;
      }
    }
  }

  /** The figures and watched games' details that these streams need for these events. */
  private async load(events: LiveEvent[], streams: Stream[]): Promise<Loaded> {
    const loaded: Loaded = { figures: new Map(), details: new Map() };
    if (streams.length === 0) return loaded;
    const db = this.database.db;
    for (const language of new Set(events.map((e) => e.language))) {
      loaded.figures.set(language, await overallStats(db, language as Language));
    }
    const watched = new Set(streams.flatMap((s) => [...s.viewer.games]));
    for (const gameId of new Set(events.map((e) => e.gameId))) {
      if (watched.has(gameId)) loaded.details.set(gameId, await gameDetails(db, gameId));
    }
    return loaded;
  }

  /** Writes a stream the messages of the events it has not had yet. */
  private send(stream: Stream, events: LiveEvent[], loaded: Loaded): void {
    const { viewer } = stream;
    let text = '';
    for (const event of events) {
      if (event.id <= stream.cursor) continue;
      stream.cursor = event.id;
      const figures = {
        language: event.language as Language,
        stats: loaded.figures.get(event.language) as OverallStats,
      };
      const watched = viewer.games.has(event.gameId);
      if (watched || mayList(viewer.auth, event)) {
        const details = watched ? loaded.details.get(event.gameId) : undefined;
        const data: LiveGameMessage = {
          gameId: event.gameId,
          playerId: event.playerId,
          finished: event.finished,
          numMoves: event.numMoves,
          ...figures,
          ...(details ? { details } : {}),
        };
        text += message('game', data, event.id);
      } else {
        text += message('stats', figures satisfies LiveStatsMessage, event.id);
      }
    }
    if (!text) return;
    if (viewer.backlog() > MAX_BACKLOG_BYTES) {
      this.drop(stream);
      return;
    }
    viewer.write(text);
  }

  /**
   * Opens a stream: from the newest event when `lastEventId` is null; otherwise first every
   * event after it that the log still holds, or, when it holds them no more (or the id is
   * unknown), `ready` says `missed`. Answers the function that closes it.
   */
  async open(viewer: LiveViewer, lastEventId: number | null): Promise<() => void> {
    const stream: Stream = { viewer, cursor: 0, waiting: [], openedAt: Date.now() };
    // Registered first: a batch read from now on waits for the stream instead of passing it.
    this.streams.add(stream);
    const close = () => this.drop(stream, false);
    try {
      const db = this.database.db;
      const { oldest, newest } = await liveLogBounds(db);
      const missed = lastEventId !== null && (lastEventId < oldest - 1 || lastEventId > newest);
      stream.cursor = lastEventId === null || missed ? newest : lastEventId;
      while (stream.cursor < newest) {
        const events = await liveEventsAfter(db, stream.cursor, BATCH);
        if (events.length === 0) break;
        this.send(stream, events, await this.load(events, [stream]));
      }
      const games: GameDetails[] = [];
      for (const gameId of viewer.games) {
        const details = await gameDetails(db, gameId);
        if (details) games.push(details);
      }
      viewer.write(message('ready', { missed, games } satisfies LiveReadyMessage, stream.cursor));
    } catch (err) {
      close();
      throw err;
    }
    const waiting = stream.waiting ?? [];
    stream.waiting = null;
    for (const batch of waiting) this.send(stream, batch.events, batch.loaded);
    return close;
  }

  private drop(stream: Stream, end = true): void {
    if (!this.streams.delete(stream)) return;
    if (end) stream.viewer.end();
  }

  private beat(): void {
    const now = Date.now();
    for (const stream of this.streams) {
      if (stream.viewer.auth && now - stream.openedAt > SIGNED_IN_STREAM_MS) this.drop(stream);
      else stream.viewer.write(': \n\n');
    }
  }
}
