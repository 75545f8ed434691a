import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_LEFT, sendError } from '../../server/http/errors.ts';

/** A request and reply with just what sendError reads, and spies on the log. */
function exchange(destroyed: boolean) {
  const log = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const request = { raw: { destroyed }, log } as unknown as FastifyRequest;
  const sent: unknown[] = [];
  const headers: Record<string, string> = {};
  const reply = {
    raw: { destroyed },
    status: vi.fn(function (this: unknown) {
      return this;
    }),
    header: vi.fn(function (this: unknown, name: string, value: string) {
      headers[name] = value;
      return this;
    }),
    send: vi.fn((body: unknown) => sent.push(body)),
  } as unknown as FastifyReply;
  return { log, request, reply, sent, headers };
}

function withCode(message: string, code: string) {
  return new Error('Failed query', { cause: Object.assign(new Error(message), { code }) });
}

describe('a client that left before its answer', () => {
  it('is logged at debug when the embedded database skipped its queries', () => {
    const { log, request, reply, sent } = exchange(true);
    sendError(withCode('the client has gone', '57014') as never, request, reply);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledOnce();
    expect(sent).toEqual([expect.objectContaining({ statusCode: 503, message: CLIENT_LEFT })]);
  });

  it('is logged at debug when a compressed answer closed early', () => {
    const { log, request, reply } = exchange(true);
    sendError(withCode('Premature close', 'ERR_STREAM_PREMATURE_CLOSE') as never, request, reply);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledOnce();
  });

  it('a cancelled query of a client still there is the statement timeout: 503, a warning', () => {
    const { log, request, reply, sent, headers } = exchange(false);
    sendError(withCode('canceling statement', '57014') as never, request, reply);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledOnce();
    expect(sent).toEqual([expect.objectContaining({ statusCode: 503 })]);
    // Too slow now, maybe not in a moment: the caller is told when to try again.
    expect(headers['retry-after']).toMatch(/^\d+$/);
  });
});
