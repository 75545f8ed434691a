import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkAggregates } from '../../server/games/aggregates.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { aggregateSnapshot } from './aggregate-snapshot.ts';
import { runCommand as run } from './cli-run.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

describe.each(testDatabaseKinds())('npm run cli -- rebuild-aggregates on %s', (kind) => {
  const server = useTestServer(kind);

  it('reports no drift after ingests, and --check exits with 0', async () => {
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 1, playerId: 11, bingo: true }),
      makeGame({ gameId: 2, playerId: 12, finished: false, language: 'ENG_US' }),
      makeGame({ gameId: 3, playerId: 11, startTime: Date.UTC(2019, 6, 1) / 1000 }),
    ]);
    const res = await run(server, ['rebuild-aggregates', '--check']);
    expect(res).toMatchObject({ code: 0, err: '', closed: 1 });
    expect(res.out).toBe('The aggregates match the games.');
  });

  it('names the tables and rows that drifted; --check exits with 1 and changes nothing', async () => {
    await server.db.execute(sql`update player_stats set games_started = -1 where player_id = 11`);
    await server.db.execute(sql`delete from word_counts where word = 'SPILLER'`);
    await server.db.execute(
      sql`insert into period_stats values ('NO_B', '1999', 4, 1) on conflict do nothing`,
    );
    const before = await aggregateSnapshot(server.db);
    const res = await run(server, ['rebuild-aggregates', '--check']);
    expect(res.code).toBe(1);
    const lines = res.out.split('\n');
    expect(lines).toContain('player_stats: 0 missing, 0 extra, 1 differing rows');
    expect(lines).toContain('  11: {-1,2,0,2,0} -> {2,2,0,2,0}');
    expect(lines).toContain('word_counts: 2 missing, 0 extra, 0 differing rows');
    expect(lines).toContain('period_stats: 0 missing, 1 extra, 0 differing rows');
    expect(lines).toContain('  NO_B 1999: {4,1} -> -');
    expect(lines.some((l) => l.startsWith('game_counts'))).toBe(false);
    expect(await aggregateSnapshot(server.db)).toEqual(before);
  });

  it('without --check reports, rebuilds and exits with 0; the drift is gone', async () => {
    const res = await run(server, ['rebuild-aggregates']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^player_stats: 0 missing/m);
    expect(res.out).toMatch(/^Rebuilt the aggregates in \d+\.\d s\.$/m);
    expect(await checkAggregates(server.db)).toEqual([]);
    expect((await run(server, ['rebuild-aggregates', '--check'])).code).toBe(0);
  });

  it('refuses unknown options with 2', async () => {
    const res = await run(null, ['rebuild-aggregates', '--fix']);
    expect(res.code).toBe(2);
    expect(res.err).toMatch(/Unknown option '--fix'/);
  });
});
