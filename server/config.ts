import path from 'node:path';

/** Server configuration from the environment; every variable is listed in the README. */
export interface Config {
  port: number;
  host: string;
  /** The built web app (vite build output). */
  distDir: string;
  logLevel: string;
  /** Embedded database and mail outbox live here when DATABASE_URL is not set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite: flush each commit to the disk (on unless PGLITE_FSYNC=0). */
  pgliteFsync: boolean;
  /** Bearer key of the bot's ingest calls; unset turns /api/bot off. */
  botApiKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Load demo data into an empty database on start. */
  demoData: boolean;
  /** The demo data's last day (DEMO_TODAY, YYYY-MM-DD); unset: the day it is loaded. */
  demoToday: Date | undefined;
  smtpUrl: string | undefined;
  /** Base of links in e-mails. */
  publicUrl: string;
  /** Sign-in attempts per IP address per minute. */
  loginRateLimit: number;
  /** Registration and invitation checks per IP address per minute. */
  registerRateLimit: number;
  /** Mails 'web <e-mail>' may send per address and per player in 24 hours (the rest are refused). */
  webRequestDailyLimit: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /* hardening-faults: timeouts, rate limits, clean-up */
  /** Longest time to receive a whole request (headers and body), ms; 0 turns it off. */
  requestTimeoutMs: number;
  /** A connection with no traffic in either direction for this long is closed, ms. */
  connectionTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long, ms. */
  keepAliveTimeoutMs: number;
  /** Calls per IP address per minute under /api/bot. */
  botRateLimit: number;
  /** Failed sign-ins for one e-mail in a row before it is locked (with back-off). */
  loginLockoutFailures: number;
  /** Minutes between clean-ups of expired sessions, links and rate-limit rows; 0 turns it off. */
  cleanupIntervalMinutes: number;
  /** PostgreSQL: the server cancels a statement after this long (then 503), ms; 0 never. */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL: the client gives up on a query's answer after this long (then 503), ms; 0 never. */
  databaseQueryTimeoutMs: number;
  /** Open connections in all; 0: the most the open-file limit allows (server/http/connection-caps.ts). */
  maxConnections: number;
  /** Open connections of one client address; 0: the default (server/http/connection-caps.ts). */
  maxConnectionsPerAddress: number;
  /** The deep pass of the analysis runs on this instance (server/analysis/deep.ts). */
  deepAnalysis: boolean;
  /** Positions a game's endgame searches may read in the deep pass. */
  deepEndgameNodes: number;
}

export class ConfigError extends Error {}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function flagFrom(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new ConfigError(`${name} must be 0 or 1, got '${raw}'`);
}

/**
 * DEMO_TODAY as a date (midnight UTC): `YYYY-MM-DD`, a real calendar day. Throws on any other
 * text, with a message that names the variable.
 */
export function parseDemoToday(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : undefined;
  if (
    !date ||
    date.toISOString().slice(0, 10) !== value.trim() ||
    date.getTime() <= Date.UTC(2012, 0, 1)
  )
    throw new Error(`DEMO_TODAY must be a day after 2012-01-01 as YYYY-MM-DD, got '${value}'`);
  return date;
}

function dateFrom(env: NodeJS.ProcessEnv, name: string): Date | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  try {
    return parseDemoToday(raw);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = optional(env, 'DATABASE_URL');
  const adminEmail = optional(env, 'ADMIN_EMAIL');
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters');
  }
  const botApiKey = optional(env, 'BOT_API_KEY');
  // A short key can be guessed; refuse it rather than run with it.
  if (botApiKey !== undefined && botApiKey.length < 16) {
    throw new ConfigError('BOT_API_KEY must have at least 16 characters');
  }
  const publicUrl = (optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got '${publicUrl}'`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
    dataDir: env.DATA_DIR?.startsWith('memory://')
      ? env.DATA_DIR
      : path.resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    pgliteFsync: flagFrom(env, 'PGLITE_FSYNC', true),
    botApiKey,
    adminEmail,
    adminPassword,
    // Demo data is for the embedded database; a real server gets it only when asked.
    demoData: flagFrom(env, 'DEMO_DATA', databaseUrl === undefined),
    demoToday: dateFrom(env, 'DEMO_TODAY'),
    smtpUrl: optional(env, 'SMTP_URL'),
    publicUrl,
    loginRateLimit: intFrom(env, 'LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    registerRateLimit: intFrom(env, 'REGISTER_RATE_LIMIT', 10, 1, 1_000_000),
    webRequestDailyLimit: intFrom(env, 'WEB_REQUEST_DAILY_LIMIT', 3, 1, 1_000_000),
    trustProxy: flagFrom(env, 'TRUST_PROXY', false),
    /* hardening-faults: timeouts, rate limits, clean-up */
    requestTimeoutMs: intFrom(env, 'REQUEST_TIMEOUT_MS', 30_000, 0, 3_600_000),
    connectionTimeoutMs: intFrom(env, 'CONNECTION_TIMEOUT_MS', 60_000, 0, 3_600_000),
    keepAliveTimeoutMs: intFrom(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1, 3_600_000),
    botRateLimit: intFrom(env, 'BOT_RATE_LIMIT', 1200, 1, 1_000_000),
    loginLockoutFailures: intFrom(env, 'LOGIN_LOCKOUT_FAILURES', 5, 1, 1000),
    cleanupIntervalMinutes: intFrom(env, 'CLEANUP_INTERVAL_MINUTES', 60, 0, 10_080),
    // The client's bound is the longer one, so a slow statement ends in the server's own
    // cancel and only a connection that answers nothing is given up by the client.
    databaseStatementTimeoutMs: intFrom(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 20_000, 0, 3_600_000),
    databaseQueryTimeoutMs: intFrom(env, 'DATABASE_QUERY_TIMEOUT_MS', 25_000, 0, 3_600_000),
    maxConnections: intFrom(env, 'MAX_CONNECTIONS', 0, 0, 10_000_000),
    maxConnectionsPerAddress: intFrom(env, 'MAX_CONNECTIONS_PER_ADDRESS', 0, 0, 10_000_000),
    deepAnalysis: flagFrom(env, 'DEEP_ANALYSIS', true),
    deepEndgameNodes: intFrom(env, 'DEEP_ENDGAME_NODES', 1_000_000, 1_000, 1_000_000_000),
  };
}
