/**
 * The server's one logger (pino, through Fastify): JSON lines for log collectors, readable
 * lines when a person watches the terminal. pino-pretty would do the latter but pulls in a
 * dozen packages for what a small formatter does here.
 */
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's logger options, pino's among them, taken through Fastify's own types: the server
 * never imports pino, so it is not a dependency of its own to keep in step with Fastify's.
 */
type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines go (pino's destination): standard output, a terminal formatter, a test. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's line for a client that went away before the answer was sent, such as a browser
 * aborting a large compressed download: nothing went wrong on our side, so it is debug.
 */
export const CLIENT_ABORT_MESSAGE = 'stream closed prematurely';

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One pino JSON line as a terminal line: time, level, request id, message, then the rest. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const {
    level,
    time,
    msg,
    pid: _pid,
    hostname: _host,
    reqId,
    req,
    res,
    responseTime,
    err,
    ...rest
  } = entry;
  const parts = [
    new Date(Number(time)).toISOString().slice(11, 23),
    (LEVEL_NAMES[Number(level)] ?? String(level)).padEnd(5),
  ];
  if (reqId) parts.push(`[${String(reqId)}]`);
  if (typeof msg === 'string') parts.push(msg);
  const request = req as { method?: string; url?: string } | undefined;
  if (request?.method) parts.push(`${request.method} ${request.url ?? ''}`);
  const response = res as { statusCode?: number } | undefined;
  if (response?.statusCode) parts.push(String(response.statusCode));
  if (typeof responseTime === 'number') parts.push(`${responseTime.toFixed(1)} ms`);
  for (const [key, value] of Object.entries(rest)) {
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const stack = (err as { stack?: string } | undefined)?.stack;
  return parts.join(' ') + (stack ? `\n${stack}` : '') + '\n';
}

/** Readable lines on a terminal; undefined (pino's JSON to stdout) otherwise. */
function terminalStream(): LogStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  return { write: (line: string) => void process.stdout.write(prettyLine(line)) };
}

/** A URL as the log shows it: a session token in the query (the event stream's) left out. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the URL through loggedUrl. */
function requestFields(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options; `stream` replaces the destination (tests capture lines with it). */
export function loggerOptions(
  level: string,
  stream: LogStream | undefined = terminalStream(),
): LoggerOptions {
  return {
    level,
    serializers: { req: requestFields },
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue > 20 && args.includes(CLIENT_ABORT_MESSAGE as never)) {
          this.debug(...(args as [string]));
          return;
        }
        method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
