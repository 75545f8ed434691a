// Over 300 lines: every job's API, progress, one-at-a-time rule and resume share one server
// and its database, also between two instances.
/**
 * Background jobs (docs/analysis.md): the API, progress, one job of a kind at a time (also between two
 * app instances on one database), resuming after a clean stop and after a crash, and the results
 * of fix-games and rebuild-aggregates.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobInfo } from '@ordbot/contract/jobs.ts';
import { buildApp } from '../../server/app.ts';
import { jobs } from '../../server/db/schema.ts';
import { checkAggregates } from '../../server/games/aggregates.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
  type TestUser,
} from './harness.ts';
import { waitForJob } from './job-helpers.ts';

const GAMES = 20;

describe.each(testDatabaseKinds())(
  'background jobs on %s',
  (kind) => {
    const server = useTestServer(kind);
    let admin: TestUser;

    beforeAll(async () => {
      admin = await createTestUser(server, 'ADMIN');
      await ingestGames(
        ingestInto(server),
        Array.from({ length: GAMES }, (_, i) =>
          makeGame({ gameId: 100 + i, playerId: 3000 + (i % 4), broken: i % 5 === 0 }),
        ),
      );
    });

    /** Another instance of the server on the same database. */
    async function secondApp(): Promise<FastifyInstance> {
      const app = await buildApp({ config: server.config, database: dbOf(server), logger: false });
      await app.ready();
      return app;
    }

    const start = (kindName: string, app?: FastifyInstance) =>
      (app ?? server.app).inject({
        method: 'POST',
        url: '/api/jobs',
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { kind: kindName },
      });

    /** Slow batches of 2 games on `app`: time to watch progress and to stop in the middle. */
    function slow(app: FastifyInstance, pauseMs = 60) {
      Object.assign(app.ctx.jobs.options, { batchSize: 2, pauseMs });
    }

    function fast(app: FastifyInstance) {
      Object.assign(app.ctx.jobs.options, { batchSize: null, pauseMs: 0 });
    }

    it('runs fix-games: 202 with the job, progress, then done with {checked, broken}', async () => {
      slow(server.app);
      const res = await start('fix-games');
      expect(res.statusCode).toBe(202);
      const job = res.json<JobInfo>();
      expect(Object.keys(job).sort()).toEqual(
        [
          'done',
          'error',
          'finishedAt',
          'id',
          'kind',
          'result',
          'startedAt',
          'state',
          'total',
        ].sort(),
      );
      expect(job).toMatchObject({ kind: 'fix-games', done: 0, finishedAt: null, error: null });
      const midway = await waitForJob(server.app, admin.token, job.id, (j) => j.done > 0);
      expect(midway).toMatchObject({ state: 'running', total: GAMES });
      expect(midway.done).toBeLessThan(GAMES);
      expect(midway.startedAt).not.toBeNull();
      const finished = await waitForJob(server.app, admin.token, job.id);
      expect(finished).toMatchObject({ state: 'done', done: GAMES, total: GAMES, error: null });
      expect(finished.result).toEqual({ checked: GAMES, broken: 4 });
      expect(Date.parse(finished.finishedAt as string)).toBeGreaterThanOrEqual(
        Date.parse(finished.startedAt as string),
      );
      fast(server.app);
    });

    it('runs one job of a kind at a time: a second request answers the one under way', async () => {
      slow(server.app);
      const [a, b] = await Promise.all([start('fix-games'), start('fix-games')]);
      expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
      const id = a.json<JobInfo>().id;
      expect(b.json<JobInfo>().id).toBe(id);
      const other = await start('rebuild-aggregates');
      expect(other.json<JobInfo>().id).not.toBe(id);
      expect((await start('fix-games')).json<JobInfo>().id).toBe(id);
      await waitForJob(server.app, admin.token, id);
      await waitForJob(server.app, admin.token, other.json<JobInfo>().id);
      fast(server.app);
      const again = await start('fix-games');
      expect(again.json<JobInfo>().id).toBeGreaterThan(id);
      await waitForJob(server.app, admin.token, again.json<JobInfo>().id);
    });

    it('shares jobs between two instances on one database: one job, progress on both', async () => {
      const other = await secondApp();
      try {
        slow(server.app);
        slow(other);
        const [a, b] = await Promise.all([start('fix-games'), start('fix-games', other)]);
        const id = a.json<JobInfo>().id;
        expect(b.json<JobInfo>().id).toBe(id);
        const seen = await other.inject({
          method: 'GET',
          url: `/api/jobs/${id}`,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        expect(seen.json<JobInfo>().kind).toBe('fix-games');
        const done = await waitForJob(server.app, admin.token, id);
        // Run by one instance: two would have counted games twice.
        expect(done.result).toEqual({ checked: GAMES, broken: 4 });
      } finally {
        fast(server.app);
        await other.close();
      }
    });

    it('resumes a job after a restart where the stopped instance left it', async () => {
      // The suite's app stays out of it: the job belongs to the instance that is stopped.
      await server.app.ctx.jobs.stop();
      const first = await secondApp();
      slow(first, 150);
      const id = (await start('fix-games', first)).json<JobInfo>().id;
      await waitForJob(first, admin.token, id, (j) => j.done >= 4);
      await first.close();
      const [stopped] = await server.db.select().from(jobs).where(eq(jobs.id, id));
      expect(stopped).toMatchObject({ state: 'running', owner: null });
      expect(stopped?.done).toBeLessThan(GAMES);

      const second = await secondApp();
      try {
        const done = await waitForJob(second, admin.token, id);
        // Games counted once: it went on from the checkpoint, not from the start.
        expect(done).toMatchObject({
          state: 'done',
          done: GAMES,
          result: { checked: GAMES, broken: 4 },
        });
      } finally {
        await second.close();
        server.app.ctx.jobs.start();
      }
    });

    it('takes over a job whose instance died (lease expired) from its checkpoint', async () => {
      const [row] = await server.db
        .insert(jobs)
        .values({
          kind: 'fix-games',
          state: 'running',
          total: GAMES,
          done: 10,
          cursor: { afterId: 109 },
          // Pretend the dead instance found 7 broken games among the first 10.
          result: { checked: 10, broken: 7 },
          owner: 'a-dead-instance',
          heartbeatAt: new Date(Date.now() - 3_600_000),
          startedAt: new Date(Date.now() - 3_600_000),
        })
        .returning();
      const id = (row as { id: number }).id;
      server.app.ctx.jobs.poll();
      const done = await waitForJob(server.app, admin.token, id);
      expect(done).toMatchObject({
        state: 'done',
        done: GAMES,
        result: { checked: GAMES, broken: 9 },
      });
    });

    it('leaves a job with a live lease to its instance', async () => {
      const [row] = await server.db
        .insert(jobs)
        .values({
          kind: 'fix-games',
          state: 'running',
          cursor: { afterId: 0 },
          result: { checked: 0, broken: 0 },
          owner: 'alive',
          heartbeatAt: new Date(),
        })
        .returning();
      const id = (row as { id: number }).id;
      server.app.ctx.jobs.poll();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [after] = await server.db.select().from(jobs).where(eq(jobs.id, id));
      expect(after).toMatchObject({ owner: 'alive', done: 0, state: 'running' });
      await server.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, id));
    });

    it('stops writing a job whose lease another instance took over', async () => {
      slow(server.app, 100);
      const id = (await start('fix-games')).json<JobInfo>().id;
      await waitForJob(server.app, admin.token, id, (j) => j.done > 0);
      const lease = { owner: 'another-instance', heartbeatAt: new Date(Date.now() + 3_600_000) };
      await server.db.update(jobs).set(lease).where(eq(jobs.id, id));
      const [taken] = await server.db.select().from(jobs).where(eq(jobs.id, id));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [after] = await server.db.select().from(jobs).where(eq(jobs.id, id));
      expect(after).toMatchObject({
        owner: 'another-instance',
        state: 'running',
        done: taken?.done,
      });
      expect(after?.cursor).toEqual(taken?.cursor);
      await server.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, id));
      fast(server.app);
    });

    it('rebuild-aggregates reports the drifted tables and repairs them', async () => {
      await server.db.execute(sql`update player_stats set won = won + 5 where player_id = 3001`);
      const res = await start('rebuild-aggregates');
      expect(res.statusCode).toBe(202);
      const done = await waitForJob(server.app, admin.token, res.json<JobInfo>().id);
      expect(done).toMatchObject({ state: 'done', done: 2, total: 2 });
      expect(done.result).toEqual({
        drifted: [{ table: 'player_stats', missing: 0, extra: 0, differing: 1 }],
      });
      expect(await checkAggregates(server.db)).toEqual([]);
    });

    it('marks a job of an unknown kind as failed with the reason', async () => {
      const [row] = await server.db.insert(jobs).values({ kind: 'no-such-kind' }).returning();
      const id = (row as { id: number }).id;
      server.app.ctx.jobs.poll();
      let done = row as typeof jobs.$inferSelect;
      for (let tries = 0; done.state !== 'failed' && tries < 500; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [done] = (await server.db.select().from(jobs).where(eq(jobs.id, id))) as [typeof done];
      }
      expect(done).toMatchObject({ state: 'failed', error: "Ukjent jobbtype 'no-such-kind'" });
      expect(done.finishedAt).not.toBeNull();
      // The contract has no answer for a kind it does not declare: the API does not show it.
      const res = await server.inject({
        method: 'GET',
        url: `/api/jobs/${id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(404);
      const list = await server.inject({ method: 'GET', url: '/api/jobs', token: admin.token });
      expect(list.json<JobInfo[]>().map((job) => job.id)).not.toContain(id);
    });

    it('lists the latest 20 jobs, newest first', async () => {
      const res = await server.inject({ method: 'GET', url: '/api/jobs', token: admin.token });
      expect(res.statusCode).toBe(200);
      const list = res.json<JobInfo[]>();
      expect(list.length).toBeGreaterThan(5);
      expect(list.length).toBeLessThanOrEqual(20);
      expect(list.map((j) => j.id)).toEqual([...list.map((j) => j.id)].sort((a, b) => b - a));
    });

    it('refuses bad input with 400 and unknown jobs with 404, in Norwegian', async () => {
      for (const payload of [{}, { kind: 'analyse' }, { kind: 7 }, [1]]) {
        const res = await server.inject({
          method: 'POST',
          url: '/api/jobs',
          token: admin.token,
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^Ugyldig forespørsel \(/);
      }
      for (const [url, status] of [
        ['/api/jobs/999999', 404],
        ['/api/jobs/abc', 400],
        ['/api/jobs/0', 400],
        ['/api/jobs/99999999999', 400],
      ] as const) {
        const res = await server.inject({ method: 'GET', url, token: admin.token });
        expect(res.statusCode).toBe(status);
      }
      const missing = await server.inject({
        method: 'GET',
        url: '/api/jobs/999999',
        token: admin.token,
      });
      expect(missing.json().message).toBe('Fant ikke jobb 999999');
    });
  },
  30_000,
);

function dbOf(server: TestServer) {
  return server.shared();
}
