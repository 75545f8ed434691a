/** testconn and the health check (docs/architecture.md): does the database answer, and how fast. */
import type { TestConnResult } from '@ordbot/contract/api-types.ts';
import { requireRole, type Guard } from '../auth/guards.ts';
import type { DatabaseKind } from '../db/database.ts';
import { DATABASE_DOWN, isDatabaseUnavailable } from '../http/errors.ts';

/** A probe that takes longer than this counts as no answer (a pool may wait for a connection). */
export const PROBE_TIMEOUT_MS = 3000;

type Probe = Promise<{ ok: boolean; latencyMs: number }>;
/** The database's `select 1` past the queries in line (server/db/database.ts Database.ping). */
export type Ping = () => Promise<void>;
const inFlight = new WeakMap<Ping, Probe>();

/**
 * Runs `select 1` and answers whether it came back and how fast. Calls that arrive while a probe
 * runs share it, so a burst of health checks costs the database one query.
 */
export function probeDatabase(ping: Ping): Probe {
  const running = inFlight.get(ping);
  if (running) return running;
  const probe = runProbe(ping).finally(() => inFlight.delete(ping));
  inFlight.set(ping, probe);
  return probe;
}

async function runProbe(ping: Ping): Probe {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return { ok: true, latencyMs: Math.round((performance.now() - start) * 100) / 100 };
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - start) };
  } finally {
    clearTimeout(timer);
  }
}

export async function testConnection(ping: Ping, kind: DatabaseKind): Promise<TestConnResult> {
  const { ok, latencyMs } = await probeDatabase(ping);
  return ok ? { ok, database: kind, latencyMs } : unreachable(kind, latencyMs);
}

/** The testconn answer while the database is gone. */
function unreachable(kind: DatabaseKind, latencyMs = 0): TestConnResult {
  return { ok: false, database: kind, latencyMs, message: DATABASE_DOWN };
}

const requireAdmin = requireRole('ADMIN');

/**
 * testconn's guard: ADMIN, except that a token which cannot be checked because the database is
 * gone reaches the call, which then answers {ok: false} (what /api/health tells anyone anyway).
 * No token at all is still a 401.
 */
export const adminOrDatabaseDown: Guard = async (request, reply) => {
  try {
    await requireAdmin(request, reply);
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
  }
};
