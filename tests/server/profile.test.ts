/**
 * GET /api/players/{id}/profile (docs/analysis.md, Player profile): every figure against a
 * computation of its own in JS over the stored games and moves, with and without a language;
 * the aggregates behind it as ingest keeps them equal a full rebuild; who may call it.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BotGame, PlayerProfile } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { mulberry32, randomInt, type Rng } from '@ordbot/engine/random.ts';
import { queryRows } from '../../server/db/database.ts';
import { ingestGame, ingestGames } from '../../server/games/ingest.ts';
import { streaksOf } from '../../server/players/profile.ts';
import { keptAndRebuilt } from './aggregate-snapshot.ts';
import { makeGame } from './fixtures.ts';
import {
  createTestUser,
  ensurePlayer,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestServer,
  type TestUser,
} from './harness.ts';

const WORDS = ['HEST', 'KATT', 'ORD', 'SPILLER', 'BRETT', 'TOG', 'BIL', 'HUS', 'SOL', 'MÅNE'];
const PLAYER = 4001;
const OTHER = 4002;

/** A finished or ongoing game with random words, points and start time (Oslo month edges too). */
function randomGame(rng: Rng, gameId: number, playerId: number): BotGame {
  const language: Language = rng() < 0.7 ? 'NO_B' : 'ENG_US';
  // Around New Year and month ends: UTC and Oslo months differ for the last hours.
  const base = Date.UTC(2019 + randomInt(rng, 3), randomInt(rng, 12), 1) / 1000;
  const startTime = base - 3600 * randomInt(rng, 3) + randomInt(rng, 40) * 86400;
  const game = makeGame({
    gameId,
    playerId,
    playerName: `Spiller ${playerId}`,
    language,
    startTime,
    finished: rng() < 0.85,
    normalMoves: 2 + randomInt(rng, 7),
  });
  for (const m of game.moves) {
    const word = WORDS[randomInt(rng, WORDS.length)] as string;
    // A blank in lower case now and then: counted as the same word in the most-used list.
    const played = rng() < 0.1 ? word.toLowerCase() : word;
    Object.assign(m, { letters: played, mainWord: played, numTiles: word.length });
    m.points = randomInt(rng, 4) === 0 ? 20 : randomInt(rng, 90);
  }
  const sum = (own: boolean) =>
    game.moves.filter((m) => m.playerMove === own).reduce((s, m) => s + m.points, 0);
  // Draws now and then.
  game.playerScore = sum(true);
  game.botScore = rng() < 0.1 ? game.playerScore : sum(false);
  return game;
}

interface RawGame {
  id: number;
  start_time: number;
  language: string;
  finished: boolean;
  player_score: number;
  bot_score: number;
}
interface RawMove {
  game_id: number;
  move_num: number;
  move_type: string;
  player_move: boolean;
  points: number;
  num_tiles: number;
  main_word: string;
}

const oslo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
});
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;
const avg = (sum: number, n: number, d: number) => (n === 0 ? 0 : round(sum / n, d));

