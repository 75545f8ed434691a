/** Open calls for the home page (spec 2.3, 3.3; docs/architecture.md, statistics). */
import type { FastifyInstance } from 'fastify';
import type { OverallStats } from '../../core/api-types.ts';
import { overallStats } from '../stats/overall.ts';
import { overallStatsBody } from '../stats/requests.ts';
import { parseInput } from '../validation.ts';

export function registerPublicRoutes(api: FastifyInstance) {
  api.post('/public/overall-stats', async (request): Promise<OverallStats> => {
    const { language } = parseInput(overallStatsBody, request.body);
    return overallStats(api.ctx.db, language);
  });
}
