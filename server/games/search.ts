/**
 * Game search (docs/product.md, Paged search; docs/architecture.md, paged search): one filter-to-SQL mapping and one
 * sort for get-games-paginated and get-games. Restricted users are narrowed here as well.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type {
  GameRow,
  GameSearchRequest,
  GameSort,
  GetGamesRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { GET_GAMES_LIMIT, PAGE_BLOCK_SIZE } from '@ordbot/contract/constants.ts';
import {
  DEFAULT_SORT,
  type BoardType,
  type Language,
  type SortItem,
} from '@ordbot/contract/enums.ts';
import { blockOfPage } from '@ordbot/contract/pagination.ts';
import { criteriaOf, pagedAnswer, type SearchCriteria } from '@ordbot/contract/search.ts';
import { queryRows, type Db } from '../db/database.ts';
import { games, players } from '../db/schema.ts';

type Criteria = SearchCriteria;

/**
 * The filter in core's canonical form (the offline search uses the same), narrowed for a
 * restricted user (`restrictTo`, see restrictedPlayerId): the filter keeps only their own
 * player, so asking for others finds nothing. Answers null when nothing can match.
 */
function criteriaFor(search: GetGamesRequest, restrictTo: number | null): Criteria | null {
  const c = criteriaOf(search);
  if (restrictTo === null) return c;
  if (restrictTo < 0) return null;
  if (c.playerIds && !c.playerIds.includes(restrictTo)) return null;
  return { ...c, playerIds: [restrictTo] };
}

/** The WHERE clause of a search: the one mapping both calls use. */
function whereOf(c: Criteria): SQL | undefined {
  const oneOrMany = <T>(column: Parameters<typeof eq>[0], values: T[]) =>
    values.length === 1 ? eq(column, values[0]) : inArray(column, values);
  return and(
    c.playerIds ? oneOrMany(games.playerId, c.playerIds) : undefined,
    c.finished !== null ? eq(games.finished, c.finished) : undefined,
    c.languages ? oneOrMany(games.language, c.languages) : undefined,
    c.boardType ? eq(games.boardType, c.boardType) : undefined,
    c.timeFrom !== null ? gte(games.startTime, c.timeFrom) : undefined,
    c.timeTo !== null ? lte(games.startTime, c.timeTo) : undefined,
  );
}

/** The column each sort item orders by; null orders by gameId alone. */
type OrderKey = 'startTime' | 'botScore' | 'playerScore' | null;

const ORDER_KEYS: Record<Exclude<SortItem, 'FINISHED'>, OrderKey> = {
  START_TIME: 'startTime',
  OUR_SCORE: 'botScore',
  OPPONENT_SCORE: 'playerScore',
};

type OrderColumns = Record<'startTime' | 'botScore' | 'playerScore' | 'id', AnyColumn | SQLWrapper>;

/**
 * ORDER BY over `columns` (the games table or a window of it); ties always by gameId descending.
 * Plain directions, no NULLS clause, so the ascending indexes serve both orders.
 */
function orderOf(key: OrderKey, ascending: boolean, columns: OrderColumns): SQL[] {
  const byId = desc(columns.id);
  if (key === null) return [byId];
  return [ascending ? asc(columns[key]) : desc(columns[key]), byId];
}

const rowColumns = {
  id: games.id,
  startTime: games.startTime,
  playerId: games.playerId,
  playerScore: games.playerScore,
  botScore: games.botScore,
  finished: games.finished,
  hasCheat: games.hasCheat,
  language: games.language,
  boardType: games.boardType,
};

type RowFields = { [K in keyof typeof rowColumns]: (typeof games.$inferSelect)[K] } & {
  playerName: string;
};

function toGameRow(r: RowFields): GameRow {
  return {
    gameId: r.id,
    startTime: r.startTime,
    playerId: r.playerId,
    playerName: r.playerName,
    playerScore: r.playerScore,
    botScore: r.botScore,
    finished: r.finished,
    hasCheat: r.hasCheat,
    boardInfo: { language: r.language as Language, boardType: r.boardType as BoardType },
  };
}

/**
 * One window of games in one order. The window is cut from the games alone (an index serves the
 * order and the offset); only its rows look up their player's name, each by primary key.
 */
async function windowRows(
  db: Db,
  c: Criteria,
  key: OrderKey,
  ascending: boolean,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  const window = db
    .select(rowColumns)
    .from(games)
    .where(whereOf(c))
    .orderBy(...orderOf(key, ascending, games))
    .limit(limit)
    .offset(offset)
    .as('w');
  const rows = await db
    .select({
      id: window.id,
      startTime: window.startTime,
      playerId: window.playerId,
      playerScore: window.playerScore,
      botScore: window.botScore,
      finished: window.finished,
      hasCheat: window.hasCheat,
      language: window.language,
      boardType: window.boardType,
      // A subquery rather than a join: the planner would hash the whole players table.
      playerName: sql<string>`(select ${players.name} from ${players} where ${players.id} = ${window.playerId})`,
    })
    .from(window)
    .orderBy(...orderOf(key, ascending, window));
  return rows.map(toGameRow);
}

/**
 * Rows `offset` to `offset + limit` of a search in its sort order. No index orders by finished,
 * and sorting every game is slow, so FINISHED reads each of its two groups by gameId (primary
 * key) and puts them one after the other.
 */
