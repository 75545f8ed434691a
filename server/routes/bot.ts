import type { FastifyInstance } from 'fastify';

export function registerBotRoutes(_api: FastifyInstance) {}
