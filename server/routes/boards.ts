import type { FastifyInstance } from 'fastify';

export function registerBoardRoutes(_api: FastifyInstance) {}
