/**
 * Offline search = online search: for a few hundred seeded random requests, packages/contract/search.ts over
 * every row the server lists answers exactly what the server's SQL answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { BOARD_TYPES, LANGUAGES, SORT_ITEMS } from '@ordbot/contract/enums.ts';
import { mulberry32, randomInt, type Rng } from '@ordbot/engine/random.ts';
import { filterAndSort, searchGames } from '@ordbot/contract/search.ts';
import { ingestGames } from '../../server/games/ingest.ts';
import { makeGame, type GameSpec } from './fixtures.ts';
import {
  createTestUser,
  ingestInto,
  testDatabaseKinds,
  useTestServer,
  type TestUser,
} from './harness.ts';

const PLAYERS = [
  { id: 3001, name: 'Alfa' },
  { id: 3002, name: 'Beta' },
  { id: 3003, name: 'Gamma' },
  { id: 3004, name: 'Delta' },
  { id: 3005, name: 'Epsilon' },
];
const UNKNOWN_PLAYER = 9999;
const PAGE_SIZES = [10, 25, 50, 100];
const GAME_COUNT = 600;

/** Starts of Oslo months (where period_stats' buckets meet), a DST change and a new year. */
const OSLO_EDGES = [
  Date.UTC(2023, 1, 28, 23) / 1000, // 2023-03-01 00:00 +01:00
  Date.UTC(2023, 2, 31, 22) / 1000, // 2023-04-01 00:00 +02:00
  Date.UTC(2023, 9, 29, 1) / 1000, // 2023-10-29 02:00 +01:00, summer time ends
  Date.UTC(2023, 11, 31, 23) / 1000, // 2024-01-01 00:00 +01:00
];
const FIRST_TIME = Date.UTC(2022, 5, 1) / 1000;
const LAST_TIME = Date.UTC(2024, 5, 1) / 1000;

const pick = <T>(rng: Rng, items: readonly T[]): T => items[randomInt(rng, items.length)] as T;
const chance = (rng: Rng, p: number) => rng() < p;

/** A few dozen start times, so that many games share one; the month edges and a second before. */
function startTimePool(rng: Rng): number[] {
  const spread = Array.from(
    { length: 60 },
    () => FIRST_TIME + randomInt(rng, LAST_TIME - FIRST_TIME),
  );
  return [...spread, ...OSLO_EDGES, ...OSLO_EDGES.map((t) => t - 1)];
}

/** Games of several players, languages and boards, finished or not, with many equal scores. */
function gameSpecs(rng: Rng, times: number[]): GameSpec[] {
  return Array.from({ length: GAME_COUNT }, (_, i) => {
    const player = pick(rng, PLAYERS);
    return {
      gameId: 5000 + i,
      playerId: player.id,
      playerName: player.name,
      startTime: pick(rng, times),
      language: pick(rng, LANGUAGES),
      boardType: chance(rng, 0.3) ? 'RANDOM' : 'NORMAL',
      finished: chance(rng, 0.7),
      playerScore: 300 + randomInt(rng, 8) * 10,
      botScore: 300 + randomInt(rng, 8) * 10,
      normalMoves: 2,
    };
  });
}

/** Later versions of some games, as the bot sends them: ongoing ones end, a few are corrected. */
function updatedSpecs(rng: Rng, specs: GameSpec[], times: number[]): GameSpec[] {
  const ended = specs
    .filter((s) => !s.finished)
    .slice(0, 15)
    .map((s) => ({
      ...s,
      finished: true,
      playerScore: 400,
      botScore: 300 + randomInt(rng, 8) * 10,
    }));
  const corrected = specs.slice(0, 10).map((s) => ({
    ...s,
    startTime: pick(rng, times),
    language: pick(rng, LANGUAGES),
    boardType: pick(rng, BOARD_TYPES),
  }));
  return [...ended, ...corrected];
}

/** One end of a time range: a start time exactly, a second or half a second off, or a month edge. */
function timeNear(rng: Rng, times: number[]): number {
  if (chance(rng, 0.2)) return pick(rng, OSLO_EDGES);
  return pick(rng, times) + pick(rng, [0, 0, 0, 1, -1, 0.5, -0.5]);
}

