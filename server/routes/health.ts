import type { FastifyInstance } from 'fastify';
import type { Health } from '../../core/api-types.ts';
import { probeDatabase } from '../stats/connection.ts';

/** For load balancers and monitors: 200 {status: 'ok', database: 'ok'}, 503 while the database is gone. */
export function registerHealthRoutes(api: FastifyInstance) {
  api.get('/health', async (_request, reply): Promise<Health> => {
    const { ok } = await probeDatabase(api.ctx.db);
    if (ok) return { status: 'ok', database: 'ok' };
    reply.status(503);
    return { status: 'error', database: 'unreachable' };
  });
}
