import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Mailer } from './context.ts';

export function createMailer(_config: Config, _log: FastifyBaseLogger): Mailer {
  return { send: async () => {} };
}
