/**
 * The Content-Security-Policy lets the worker compile the move engine's WebAssembly
 * ('wasm-unsafe-eval', which allows no JavaScript eval) and still allows scripts from 'self' only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '../../server/http/security.ts';

describe('the Content-Security-Policy', () => {
  it("allows WebAssembly compilation and no script source but 'self'", () => {
    const headers = new Map<string, string>();
    const reply = {
      header: (name: string, value: string) => headers.set(name, value),
      hasHeader: (name: string) => headers.has(name),
    } as unknown as FastifyReply;
    setSecurityHeaders({ url: '/assets/app.worker.js' } as FastifyRequest, reply);
    const scriptSrc = headers
      .get('Content-Security-Policy')
      ?.split('; ')
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
  });
});
