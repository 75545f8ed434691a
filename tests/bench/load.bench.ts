/**
 * Many connections at once: 200 clients on loopback search games as fast as the
 * server answers, while /api/health is called every 20 ms beside them. The health latency counts
 * from the intended start, so an event loop held by the database counts in full. Bounded: 200
 * connections, BENCH_LOAD_SECONDS (20) of load, 10 s per request before it counts as timed out.
 * Runs on the server benchmarks' data set (server.bench.ts), on PGlite and on PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseKind } from '../../server/db/database.ts';
import type { Benchmark } from './harness.ts';
import { filteredSearchBody, serverKinds, sharedTarget, type Target } from './server.bench.ts';

const CONNECTIONS = 200;
const LOAD_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 20) * 1000;
const TIMEOUT_MS = 10_000;
const HEALTH_EVERY_MS = 20;

type Outcome = { ok: true; ms: number } | { ok: false; timeout: boolean };

/** One request on `agent`; a request without an answer after TIMEOUT_MS counts as timed out. */
function send(agent: http.Agent, port: number, path: string, body?: unknown, token?: string) {
  return new Promise<Outcome>((resolve) => {
    const start = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: payload ? 'POST' : 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve(
            response.statusCode === 200
              ? { ok: true, ms: performance.now() - start }
              : { ok: false, timeout: false },
          ),
        );
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve({ ok: false, timeout: true });
    });
    request.on('error', () => resolve({ ok: false, timeout: false }));
    request.end(payload);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function loadBenchmark(kind: DatabaseKind): Benchmark {
  let target: Target;
  let port = 0;
  let running = false;
  let clients: Promise<void>[] = [];
  const searches: number[] = [];
  const failures = { timeouts: 0, errors: 0, healthTimeouts: 0 };
  const loadAgent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const health = async () => {
    const outcome = await send(healthAgent, port, '/api/health');
    if (!outcome.ok && outcome.timeout) failures.healthTimeouts++;
  };
  let endAt = 0;
  return {
    name: `server ${kind}: health under ${CONNECTIONS} connections searching`,
    description: `GET /api/health every ${HEALTH_EVERY_MS} ms while ${CONNECTIONS} keep-alive connections run filtered game searches back to back (${LOAD_MS / 1000} s at most); latency from the intended start; budget p99 50 ms, and no timeouts`,
    budgetMs: 50,
    budgetOn: 'p99',
    warmup: 0,
    iterations: Math.floor(LOAD_MS / HEALTH_EVERY_MS / 2),
    setup: async () => {
      target = await sharedTarget(kind);
      await target.app.listen({ port: 0, host: '127.0.0.1' });
      port = (target.app.server.address() as AddressInfo).port;
      running = true;
      endAt = performance.now() + LOAD_MS;
      let i = 0;
      clients = Array.from({ length: CONNECTIONS }, async () => {
        while (running && performance.now() < endAt) {
          const body = filteredSearchBody(target, i++);
          const outcome = await send(
            loadAgent,
            port,
            '/api/games/get-games-paginated',
            body,
            target.token,
          );
          if (outcome.ok) searches.push(outcome.ms);
          else if (outcome.timeout) failures.timeouts++;
          else failures.errors++;
        }
      });
    },
    run: health,
    measure: async () => {
      const intended = performance.now() + HEALTH_EVERY_MS;
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      await health();
      return performance.now() - intended;
    },
    teardown: async () => {
      running = false;
      await Promise.all(clients);
      loadAgent.destroy();
      healthAgent.destroy();
      searches.sort((a, b) => a - b);
      console.error(
        `[${kind}] ${CONNECTIONS} connections: ${searches.length} searches answered ` +
          `(p50 ${percentile(searches, 50).toFixed(1)} ms, p99 ${percentile(searches, 99).toFixed(1)} ms), ` +
          `${failures.timeouts} timed out, ${failures.errors} failed; health: ${failures.healthTimeouts} timed out`,
      );
    },
  };
}

/** The load benchmark on every database the server benchmarks measure. */
export async function loadBenchmarks(): Promise<Benchmark[]> {
  return (await serverKinds()).map(loadBenchmark);
}