async function searchRows(
  db: Db,
  c: Criteria,
  sort: GameSort,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  if (sort.item !== 'FINISHED') {
    return windowRows(db, c, ORDER_KEYS[sort.item], sort.ascending, limit, offset);
  }
  if (c.finished !== null) return windowRows(db, c, null, false, limit, offset);
  const groups = sort.ascending ? [false, true] : [true, false];
  const parts = await Promise.all(
    groups.map((finished) => windowRows(db, { ...c, finished }, null, false, offset + limit, 0)),
  );
  return parts.flat().slice(offset, offset + limit);
}

const languageIn = (languages: Language[] | null) =>
  languages ? sql`and language in (${sql.join(languages, sql`, `)})` : sql``;

async function countRows(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(where);
  return Number(row?.n ?? 0);
}

/** Oslo calendar months (period_stats' months) as local wall-clock timestamps. */
const osloMonthOf = (epoch: number) =>
  sql`date_trunc('month', to_timestamp(${epoch}::float8) at time zone 'Europe/Oslo')`;
const epochOf = (local: SQL) =>
  sql`extract(epoch from (${local}) at time zone 'Europe/Oslo')::float8`;

/**
 * Games of a time range (and maybe languages): whole Oslo months inside the range come from the
 * period_stats aggregate, and only the part-months at its ends are counted in the games, so a
 * range of years costs no more than one of weeks.
 */
async function countByMonths(db: Db, c: Criteria): Promise<number> {
  const { timeFrom: from, timeTo: to } = c;
  // The first month starting at or after `from`, and the month holding the second after `to`.
  const first = from === null ? null : sql`${osloMonthOf(from - 1)} + interval '1 month'`;
  const end = to === null ? null : osloMonthOf(to + 1);
  const [bounds] = await queryRows<{
    firstLabel: string;
    firstStart: number | null;
    lastLabel: string;
    endStart: number | null;
  }>(
    db,
    sql`select
      ${first ? sql`to_char(${first}, 'YYYY-MM')` : sql`'0000-00'`} as "firstLabel",
      ${first ? epochOf(first) : sql`null::float8`} as "firstStart",
      ${end ? sql`to_char(${end} - interval '1 month', 'YYYY-MM')` : sql`'9999-99'`} as "lastLabel",
      ${end ? epochOf(end) : sql`null::float8`} as "endStart"`,
  );
  if (!bounds || bounds.firstLabel > bounds.lastLabel) return countRows(db, whereOf(c));
  const edges = [
    from !== null ? sql`(start_time >= ${from} and start_time < ${bounds.firstStart})` : null,
    to !== null ? sql`(start_time >= ${bounds.endStart} and start_time <= ${to})` : null,
  ].filter((edge) => edge !== null);
  const [row] = await queryRows<{ months: number; edges: number }>(
    db,
    sql`select
      (select coalesce(sum(games_started), 0)::int from period_stats
        where length(period) = 7 and period between ${bounds.firstLabel} and ${bounds.lastLabel}
        ${languageIn(c.languages)}) as months,
      (select count(*)::int from games
        where (${sql.join(edges, sql` or `)}) ${languageIn(c.languages)}) as edges`,
  );
  return Number(row?.months ?? 0) + Number(row?.edges ?? 0);
}

/**
 * Number of games a search matches. Filters on language, board type and finished alone come
 * from the game_counts aggregate, a time range (with languages at most) mostly from
 * period_stats; the others count the games through their indexes.
 */
async function countGames(db: Db, c: Criteria): Promise<number> {
  if (c.playerIds !== null) return countRows(db, whereOf(c));
  if (c.timeFrom === null && c.timeTo === null) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(games), 0)::int as n from game_counts
      where true ${languageIn(c.languages)}
        ${c.boardType ? sql`and board_type = ${c.boardType}` : sql``}
        ${c.finished !== null ? sql`and finished = ${c.finished}` : sql``}`,
    );
    return Number(row?.n ?? 0);
  }
  if (c.boardType === null && c.finished === null) return countByMonths(db, c);
  return countRows(db, whereOf(c));
}

/**
 * get-games-paginated: the block of up to 5 pages that holds the page asked for (pages 1-5,
 * 6-10, ...). firstPageNum and lastPageNum name the pages returned; with none (no rows, or a page
 * past the end) both are 0 and the counts are given as they are.
 */
export async function searchGamesPaged(
  db: Db,
  search: GameSearchRequest,
  restrictTo: number | null,
): Promise<PagedGames> {
  const { pageSize, pageNumber } = search;
  const c = criteriaFor(search, restrictTo);
  if (!c) return pagedAnswer(0, [], pageSize, pageNumber);
  const sort = search.sort ?? DEFAULT_SORT;
  const block = blockOfPage(pageNumber, PAGE_BLOCK_SIZE);
  const [total, rows] = await Promise.all([
    countGames(db, c),
    searchRows(db, c, sort, pageSize * PAGE_BLOCK_SIZE, (block.first - 1) * pageSize),
  ]);
  return pagedAnswer(total, rows, pageSize, pageNumber);
}

/** get-games: the same filter and sort without paging, at most GET_GAMES_LIMIT rows. */
export async function searchGames(
  db: Db,
  search: GetGamesRequest,
  restrictTo: number | null,
): Promise<GameRow[]> {
  const c = criteriaFor(search, restrictTo);
  if (!c) return [];
  return searchRows(db, c, search.sort ?? DEFAULT_SORT, GET_GAMES_LIMIT, 0);
}
