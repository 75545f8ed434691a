/**
 * The offline search over columns (issue 19): the cached chunks become one table, each game
 * once (its copy in the latest chunk) in ascending gameId order, and core/search's filter,
 * order and block paging run on its columns. Only the rows of the answer become GameRow
 * objects, so a cold search builds a few hundred objects instead of 100,000.
 *
 * The answers equal core/search's over the same rows (tests/unit/workers/row-table.test.ts
 * compares them query by query). Orders are sorted as numbers in one Float64Array, which the
 * engine sorts natively: (sort key, then position) packed into one exact integer. Where that
 * cannot be exact (ids that are not safe integers, keys that are not integers), buildTable
 * answers undefined or the order falls back to core/search's comparison.
 */
import type { GameRow, PagedGames } from '../core/api-types.ts';
import { PAGE_BLOCK_SIZE } from '../core/constants.ts';
import { DEFAULT_SORT, type SortItem } from '../core/enums.ts';
import { blockOfPage } from '../core/pagination.ts';
import {
  criteriaOf,
  pagedAnswer,
  type PagedSearchQuery,
  type SearchQuery,
} from '../core/search.ts';
import { FINISHED, rowReader, type RowChunk } from './row-chunks.ts';

/** Rows as one chunk: each gameId once, in ascending gameId order. */
export interface RowTable extends RowChunk {
  gameId: Float64Array;
  startTime: Float64Array;
  playerId: Float64Array;
  playerScore: Float64Array;
  botScore: Float64Array;
  playerName: Uint32Array;
  language: Uint32Array;
  boardType: Uint32Array;
  /** How many rows buildTable had to sort (saved since the last merge of the chunks). */
  unordered?: number;
}

const { MAX_SAFE_INTEGER } = Number;

/** The smallest power of two above every index below `count`. */
const scaleFor = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(count, 1)));

/** How many of the chunks, from the first, hold their rows in strictly ascending gameId order. */
function ascendingChunks(chunks: readonly RowChunk[]): number {
  let last = -Infinity;
  for (let c = 0; c < chunks.length; c++) {
    const { gameId, count } = chunks[c] as RowChunk;
    for (let i = 0; i < count; i++) {
      const id = gameId[i] as number;
      if (!(id > last)) return c;
      last = id;
    }
  }
  return chunks.length;
}

/**
 * The rows of the chunks as a table, a later chunk's copy of a game replacing an earlier one
 * (pass a table first and new chunks after to add them). Saves and merges write each chunk in
 * gameId order (sortedById), and a merge writes its chunks one after another, so the chunks up
 * to the first save since the last merge are read as they are; only the rows saved since are
 * sorted and merged in. Undefined when such a gameId is not a non-negative safe integer: then
 * the rows must be searched as objects.
 */
export function buildTable(chunks: readonly RowChunk[]): RowTable | undefined {
  const inOrder = ascendingChunks(chunks);
  const flat = flatten(chunks);
  const first = chunks.slice(0, inOrder).reduce((sum, chunk) => sum + chunk.count, 0);
  if (first === flat.count) return { ...flat, unordered: 0 };
  const later = latestById(flat.gameId, first);
  if (!later) return undefined;
  // Two runs in gameId order: the first chunks' rows and the later ones, which win a tie.
  const order = new Uint32Array(first + later.length);
  const ids = flat.gameId;
  let n = 0;
  let i = 0;
  let k = 0;
  while (i < first && k < later.length) {
    const a = ids[i] as number;
    const b = ids[later[k] as number] as number;
    if (a < b) order[n++] = i++;
    else {
      order[n++] = later[k++] as number;
      if (a === b) i++;
    }
  }
  while (i < first) order[n++] = i++;
  while (k < later.length) order[n++] = later[k++] as number;
  return { ...pick(flat, order.subarray(0, n)), unordered: flat.count - first };
}

/**
 * The rows from `from` on, each game once (its last copy), as positions in gameId order; or
 * undefined when a gameId is not a non-negative safe integer.
 */
