import type { FastifyInstance } from 'fastify';

export function registerStatsRoutes(_api: FastifyInstance) {}
