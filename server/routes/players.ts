import type { FastifyInstance } from 'fastify';

export function registerPlayerRoutes(_api: FastifyInstance) {}
