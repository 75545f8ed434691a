// Over 300 lines: the demo data's plan, games, accounts and the large set are checked on one loaded
// database.
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BotGame } from '@ordbot/contract/api-types.ts';
import { CENTRE_INDEX, SquareType } from '@ordbot/engine/board.ts';
import { buildTimeline, findBrokenMoves, isBingo } from '@ordbot/engine/replay.ts';
import { tileValue, unseenTiles } from '@ordbot/engine/tiles.ts';
import { runCli } from '../../server/cli/main.ts';
import { commandContext } from './cli-run.ts';
import { queryRows } from '../../server/db/database.ts';
import { DEMO_ACCOUNTS } from '../../server/demo/accounts.ts';
import { demoGameBatches, generateDemoGames, playPlan } from '../../server/demo/generate.ts';
import { ensureLargeDataset, LARGE_ID_BASE } from '../../server/demo/large.ts';
import { isDatabaseEmpty, loadDemoData } from '../../server/demo/load.ts';
import { DEMO_FROM, epochSeconds, planDemo } from '../../server/demo/plan.ts';
import { demoPlayers } from '../../server/demo/players.ts';
import { testDatabaseKinds, useTestServer, type TestServer } from './harness.ts';

const TODAY = new Date('2026-11-20T12:00:00Z');
const SMALL = { seed: 7, games: 80, today: TODAY };

/** Points of the tiles nobody has placed: at the end (bag empty) the racks left. */
function rackLeft(game: BotGame): number {
  const frames = buildTimeline(game, game.moves).frames;
  const board = (frames[frames.length - 1] as { board: readonly string[] }).board;
  return unseenTiles(board, game.language).tiles.reduce(
    (sum, t) => sum + t.count * tileValue(t.letter, game.language),
    0,
  );
}

function running(game: BotGame): { player: number; bot: number } {
  let player = 0;
  let bot = 0;
  for (const m of game.moves) {
    if (m.playerMove) player += m.points;
    else bot += m.points;
  }
  return { player, bot };
}

describe('demo players', () => {
  it('are unique, Norwegian-looking, with 5- to 8-digit ids, and the same for a seed', () => {
    const options = { seed: 3, count: 300, from: DEMO_FROM, to: epochSeconds(TODAY) };
    const players = demoPlayers(options);
    expect(demoPlayers(options)).toEqual(players);
    expect(new Set(players.map((p) => p.name.toLowerCase())).size).toBe(300);
    expect(new Set(players.map((p) => p.id)).size).toBe(300);
    for (const p of players) {
      expect(p.id).toBeGreaterThanOrEqual(10_000);
      expect(p.id).toBeLessThan(100_000_000);
      expect(p.joinTime).toBeLessThanOrEqual(p.leaveTime);
    }
    expect(players.some((p) => /[æøå]/i.test(p.name))).toBe(true);
    // A larger pool starts with the same players (the large set extends the default one).
    expect(demoPlayers({ ...options, count: 1000 }).slice(0, 300)).toEqual(players);
  });
});

