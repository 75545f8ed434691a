/**
 * The analysis job one batch ahead (server/jobs/kind-analysis.ts prepareAhead, the runner's
 * PreparedBatches): an instance claims and analyses batch k+1 before batch k's write commits, so
 * the worker computes while the database writes. An instance closed while its worker analyses
 * a batch (the first, or one prepared ahead) leaves the job for a restart, not failed by its
 * stopped workers (the app stops its job runner first), holds no game until its lease ends, and
 * the job goes on from its checkpoint on another instance.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { queryRows, type Db } from '../../server/db/database.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import type { JobStep } from '../../server/jobs/kind.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';
import { startJob, waitForJob } from './job-helpers.ts';

/** How much longer each of the runner's write transactions takes than it would. */
const SLOW_WRITE_MS = 100;

describe.each(testDatabaseKinds())('the analysis job one batch ahead on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  /** What the instances did, in order: claim, compute, commit <games> (a write committed). */
  const events: string[] = [];

  beforeAll(async () => {
    admin = await createTestUser(server, 'ADMIN');
    await server.app.ctx.jobs.stop();
    // The steps' transactions (the apps share this handle) take SLOW_WRITE_MS longer, so a claim
    // beside one ends before its commit on PostgreSQL too (on PGlite it runs before it).
    const db = server.db as Db & { transaction: Db['transaction'] };
    const transaction = db.transaction.bind(db);
    db.transaction = ((work: (tx: Db) => Promise<unknown>) =>
      transaction(async (tx) => {
        const result = await work(tx as unknown as Db);
        const step = result as Partial<JobStep<unknown, unknown>> | undefined;
        if (typeof step?.done === 'number') {
          await sleep(SLOW_WRITE_MS);
          events.push(`commit ${step.done}`);
        }
        return result;
      })) as Db['transaction'];
  });

  async function storeGames(from: number, count: number) {
    await ingestGames(
      ingestInto(server),
      Array.from({ length: count }, (_, i) => makeGame({ gameId: from + i, playerId: 7000 })),
    );
  }

  /**
   * An instance on the same database with batches of 2 games; its analyser tells `events` and
   * `computing` once the worker has each batch (n from 1).
   */
  async function instance(computing?: (n: number) => void): Promise<FastifyInstance> {
    const app = await buildApp({ config: server.config, database: server.shared(), logger: false });
    await app.ready();
    Object.assign(app.ctx.jobs.options, { batchSize: 2 });
    const { analyser } = app.ctx;
    const claimBatch = analyser.claimBatch.bind(analyser);
    analyser.claimBatch = (db, options) => {
      events.push('claim');
      return claimBatch(db, options);
    };
    const compute = analyser.compute.bind(analyser);
    let computed = 0;
    analyser.compute = (games) => {
      events.push('compute');
      const analysed = compute(games);
      computing?.(++computed);
      return analysed;
    };
    return app;
  }

  async function claims(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from analysis_claims`,
    );
    return row?.n ?? 0;
  }

  it('claims and analyses the next batch before the write of the one before commits', async () => {
    await storeGames(61_000, 6);
    const app = await instance();
    try {
      events.length = 0;
      const id = await startJob(app, admin.token, 'analysis');
      const job = await waitForJob(app, admin.token, id);
      expect(job).toMatchObject({ state: 'done', done: 6, total: 6, result: { analysed: 6 } });
      // One batch after another would be: claim, compute, commit 2, claim, compute, commit 2, …
      expect(events).toEqual([
        ...['claim', 'compute'],
        // Batch 2 is claimed and computed while batch 1 is written; batch 3 while batch 2 is.
        ...['claim', 'compute', 'commit 2'],
        ...['claim', 'compute', 'commit 2'],
        // Nothing left to take while batch 3 is written; asked again after it: the end.
        ...['claim', 'commit 2'],
        ...['claim', 'commit 0'],
      ]);
      expect(await claims()).toBe(0);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['the first batch', 1, 0],
    ['the batch prepared ahead', 2, 2],
  ])(
    'lets go of what it holds when it closes while %s is analysed; another instance goes on',
    async (_, closeAt, written) => {
      await storeGames(62_000 + closeAt * 100, 6);
      let closing: Promise<void> | null = null;
      const first = await instance((n) => {
        if (n === closeAt) closing = first.close();
      });
      events.length = 0;
      const id = await startJob(first, admin.token, 'analysis');
      while (!closing) await sleep(5);
      await closing;
      expect(events.filter((e) => e === 'compute')).toHaveLength(closeAt);
      const [stopped] = await queryRows<{ state: string; owner: string | null; done: number }>(
        server.db,
        sql`select state, owner, done from jobs where id = ${id}`,
      );
      // Left for a restart, not failed by its stopped workers; no game held until its lease ends.
      expect(stopped).toEqual({ state: 'running', owner: null, done: written });
      expect(await claims()).toBe(0);

      const second = await instance();
      try {
        const job = await waitForJob(second, admin.token, id);
        expect(job).toMatchObject({ state: 'done', done: 6, total: 6, result: { analysed: 6 } });
        expect(await claims()).toBe(0);
      } finally {
        await second.close();
      }
    },
  );
});
