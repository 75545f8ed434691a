import path from 'node:path';

/** Server configuration from the environment; every variable is listed in the README. */
export interface Config {
  port: number;
  host: string;
  /** The built web app (vite build output). */
  distDir: string;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
