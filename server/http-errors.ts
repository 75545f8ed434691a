import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** Every error answer is JSON {statusCode, error, message} (architecture.md), never a stack trace. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody(status, 'Intern feil på serveren'));
    }
    // Fastify's own 4xx (malformed JSON, body too large, schema validation) carry a useful message.
    return reply.status(status).send(errorBody(status, err.message));
  });
}
