/**
 * The offline search over columns: packages/contract/search.ts's filter, order and block paging on
 * the table of row-table.ts. Only the rows of the answer become GameRow objects, so a cold
 * search builds a few hundred objects instead of 100,000.
 *
 * The answers equal packages/contract/search.ts's over the same rows (tests/unit/workers/row-table.test.ts
 * compares them query by query). Orders are sorted as numbers in one Float64Array, which the
 * engine sorts natively: (sort key, then position) packed into one exact integer. Where that
 * cannot be exact (keys that are not integers, or too far apart), the order is packages/contract/search.ts's
 * comparison itself.
 */
import type {
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { PAGE_BLOCK_SIZE } from '@ordbot/contract/constants.ts';
import { DEFAULT_SORT, type SortItem } from '@ordbot/contract/enums.ts';
import { blockOfPage } from '@ordbot/contract/pagination.ts';
import { criteriaOf, pagedAnswer } from '@ordbot/contract/search.ts';
import { FINISHED, rowReader } from './row-chunks.ts';
import { scaleFor, type RowTable } from './row-table.ts';

const { MAX_SAFE_INTEGER } = Number;

/** The rows that match the query's filter (packages/contract/search.ts criteriaOf), as ascending positions. */
function matching(table: RowTable, query: GetGamesRequest): Uint32Array {
  const c = criteriaOf(query);
  const { count, strings, playerId, flags, language, boardType, startTime } = table;
  const players = c.playerIds && new Set(c.playerIds);
  const languages = c.languages && new Set<string>(c.languages);
  const languageOk = languages && strings.map((value) => languages.has(value));
  // A board type no row has: -1, which no index equals.
  const board = c.boardType === null ? null : strings.indexOf(c.boardType);
  const { finished, timeFrom, timeTo } = c;
  const found = new Uint32Array(count);
  if (!players && finished === null && !languageOk && board === null) {
    if (timeFrom === null && timeTo === null) {
      // No filter: every row.
      for (let j = 0; j < count; j++) found[j] = j;
      return found;
    }
  }
  let n = 0;
  for (let j = 0; j < count; j++) {
    // Written as packages/contract/search.ts's predicate, so a NaN compares as it does there.
    if (players && !players.has(playerId[j] as number)) continue;
    if (finished !== null && (((flags[j] as number) & FINISHED) !== 0) !== finished) continue;
    if (languageOk && !languageOk[language[j] as number]) continue;
    if (board !== null && boardType[j] !== board) continue;
    if (timeFrom !== null && !((startTime[j] as number) >= timeFrom)) continue;
    if (timeTo !== null && !((startTime[j] as number) <= timeTo)) continue;
    found[n++] = j;
  }
  return found.subarray(0, n);
}

/** Positions of rows in search order: the n-th is at(n). */
interface Order {
  length: number;
  at: (n: number) => number;
}

/**
 * packages/contract/search.ts's sort key of each found row times the direction (1 ascending, -1 not), and
 * whether they are all integers, with their least and greatest.
 */
function keysOf(table: RowTable, found: Uint32Array, item: SortItem, direction: number) {
  const keys = new Float64Array(found.length);
  let integers = true;
  let min = Infinity;
  let max = -Infinity;
  // Ascending FINISHED puts ongoing games first, as false sorts before true in PostgreSQL.
  const column =
    item === 'FINISHED'
      ? undefined
      : {
          START_TIME: table.startTime,
          OUR_SCORE: table.botScore,
          OPPONENT_SCORE: table.playerScore,
        }[item];
  const { flags } = table;
  for (let n = 0; n < found.length; n++) {
    const j = found[n] as number;
    const key =
      direction *
      (column ? (column[j] as number) : ((flags[j] as number) & FINISHED) !== 0 ? 1 : 0);
    keys[n] = key;
    integers &&= Number.isInteger(key);
    if (key < min) min = key;
    if (key > max) max = key;
  }
  return { keys, integers, min, max };
}

/**
 * The found rows in packages/contract/search.ts's order (compareGames): the sort key, ties by gameId
 * descending, which is the table's order backwards, so ties go by position backwards.
 */
function sorted(table: RowTable, found: Uint32Array, query: GetGamesRequest): Order {
  const { item, ascending } = query.sort ?? DEFAULT_SORT;
  const { keys, integers, min, max } = keysOf(table, found, item, ascending ? 1 : -1);
  const last = table.count - 1;
  const scale = scaleFor(table.count);
  if (keys.length > 0 && !(integers && (max - min + 1) * scale <= MAX_SAFE_INTEGER)) {
    // Keys that do not pack exactly: packages/contract/search.ts's comparison itself.
    const { gameId } = table;
    const id = (n: number) => gameId[found[n] as number] as number;
    const order = Array.from(keys.keys())
      .sort((a, b) => (keys[a] as number) - (keys[b] as number) || id(b) - id(a))
      .map((n) => found[n] as number);
    return { length: order.length, at: (n) => order[n] as number };
  }
  // In place: the key and the position backwards, as one exact integer. Only the rows of the
  // answer are unpacked.
  for (let n = 0; n < keys.length; n++) {
    keys[n] = ((keys[n] as number) - min) * scale + (last - (found[n] as number));
  }
  keys.sort();
  return { length: keys.length, at: (n) => last - ((keys[n] as number) % scale) };
}

function rowsAt(table: RowTable, order: Order, from: number, to: number) {
  const row = rowReader(table);
  const rows: GameRow[] = [];
  for (let n = from; n < Math.min(to, order.length); n++) rows.push(row(order.at(n)));
  return rows;
}

/** packages/contract/search.ts filterAndSort over the table: get-games over the cached rows. */
export function filterTable(table: RowTable, query: GetGamesRequest): GameRow[] {
  const order = sorted(table, matching(table, query), query);
  return rowsAt(table, order, 0, order.length);
}

const isPositiveInteger = (n: number) => Number.isInteger(n) && n >= 1;

/** packages/contract/search.ts searchGames over the table, with its RangeErrors: get-games-paginated. */
export function searchTable(table: RowTable, request: GameSearchRequest): PagedGames {
  const { pageSize, pageNumber } = request;
  if (!isPositiveInteger(pageSize)) throw new RangeError(`pageSize ${pageSize} is not 1 or more`);
  if (!isPositiveInteger(pageNumber)) {
    throw new RangeError(`pageNumber ${pageNumber} is not 1 or more`);
  }
  const order = sorted(table, matching(table, request), request);
  const start = (blockOfPage(pageNumber, PAGE_BLOCK_SIZE).first - 1) * pageSize;
  const block = rowsAt(table, order, start, start + PAGE_BLOCK_SIZE * pageSize);
  return pagedAnswer(order.length, block, pageSize, pageNumber);
}
