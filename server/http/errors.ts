import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { FRAMEWORK_MESSAGES, FRONT_MESSAGES, MESSAGES, STATIC_MESSAGES } from './messages.ts';

/**
 * Every error answer is JSON {statusCode, error, message} (docs/architecture.md), never a stack
 * trace.
 */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** An error with the status and the (Norwegian, user-facing) message the answer should carry. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.signInRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.noAccess) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

// The names importers (and tests) have always used for these texts.
export const DATABASE_DOWN = MESSAGES.databaseDown;
export const BAD_URL = MESSAGES.badUrl;
export const DISK_FULL = MESSAGES.diskFull;
export const CLIENT_LEFT = MESSAGES.clientLeft;
/** PostgreSQL's disk_full; the embedded database also refuses writes with it when space runs low. */
const DISK_FULL_CODE = '53100';
/** PostgreSQL's query_canceled. */
const QUERY_CANCELED_CODE = '57014';

/** Whether an error or one of its causes carries the SQLSTATE `code`. */
function hasCode(err: unknown, code: string): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = e.cause;
  }
  return false;
}

/** Whether an error (or one of its causes) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return hasCode(err, '23505');
}

/** Node socket errors and PostgreSQL SQLSTATEs that mean "no database right now", not a bug. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Query read timeout|Client was closed and is not queryable/i;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's error) says the database
 * cannot be reached. Such errors answer 503, so clients and load balancers retry later.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (UNREACHABLE_MESSAGES.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

/**
 * An error of the `http-errors` kind (it says whether its text may be shown): the static files'
 * refusals (@fastify/send) are the ones that reach us, in English.
 */
function isLibraryHttpError(err: unknown): boolean {
  return (
    err instanceof Error &&
    !(err instanceof HttpError) &&
    typeof (err as { expose?: unknown }).expose === 'boolean' &&
    (err as { code?: unknown }).code === undefined
  );
}

function frameworkMessage(err: FastifyError | HttpError): string {
  if (err instanceof HttpError) return err.message;
  if (isLibraryHttpError(err)) {
    const status = (err as FastifyError).statusCode ?? 500;
    return STATIC_MESSAGES[status] ?? (status < 500 ? MESSAGES.noAccess : MESSAGES.internal);
  }
  const code = (err as FastifyError).code;
  if (code && FRAMEWORK_MESSAGES[code]) return FRAMEWORK_MESSAGES[code];
  if (err instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string;
  return err.message;
}

/**
 * The client went away mid-request: the embedded database skips the queries of such a request
 * (query_canceled, server/db/request-order.ts) and a compressed stream closes early.
 */
function clientLeft(err: unknown, request: FastifyRequest, reply: FastifyReply): boolean {
  if (hasCode(err, 'ERR_STREAM_PREMATURE_CLOSE')) return true;
  return hasCode(err, QUERY_CANCELED_CODE) && (request.raw.destroyed || reply.raw.destroyed);
}

/**
 * Seconds a client should wait before it tries again after a 503 (Retry-After): the database is
 * away (a restart, a failover) or too slow right now. A full disk takes an operator: longer.
 */
export const RETRY_AFTER_SECONDS = 5;
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

export function sendError(
  err: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (hasCode(err, DISK_FULL_CODE)) {
    request.log.warn(`database disk full: ${err.message.split('\n')[0]}`);
    reply.header('retry-after', String(DISK_FULL_RETRY_AFTER_SECONDS));
    return reply.status(503).send(errorBody(503, DISK_FULL));
  }
  if (isDatabaseUnavailable(err)) {
    request.log.warn(`database unreachable: ${err.message.split('\n')[0]}`);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send(errorBody(503, DATABASE_DOWN));
  }
  if (clientLeft(err, request, reply)) {
    // Nobody reads this answer and nothing went wrong here: debug, as in server/logging.ts.
    request.log.debug(`client left before the answer: ${err.message.split('\n')[0]}`);
    return reply.status(503).send(errorBody(503, CLIENT_LEFT));
  }
  // A statement past the statement timeout (DATABASE_STATEMENT_TIMEOUT_MS), the client still
  // waiting: the database is too slow right now.
  if (hasCode(err, QUERY_CANCELED_CODE)) {
    request.log.warn(`database statement timed out: ${err.message.split('\n')[0]}`);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(503).send(errorBody(503, DATABASE_DOWN));
  }
  const status = err.statusCode ?? 500;
  // Our own HttpErrors carry a deliberate message at any status (503 'BOT_API_KEY mangler').
  if (status >= 500 && !(err instanceof HttpError)) {
    request.log.error({ err }, 'request failed');
    return reply.status(status).send(errorBody(status, MESSAGES.internal));
  }
  // A range that is not in the file names the file's length (RFC 9110, 416).
  const headers = (err as { headers?: Record<string, string> }).headers;
  if (isLibraryHttpError(err) && headers) reply.headers(headers);
  // Fastify's own 4xx (malformed JSON, body too large) and ours carry a useful message.
  return reply.status(status).send(errorBody(status, frameworkMessage(err)));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

/** The headers of an answer written before any route: JSON, never cached, the connection closed. */
function frontHeaders(body: string) {
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
}

/**
 * What Node's HTTP server cannot parse or did not receive in time never reaches a route: the
 * answer is written on the socket here, in our shape and Norwegian, and the socket closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, FRONT_MESSAGES.timeout]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, FRONT_MESSAGES.headersTooLarge]
        : [400, FRONT_MESSAGES.malformed];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    const headers = Object.entries(frontHeaders(body)).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Node answers an Expect header other than 100-continue itself, with an empty 417, unless the
 * server listens for 'checkExpectation': then the answer is ours.
 */
export function answerUnknownExpectations(server: Server) {
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(errorBody(417, FRONT_MESSAGES.unknownExpectation));
    response.writeHead(417, frontHeaders(body)).end(body);
  });
}

/**
 * An HTTP/1.1 request without a Host header: Node's own check (requireHostHeader, off in
 * server/app.ts) would answer an empty 400, this one answers in our shape.
 */
export function registerHostCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new HttpError(400, FRONT_MESSAGES.noHost);
    }
  });
}

/** Longer paths than this answer 414 before any route (a file name, the router, a page). */
export const MAX_PATH_LENGTH = 2048;

/** Refuses a path longer than MAX_PATH_LENGTH, first of all hooks. */
export function registerPathLengthCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const end = request.url.indexOf('?');
    if ((end < 0 ? request.url.length : end) > MAX_PATH_LENGTH) {
      throw new HttpError(414, FRONT_MESSAGES.pathTooLong);
    }
  });
}