function latestById(ids: Float64Array, from: number): Uint32Array | undefined {
  const total = ids.length - from;
  const scale = scaleFor(total);
  // Each row as gameId * scale + its place: sorted, a game's copies lie together, the latest
  // last, and the games run in gameId order.
  const keys = new Float64Array(total);
  for (let r = 0; r < total; r++) {
    const id = ids[from + r] as number;
    if (!Number.isSafeInteger(id) || id < 0 || id > (MAX_SAFE_INTEGER - r) / scale) {
      return undefined;
    }
    keys[r] = id * scale + r;
  }
  keys.sort();
  const order = new Uint32Array(total);
  let count = 0;
  for (let k = 0; k < total; k++) {
    const key = keys[k] as number;
    const next = keys[k + 1];
    // The last of a game's copies: the next key, if any, is another game's.
    if (next === undefined || Math.floor(next / scale) !== Math.floor(key / scale)) {
      order[count++] = from + (key % scale);
    }
  }
  return order.subarray(0, count);
}

/** The chunks' rows one after another, as one chunk with the table's strings. */
function flatten(chunks: readonly RowChunk[]): RowTable {
  const total = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const flat: RowTable = {
    count: total,
    gameId: new Float64Array(total),
    startTime: new Float64Array(total),
    playerId: new Float64Array(total),
    playerScore: new Float64Array(total),
    botScore: new Float64Array(total),
    flags: new Uint8Array(total),
    strings,
    playerName: new Uint32Array(total),
    language: new Uint32Array(total),
    boardType: new Uint32Array(total),
  };
  let at = 0;
  for (const chunk of chunks) {
    for (const name of ['gameId', 'startTime', 'playerId', 'playerScore', 'botScore'] as const) {
      flat[name].set(chunk[name].subarray(0, chunk.count), at);
    }
    flat.flags.set(chunk.flags.subarray(0, chunk.count), at);
    // The chunk's string indexes, renumbered into the table's strings.
    const renumber = chunk.strings.map((value) => {
      let index = stringIndex.get(value);
      if (index === undefined) {
        index = strings.push(value) - 1;
        stringIndex.set(value, index);
      }
      return index;
    });
    for (const name of ['playerName', 'language', 'boardType'] as const) {
      const from = chunk[name];
      const to = flat[name];
      for (let i = 0; i < chunk.count; i++) to[at + i] = renumber[from[i] as number] as number;
    }
    at += chunk.count;
  }
  return flat;
}

/** The rows of `table` at `order`. */
function pick(table: RowTable, order: Uint32Array): RowTable {
  const column = <T extends Float64Array | Uint32Array | Uint8Array>(values: T): T => {
    const picked = new (values.constructor as new (length: number) => T)(order.length);
    for (let j = 0; j < order.length; j++) picked[j] = values[order[j] as number] as number;
    return picked;
  };
  return {
    count: order.length,
    gameId: column(table.gameId),
    startTime: column(table.startTime),
    playerId: column(table.playerId),
    playerScore: column(table.playerScore),
    botScore: column(table.botScore),
    flags: column(table.flags),
    strings: table.strings,
    playerName: column(table.playerName),
    language: column(table.language),
    boardType: column(table.boardType),
  };
}

