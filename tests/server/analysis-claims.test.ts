/**
 * The heartbeat of an analysis batch (server/analysis/analyser.ts claimBatch): while its games
 * are analysed, their claims last another lease, and only theirs. A claim the instance was left
 * holding (a batch whose write failed, a job whose lease it lost) is not renewed by a later
 * batch: it runs out and frees its game for whoever asks next.
 */
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimGames } from '../../server/analysis/claims.ts';
import { queryRows } from '../../server/db/database.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

const OWNER = 'instance-a';
const LEASE_MS = 300;

describe.each(testDatabaseKinds())('analysis claims on %s', (kind) => {
  const server = useTestServer(kind);

  beforeAll(async () => {
    // Nothing else takes games here: the app's own job runner stays out of the way.
    await server.app.ctx.jobs.stop();
    await ingestGames(
      ingestInto(server),
      [1, 2, 3, 4].map((i) => makeGame({ gameId: 7100 + i, playerId: 7200 + i })),
    );
  });

  const expiry = async (gameId: number) => {
    const [row] = await queryRows<{ expires_at: string }>(
      server.db,
      sql`select expires_at from analysis_claims where game_id = ${gameId}`,
    );
    return Number(row?.expires_at);
  };

  it('renews the claims of the batch under way, not one the instance was left holding', async () => {
    // A claim left from an earlier job: this instance's, live for one more lease.
    const [left] = await claimGames(server.db, {
      jobId: 1,
      owner: OWNER,
      limit: 1,
      leaseMs: LEASE_MS,
    });
    expect(left?.gameId).toBe(7101);
    const leftExpiry = await expiry(7101);
    // The next batch's analysis takes a few heartbeats (one every 100 ms with this lease).
    const analyser = server.app.ctx.analyser;
    const compute = analyser.compute.bind(analyser);
    analyser.compute = async (games) => {
      await sleep(4 * (LEASE_MS / 3));
      return compute(games);
    };
    const started = Date.now();
    try {
      const batch = await analyser.claimBatch(server.db, {
        jobId: 2,
        owner: OWNER,
        limit: 3,
        leaseMs: LEASE_MS,
      });
      expect(batch.map((g) => g.gameId)).toEqual([7102, 7103, 7104]);
    } finally {
      analyser.compute = compute;
    }
    // The batch's claims were renewed while it was analysed ...
    for (const id of [7102, 7103, 7104]) {
      expect(await expiry(id)).toBeGreaterThan(started + LEASE_MS + 100);
    }
    // ... the one left over was not: it has run out, and another instance may take its game.
    expect(await expiry(7101)).toBe(leftExpiry);
    await sleep(Math.max(0, leftExpiry - Date.now() + 10));
    const taken = await claimGames(server.db, {
      jobId: 2,
      owner: 'instance-b',
      limit: 5,
      leaseMs: LEASE_MS,
    });
    expect(taken.map((g) => g.gameId)).toContain(7101);
  });
});
