import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { DeepPass } from './analysis/deep.ts';
import { scheduleCleanup } from './jobs/cleanup.ts';
import { applyConnectionCaps, connectionCaps, openFileLimit } from './http/connection-caps.ts';
import type { Config } from './config.ts';
import { databaseOptions, openDatabase, type Database } from './db/database.ts';
import { registerRequestOrder } from './db/request-order.ts';
import {
  answerUnknownExpectations,
  clientErrorHandler,
  registerErrorHandler,
  registerHostCheck,
  registerPathLengthCheck,
  sendError,
} from './http/errors.ts';
import { registerLexiconRoutes } from './routes/lexicon.ts';
import { LiveHub } from './live/hub.ts';
import { createMailer, type Mailer } from './auth/mail.ts';
import { loggerOptions, type LogStream } from './logging.ts';
import { registerBotRateLimit } from './http/bot-rate-limit.ts';
import { API_BASE } from '@ordbot/contract/api-contract.ts';
import { registerAnswerCheck } from './http/answer-check.ts';
import { registerApi } from './routes/api.ts';
import { registerSecurityHeaders, setSecurityHeaders } from './http/security.ts';
import { registerStatic } from './http/static.ts';
import { gamePageHtml } from './share/previews.ts';
import { registerNulCheck, zodValidatorCompiler } from './http/validation.ts';
import { wireServices } from './wiring.ts';

export interface AppOptions {
  config: Config;
  /** An open database; by default the one the config names is opened (and closed with the app). */
  database?: Database;
  /** Close `database` with the app too (server/main.ts opens it while npm start builds). */
  closeDatabase?: boolean;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Checks every answer against the contract's schema: on under vitest (server/http/answer-check.ts). */
  checkAnswers?: boolean;
}

/** Builds the Fastify app: the API under /api and the built web app with an SPA fallback. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, logger = true, logStream } = options;
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream as LogStream | undefined) : false,
    bodyLimit: 1024 * 1024,
    // Player names travel in paths (players/playername/:name), URL-encoded.
    routerOptions: { maxParamLength: 400 },
    // Only behind a proxy: otherwise a client could fake X-Forwarded-For past the rate limits.
    trustProxy: config.trustProxy,
    // A client that sends part of a request and stops must not hold a connection for good.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A missing Host header is refused by registerHostCheck, in our shape.
    http: { requireHostHeader: false, ...httpTimeouts(config.requestTimeoutMs) },
    // A malformed path encoding (%E6) answers our JSON shape, not Fastify's own.
    // (Fastify answers these before any hook, so the security headers are set here too.)
    // Node's own 408, 431 and 400 (a request it cannot parse) in our shape and Norwegian; so
    // are its 417 (answerUnknownExpectations) and its 400 for a missing Host (registerHostCheck).
    clientErrorHandler,
    frameworkErrors: (err, request, reply) => {
      setSecurityHeaders(request, reply);
      return sendError(err, request, reply);
    },
  });
  answerUnknownExpectations(app.server);
  applyConnectionCaps(
    app.server,
    connectionCaps({
      fileLimit: openFileLimit(),
      perAddress: config.maxConnectionsPerAddress,
      total: config.maxConnections,
      behindProxy: config.trustProxy,
    }),
  );
  const database = options.database ?? (await openDatabase(databaseOptions(config)));
  if (!options.database || options.closeDatabase) app.addHook('onClose', () => database.close());
  // The services the command line wires the same way (wiring.ts).
  const { analyser, gamesChanges, jobs } = wireServices(database.db, app.log);
  // After the job runner has stopped (its preClose: a job's batch being analysed is finished,
  // not failed by stopped workers) and before the database closes (onClose hooks run last
  // registered first): the batch under way is stored, then the threads stop.
  app.addHook('onClose', () => analyser.close());
  const deep = new DeepPass(database.db, analyser, app.log, {
    enabled: config.deepAnalysis,
    endgameNodes: config.deepEndgameNodes,
  });
  // Before the analyser's threads stop (onClose hooks run last registered first).
  app.addHook('onClose', () => deep.close());
  // The streams end before the server waits for its connections to close.
  const live = new LiveHub(database, app.log);
  await live.start();
  app.addHook('preClose', () => live.close());
  // Jobs a restart left behind are taken up once the app is ready. Before the database closes
  // (and after the streams end), the batch under way commits and the leases are let go.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  app.decorate('ctx', {
    config,
    db: database.db,
    dbKind: database.kind,
    pingDatabase: database.ping,
    mailer: options.mailer ?? createMailer(config, app.log),
    analyser,
    gamesChanges,
    jobs,
    deep,
    live,
  });
  app.decorateRequest('auth', null);
  registerErrorHandler(app);
  // The request schemas of the routes are zod's (packages/contract/api-schemas.ts), with our Norwegian 400.
  app.setValidatorCompiler(zodValidatorCompiler);
  registerRequestOrder(app);
  registerSecurityHeaders(app);
  // Before compression, so the check reads the JSON the handler made.
  if (options.checkAnswers ?? process.env.VITEST === 'true') registerAnswerCheck(app);
  registerPathLengthCheck(app);
  registerHostCheck(app);
  registerNulCheck(app);
  await registerBotRateLimit(app, config.botRateLimit);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(registerApi, { prefix: API_BASE });
  await app.register(registerLexiconRoutes);
  await registerStatic(app, config.distDir, gamePageHtml);
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
