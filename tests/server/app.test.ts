import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  // A tiny stand-in build so these tests do not depend on `vite build`.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Ordbot</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
  fs.writeFileSync(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.skipWaiting;');
  fs.writeFileSync(path.join(distDir, 'workbox-0123abcd.js'), 'self.workbox;');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Ordbot"}');
  app = await buildApp({
    config: { ...loadConfig({ DATA_DIR: 'memory://' }), distDir },
    logger: false,
  });
  // Opening the embedded database takes seconds on a busy machine (the harness allows 60 s too).
}, 60_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('server shell', () => {
  it('answers the health check', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API calls with a JSON 404, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.json().message).toContain('/api/nope');
  });

  it('serves index.html at the root', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Ordbot</title>');
  });

  it('serves index.html for app routes (SPA fallback) without caching', async () => {
    // (An unknown game's replay answers 404 with the shell: previews.test.ts.)
    const res = await app.inject({ method: 'GET', url: '/games/12?side=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Ordbot</title>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404 instead of the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('revalidates the service worker and the manifest; the hashed Workbox runtime is immutable', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const runtime = await app.inject({ method: 'GET', url: '/workbox-0123abcd.js' });
    expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves plain files such as robots.txt', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('configuration', () => {
  it('defaults to port 8080', () => {
    expect(loadConfig({}).port).toBe(8080);
  });

  it('refuses a malformed PORT with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });
});