describe('demo plan', () => {
  const plan = planDemo({ seed: 2012, games: 2000, today: TODAY });
  const games = plan.games;
  const share = (n: number) => n / games.length;

  it('has the mix of the issue: languages, random boards, ongoing games, cheats', () => {
    const count = (f: (g: (typeof games)[number]) => boolean) => games.filter(f).length;
    expect(share(count((g) => g.language === 'NO_B'))).toBeGreaterThan(0.72);
    expect(share(count((g) => g.language === 'NO_B'))).toBeLessThan(0.88);
    expect(share(count((g) => g.language === 'NO_NY'))).toBeGreaterThan(0.05);
    expect(share(count((g) => g.language.startsWith('ENG')))).toBeGreaterThan(0.05);
    expect(share(count((g) => g.layoutSeed !== undefined))).toBeGreaterThan(0.06);
    expect(share(count((g) => g.layoutSeed !== undefined))).toBeLessThan(0.14);
    // Ongoing: players' newest games of the last weeks, a small part of the set.
    expect(share(count((g) => g.stopAfter !== undefined))).toBeGreaterThan(0.003);
    expect(share(count((g) => g.stopAfter !== undefined))).toBeLessThan(0.03);
    expect(share(count((g) => g.cheatMoves > 0))).toBeGreaterThan(0.005);
    expect(share(count((g) => g.cheatMoves > 0))).toBeLessThan(0.05);
  });

  it('spreads start times from 2012 to today, growing over the years; ids follow time', () => {
    const to = epochSeconds(TODAY);
    const year = (g: (typeof games)[number]) => new Date(g.startTime * 1000).getUTCFullYear();
    for (const g of games) {
      expect(g.startTime).toBeGreaterThanOrEqual(DEMO_FROM);
      expect(g.startTime).toBeLessThanOrEqual(to);
    }
    expect(games.filter((g) => year(g) === 2012).length).toBeGreaterThan(0);
    const early = games.filter((g) => year(g) <= 2015).length;
    const late = games.filter((g) => year(g) >= 2022 && year(g) <= 2025).length;
    expect(late).toBeGreaterThan(3 * early);
    // Ongoing games started in the last weeks.
    for (const g of games.filter((g) => g.stopAfter !== undefined)) {
      expect(to - g.startTime).toBeLessThanOrEqual(30 * 24 * 3600);
    }
    const ids = games.map((g) => g.gameId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('has about 300 players, a few very active and many with few games', () => {
    expect(plan.players.length).toBeGreaterThan(250);
    expect(plan.players.length).toBeLessThan(360);
    const perPlayer = new Map<number, number>();
    for (const g of games) perPlayer.set(g.player.id, (perPlayer.get(g.player.id) ?? 0) + 1);
    const counts = [...perPlayer.values()].sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThan(60);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(10);
    expect(plan.players[0]?.id).toBe([...perPlayer].sort((a, b) => b[1] - a[1])[0]?.[0]);
  });

  it('copies only games the engine plays to the end, in the same language and style', () => {
    const copies = games.filter((g) => g.copyOf !== undefined);
    expect(copies.some((g) => g.style === 'SOLVER')).toBe(true);
    for (const g of copies) {
      const source = games[g.copyOf as number];
      expect(source?.copyOf).toBeUndefined();
      expect(source?.stopAfter).toBeUndefined();
      expect(source?.language).toBe(g.language);
      // A solver's game is copied only to a solver, a person's only to a person.
      expect(source?.style).toBe(g.style);
    }
  });

  it("makes players' newest games ongoing, without a spike at the end of the monthly chart", () => {
    const ongoing = games.filter((g) => g.stopAfter !== undefined);
    // Played by the engine, with a few moves; one on a random board (the games list's filter).
    expect(ongoing.every((g) => g.copyOf === undefined && (g.stopAfter as number) >= 2)).toBe(true);
    expect(ongoing.some((g) => g.layoutSeed !== undefined)).toBe(true);
    for (const g of ongoing) {
      const own = games.filter((o) => o.player.id === g.player.id);
      expect(own.slice(-2)).toContain(g);
    }
    // Games per month over the last two years: the last (partial) month is no spike.
    const perMonth = new Map<string, number>();
    for (const g of games) {
      const month = new Date(g.startTime * 1000).toISOString().slice(0, 7);
      perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    }
    const recent = [...perMonth.entries()].sort().slice(-24);
    const median = [...recent.map(([, n]) => n)].sort((a, b) => a - b)[12] as number;
    for (const [, n] of recent) expect(n).toBeLessThan(2 * median);
    // The demo player's own list (newest first) does not open on a run of 'Pågående'.
    const demo = plan.players[0]?.id;
    const newest = games.filter((g) => g.player.id === demo).slice(-10);
    expect(newest.filter((g) => g.stopAfter !== undefined).length).toBeLessThanOrEqual(2);
    expect(newest[newest.length - 2]?.stopAfter).toBeUndefined();
  });
});

describe('demo games', () => {
  const games = [...generateDemoGames(SMALL)];

  it('are the same for the same seed and differ for another', () => {
    expect([...generateDemoGames(SMALL)]).toEqual(games);
    const other = [...generateDemoGames({ ...SMALL, seed: 8, games: 5 })];
    expect(other.map((g) => g.moves)).not.toEqual(games.slice(0, 5).map((g) => g.moves));
  }, 30_000);

  it('all replay without broken moves and follow the ingest shape', () => {
    for (const game of games) {
      expect(findBrokenMoves(game.moves)).toEqual([]);
      expect(game.moves.map((m) => m.moveNum)).toEqual(game.moves.map((_, i) => i + 1));
      expect(game.startTime).toBeGreaterThanOrEqual(DEMO_FROM);
      expect(game.startTime).toBeLessThanOrEqual(epochSeconds(TODAY));
      if (game.boardType === 'RANDOM') {
        expect(game.board).toHaveLength(225);
        expect(game.board?.[CENTRE_INDEX]).toBe(SquareType.CENTRE);
      } else {
        expect(game.board).toBeUndefined();
      }
      for (const m of game.moves) {
        if (m.moveType === 'NORMAL') {
          expect(m.letters.length).toBe(m.numTiles);
          expect(m.mainWord?.length).toBeGreaterThanOrEqual(2);
        } else {
          expect(m.letters).toBe('');
          expect(m.points).toBe(0);
          if (m.moveType === 'SWAP') expect(m.numTiles).toBeGreaterThan(0);
          else expect(m.numTiles).toBe(0);
        }
      }
      // Cheat flags name the player's own placements.
      for (const moveNum of game.cheats ?? []) {
        const move = game.moves[moveNum - 1];
        expect(move?.playerMove).toBe(true);
        expect(move?.moveType).toBe('NORMAL');
      }
      // Only the player resigns, as the last move, and only when behind.
      const resign = game.moves.findIndex((m) => m.moveType === 'RESIGN');
      if (resign >= 0) {
        expect(resign).toBe(game.moves.length - 1);
        expect(game.moves[resign]?.playerMove).toBe(true);
        expect(game.playerScore).toBeLessThan(game.botScore);
      }
    }
  });

  it('have the variety of real games: bingos, swaps, passes, random boards, ongoing games', () => {
    const moves = games.flatMap((g) => g.moves);
    expect(moves.filter((m) => isBingo(m)).length).toBeGreaterThan(0);
    expect(moves.filter((m) => m.moveType === 'SWAP').length).toBeGreaterThan(0);
    expect(moves.filter((m) => m.moveType === 'PASS').length).toBeGreaterThan(0);
    expect(games.filter((g) => g.boardType === 'RANDOM').length).toBeGreaterThan(0);
    expect(games.filter((g) => !g.finished).length).toBeGreaterThan(0);
    expect(new Set(games.map((g) => g.language)).size).toBeGreaterThanOrEqual(3);
    const finished = games.filter((g) => g.finished);
    expect(finished.filter((g) => g.playerScore > g.botScore).length).toBeGreaterThan(0);
    expect(finished.filter((g) => g.playerScore < g.botScore).length).toBeGreaterThan(0);
  });

  it('end with the rack adjustment; ongoing games keep the running sums', () => {
    let wentOut = 0;
    for (const game of games) {
      const sums = running(game);
      const last = game.moves[game.moves.length - 1];
      if (!game.finished || last?.moveType === 'RESIGN') {
        expect([game.playerScore, game.botScore]).toEqual([sums.player, sums.bot]);
      } else if (last?.moveType === 'NORMAL') {
        // The side that went out gains the other's rack, which loses it.
        wentOut++;
        const left = rackLeft(game);
        const [winner, loser] = last.playerMove
          ? [game.playerScore, game.botScore]
          : [game.botScore, game.playerScore];
        const [winnerRun, loserRun] = last.playerMove
          ? [sums.player, sums.bot]
          : [sums.bot, sums.player];
        expect(winner).toBe(winnerRun + left);
        expect(loser).toBe(Math.max(0, loserRun - left));
      } else {
        // Three passes: each side loses its own rack.
        expect(last?.moveType).toBe('PASS');
        const lost = sums.player - game.playerScore + (sums.bot - game.botScore);
        expect(lost).toBeLessThanOrEqual(rackLeft(game));
      }
    }
    expect(wentOut).toBeGreaterThan(0);
  });

  it('come out the same from worker threads, newest first', async () => {
    const plan = planDemo({ ...SMALL, games: 24 });
    const batches: BotGame[][] = [];
    for await (const batch of demoGameBatches(plan.games, {
      workers: 1,
      batchSize: 5,
      newestFirst: true,
    })) {
      batches.push(batch);
    }
    const fromWorkers = batches.flat();
    const here = [...playPlan(plan.games)];
    const byId = (list: BotGame[]) => [...list].sort((a, b) => a.gameId - b.gameId);
    expect(byId(fromWorkers)).toEqual(byId(here));
    expect(batches[0]?.[0]?.gameId).toBe(here[here.length - 1]?.gameId);
  }, 30_000);
});

async function count(server: TestServer, table: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    server.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number(rows[0]?.n);
}

describe.each(testDatabaseKinds())('demo data in the database on %s', (kind) => {
  const server = useTestServer(kind);
  const expected = [...generateDemoGames({ ...SMALL, games: 40 })];

  it('loads a small set through the ingest, with the demo accounts', async () => {
    expect(await isDatabaseEmpty(server.db)).toBe(true);
    const logs: string[] = [];
    const result = await loadDemoData(server.app.ctx, {
      ...SMALL,
      games: 40,
      workers: 0,
      log: (m) => logs.push(m),
    });
    expect(await isDatabaseEmpty(server.db)).toBe(false);
    expect(result.games).toBe(40);
    expect(result.brokenGames).toBe(0);
    expect(logs).toContain('Demo data: 40/40 games');
    // Then the analysis, with its progress.
    expect(logs[logs.length - 1]).toMatch(/^Demo analysis: (\d+)\/\1 games$/);
    expect(await count(server, 'games')).toBe(40);
    expect(await count(server, 'moves')).toBe(expected.reduce((s, g) => s + g.moves.length, 0));
    expect(await count(server, 'players')).toBe(new Set(expected.map((g) => g.player.id)).size);
    expect(await count(server, 'games where has_broken_moves')).toBe(0);
    expect(await count(server, 'users')).toBe(DEMO_ACCOUNTS.length);

    const stats = await server.inject({
      method: 'POST',
      url: '/api/public/overall-stats',
      payload: { language: 'NO_B' },
    });
    expect(stats.json().numGames).toBe(expected.filter((g) => g.language === 'NO_B').length);

    const login = (username: string, password: string) =>
      server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    const player = await login('spiller@ordbot.no', 'ordbot-spiller');
    expect(player.statusCode).toBe(200);
    expect(player.json().user.roles).toContain('PLAYER');
    expect(player.json().user.playerId).toBe(result.accounts[2]?.playerId);
    const admin = await login('admin@ordbot.no', 'ordbot-admin');
    expect(admin.json().user.roles).toEqual(expect.arrayContaining(['ADMIN', 'SUPERVISOR']));
    // Deactivated and not yet registered accounts cannot sign in.
    expect((await login('inaktiv@ordbot.no', 'ordbot-inaktiv')).statusCode).not.toBe(200);
    expect((await login('ny@ordbot.no', 'ordbot-ny')).statusCode).not.toBe(200);
  }, 60_000);

  it('imports games from a file with the CLI', async () => {
    const games = [...generateDemoGames({ seed: 99, games: 3, today: TODAY })].map((g, i) => ({
      ...g,
      gameId: 900_000_000 + i,
    }));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-import-')), 'g.json');
    fs.writeFileSync(file, JSON.stringify(games));
    const out: string[] = [];
    const code = await runCli(['import', file], {
      io: { stdout: (t) => out.push(t), stderr: (t) => out.push(t) },
      open: async (io) => commandContext(server, io),
    });
    expect(code).toBe(0);
    expect(out).toEqual([
      ...games.map((g) => JSON.stringify({ gameId: g.gameId, hasBrokenMoves: false })),
      'Imported 3 games, 0 with broken moves',
    ]);
    expect(await count(server, 'games')).toBe(43);
  }, 20_000);

  it('builds a (small) large set in bulk and rebuilds the aggregates', async () => {
    const options = { games: 300, engineGames: 12, workers: 0, today: TODAY, seed: 5 };
    const result = await ensureLargeDataset(server.db, options);
    expect(result?.games).toBe(300);
    expect(await ensureLargeDataset(server.db, options)).toBeNull();
    expect(await count(server, `games where id >= ${LARGE_ID_BASE}`)).toBe(300);
    expect(await count(server, `moves where game_id >= ${LARGE_ID_BASE}`)).toBe(result?.moves);
    const [totals] = await queryRows<{ games: number }>(
      server.db,
      sql`select sum(games)::int as games from game_counts`,
    );
    expect(Number(totals?.games)).toBe(343);
    // Foreign keys hold although they were not checked while writing.
    expect(
      await count(
        server,
        'moves m where not exists (select 1 from games g where g.id = m.game_id)',
      ),
    ).toBe(0);
    const [sample] = await queryRows<{ id: number }>(
      server.db,
      sql`select id from games where id >= ${LARGE_ID_BASE} and board_type = 'RANDOM' limit 1`,
    );
    const details = await server.inject({
      method: 'GET',
      url: `/api/games/gamemoves/${sample?.id}`,
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().hasBrokenMoves).toBe(false);
  }, 60_000);
});
