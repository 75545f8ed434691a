import type { FastifyInstance } from 'fastify';

export async function registerAuthRoutes(_api: FastifyInstance) {}
