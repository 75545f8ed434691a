import type { FastifyInstance } from 'fastify';
import type { Health } from '../../core/api-types.ts';

export function registerHealthRoutes(api: FastifyInstance) {
  api.get('/health', async (): Promise<Health> => ({ status: 'ok' }));
}
