import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from '@ordbot/contract/outcome.ts';
import { queryRows } from '../../server/db/database.ts';
import { rebuildAggregates } from '../../server/games/aggregates.ts';
import { ingestGame, ingestGames } from '../../server/games/ingest.ts';
import { periodsOf } from '../../server/games/periods.ts';
import { keptAndRebuilt } from './aggregate-snapshot.ts';
import { makeGame } from './fixtures.ts';
import { ingestInto, testDatabaseKinds, useTestServer } from './harness.ts';

describe('periods', () => {
  it('buckets by the Oslo calendar, not UTC', () => {
    // 2023-12-31 23:30 UTC is already 2024 in Oslo.
    expect(periodsOf(Date.UTC(2023, 11, 31, 23, 30) / 1000)).toEqual(['2024', '2024-01']);
    expect(periodsOf(Date.UTC(2023, 5, 30, 21, 59) / 1000)).toEqual(['2023', '2023-06']);
    expect(periodsOf(Date.UTC(2023, 5, 30, 22, 0) / 1000)).toEqual(['2023', '2023-07']);
  });
});

describe.each(testDatabaseKinds())('ingest on %s', (kind) => {
  const server = useTestServer(kind);

  it('stores a game with its moves and cheats and answers its broken-moves flag', async () => {
    const result = await ingestGame(
      ingestInto(server),
      makeGame({ gameId: 1, cheats: [2], swapAndPass: true }),
    );
    expect(result).toEqual({ gameId: 1, hasBrokenMoves: false });
    const [game] = await queryRows<{ num_moves: number; has_cheat: boolean }>(
      server.db,
      sql`select num_moves, has_cheat from games where id = 1`,
    );
    expect(game).toMatchObject({ num_moves: 6, has_cheat: true });
    const broken = await ingestGame(ingestInto(server), makeGame({ gameId: 2, broken: true }));
    expect(broken).toEqual({ gameId: 2, hasBrokenMoves: true });
  });

  it('queues what it stored for its context’s analysis, and nothing it refused', async () => {
    const queued: number[][] = [];
    const into = {
      ...ingestInto(server),
      analyser: {
        enqueue: (ids: readonly number[]) => {
          queued.push([...ids]);
        },
      },
    };
    await ingestGame(into, makeGame({ gameId: 60 }));
    await ingestGames(into, [makeGame({ gameId: 61 }), makeGame({ gameId: 62, finished: false })]);
    await expect(
      ingestGame(into, { ...makeGame({ gameId: 63 }), language: 'FR' }),
    ).rejects.toThrow();
    expect(queued).toEqual([[60], [61, 62]]);
  });

  it('refuses schema faults with 400 and writes nothing', async () => {
    const bad = [
      { ...makeGame({ gameId: 3 }), language: 'FR' },
      { ...makeGame({ gameId: 3 }), boardType: 'RANDOM', board: undefined },
      { ...makeGame({ gameId: 3 }), cheats: [99] },
      {
        ...makeGame({ gameId: 3 }),
        moves: makeGame({ gameId: 3 }).moves.map((m) => ({ ...m, x: 15 })),
      },
      { ...makeGame({ gameId: 3 }), moves: makeGame({ gameId: 3 }).moves.slice(1) },
    ];
    for (const game of bad) {
      await expect(ingestGame(ingestInto(server), game)).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(
      ingestGames(ingestInto(server), [makeGame({ gameId: 4 }), bad[0]]),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
    const rows = await queryRows(server.db, sql`select id from games where id in (3, 4)`);
    expect(rows).toEqual([]);
  });

  it('keeps the aggregates equal to a full rebuild through inserts, updates and batches', async () => {
    await ingestGames(ingestInto(server), [
      makeGame({ gameId: 10, playerId: 7, bingo: true, startTime: Date.UTC(2020, 0, 5) / 1000 }),
      makeGame({
        gameId: 11,
        playerId: 7,
        finished: false,
        startTime: Date.UTC(2020, 0, 9) / 1000,
      }),
      makeGame({ gameId: 12, playerId: 8, language: 'ENG_US', playerScore: 50, botScore: 50 }),
      makeGame({ gameId: 13, playerId: 9, boardType: 'RANDOM', playerScore: 80, botScore: 20 }),
    ]);
    // A game that changes: finished now, another player, another month.
    await ingestGame(
      ingestInto(server),
      makeGame({ gameId: 11, playerId: 8, finished: true, startTime: Date.UTC(2021, 3, 1) / 1000 }),
    );
    const { kept, rebuilt } = await keptAndRebuilt(server.db);
    expect(kept).toEqual(rebuilt);
    const [stats] = await queryRows<{
      games_started: number;
      won: number;
      lost: number;
      draw: number;
    }>(server.db, sql`select * from player_stats where player_id = 8`);
    // Game 12 was a 50-50 draw; game 11 now ends 20-20.
    expect(stats).toMatchObject({ games_started: 2, draw: 2, won: 0, lost: 0 });
    const bingo = await queryRows(
      server.db,
      sql`select count from word_counts where word = 'SPILLER' and num_tiles = 7 and player_type = 'ALL'`,
    );
    expect(bingo).toEqual([{ count: 1 }]);
  });

  it("counts won, draw and lost by core's outcomeOf, on ingest and in the rebuild's SQL", async () => {
    const scores = [
      { playerScore: 61, botScore: 60, finished: true },
      { playerScore: 60, botScore: 61, finished: true },
      { playerScore: 0, botScore: 0, finished: true },
      { playerScore: 90, botScore: 10, finished: false },
      { playerScore: 200, botScore: 12, finished: true },
    ];
    await ingestGames(
      ingestInto(server),
      scores.map((s, i) => makeGame({ gameId: 30 + i, playerId: 31, ...s })),
    );
    const expected = { won: 0, draw: 0, lost: 0 };
    for (const s of scores) if (s.finished) expected[outcomeOf(s)]++;
    expect(expected).toEqual({ won: 2, draw: 1, lost: 1 });
    const counts = () =>
      queryRows(server.db, sql`select won, draw, lost from player_stats where player_id = 31`);
    expect(await counts()).toEqual([expected]);
    await rebuildAggregates(server.db);
    expect(await counts()).toEqual([expected]);
  });

  it("writes a player's row only when the name is new or changed (the fair-play desk's names read)", async () => {
    const row = async () =>
      (
        await queryRows<{ name: string; version: string }>(
          server.db,
          sql`select name, xmin::text as version from players where id = 41`,
        )
      )[0];
    await ingestGame(ingestInto(server), makeGame({ gameId: 40, playerId: 41, playerName: 'Gro' }));
    const first = await row();
    await ingestGame(ingestInto(server), makeGame({ gameId: 42, playerId: 41, playerName: 'Gro' }));
    expect(await row()).toEqual(first);
    await ingestGame(
      ingestInto(server),
      makeGame({ gameId: 43, playerId: 41, playerName: 'Gro Ny' }),
    );
    const renamed = await row();
    expect(renamed?.name).toBe('Gro Ny');
    expect(renamed?.version).not.toBe(first?.version);
  });
});