/** The profile computed here from the raw rows, without the aggregates. */
async function expectedProfile(
  server: TestServer,
  id: number,
  language: Language | null,
): Promise<PlayerProfile> {
  const all = (
    await queryRows<RawGame>(server.db, sql`select * from games where player_id = ${id}`)
  )
    .map((g) => ({ ...g, id: Number(g.id), start_time: Number(g.start_time) }))
    .filter((g) => language === null || g.language === language);
  const byTime = (a: RawGame, b: RawGame) => a.start_time - b.start_time || a.id - b.id;
  const fin = all.filter((g) => g.finished).sort(byTime);
  const order = new Map(fin.map((g, i) => [g.id, i]));
  const moves = (await queryRows<RawMove>(server.db, sql`select * from moves`))
    .map((m) => ({ ...m, game_id: Number(m.game_id) }))
    .filter((m) => order.has(m.game_id) && m.player_move && m.move_type === 'NORMAL')
    .sort((a, b) => order.get(a.game_id)! - order.get(b.game_id)! || a.move_num - b.move_num);
  const margin = (g: RawGame) => g.player_score - g.bot_score;
  const top = <T>(items: T[], better: (a: T, b: T) => boolean) =>
    items.reduce<T | null>((best, x) => (best === null || better(x, best) ? x : best), null);
  const won = fin.filter((g) => margin(g) > 0);
  const lost = fin.filter((g) => margin(g) < 0);
  const sum = (f: (g: RawGame) => number) => fin.reduce((s, g) => s + f(g), 0);
  const highest = top(fin, (a, b) => a.player_score > b.player_score);
  const lowest = top(fin, (a, b) => a.player_score < b.player_score);
  const bigWin = top(won, (a, b) => margin(a) > margin(b));
  const bigLoss = top(lost, (a, b) => margin(a) < margin(b));
  const best = top(moves, (a, b) => a.points > b.points);
  const longest = top(
    moves.filter((m) => m.main_word !== ''),
    (a, b) => a.main_word.length > b.main_word.length,
  );
  const bingos = moves.filter((m) => m.num_tiles === 7).length;
  const counts = new Map<string, number>();
  for (const m of moves) {
    if (m.main_word)
      counts.set(m.main_word.toUpperCase(), (counts.get(m.main_word.toUpperCase()) ?? 0) + 1);
  }
  const months = new Map<string, RawGame[]>();
  for (const g of fin) {
    const parts = oslo.formatToParts(new Date(g.start_time * 1000));
    const label = `${parts.find((p) => p.type === 'year')?.value}-${parts.find((p) => p.type === 'month')?.value}`;
    months.set(label, [...(months.get(label) ?? []), g]);
  }
  const results = fin.map((g) => (margin(g) > 0 ? 'WIN' : margin(g) < 0 ? 'LOSS' : 'DRAW'));
  let longestWin = 0;
  for (let i = 0, run = 0; i < results.length; i++) {
    run = results[i] === 'WIN' ? run + 1 : 0;
    longestWin = Math.max(longestWin, run);
  }
  let currentLength = 0;
  while (results.at(-1 - currentLength) === results.at(-1) && currentLength < results.length) {
    currentLength++;
  }
  const [player] = await queryRows<{ name: string }>(
    server.db,
    sql`select name from players where id = ${id}`,
  );
  return {
    basicInfo: { id, name: player!.name },
    games: {
      started: all.length,
      finished: fin.length,
      won: won.length,
      draw: fin.length - won.length - lost.length,
      lost: lost.length,
      percentageWon: avg(won.length * 100, fin.length, 2),
    },
    scores: {
      averagePlayer: avg(
        sum((g) => g.player_score),
        fin.length,
        1,
      ),
      averageBot: avg(
        sum((g) => g.bot_score),
        fin.length,
        1,
      ),
      averageMargin: avg(sum(margin), fin.length, 1),
      highest: highest && { gameId: highest.id, score: highest.player_score },
      lowest: lowest && { gameId: lowest.id, score: lowest.player_score },
      biggestWin: bigWin && { gameId: bigWin.id, margin: margin(bigWin) },
      biggestLoss: bigLoss && { gameId: bigLoss.id, margin: margin(bigLoss) },
    },
    bestMove: best && {
      gameId: best.game_id,
      moveNum: best.move_num,
      word: best.main_word,
      points: best.points,
    },
    longestWord: longest && {
      gameId: longest.game_id,
      moveNum: longest.move_num,
      word: longest.main_word,
    },
    bingos: { total: bingos, perGame: avg(bingos, fin.length, 2) },
    words: [...counts]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
      .slice(0, 10)
      .map(([word, count]) => ({ word, count })),
    streaks: {
      longestWin,
      current: results.length ? { result: results.at(-1) as 'WIN', length: currentLength } : null,
    },
    months: [...months]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([label, gs]) => ({
        label,
        games: gs.length,
        won: gs.filter((g) => margin(g) > 0).length,
        averageScore: avg(
          gs.reduce((s, g) => s + g.player_score, 0),
          gs.length,
          1,
        ),
      })),
    analysis: {
      movesAnalysed: 0,
      bestFound: 0,
      averageMissed: 0,
      accuracy: { average: null, months: [] },
    },
  };
}

