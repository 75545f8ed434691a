import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';

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
export const unauthorized = (message = 'Du må logge inn') => new HttpError(401, message);
export const forbidden = (message = 'Du har ikke tilgang til dette') => new HttpError(403, message);
export const notFound = (message = 'Finnes ikke') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(errorBody(status, 'Intern feil på serveren'));
    }
    // Fastify's own 4xx (malformed JSON, body too large) and ours carry a useful message.
    return reply.status(status).send(errorBody(status, err.message));
  });
}
