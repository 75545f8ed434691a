import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { registerErrorHandler } from './http-errors.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';
import { registerHealthRoutes } from './routes/health.ts';

export interface AppOptions {
  config: Config;
  logger?: boolean;
}

/** Builds the Fastify app: the API under /api and the built web app with an SPA fallback. */
export async function buildApp({ config, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(
    async (api) => {
      registerHealthRoutes(api);
    },
    { prefix: '/api' },
  );
  await registerStatic(app, config.distDir);
  return app;
}
