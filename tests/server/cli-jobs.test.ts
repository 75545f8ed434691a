/** npm run cli -- jobs: the analysis backfill run from the command line, queued, listed. */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/database.ts';
import { playDemoGame } from '../../server/demo/play.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { getLexicon } from '@ordbot/engine/node/lexicon-files.ts';
import { runCommand as run } from './cli-run.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

const game = (gameId: number) =>
  playDemoGame(getLexicon('NO_B'), {
    gameId,
    player: { id: 7000, name: 'Kommandolinje' },
    skill: 0.5,
    startTime: 1_700_000_000 + gameId,
    language: 'NO_B',
    seed: gameId,
    mayResign: false,
    cheatMoves: 0,
  });

describe.each(testDatabaseKinds())('npm run cli -- jobs on %s', (kind) => {
  const server = useTestServer(kind);

  it('start analysis runs the backfill here, printing progress, and exits with 0', async () => {
    await ingestGames(ingestInto(server), [game(1), game(2), game(3)]);
    const res = await run(server, ['jobs', 'start', 'analysis']);
    expect(res).toMatchObject({ code: 0, err: '', closed: 1 });
    const lines = res.out.split('\n');
    expect(lines[0]).toMatch(/^job \d+ analysis: (queued|running) 0\/\d+$/);
    const last = lines.at(-1) as string;
    expect(last).toMatch(/^job \d+ analysis: done 3\/3 \{/);
    expect(JSON.parse(last.slice(last.indexOf('{')))).toMatchObject({ analysed: 3, failed: 0 });
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from game_analysis`,
    );
    expect(row?.n).toBe(3);
  }, 60_000);

  it('start --queue only queues; list shows the latest jobs', async () => {
    // The suite's app would take the queued job: stopped, the job stays queued.
    await server.app.ctx.jobs.stop();
    const queued = await run(server, ['jobs', 'start', 'fix-games', '--queue']);
    expect(queued.code).toBe(0);
    expect(queued.out).toMatch(/^job \d+ fix-games: queued 0\/0$/);
    const list = await run(server, ['jobs', 'list']);
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^job \d+ fix-games: queued/);
    expect(list.out).toMatch(/analysis: done 3\/3/);
    server.app.ctx.jobs.start();
  });

  it('import analyses the finished games it stored, as the bot ingest does', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-import-')), 'g.json');
    fs.writeFileSync(file, JSON.stringify([game(20), game(21)]));
    const res = await run(server, ['import', file]);
    expect(res).toMatchObject({ code: 0, err: '' });
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from game_analysis where game_id in (20, 21)`,
    );
    expect(row?.n).toBe(2);
  }, 60_000);

  it('refuses a missing or unknown kind with 2', async () => {
    for (const argv of [
      ['jobs'],
      ['jobs', 'start'],
      ['jobs', 'start', 'analyse'],
      ['jobs', 'list', 'x'],
    ]) {
      const res = await run(null, argv);
      expect(res.code).toBe(2);
    }
    expect((await run(null, ['jobs', 'start', 'analysis', '--fast'])).err).toMatch(
      /Unknown option '--fast'/,
    );
  });
});
