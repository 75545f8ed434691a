/**
 * The game search with no network (docs/architecture.md, data flow): packages/contract/search.ts's filter, order
 * and paging over every cached game row, read from the same IndexedDB database as the main
 * thread (row-store.ts: chunks of columns, one getAll), joined into one table (row-table.ts)
 * and searched as columns (table-search.ts).
 * Plain data in and out, so these run in the Web Worker or on the main thread alike. The
 * answer comes with when the rows were last saved; undefined means no game is cached at all.
 *
 * Each search leaves User Timing entries of its parts, 'offline-search:read' (IndexedDB),
 * ':build' (the table) and ':search', which the benchmark reads from the worker
 * (tests/bench/offline.bench.ts).
 */
import type {
  GameRow,
  GameSearchRequest,
  GetGamesRequest,
  PagedGames,
} from '@ordbot/contract/api-types.ts';
import { filterAndSort, searchGames } from '@ordbot/contract/search.ts';
import type { Cached } from './cache-schema.ts';
import { mergeChunks, type RowChunk } from './row-chunks.ts';
import { CHUNK_ROWS, MAX_CHUNKS } from './cache-names.ts';
import { readRowChunks } from './row-store.ts';
import { buildTable, type RowTable } from './row-table.ts';
import { filterTable, searchTable } from './table-search.ts';

/** The rows of the last search, kept between searches. */
interface Memory {
  /** The chunks they were read from. */
  keys: number[];
  cachedAt: number;
  /** The rows as a table; as objects when a gameId is not a safe integer (row-table.ts). */
  table?: RowTable;
  rows?: GameRow[];
}

// A warm search reads the chunks' keys only, and after a save only the chunk it added.
let memory: Memory | undefined;

function timed<T>(part: string, start: number, value: T): T {
  const entry = `offline-search:${part}`;
  try {
    // The latest only, as app.worker.ts keeps its entries.
    performance.clearMeasures(entry);
    performance.measure(entry, { start, end: performance.now() });
  } catch {
    // User Timing is a diagnostic only.
  }
  return value;
}

/** The rows of `before` (if any) with the chunks' rows added, a later copy replacing one. */
function withChunks(before: Memory | undefined, chunks: readonly RowChunk[]) {
  if (before?.rows) {
    const byId = new Map(before.rows.map((row) => [row.gameId, row]));
    for (const row of mergeChunks(chunks)) byId.set(row.gameId, row);
    return { rows: [...byId.values()] };
  }
  const all = before?.table ? [before.table, ...chunks] : chunks;
  const table = buildTable(all);
  return table ? { table } : { rows: mergeChunks(all) };
}

async function cachedRows(): Promise<Memory | undefined> {
  let start = performance.now();
  const read = await readRowChunks(memory?.keys);
  timed('read', start, read);
  if (!read) {
    memory = undefined;
    return undefined;
  }
  start = performance.now();
  const before = read.read === 'all' ? undefined : memory;
  const rows = read.read === 'same' && memory ? memory : withChunks(before, read.chunks);
  memory = timed('build', start, { ...rows, keys: read.keys, cachedAt: read.cachedAt });
  const unordered = memory.table?.unordered ?? 0;
  if (read.read !== 'same' && (read.keys.length > MAX_CHUNKS || unordered > CHUNK_ROWS)) {
    // After the answer: many saves make many chunks, each a sort at every cold read; merge
    // them into few, in order.
    setTimeout(() => {
      void import('./cache-schema.ts')
        .then((schema) => schema.compactRowChunks(undefined, true))
        .catch(() => undefined);
    }, 0);
  }
  const count = memory.table?.count ?? memory.rows?.length ?? 0;
  return count > 0 ? memory : undefined;
}

async function overCachedRows<T>(
  onTable: (table: RowTable) => T,
  onRows: (rows: GameRow[]) => T,
): Promise<Cached<T> | undefined> {
  const rows = await cachedRows();
  if (!rows) return undefined;
  const start = performance.now();
  const value = rows.table ? onTable(rows.table) : onRows(rows.rows ?? []);
  return timed('search', start, { value, cachedAt: rows.cachedAt });
}

/** Forgets the rows kept in memory (tests). */
export function forgetCachedRows(): void {
  memory = undefined;
}

/** get-games-paginated over the cached rows. */
export function offlineSearch(request: GameSearchRequest): Promise<Cached<PagedGames> | undefined> {
  return overCachedRows(
    (table) => searchTable(table, request),
    (rows) => searchGames(rows, request),
  );
}

/** get-games over the cached rows. */
export function offlineGames(query: GetGamesRequest): Promise<Cached<GameRow[]> | undefined> {
  return overCachedRows(
    (table) => filterTable(table, query),
    (rows) => filterAndSort(rows, query),
  );
}
