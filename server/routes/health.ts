import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS } from '../http/errors.ts';
import { probeDatabase } from '../stats/connection.ts';
import { route } from './route.ts';

/** For load balancers and monitors: 200 {status: 'ok', database: 'ok'}, 503 while the database is gone. */
export function registerHealthRoutes(api: FastifyInstance) {
  route(api, 'health', async (_request, reply) => {
    const { ok } = await probeDatabase(api.ctx.pingDatabase);
    if (ok) return { status: 'ok', database: 'ok' };
    reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return { status: 'error', database: 'unreachable' };
  });
}
