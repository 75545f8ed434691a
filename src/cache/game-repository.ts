/**
 * The game repository: a game's details (GET gamemoves/{id}) as every screen of the visit shares
 * them, keyed by game id (docs/architecture.md, Data flow). Memory first for a finished game,
 * which never changes; then the device's cache for a finished game; then the network, with the
 * device's cache as the fallback when there is none. What a screen learns later (the live
 * stream's new moves) is put here, and every screen that shows the game hears of it. So the game
 * list opens the replay with the moves it has loaded, with no new request (docs/product.md, Game
 * replay): the replay finds them here. An ongoing game's entry is as new as its last answer or
 * live message; the replay follows the stream, whose first message brings the game as it stands.
 * An entry carries the server's version of the game (the answer's ETag), kept with the details
 * on the device, so what is made from the game can be keyed by it (src/cache/game-version.ts).
 *
 * The memory belongs to the signed-in user like the device's cache: sign-out forgets it
 * (src/cache/user-data.ts).
 */
import type { GameDetails } from '@ordbot/contract/api-types.ts';
import * as api from '../api/games.ts';
import { openSessionCache, writeInBackground, type CacheDb } from './cache-access.ts';
import type { Freshness } from './freshness.ts';
import { readFresh } from './read-through.ts';

export interface GameEntry {
  details: GameDetails;
  /** From the device's cache, and from when; undefined for the network's answer or a live message. */
  freshness: Freshness | undefined;
  /**
   * The server's version of the game these details are of (src/cache/game-version.ts), kept
   * with them on the device; null where unknown: a live message, or a copy saved without it.
   */
  version: string | null;
}

/** What a load reads and keeps: the details and the server's version of them. */
interface Versioned {
  details: GameDetails;
  version: string | null;
}

export type GameListener = (entry: GameEntry) => void;

const entries = new Map<number, GameEntry>();
/** When each entry was stored (performance.now()). */
const storedAt = new Map<number, number>();
/**
 * An ongoing game held longer than this may have moved on: a screen that opens it shows the held
 * details at once and asks again in the background (the list opens the replay well within it).
 */
export const ONGOING_FRESH_MS = 30_000;
const listeners = new Map<number, Set<GameListener>>();
/** Counts the sign-outs: an answer asked for before one is not kept after it. */
let generation = 0;

function isGameDetails(value: unknown): value is GameDetails {
  const details = value as Partial<GameDetails> | null | undefined;
  return Boolean(details?.game) && Array.isArray(details?.moves);
}

function save(db: CacheDb, { details, version }: Versioned, cachedAt: number): Promise<unknown> {
  return db.getDb().details.put({ gameId: details.game.gameId, value: details, cachedAt, version });
}

/** The device's copy of the game's details; a copy saved without a version has none. */
async function readSaved(db: CacheDb, gameId: number) {
  const saved = await db.getDb().details.get(gameId);
  if (!saved) return undefined;
  const value: Versioned = { details: saved.value, version: saved.version ?? null };
  return { value, cachedAt: saved.cachedAt };
}

function store(gameId: number, entry: GameEntry): void {
  entries.set(gameId, entry);
  storedAt.set(gameId, performance.now());
  for (const listener of [...(listeners.get(gameId) ?? [])]) listener(entry);
}

/** What this visit already holds for the game, for a screen's first render; no request. */
export function peekGame(gameId: number): GameEntry | undefined {
  return entries.get(gameId);
}

/** Whether the held entry is an ongoing game held longer than ONGOING_FRESH_MS. */
export function isHeldStale(gameId: number): boolean {
  const held = entries.get(gameId);
  if (!held || held.details.game.finished) return false;
  return performance.now() - (storedAt.get(gameId) ?? 0) > ONGOING_FRESH_MS;
}

/** The network's answer: the details and the version the server names. */
async function fetchGame(gameId: number): Promise<Versioned> {
  let version: string | null = null;
  const details = await api.getGameMoves(gameId, (named) => (version = named));
  // The contract's check runs in development only; an answer of another shape is never kept.
  if (!isGameDetails(details)) {
    throw new TypeError('Unexpected response type. Expected GameDetails.');
  }
  return { details, version };
}

/**
 * The game's details, kept for every screen and told to the game's listeners. `signal` stops a
 * request not yet made (the screen moved on while the device's cache was read).
 */
export async function loadGame(gameId: number, signal?: AbortSignal): Promise<GameEntry> {
  const held = entries.get(gameId);
  if (held?.details.game.finished) return held;
  const asked = generation;
  // Details put while the request was under way (a live move) are newer than its answer: memory
  // and the device keep those.
  const putSince = (answer: GameDetails) => {
    const now = entries.get(gameId);
    return now !== undefined && now !== held && now.details !== answer;
  };
  const { value, freshness } = await readFresh<Versioned>({
    fetch: async () => {
      signal?.throwIfAborted();
      return fetchGame(gameId);
    },
    read: (db) => readSaved(db, gameId),
    write: async (db, answer, cachedAt) => {
      if (!putSince(answer.details)) await save(db, answer, cachedAt);
    },
    // A finished game's copy is kept for good once the server has named its version; an ongoing
    // one may have new moves, and a finished one saved without a version (from the live stream,
    // or before versions were kept) is asked for once more online, so it gets one.
    keep: (saved) => saved.details.game.finished && saved.version !== null,
  });
  const entry: GameEntry = { details: value.details, freshness, version: value.version };
  // Asked for by a user who has signed out since: theirs, not the next user's.
  if (asked !== generation) return entry;
  if (putSince(value.details)) return entries.get(gameId) ?? entry;
  store(gameId, entry);
  return entry;
}

/**
 * Newer details from elsewhere than a load (the live stream's new moves): kept, saved on the
 * device like a network answer, and told to every screen that shows the game. The stream names
 * no version of the game, so the entry has none.
 */
export function putGame(details: GameDetails): void {
  const cachedAt = Date.now();
  const version = null;
  writeInBackground(openSessionCache(), (db) => save(db, { details, version }, cachedAt));
  store(details.game.gameId, { details, freshness: undefined, version });
}

/** Calls `listener` with each new entry of the game; answers the unsubscribe function. */
export function subscribeGame(gameId: number, listener: GameListener): () => void {
  let set = listeners.get(gameId);
  if (!set) listeners.set(gameId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(gameId) === set) listeners.delete(gameId);
  };
}

/** Sign-out, or another user's session: the next user sees none of these games from memory. */
export function forgetGames(): void {
  generation += 1;
  entries.clear();
  storedAt.clear();
}
