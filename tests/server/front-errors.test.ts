/**
 * The layers in front of the routes (Node's HTTP parser and timeouts, the static files, request
 * decompression) answer like the routes: JSON {statusCode, error, message}, a Norwegian
 * message, and nothing of the request echoed back.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { FRONT_MESSAGES, STATIC_MESSAGES } from '../../server/http/messages.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are (then `drip` every 100 ms, if given) and reads the answer until the
 * server closes or 5 s pass.
 */
function raw(port: number, request: string | Buffer, drip?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(request);
      if (drip === undefined) return;
      const timer = setInterval(() => socket.writable && socket.write(drip), 100);
      socket.on('close', () => clearInterval(timer));
    });
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => {});
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in 5 s: ${Buffer.concat(chunks).toString('utf8')}`));
    }, 5000);
  });
}

const LONG = 'a'.repeat(10_000);

describe('errors from the layers in front of the routes', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-front-dist-'));
  fs.copyFileSync('index.html', path.join(dist, 'index.html'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-0123abcd.js'), 'console.log(1);\n');

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const config = loadConfig({
      DATA_DIR: 'memory://',
      DEMO_DATA: '0',
      DIST_DIR: dist,
      REQUEST_TIMEOUT_MS: '500',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** Our shape, the status and message expected, and none of `echo` in the answer. */
  function expectOurs(answer: RawAnswer, status: number, message: string, echo: string[] = []) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
    expect(body.statusCode).toBe(status);
    expect(body.message).toBe(message);
    for (const text of echo)
      expect(answer.body + JSON.stringify(answer.headers)).not.toContain(text);
  }

  it('a 10,000-character path, of a page and of the API', async () => {
    for (const url of [`/${LONG}`, `/api/${LONG}`, `/playergame/${LONG}`]) {
      const answer = await raw(port, `GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expectOurs(answer, 414, FRONT_MESSAGES.pathTooLong, ['aaaaaaaaaa']);
    }
  });

  it('a 60 KB query string', async () => {
    const answer = await raw(
      port,
      `GET /api/health?q=${'b'.repeat(60_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expectOurs(answer, 431, FRONT_MESSAGES.headersTooLarge, ['bbbbbbbbbb']);
  });

  it('a raw NUL in the path', async () => {
    const answer = await raw(
      port,
      Buffer.from('GET /api/he\u0000alth HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expectOurs(answer, 400, FRONT_MESSAGES.malformed, ['alth']);
  });

  it('an unknown Content-Encoding, and a body that does not decompress', async () => {
    const unknown = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Encoding: evil<b>\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expectOurs(unknown, 415, FRONT_MESSAGES.unknownEncoding, ['evil']);
    const broken = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Encoding: gzip\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
    );
    expectOurs(broken, 400, FRONT_MESSAGES.badCompression, ['hello']);
  });

  it('a request that never arrives in full: 408', async () => {
    const answer = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"user"',
    );
    expectOurs(answer, 408, FRONT_MESSAGES.timeout);
    const headersOnly = await raw(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expectOurs(headersOnly, 408, FRONT_MESSAGES.timeout);
  });

  it('an HTTP/1.1 request without a Host header: 400', async () => {
    const answer = await raw(port, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expectOurs(answer, 400, FRONT_MESSAGES.noHost);
  });

  it('an Expect header other than 100-continue: 417', async () => {
    const answer = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nExpect: evil<b>\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expectOurs(answer, 417, FRONT_MESSAGES.unknownExpectation, ['evil']);
  });

  it('what the HTTP parser cannot read: 400, and too many headers: 431', async () => {
    for (const request of [
      'HELLO WORLD\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHo st: x\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
    ]) {
      expectOurs(await raw(port, request), 400, FRONT_MESSAGES.malformed);
    }
    const headers = Array.from({ length: 3000 }, (_, i) => `X-H${i}: abcdefghij\r\n`).join('');
    const many = await raw(port, `GET /api/health HTTP/1.1\r\nHost: x\r\n${headers}\r\n`);
    expectOurs(many, 431, FRONT_MESSAGES.headersTooLarge, ['abcdefghij']);
  });

  it('a request whose body trickles in too slowly: 408 after the request timeout', async () => {
    const started = Date.now();
    // One byte every 100 ms: the socket never idles, the whole request never arrives.
    const answer = await raw(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n',
      '{',
    );
    expectOurs(answer, 408, FRONT_MESSAGES.timeout);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('the static files: a folder, a path out of the site, a failed precondition or range', async () => {
    const get = (url: string, headers = '') =>
      raw(port, `GET ${url} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);
    for (const url of [
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const answer = await get(url);
      expectOurs(answer, 403, STATIC_MESSAGES[403], ['passwd']);
    }
    const file = '/assets/app-0123abcd.js';
    expectOurs(await get(file, 'If-Match: "nope"\r\n'), 412, STATIC_MESSAGES[412]);
    expectOurs(await get(file, 'Range: bytes=5000-6000\r\n'), 416, STATIC_MESSAGES[416]);
    // The file itself still comes; one segment with encoded slashes is a page (the app shell).
    expect((await get(file)).status).toBe(200);
    expect((await get('/%2e%2e%2f%2e%2e%2fetc%2fpasswd')).body).not.toContain('root:');
  });

  it('the messages are Norwegian', () => {
    for (const message of Object.values(STATIC_MESSAGES)) {
      expect(message).toMatch(/[a-zæøå]/);
      expect(message).not.toMatch(/\b(Forbidden|Precondition|Satisfiable|Failed|Error)\b/);
    }
    for (const message of Object.values(FRONT_MESSAGES)) {
      expect(message).toMatch(/[a-zæøå]/);
      expect(message).not.toMatch(/\b(Client|Error|Forbidden|Unsupported|Exceeded|Timeout)\b/);
    }
  });
});
