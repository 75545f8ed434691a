/**
 * GET /api/events, the live event stream (docs/events.md) as Server-Sent Events. Open: a guest
 * hears the home figures and the game it watches; a signed-in user also the games of their
 * lists. The session's token comes as a bearer header or, from a browser's EventSource (which
 * cannot send one), as `?token=` (left out of the log). A token that is no longer valid is 401,
 * so the page signs in again rather than hear as a guest.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../auth/sessions.ts';
import { bearerToken } from '../auth/tokens.ts';
import type { AuthInfo } from '../auth/sessions.ts';
import { unauthorized } from '../http/errors.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from './route.ts';

async function viewerAuth(request: FastifyRequest, token: string | undefined) {
  const given = bearerToken(request.headers.authorization) ?? token ?? null;
  if (!given) return null;
  const auth: AuthInfo | null = await resolveSession(request.server.ctx.db, given);
  if (!auth) throw unauthorized(MESSAGES.sessionExpired);
  return auth;
}

/** An error's first line and its cause's: drizzle's own says only which query failed. */
function reason(err: unknown): string {
  const first = (e: unknown) => (e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e));
  const cause = err instanceof Error ? err.cause : undefined;
  return cause === undefined ? first(err) : `${first(err)} (${first(cause)})`;
}

/** The id to resume after: the Last-Event-ID header (the browser's reconnect), else the query. */
function resumeAfter(header: string | string[] | undefined, query: number | undefined) {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return query ?? null;
}

export function registerEventRoutes(api: FastifyInstance) {
  route(api, 'events', async (request, reply) => {
    const { game, token, lastEventId } = request.query;
    const auth = await viewerAuth(request, token);
    const after = resumeAfter(request.headers['last-event-id'], lastEventId);
    reply.hijack();
    const res = reply.raw;
    const socket = request.raw.socket;
    // The heartbeat keeps it busy; the server's idle timeout must not end a quiet stream.
    socket.setTimeout(0);
    socket.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Never stored, never transformed (no compression: each message must go out at once).
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
      // nginx and the like would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    // A lost stream comes back after a second.
    res.write('retry: 1000\n\n');
    let gone = false;
    let close = () => {};
    // The answer's 'close' (the request's own fires once a GET is read, long before).
    res.once('close', () => {
      gone = true;
      close();
    });
    const viewer = {
      auth,
      games: new Set(game === undefined ? [] : [game]),
      write: (chunk: string) => {
        if (!gone && !res.writableEnded) res.write(chunk);
      },
      backlog: () => res.writableLength,
      end: () => {
        if (!res.writableEnded) res.end();
      },
    };
    try {
      close = await api.ctx.live.open(viewer, after);
    } catch (err) {
      viewer.end();
      // The viewer left while its first queries waited for a busy database (a page that
      // navigated away): the database skipped them (db/request-order.ts), nothing failed.
      if (gone) {
        request.log.debug('live events: the viewer left before its stream started');
        return reply;
      }
      request.log.warn(`live events: a stream could not start: ${reason(err)}`);
      return reply;
    }
    if (gone) close();
    return reply;
  });
}
