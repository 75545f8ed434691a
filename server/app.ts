import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { Analyser } from './analysis/analyser.ts';
import { scheduleCleanup } from './cleanup.ts';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Mailer } from './context.ts';
import { databaseOptions, openDatabase, type Database } from './db/database.ts';
import { registerRequestOrder } from './db/request-order.ts';
import { registerErrorHandler, sendError } from './http-errors.ts';
import { registerLexiconRoutes } from './lexicon-route.ts';
import { createMailer } from './mail.ts';
import { loggerOptions } from './logging.ts';
import { registerBotRateLimit } from './rate-limit.ts';
import { API_BASE } from '../core/api-contract.ts';
import { registerApi } from './routes/api.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './security.ts';
import { registerStatic } from './static.ts';
import { registerNulCheck, zodValidatorCompiler } from './validation.ts';

export interface AppOptions {
  config: Config;
  /** An open database; by default the one the config names is opened (and closed with the app). */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the Fastify app: the API under /api and the built web app with an SPA fallback. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger = true, logStream } = options;
  const app = Fastify({
    logger: logger
      ? loggerOptions(config.logLevel, logStream as DestinationStream | undefined)
      : false,
    bodyLimit: 1024 * 1024,
    // Player names travel in paths (players/playername/:name), URL-encoded.
    routerOptions: { maxParamLength: 400 },
    // Only behind a proxy: otherwise a client could fake X-Forwarded-For past the rate limits.
    trustProxy: config.trustProxy,
    // A client that sends part of a request and stops must not hold a connection for good.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: httpTimeouts(config.requestTimeoutMs),
    // A malformed path encoding (%E6) answers our JSON shape, not Fastify's own.
    // (Fastify answers these before any hook, so the security headers are set here too.)
    frameworkErrors: (err, request, reply) => {
      setSecurityHeaders(request, reply);
      return sendError(err, request, reply);
    },
  });
  const database = options.database ?? (await openDatabase(databaseOptions(config)));
  if (!options.database) app.addHook('onClose', () => database.close());
  const analyser = new Analyser(database.db, app.log);
  // Before the database closes: the batch under way is stored, then the threads stop.
  app.addHook('preClose', () => analyser.close());
  app.decorate('ctx', {
    config,
    db: database.db,
    dbKind: database.kind,
    pingDatabase: database.ping,
    mailer: options.mailer ?? createMailer(config, app.log),
    analyser,
  });
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  // The request schemas of the routes are zod's (core/api-schemas.ts), with our Norwegian 400.
  app.setValidatorCompiler(zodValidatorCompiler);
  registerRequestOrder(app);
  registerSecurityHeaders(app);
  registerNulCheck(app);
  await registerBotRateLimit(app, config.botRateLimit);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(registerApi, { prefix: API_BASE });
  await app.register(registerLexiconRoutes);
  await registerStatic(app, config.distDir);
  scheduleCleanup(app, config.cleanupIntervalMinutes);
  return app;
}

/**
 * Node checks request timeouts only every connectionsCheckingInterval (30 s by default), and
 * its headers timeout (60 s) must not exceed the request timeout: both follow REQUEST_TIMEOUT_MS.
 */
function httpTimeouts(requestTimeoutMs: number) {
  if (requestTimeoutMs <= 0) return {};
  return {
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs / 4))),
  };
}
