import type { FastifyInstance } from 'fastify';

export function registerUserRoutes(_api: FastifyInstance) {}
