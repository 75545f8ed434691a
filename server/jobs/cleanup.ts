/**
 * The periodic clean-up: expired sessions, old registration links and finished rate-limit
 * counters. Every instance runs it; the deletes are idempotent, so running it twice is harmless.
 */
import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { deleteOldInvitations } from '../auth/invitations.ts';
import { deleteExpiredRateLimits } from '../http/rate-limit.ts';

export interface CleanupResult {
  sessions: number;
  invitations: number;
  rateLimits: number;
}

export async function cleanUp(db: Db): Promise<CleanupResult> {
  return {
    sessions: await deleteExpiredSessions(db),
    invitations: await deleteOldInvitations(db),
    rateLimits: await deleteExpiredRateLimits(db),
  };
}

/** Runs cleanUp every `minutes` (0: never) until the app closes; the timer never keeps Node up. */
export function scheduleCleanup(app: FastifyInstance, minutes: number) {
  if (minutes <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    cleanUp(app.ctx.db)
      .then((result) => app.log.debug(result, 'clean-up done'))
      .catch((err: Error) => app.log.warn(`clean-up failed: ${err.message.split('\n')[0]}`))
      .finally(() => (running = false));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
