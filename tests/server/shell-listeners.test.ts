/**
 * The app shell's answers (server/http/static.ts) add no more listeners to a response than Node
 * allows (10 'close' listeners): every page of the web app, over HTTP with and without
 * compression and through inject, without a MaxListenersExceededWarning, and still the shell.
 */
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { emptyDatabase } from './empty-database.ts';

const PAGES = [
  '/',
  '/players/7',
  '/ov',
  '/statistikk',
  '/playergame/123',
  '/playergame/123?trekk=4',
];

describe('the app shell', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-shell-dist-'));
  fs.copyFileSync('index.html', path.join(dist, 'index.html'));

  beforeAll(async () => {
    process.on('warning', onWarning);
    database = await openDatabase({ dataDir: 'memory://', ...emptyDatabase() });
    const config = loadConfig({
      DATA_DIR: 'memory://',
      DEMO_DATA: '0',
      DIST_DIR: dist,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    process.off('warning', onWarning);
    await app?.close();
    await database?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  beforeEach(() => {
    warnings.length = 0;
  });

  /** Warnings are emitted on a later tick: wait for them. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
  const listenerWarnings = () =>
    warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message);

  it('answers every page over HTTP, compressed or not, without a listener warning', async () => {
    for (const url of PAGES) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await fetch(`http://127.0.0.1:${port}${url}`, {
          headers: { 'accept-encoding': encoding },
        });
        const html = await res.text();
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(html).toContain('<div id="root">');
        // An unknown game's page is the shell with a 404 (the app shows its not-found page).
        expect(res.status).toBe(url.startsWith('/playergame/') ? 404 : 200);
      }
    }
    await settled();
    expect(listenerWarnings()).toEqual([]);
  });

  it('answers every page through inject, and HEAD, without a listener warning', async () => {
    for (const url of PAGES) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
    }
    await settled();
    expect(listenerWarnings()).toEqual([]);
  });

  it('still answers the API and a missing file with our 404', async () => {
    for (const url of ['/api/nope', '/logo.png', '/assets/missing.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    }
    await settled();
    expect(listenerWarnings()).toEqual([]);
  });
});
