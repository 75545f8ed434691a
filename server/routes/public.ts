/** Open calls for the home page (docs/product.md, Home page; docs/architecture.md, statistics). */
import type { FastifyInstance } from 'fastify';
import { overallStats } from '../stats/overall.ts';
import { route } from './route.ts';

export function registerPublicRoutes(api: FastifyInstance) {
  route(api, 'overallStats', async (request) => overallStats(api.ctx.db, request.body.language));
}
