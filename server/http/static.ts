import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@ordbot/contract/api-contract.ts';
import { errorBody } from './errors.ts';
import { gamePageHtml } from '../share/previews.ts';
import { MESSAGES } from './messages.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name carries a content hash: Vite's /assets and the Workbox runtime beside sw.js. */
const HASHED = /^\/(assets\/|workbox-[0-9a-f]{8}\.js(\.map)?$)/;

/**
 * Serves the built web app: hashed files cached for a year; everything else (index.html, sw.js,
 * the manifest, icons) revalidated on every use, so an open app finds a new build at once.
 */
export async function registerStatic(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) app.log.warn(`No web app build in ${distDir}: run 'npm run build'`);
  else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const rel = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', HASHED.test(rel) ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  // These handlers answer through `reply` and return nothing: a reply returned from a handler
  // or awaited gains 'close' listeners on the response each time (Fastify's Reply.then), and the
  // app shell's answer (awaited by the static plugin, piped through compression) passed Node's
  // limit of 10 with them (MaxListenersExceededWarning on every page but '/').
  const sendShell = (reply: FastifyReply) => {
    reply.header('Cache-Control', NO_CACHE);
    reply.sendFile('index.html');
  };
  // With `index: false` the static plugin refuses the root folder itself, so '/' needs its route.
  if (hasBuild) app.get('/', (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === API_BASE || url.startsWith(`${API_BASE}/`)) {
      reply.status(404).send(errorBody(404, MESSAGES.unknownCall(request.method, url)));
      return;
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset or file with an extension is a real 404, not the app shell.
    if (!wantsPage || !hasBuild || url.startsWith('/assets/') || path.extname(url) !== '') {
      reply.status(404).send(errorBody(404, MESSAGES.notFound));
      return;
    }
    // A game page carries link-preview tags, an unknown game answers 404 (the app shows its
    // not-found page); any trouble there serves the plain shell.
    gamePageHtml(app, url, request.query as never, indexFile)
      .catch((err: unknown) => {
        request.log.warn({ err }, 'link preview failed');
        return null;
      })
      .then((page) => {
        if (!page) return sendShell(reply);
        reply
          .status(page.status)
          .header('Cache-Control', NO_CACHE)
          .type('text/html')
          .send(page.html);
      })
      .catch((err: unknown) => reply.send(err));
  });
}
