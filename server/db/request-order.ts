/**
 * The order in which the embedded database serves waiting queries: by the start of the request
 * they belong to. PGlite is one connection and a request needs several queries in turn (session,
 * count, page); served query by query, 200 requests would each wait 200 queries per step and all
 * time out together. Served request by request, the oldest request finishes first.
 * A request whose client has gone runs no more queries: its place goes to those still waiting.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export interface RequestTurn {
  /** When the request came in (performance.now()). */
  since: number;
  /** Set when the client closed the connection before the answer. */
  abandoned: boolean;
}

const turns = new AsyncLocalStorage<RequestTurn>();

/** The request the running code serves, if any. */
export function currentTurn(): RequestTurn | undefined {
  return turns.getStore();
}

export function registerRequestOrder(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const turn: RequestTurn = { since: performance.now(), abandoned: false };
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) turn.abandoned = true;
    });
    turns.run(turn, done);
  });
}

/**
 * Runs `work` as no request's: work a request only set off (the live hub's reading of the log)
 * must not end with that request, nor wait in its turn.
 */
export function outsideRequest<T>(work: () => T): T {
  return turns.exit(work);
}
