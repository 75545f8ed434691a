import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '@ordbot/contract/api-contract.ts';

const CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the worker compile the move engine's WebAssembly (it allows no eval).
  "script-src 'self' 'wasm-unsafe-eval'",
  // React and uPlot set style attributes and react-hot-toast injects a <style> element; scripts stay 'self'.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every answer. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
}

/** The headers themselves; also for answers no hook sees (Fastify's framework errors). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  reply.header('Content-Security-Policy', CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  // API answers are per user and per moment: never stored by a browser or a proxy, unless the
  // route says otherwise (board layouts are immutable).
  if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) {
    reply.header('Cache-Control', 'no-store');
  }
}

function isApiUrl(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}