function randomQuery(rng: Rng, times: number[]): GetGamesRequest {
  const query: GetGamesRequest = {};
  const r = rng();
  if (r < 0.35) {
    const pool = [...PLAYERS.map((p) => p.id), UNKNOWN_PLAYER];
    query.playerIds = Array.from({ length: 1 + randomInt(rng, 3) }, () => pick(rng, pool));
  } else if (r < 0.4) query.playerIds = [];
  else if (r < 0.45) query.playerIds = null;

  const f = rng();
  if (f < 0.2) query.finished = false;
  else if (f < 0.3) query.finished = true;
  else if (f < 0.35) query.finished = null;

  const b = rng();
  if (b < 0.45) {
    const l = rng();
    const language =
      l < 0.4
        ? pick(rng, LANGUAGES)
        : l < 0.8
          ? Array.from({ length: randomInt(rng, 4) }, () => pick(rng, LANGUAGES))
          : undefined;
    const boardType = chance(rng, 0.4) ? pick(rng, BOARD_TYPES) : undefined;
    query.boardInfo = { language, boardType };
  } else if (b < 0.5) query.boardInfo = null;

  const t = rng();
  if (t < 0.5) {
    const ends = [timeNear(rng, times), timeNear(rng, times)].sort((x, y) => x - y);
    if (t < 0.35) [query.timeFrom, query.timeTo] = ends;
    else if (t < 0.42) query.timeFrom = ends[0];
    else query.timeTo = ends[1];
  }

  if (chance(rng, 0.95)) query.sort = { item: pick(rng, SORT_ITEMS), ascending: chance(rng, 0.5) };
  return query;
}

function randomPagedQuery(rng: Rng, times: number[]): GameSearchRequest {
  const p = rng();
  const pageNumber =
    p < 0.4 ? 1 : p < 0.6 ? 2 + randomInt(rng, 5) : p < 0.95 ? 7 + randomInt(rng, 24) : 1000;
  return { ...randomQuery(rng, times), pageSize: pick(rng, PAGE_SIZES), pageNumber };
}

const dataRng = mulberry32(20_240_607);
const TIMES = startTimePool(dataRng);
const SPECS = gameSpecs(dataRng, TIMES);
const UPDATES = updatedSpecs(dataRng, SPECS, TIMES);
const RESTRICTED_PLAYER = 3002;

/** What the answers covered, so that the comparison cannot pass by finding nothing. */
interface Coverage {
  withPages: number;
  laterBlocks: number;
  pastTheEnd: number;
  empty: number;
}

function note(coverage: Coverage, answer: PagedGames) {
  const { totalRecords, firstPageNum } = answer.paginationInfo;
  if (answer.pages.length > 0) coverage.withPages++;
  if (firstPageNum > 1) coverage.laterBlocks++;
  if (totalRecords > 0 && answer.pages.length === 0) coverage.pastTheEnd++;
  if (totalRecords === 0) coverage.empty++;
}

describe.each(testDatabaseKinds())('offline search matches the server on %s', (kind) => {
  const server = useTestServer(kind);
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    await ingestGames(ingestInto(server), SPECS.map(makeGame));
    await ingestGames(ingestInto(server), UPDATES.map(makeGame));
    admin = await createTestUser(server, 'ADMIN');
    player = await createTestUser(server, 'PLAYER', { playerId: RESTRICTED_PLAYER });
  });

  const post = async <T>(url: string, token: string, payload: object): Promise<T> => {
    const res = await server.inject({ method: 'POST', url, token, payload });
    expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(200);
    return res.json<T>();
  };

  /** Every row the user may see (the offline cache at its fullest), then `count` searches. */
  async function compare(token: string, seed: number, count: number): Promise<Coverage> {
    const allRows = await post<GameRow[]>('/api/games/get-games', token, {});
    const rng = mulberry32(seed);
    const coverage: Coverage = { withPages: 0, laterBlocks: 0, pastTheEnd: 0, empty: 0 };
    for (let i = 0; i < count; i++) {
      const request = randomPagedQuery(rng, TIMES);
      const label = JSON.stringify(request);
      const online = await post<PagedGames>('/api/games/get-games-paginated', token, request);
      expect(searchGames(allRows, request), label).toStrictEqual(online);
      note(coverage, online);
      const { pageSize: _size, pageNumber: _number, ...query } = request;
      const list = await post<GameRow[]>('/api/games/get-games', token, query);
      expect(filterAndSort(allRows, query), label).toStrictEqual(list);
    }
    return coverage;
  }

  it('for every user who sees all games', async () => {
    const allRows = await post<GameRow[]>('/api/games/get-games', admin.token, {});
    expect(allRows).toHaveLength(GAME_COUNT);
    const coverage = await compare(admin.token, 1, 300);
    expect(coverage.withPages).toBeGreaterThan(120);
    expect(coverage.laterBlocks).toBeGreaterThan(10);
    expect(coverage.pastTheEnd).toBeGreaterThan(10);
    expect(coverage.empty).toBeGreaterThan(5);
  }, 120_000);

  it('for a player narrowed to their own games, whatever players they ask for', async () => {
    const coverage = await compare(player.token, 2, 100);
    expect(coverage.withPages).toBeGreaterThan(20);
    expect(coverage.empty).toBeGreaterThan(5);
  }, 120_000);
});