/** The rows that match the query's filter (core/search criteriaOf), as ascending positions. */
function matching(table: RowTable, query: SearchQuery): Uint32Array {
  const c = criteriaOf(query);
  const { count, strings, playerId, flags, language, boardType, startTime } = table;
  const players = c.playerIds && new Set(c.playerIds);
  const languages = c.languages && new Set<string>(c.languages);
  const languageOk = languages && strings.map((value) => languages.has(value));
  // A board type no row has: -1, which no index equals.
  const board = c.boardType === null ? null : strings.indexOf(c.boardType);
  const { finished, timeFrom, timeTo } = c;
  const found = new Uint32Array(count);
  let n = 0;
  for (let j = 0; j < count; j++) {
    // Written as core/search's predicate, so a NaN compares as it does there.
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

/** core/search's sort key of each found row, times the direction (1 ascending, -1 not). */
function keysOf(table: RowTable, found: Uint32Array, item: SortItem, direction: number) {
  const keys = new Float64Array(found.length);
  if (item === 'FINISHED') {
    // Ascending puts ongoing games first, as false sorts before true in PostgreSQL.
    const { flags } = table;
    for (let n = 0; n < found.length; n++) {
      keys[n] = direction * (((flags[found[n] as number] as number) & FINISHED) !== 0 ? 1 : 0);
    }
    return keys;
  }
  const column = {
    START_TIME: table.startTime,
    OUR_SCORE: table.botScore,
    OPPONENT_SCORE: table.playerScore,
  }[item];
  for (let n = 0; n < found.length; n++) {
    keys[n] = direction * (column[found[n] as number] as number);
  }
  return keys;
}

/**
 * The positions in core/search's order (compareGames): the sort key, ties by gameId
 * descending, which is the table's order backwards, so ties go by position backwards.
 */
function sorted(table: RowTable, found: Uint32Array, query: SearchQuery): ArrayLike<number> {
  const { item, ascending } = query.sort ?? DEFAULT_SORT;
  const keys = keysOf(table, found, item, ascending ? 1 : -1);
  let exact = true;
  let min = Infinity;
  let max = -Infinity;
  for (let n = 0; n < keys.length; n++) {
    const key = keys[n] as number;
    exact &&= Number.isInteger(key);
    if (key < min) min = key;
    if (key > max) max = key;
  }
  const last = table.count - 1;
  const scale = scaleFor(table.count);
  if (keys.length > 0 && !(exact && (max - min + 1) * scale <= MAX_SAFE_INTEGER)) {
    // Keys that do not pack exactly: core/search's comparison itself.
    const { gameId } = table;
    const id = (n: number) => gameId[found[n] as number] as number;
    return Array.from(keys.keys())
      .sort((a, b) => (keys[a] as number) - (keys[b] as number) || id(b) - id(a))
      .map((n) => found[n] as number);
  }
  // In place: the key and the position backwards, as one exact integer.
  for (let n = 0; n < keys.length; n++) {
    keys[n] = ((keys[n] as number) - min) * scale + (last - (found[n] as number));
  }
  keys.sort();
  const positions = new Uint32Array(keys.length);
  for (let n = 0; n < keys.length; n++) positions[n] = last - ((keys[n] as number) % scale);
  return positions;
}

function rowsAt(table: RowTable, positions: ArrayLike<number>, from: number, to: number) {
  const row = rowReader(table);
  const rows: GameRow[] = [];
  for (let n = from; n < Math.min(to, positions.length); n++)
    rows.push(row(positions[n] as number));
  return rows;
}

/** core/search filterAndSort over the table: get-games over the cached rows. */
export function filterTable(table: RowTable, query: SearchQuery): GameRow[] {
  const positions = sorted(table, matching(table, query), query);
  return rowsAt(table, positions, 0, positions.length);
}

const isPositiveInteger = (n: number) => Number.isInteger(n) && n >= 1;

/** core/search searchGames over the table, with its RangeErrors: get-games-paginated. */
export function searchTable(table: RowTable, request: PagedSearchQuery): PagedGames {
  const { pageSize, pageNumber } = request;
  if (!isPositiveInteger(pageSize)) throw new RangeError(`pageSize ${pageSize} is not 1 or more`);
  if (!isPositiveInteger(pageNumber)) {
    throw new RangeError(`pageNumber ${pageNumber} is not 1 or more`);
  }
  const positions = sorted(table, matching(table, request), request);
  const start = (blockOfPage(pageNumber, PAGE_BLOCK_SIZE).first - 1) * pageSize;
  const block = rowsAt(table, positions, start, start + PAGE_BLOCK_SIZE * pageSize);
  return pagedAnswer(positions.length, block, pageSize, pageNumber);
}
