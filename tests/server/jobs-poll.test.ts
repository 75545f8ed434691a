/**
 * A job submitted while the runner's poll is under way (server/jobs/runner.ts): that poll may
 * have asked for jobs before the new one was written, so the runner polls once more when it
 * ends, and the job starts at once instead of at the next poll (5 s later by default; a minute
 * here). On PGlite, whose one connection runs the queries in the order asked, a runner that
 * ignored the second request left the job queued every time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { JobRunner } from '../../server/jobs/runner.ts';
import { findJob } from '../../server/jobs/store.ts';
import { testDatabaseKinds, useTestServer } from './harness.ts';

const quiet = { info: () => {}, error: () => {} };

describe.each(testDatabaseKinds())('a job submitted during a poll on %s', (kind) => {
  const server = useTestServer(kind);

  it('starts when that poll ends, not at the next one', async () => {
    await server.app.ctx.jobs.stop();
    const runner = new JobRunner(
      server.db,
      quiet,
      { pollMs: 60_000 },
      {
        analyser: server.app.ctx.analyser,
        gamesChanges: server.app.ctx.gamesChanges,
      },
    );
    try {
      // The first poll asks for jobs at once; the job is written while it runs.
      runner.start();
      const job = await runner.submit('fix-games', null);
      const deadline = Date.now() + 10_000;
      let state: string = job.state;
      while (state !== 'done' && Date.now() < deadline) {
        await sleep(20);
        state = (await findJob(server.db, job.id))?.state ?? state;
      }
      expect(state).toBe('done');
    } finally {
      await runner.stop();
    }
  });
});
