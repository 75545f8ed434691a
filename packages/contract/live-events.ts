/**
 * The live event stream's messages (docs/events.md): `GET /api/events` as Server-Sent Events.
 * Each message names its event and, but for `ready`, carries the log's id, which the browser
 * sends back as Last-Event-ID when it reconnects.
 */
import type { GameDetails, OverallStats } from './api-types.ts';
import type { Language } from './enums.ts';

/** The query of `GET /api/events` (declared with its schema). */
export type { LiveEventsQuery } from './api-types-events.ts';

/** The SSE event names. */
export const LIVE_EVENTS = ['ready', 'game', 'stats'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

/** The home figures of the stored game's language, as they stand when the message is sent. */
export interface LiveFigures {
  language: Language;
  stats: OverallStats;
}

/**
 * `game`: a game the viewer may see was stored (a new move, a finished game, a correction).
 * `details` only for the games the stream was opened for (`?game=`), as gamemoves answers them:
 * an ongoing game's moves carry no rack.
 */
export interface LiveGameMessage extends LiveFigures {
  gameId: number;
  playerId: number;
  finished: boolean;
  numMoves: number;
  details?: GameDetails;
}

/** `stats`: a game the viewer may not see was stored; only the figures changed. */
export type LiveStatsMessage = LiveFigures;

/**
 * `ready`, once the stream is live: `missed` when the Last-Event-ID was older than the log keeps
 * (or unknown): the events in between are lost and the screen should load afresh; `games` the
 * current details of the games the stream was opened for.
 */
export interface LiveReadyMessage {
  missed: boolean;
  games: GameDetails[];
}
