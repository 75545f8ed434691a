/**
 * Caps on open connections (docs/architecture.md, Connection caps). Every socket costs a file;
 * at the process's open-file limit the server can accept nothing more, not even the health
 * check, for as long as slow clients hold their sockets (1,100 sockets that each send half a
 * request kept /api/health unanswered for 32 s at a 1,024-file limit). So:
 * - one client address holds at most `perAddress` connections: one past it is closed at once;
 * - all addresses together hold at most `total`, below the file limit read at start (the rest
 *   stays for the database, the logs and the worker threads): a connection past it takes the
 *   place of the oldest one that is not serving a request (it has sent no whole request yet, or
 *   is idle between two), so a real request always gets in. A request counts as served only
 *   once its body has arrived in full: a socket whose body stalls halfway (headers with
 *   `Content-Length: 1000`, then 10 bytes) has not sent a whole request either, and goes when no
 *   idle socket is left (1,100 of them kept /api/health unanswered for 36 s while they counted
 *   as busy from Node's 'request' event).
 */
import fs from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionCaps {
  perAddress: number;
  total: number;
}

/** Without /proc (not Linux): the usual default soft limit. */
const FALLBACK_FILE_LIMIT = 1024;

/** The process's soft limit on open files ("Max open files" in /proc/self/limits). */
export function openFileLimit(): number {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const match = /Max open files\s+(\d+|unlimited)/.exec(limits);
    if (!match) return FALLBACK_FILE_LIMIT;
    return match[1] === 'unlimited' ? Number.MAX_SAFE_INTEGER : Number(match[1]);
  } catch {
    return FALLBACK_FILE_LIMIT;
  }
}

/** Per address by default: far more than a browser opens (six), fewer than a flood. */
const DEFAULT_PER_ADDRESS = 256;

/**
 * The caps for a file limit; 0 asks for the default. The total leaves a fifth of the files (at
 * least 128) to everything else; a setting above that is lowered to it, and the per-address
 * cap never exceeds the total. Behind a proxy (`behindProxy`) every connection comes from the
 * proxy's address, so the per-address default is the total.
 */
export function connectionCaps(options: {
  fileLimit: number;
  perAddress: number;
  total: number;
  behindProxy?: boolean;
}): ConnectionCaps {
  const reserve = Math.max(128, Math.ceil(options.fileLimit / 5));
  const most = Math.max(1, options.fileLimit - reserve);
  const total = options.total > 0 ? Math.min(options.total, most) : most;
  const fallback = options.behindProxy ? total : DEFAULT_PER_ADDRESS;
  const perAddress = Math.min(options.perAddress > 0 ? options.perAddress : fallback, total);
  return { perAddress, total };
}

interface Tracked {
  address: string;
  /** Requests under way on the socket (a stream counts until it ends). */
  busy: number;
  /** Those requests, to tell a body still arriving from one whose answer is being made. */
  requests: Set<IncomingMessage>;
}

/** Every request under way still waits for its body: the client has sent no whole request. */
function bodiesPending(tracked: Tracked): boolean {
  if (tracked.requests.size === 0) return false;
  for (const request of tracked.requests) if (request.complete) return false;
  return true;
}

/** Applies the caps to a listening server's connections. */
export function applyConnectionCaps(server: Server, caps: ConnectionCaps): void {
  // Insertion order is the order of arrival: the first idle entry is the oldest idle socket.
  const open = new Map<Socket, Tracked>();
  const perAddress = new Map<string, number>();

  const forget = (socket: Socket) => {
    const tracked = open.get(socket);
    if (!tracked) return;
    open.delete(socket);
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
  };

  /** The oldest idle socket; else the oldest whose request's body has not all arrived. */
  const evictable = (): Socket | undefined => {
    let stalled: Socket | undefined;
    for (const [socket, tracked] of open) {
      if (tracked.busy === 0) return socket;
      if (!stalled && bodiesPending(tracked)) stalled = socket;
    }
    return stalled;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= caps.perAddress) {
      socket.destroy();
      return;
    }
    if (open.size >= caps.total) {
      const idle = evictable();
      if (!idle) {
        socket.destroy();
        return;
      }
      forget(idle);
      idle.destroy();
    }
    open.set(socket, { address, busy: 0, requests: new Set() });
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => forget(socket));
  });

  server.on('request', (request, response) => {
    const tracked = open.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    tracked.requests.add(request);
    response.once('close', () => {
      tracked.busy = Math.max(0, tracked.busy - 1);
      tracked.requests.delete(request);
    });
  });
}
