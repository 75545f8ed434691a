/**
 * Slow sockets cannot starve the server: connections are capped per client address and in
 * total below the open-file limit read at start, and a new connection past the total takes the
 * place of the oldest one that has not sent a whole request, so /api/health always answers.
 * The server runs as its own process with a 1,024-file limit; every socket is on 127.0.0.x.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionCaps, openFileLimit } from '../../server/http/connection-caps.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const PER_ADDRESS = 200;

/** A socket that sends part of a request's headers and then nothing. */
function slowSocket(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

/**
 * A socket that sends a whole request's headers, `Content-Length: 1000`, and 10 bytes of its
 * body, then nothing: the request has begun (Node's 'request' event), its body never ends.
 */
function halfBodySocket(port: number, from: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(
        'POST /api/bot/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"gameId":',
      );
      resolve(socket);
    });
    socket.on('error', () => resolve(socket));
  });
}

/**
 * GET /api/health on a connection of its own, as a monitor asks: a kept-alive socket reused
 * from an earlier check is idle between checks, and under the total cap an idle socket is what
 * a newcomer replaces.
 */
function health(port: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 5000 },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('health: no answer in 5 s')));
    request.on('error', reject);
  });
}

describe('the connection caps', () => {
  it('read the open-file limit and stay below it', () => {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const soft = Number(/Max open files\s+(\d+)/.exec(limits)?.[1]);
    expect(openFileLimit()).toBe(soft);
    const caps = connectionCaps({ fileLimit: 1024, perAddress: 0, total: 0 });
    expect(caps.total).toBeGreaterThan(500);
    expect(caps.total).toBeLessThan(1024 - 100);
    expect(caps.perAddress).toBeGreaterThan(0);
    expect(caps.perAddress).toBeLessThanOrEqual(caps.total);
    // Behind a proxy every connection has the proxy's address: one address may hold them all.
    const proxied = connectionCaps({ fileLimit: 1024, perAddress: 0, total: 0, behindProxy: true });
    expect(proxied.perAddress).toBe(proxied.total);
    // A setting above what the file limit allows is lowered to it.
    expect(connectionCaps({ fileLimit: 1024, perAddress: 5000, total: 5000 }).total).toBe(
      caps.total,
    );
  });
});

describe.runIf(process.platform === 'linux')('a server under 1,100 slow sockets', () => {
  let child: ChildProcess;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    child = spawn(
      'sh',
      ['-c', `ulimit -n 1024 && exec "${process.execPath}" --import tsx server/main.ts`],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: 'memory://',
          DEMO_DATA: '0',
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
          REQUEST_TIMEOUT_MS: '120000',
          CLEANUP_INTERVAL_MINUTES: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    port = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        const match = /running at http:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) resolve(Number(match[1]));
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    });
  }, 120_000);

  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    child?.kill('SIGKILL');
  });

  it('closes sockets past the cap of one address', async () => {
    const opened = await Promise.all(
      Array.from({ length: PER_ADDRESS + 50 }, () => slowSocket(port, '127.0.0.2')),
    );
    sockets.push(...opened);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const open = opened.filter((socket) => !socket.destroyed && !socket.closed).length;
    expect(open).toBeLessThanOrEqual(PER_ADDRESS);
    expect(open).toBeGreaterThan(PER_ADDRESS - 10);
    expect((await health(port)).status).toBe(200);
  }, 60_000);

  it('answers health at once with 1,100 slow sockets from several addresses', async () => {
    for (let a = 3; a < 9; a++) {
      const batch = await Promise.all(
        Array.from({ length: 185 }, () => slowSocket(port, `127.0.0.${a}`)),
      );
      sockets.push(...batch);
    }
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await health(port);
      expect(answer.status).toBe(200);
      times.push(answer.ms);
    }
    expect(Math.max(...times)).toBeLessThan(2000);
    // The server never ran out of files: fewer open than the limit, and it is still up.
    const fds = fs.readdirSync(`/proc/${child.pid}/fd`).length;
    expect(fds).toBeLessThan(1024);
    expect(child.exitCode).toBeNull();
  }, 60_000);

  it('answers health at once with 1,100 sockets whose request bodies stall halfway', async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let a = 10; a < 16; a++) {
      const batch = await Promise.all(
        Array.from({ length: 185 }, () => halfBodySocket(port, `127.0.0.${a}`)),
      );
      sockets.push(...batch);
    }
    // Every request has begun: the server has read their headers.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await health(port);
      expect(answer.status).toBe(200);
      times.push(answer.ms);
    }
    expect(Math.max(...times)).toBeLessThan(2000);
    const fds = fs.readdirSync(`/proc/${child.pid}/fd`).length;
    expect(fds).toBeLessThan(1024);
    expect(child.exitCode).toBeNull();
  }, 60_000);
});
