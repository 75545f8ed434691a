/**
 * Every answer of a declared call checked against its schema in packages/contract/api-responses.ts
 * (docs/architecture.md, Answers checked against the contract). On in the server's tests, so a
 * change that breaks what a screen reads fails a test: an answer that breaks the contract becomes
 * a 500 that names the fields, and the log says the same. Off in production, where the answers
 * go out as the handlers made them.
 */
import type { FastifyInstance } from 'fastify';
import { answerFault } from '@ordbot/contract/api-responses.ts';

/** The answer's JSON, undefined when it has none, or 'file' for anything that is not JSON. */
function jsonOf(payload: unknown, contentType: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return undefined;
  if (typeof contentType !== 'string' || !contentType.startsWith('application/json')) {
    return 'file';
  }
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? String(payload) : null;
  return text === null ? 'file' : JSON.parse(text);
}

export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const name = request.routeOptions.config.call;
    if (!name) return payload;
    const body = jsonOf(payload, reply.getHeader('content-type'));
    if (body === 'file') return payload;
    const fault = answerFault(name, reply.statusCode, body);
    if (!fault) return payload;
    const message = `The answer of ${name} (${reply.statusCode}) breaks the contract: ${fault}`;
    request.log.error({ call: name, status: reply.statusCode, body }, message);
    reply.code(500).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message });
  });
}
