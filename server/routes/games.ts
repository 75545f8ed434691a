import type { FastifyInstance } from 'fastify';

export function registerGameRoutes(_api: FastifyInstance) {}