describe('streaksOf', () => {
  it('finds the longest run of wins and the current run', () => {
    expect(streaksOf('')).toEqual({ longestWin: 0, current: null });
    expect(streaksOf('WWLWWWDL')).toEqual({
      longestWin: 3,
      current: { result: 'LOSS', length: 1 },
    });
    expect(streaksOf('LWWDD')).toEqual({ longestWin: 2, current: { result: 'DRAW', length: 2 } });
    expect(streaksOf('WWW')).toEqual({ longestWin: 3, current: { result: 'WIN', length: 3 } });
  });
});

describe.each(testDatabaseKinds())('player profile on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser, own: TestUser, user: TestUser;

  beforeAll(async () => {
    const rng = mulberry32(15);
    const games: BotGame[] = [];
    for (let i = 1; i <= 120; i++) games.push(randomGame(rng, i, i % 4 === 0 ? OTHER : PLAYER));
    const into = ingestInto(server);
    await ingestGames(into, games.slice(0, 110));
    for (const g of games.slice(110)) await ingestGame(into, g);
    // Sent again, changed: finished now, other scores, another player; and one moved away.
    await ingestGame(into, randomGame(rng, 3, PLAYER));
    await ingestGame(into, randomGame(rng, 5, OTHER));
    await ingestGames(into, [randomGame(rng, 7, PLAYER), randomGame(rng, 9, PLAYER)]);
    await ensurePlayer(server, 4003, 'Uten spill');
    admin = await createTestUser(server, 'ADMIN');
    own = await createTestUser(server, 'PLAYER', { playerId: PLAYER });
    user = await createTestUser(server, 'USER');
  }, 60_000);

  const profile = (id: number, token: string, query = '') =>
    server.inject({ method: 'GET', url: `/api/players/${id}/profile${query}`, token });

  it('keeps its aggregates on ingest as a full rebuild makes them', async () => {
    const { kept, rebuilt } = await keptAndRebuilt(server.db);
    expect(kept['game_profiles order by game_id']).toHaveLength(120);
    expect(kept).toEqual(rebuilt);
  });

  it('fills its aggregates from the games stored before the migration', async () => {
    const migration = readFileSync('server/db/migrations/0006_profiles.sql', 'utf8');
    const inserts = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.startsWith('INSERT'));
    expect(inserts).toHaveLength(2);
    const { kept } = await keptAndRebuilt(server.db);
    await server.db.execute(sql`truncate game_profiles, player_words`);
    for (const statement of inserts) await server.db.execute(sql.raw(statement));
    const { kept: migrated } = await keptAndRebuilt(server.db);
    expect(migrated).toEqual(kept);
  });

  it.each([null, 'NO_B', 'ENG_US'] as const)(
    'answers every figure as the stored games give it (language %s)',
    async (language) => {
      for (const id of [PLAYER, OTHER]) {
        const res = await profile(id, admin.token, language ? `?language=${language}` : '');
        expect(res.statusCode).toBe(200);
        const body = res.json<PlayerProfile>();
        expect(body).toEqual(await expectedProfile(server, id, language));
        expect(body.games.finished).toBeGreaterThan(5);
        expect(body.words.length).toBeGreaterThan(3);
      }
    },
  );

  it('answers zeros and nulls for a player without games', async () => {
    const res = await profile(4003, admin.token);
    expect(res.json()).toEqual(await expectedProfile(server, 4003, null));
    expect(res.json()).toMatchObject({ bestMove: null, words: [], months: [] });
  });

  it('shows a restricted user only their own player, and refuses bad input', async () => {
    expect((await profile(PLAYER, own.token)).statusCode).toBe(200);
    expect((await profile(OTHER, own.token)).statusCode).toBe(404);
    expect((await profile(PLAYER, user.token)).statusCode).toBe(404);
    expect((await profile(99999, admin.token)).statusCode).toBe(404);
    const bad = await profile(PLAYER, admin.token, '?language=SV');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ugyldig forespørsel \(language: /);
    expect((await profile(PLAYER, '')).statusCode).toBe(401);
  });
});
