/**
 * The server's logger: readable lines on a terminal, JSON otherwise, and a client that aborts a
 * compressed answer is a debug line, not a fault.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { CLIENT_ABORT_MESSAGE, loggerOptions, prettyLine } from '../../server/logging.ts';

describe('prettyLine', () => {
  it('writes time, level, request id, message, request and the rest', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
        pid: 1,
        hostname: 'h',
        reqId: 'req-7',
        req: { method: 'GET', url: '/api/health' },
        msg: 'incoming request',
        games: 3,
      }) + '\n',
    );
    expect(line).toBe('03:04:05.006 INFO  [req-7] incoming request GET /api/health games=3\n');
    expect(prettyLine('not json\n')).toBe('not json\n');
  });

  it('adds the stack of an error', () => {
    const line = prettyLine(
      JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { stack: 'Error: boom\n  at x' } }),
    );
    expect(line).toBe('00:00:00.000 ERROR boom\nError: boom\n  at x\n');
  });
});

describe('a client that aborts a compressed answer', () => {
  it('is logged at debug, never above', async () => {
    const lines: { level: number; msg?: string }[] = [];
    const app = Fastify({
      logger: loggerOptions('debug', {
        write: (line: string) => void lines.push(JSON.parse(line)),
      }),
    });
    await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
    app.get('/big', async () => Array.from({ length: 100_000 }, (_, i) => ({ i, name: `n${i}` })));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    await new Promise<void>((resolve) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/big', headers: { 'accept-encoding': 'gzip' } },
        (res) => res.once('data', () => req.destroy()),
      );
      req.on('close', () => resolve());
      req.on('error', () => {});
    });
    await expect.poll(() => lines.some((l) => l.msg === CLIENT_ABORT_MESSAGE)).toBe(true);
    await app.close();
    expect(lines.filter((l) => l.msg === CLIENT_ABORT_MESSAGE).map((l) => l.level)).toEqual([20]);
    expect(lines.filter((l) => l.level >= 40)).toEqual([]);
  });
});
