/** Open calls for the home page (spec 2.3, 3.3; docs/architecture.md, statistics). */
import type { FastifyInstance } from 'fastify';
import { overallStats } from '../stats/overall.ts';
import { route } from './route.ts';

export function registerPublicRoutes(api: FastifyInstance) {
  route(api, 'overallStats', async (request) => overallStats(api.ctx.db, request.body.language));
}
