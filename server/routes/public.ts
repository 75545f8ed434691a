import type { FastifyInstance } from 'fastify';

export function registerPublicRoutes(_api: FastifyInstance) {}
