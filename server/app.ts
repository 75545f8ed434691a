import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Mailer } from './context.ts';
import { openDatabase, type Database } from './db/database.ts';
import { registerErrorHandler } from './http-errors.ts';
import { createMailer } from './mail.ts';
import { loggerOptions } from './logging.ts';
import { registerApi } from './routes/api.ts';
import { registerSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';

export interface AppOptions {
  config: Config;
  /** An open database; by default the one the config names is opened (and closed with the app). */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
}

/** Builds the Fastify app: the API under /api and the built web app with an SPA fallback. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger = true } = options;
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel) : false,
    bodyLimit: 1024 * 1024,
    // Player names travel in paths (players/playername/:name), URL-encoded.
    routerOptions: { maxParamLength: 400 },
    // Only behind a proxy: otherwise a client could fake X-Forwarded-For past the rate limits.
    trustProxy: config.trustProxy,
  });
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (!options.database) app.addHook('onClose', () => database.close());
  app.decorate('ctx', {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: options.mailer ?? createMailer(config, app.log),
  });
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(registerApi, { prefix: '/api' });
  await registerStatic(app, config.distDir);
  return app;
}
