/**
 * The bot's own rate limit (README, BOT_RATE_LIMIT), counted in memory by each instance, with the
 * 503s of an outage given back (server/http/errors.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler, onResponseHookHandler } from 'fastify';
import { API_BASE, CALLS } from '@ordbot/contract/api-contract.ts';
import { tooManyRequests } from './rate-limit.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * Windows kept at most (one per client address), as the plugin's own store keeps 5,000: past it
 * the expired ones go, then the oldest, so a flood of addresses cannot grow the memory.
 */
const MEMORY_WINDOWS = 10_000;

/**
 * The bot limit's count in memory (a store for @fastify/rate-limit): a fixed window per key, as
 * the plugin's own store counts, and a hit can be given back (refund).
 */
class MemoryStore {
  readonly #windows = new Map<string, { hits: number; resetAt: number }>();

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    if (this.#windows.size >= MEMORY_WINDOWS && !this.#windows.has(key)) {
      for (const [k, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(k);
      // Insertion order: the first is the oldest window.
      for (const k of this.#windows.keys()) {
        if (this.#windows.size < MEMORY_WINDOWS) break;
        this.#windows.delete(k);
      }
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + timeWindow };
      this.#windows.set(key, window);
    }
    window.hits++;
    callback(null, { current: window.hits, ttl: window.resetAt - now });
  }

  /** Gives back one hit of `key` in its current window. */
  refund(key: string) {
    const window = this.#windows.get(key);
    if (window && window.hits > 0) window.hits--;
  }

  child() {
    return this;
  }
}

/**
 * A generous per-address limit on every call of the bot (access 'bot' in packages/contract/api-contract.ts), counted in memory: it guards
 * against a runaway bot, not against guessing (the key is long), so each instance counts its own.
 * A 503 (the database is away or too slow, server/http/errors.ts) is the server's doing, not the
 * bot's: its hit is given back, so a bot that retries through an outage finds its whole limit
 * when the database is back (it had every ingest refused with 429 for 18 s). Call before the
 * API's routes are registered.
 */
export async function registerBotRateLimit(app: FastifyInstance, perMinute: number) {
  let limiter: onRequestAsyncHookHandler | undefined;
  const store = new MemoryStore();
  // Its own scope: the plugin's route hook must not see the sign-in routes (they have their own).
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      errorResponseBuilder: tooManyRequests,
      // The plugin makes its store with `new`: this one hands it ours, to refund from.
      store: class {
        constructor() {
          return store;
        }
      } as unknown as never,
    });
    limiter = scope.rateLimit({ max: perMinute, timeWindow: 60_000 });
  });
  const refund: onResponseHookHandler = async (request, reply) => {
    // The plugin's key is the client address (request.ip).
    if (reply.statusCode === 503) store.refund(request.ip);
  };
  const botUrls = new Set(
    Object.values(CALLS)
      .filter((call) => call.access === 'bot')
      .map((call) => API_BASE + call.path),
  );
  app.addHook('onRoute', (route) => {
    if (!limiter || !botUrls.has(route.url)) return;
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), limiter];
    const after = route.onResponse;
    route.onResponse = [...(Array.isArray(after) ? after : after ? [after] : []), refund];
  });
}
