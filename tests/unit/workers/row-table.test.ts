import { describe, expect, it } from 'vitest';
import type { GameRow, GameSearchRequest, GetGamesRequest } from '@ordbot/contract/api-types.ts';
import { SORT_ITEMS, type BoardType, type Language } from '@ordbot/contract/enums.ts';
import { filterAndSort, searchGames } from '@ordbot/contract/search.ts';
import {
  decodeRows,
  encodeRows,
  mergeChunks,
  narrowColumn,
  type RowChunk,
} from '../../../workers/row-chunks.ts';
import { buildTable } from '../../../workers/row-table.ts';
import { filterTable, searchTable } from '../../../workers/table-search.ts';

const LANGUAGES: Language[] = ['NO_B', 'NO_NY', 'ENG_US', 'ENG_INT'];
const BOARDS: BoardType[] = ['NORMAL', 'RANDOM'];

/** A fixed pseudo-random sequence, so every run tests the same rows. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
}

/** Rows with few distinct values, so that sort keys tie often and ties go by gameId. */
function makeRows(ids: readonly number[], seed: number): GameRow[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  return ids.map((gameId) => {
    const playerId = 1 + Math.floor(next() * 6);
    const row: GameRow = {
      gameId,
      startTime: 1_600_000_000 + Math.floor(next() * 20) * 60,
      playerId,
      playerName: `Spiller ${playerId}`,
      playerScore: 300 + Math.floor(next() * 5),
      botScore: 300 + Math.floor(next() * 5),
      finished: next() > 0.3,
      hasCheat: next() < 0.1,
      boardInfo: { language: pick(LANGUAGES), boardType: pick(BOARDS) },
    };
    if (next() < 0.3) row.isValid = next() < 0.5;
    return row;
  });
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** A chunk as the first version wrote them: Float64 columns, rows in the order given. */
function unsortedChunk(rows: readonly GameRow[]): RowChunk {
  const sorted = encodeRows(rows);
  const decoded = decodeRows(sorted);
  const at = rows.map((row) => decoded.findIndex((r) => r.gameId === row.gameId));
  const column = (values: ArrayLike<number>) => Float64Array.from(at, (i) => values[i] as number);
  const { ordered: _, ...unmarked } = sorted;
  return {
    ...unmarked,
    gameId: column(sorted.gameId),
    startTime: column(sorted.startTime),
    playerId: column(sorted.playerId),
    playerScore: column(sorted.playerScore),
    botScore: column(sorted.botScore),
    flags: Uint8Array.from(at, (i) => sorted.flags[i] as number),
    playerName: Uint32Array.from(at, (i) => sorted.playerName[i] as number),
    language: Uint32Array.from(at, (i) => sorted.language[i] as number),
    boardType: Uint32Array.from(at, (i) => sorted.boardType[i] as number),
  };
}

/** Chunks as a device may hold them: merged, saved since (overlapping), and of the first version. */
function deviceChunks(): RowChunk[] {
  return [
    encodeRows(makeRows(range(1, 150), 1)),
    encodeRows(makeRows(range(151, 100), 2)),
    // Saves since: newer copies of some of the games above, and new games.
    encodeRows(makeRows([...range(140, 30), 400, 7], 3)),
    unsortedChunk(makeRows([5, 300, 2, 260, 140], 4)),
    encodeRows(makeRows(range(250, 30).reverse(), 5)),
  ];
}

const FILTERS: GetGamesRequest[] = [
  {},
  { playerIds: [2, 5, 5] },
  { playerIds: [] },
  { finished: true },
  { finished: false, boardInfo: { boardType: 'RANDOM' } },
  { boardInfo: { language: 'NO_B' } },
  { boardInfo: { language: ['ENG_US', 'ENG_INT'], boardType: 'NORMAL' } },
  { boardInfo: { language: [] } },
  { timeFrom: 1_600_000_300, timeTo: 1_600_000_600.5 },
  { timeFrom: 1_600_000_299.5, playerIds: [1, 3], finished: true },
  { playerIds: [99] },
];

const SORTS = SORT_ITEMS.flatMap((item) => [
  { item, ascending: true },
  { item, ascending: false },
]);

function queries(): GameSearchRequest[] {
  const all: GameSearchRequest[] = [];
  for (const filter of FILTERS) {
    for (const sort of [undefined, ...SORTS]) {
      for (const [pageSize, pageNumber] of [
        [10, 1],
        [7, 3],
        [3, 8],
        [25, 2],
        [100, 1],
      ] as const) {
        all.push({ ...filter, sort, pageSize, pageNumber });
      }
    }
  }
  return all;
}

describe('the column search (workers/row-table.ts, table-search.ts)', () => {
  const chunks = deviceChunks();
  const rows = mergeChunks(chunks);
  const table = buildTable(chunks);

  it('holds each game once, its latest copy, in gameId order', () => {
    expect(table).toBeDefined();
    const tableRows = decodeRows(table as RowChunk);
    const ids = tableRows.map((row) => row.gameId);
    expect(ids).toEqual([...new Set(rows.map((row) => row.gameId))].sort((a, b) => a - b));
    const byId = new Map(rows.map((row) => [row.gameId, row]));
    for (const row of tableRows) expect(row).toEqual(byId.get(row.gameId));
  });

  it('answers get-games-paginated as packages/contract/search.ts does, for every filter, sort and page', () => {
    for (const query of queries()) {
      expect(searchTable(table!, query), JSON.stringify(query)).toEqual(searchGames(rows, query));
    }
  });

  it('answers get-games as packages/contract/search.ts does', () => {
    for (const filter of FILTERS) {
      for (const sort of [undefined, ...SORTS]) {
        const query = { ...filter, sort };
        expect(filterTable(table!, query)).toEqual(filterAndSort(rows, query));
      }
    }
  });

  it('throws packages/contract/search.ts RangeErrors for a bad page size or number', () => {
    for (const bad of [
      { pageSize: 0, pageNumber: 1 },
      { pageSize: 2.5, pageNumber: 1 },
      { pageSize: 5, pageNumber: 0 },
    ]) {
      expect(() => searchTable(table!, bad)).toThrow(
        (() => {
          try {
            searchGames(rows, bad);
          } catch (error) {
            return (error as Error).message;
          }
          return 'no error';
        })(),
      );
    }
  });

  it('reads chunks of the first version (rows in any order) as the same rows', () => {
    const old = chunks.map((chunk) => unsortedChunk(decodeRows(chunk).reverse()));
    expect(decodeRows(buildTable(old)!)).toEqual(decodeRows(table!));
  });

  it('adds chunks to a table as if it had read them all', () => {
    const first = buildTable(chunks.slice(0, 2));
    const added = buildTable([first!, ...chunks.slice(2)]);
    expect(decodeRows(added!)).toEqual(decodeRows(table!));
  });

  it('orders keys that do not pack into one number (fractions, wide ranges) as core does', () => {
    const odd = makeRows(range(1, 60), 9).map((row, i) => ({
      ...row,
      startTime: i % 3 ? row.startTime + 0.25 : row.startTime,
      botScore: i % 2 ? 2 ** 50 : -(2 ** 50),
    }));
    const oddTable = buildTable([encodeRows(odd)]);
    for (const sort of SORTS) {
      const query = { pageSize: 9, pageNumber: 2, sort };
      expect(searchTable(oddTable!, query)).toEqual(searchGames(odd, query));
    }
  });

  it('declines ids that are not non-negative safe integers (searched as objects instead)', () => {
    for (const gameId of [-1, 2 ** 53, 0.5]) {
      const saved = [encodeRows(makeRows([1, 2], 1)), unsortedChunk(makeRows([gameId, 1], 2))];
      expect(buildTable(saved)).toBeUndefined();
    }
    expect(buildTable([encodeRows(makeRows([0, 2 ** 40], 1))])).toBeDefined();
  });

  it('answers an empty table as packages/contract/search.ts answers no rows', () => {
    const empty = buildTable([]);
    const query = { pageSize: 5, pageNumber: 1 };
    expect(searchTable(empty!, query)).toEqual(searchGames([], query));
  });
});

describe('chunks of columns (workers/row-chunks.ts)', () => {
  it('keep every row exactly, in gameId order, in the narrowest columns', () => {
    const rows = makeRows([30, 10, 20], 1);
    const odd: GameRow = { ...rows[0]!, gameId: 2 ** 40, startTime: -0, playerScore: -3.5 };
    const chunk = encodeRows([...rows, odd]);
    expect(decodeRows(chunk)).toEqual([rows[1], rows[2], rows[0], odd]);
    expect(Object.is(decodeRows(chunk)[3]?.startTime, -0)).toBe(true);
    expect(chunk.gameId).toBeInstanceOf(Float64Array);
    expect(encodeRows(rows).gameId).toBeInstanceOf(Uint8Array);
    expect(encodeRows(rows).startTime).toBeInstanceOf(Uint32Array);
    expect(chunk.playerScore).toBeInstanceOf(Float64Array);
  });

  it('say whether their rows are in strictly ascending gameId order, and share strings', () => {
    expect(encodeRows(makeRows([3, 1, 2], 1)).ordered).toBe(true);
    expect(encodeRows(makeRows([1, 2, 1], 1)).ordered).toBe(false);
    const first = encodeRows(makeRows([1, 2], 1));
    const next = encodeRows(makeRows([3, 4], 2), first.strings);
    expect(next.strings.slice(0, first.strings.length)).toEqual(first.strings);
    expect(decodeRows(next)).toEqual(makeRows([3, 4], 2));
  });

  it('narrow a column to the smallest typed array that holds it', () => {
    const narrow = (values: number[]) => narrowColumn(Float64Array.from(values)).constructor;
    expect(narrow([0, 255])).toBe(Uint8Array);
    expect(narrow([0, 65_535])).toBe(Uint16Array);
    expect(narrow([0, 2 ** 32 - 1])).toBe(Uint32Array);
    expect(narrow([0, 2 ** 32])).toBe(Float64Array);
    expect(narrow([-(2 ** 15), 2 ** 15 - 1])).toBe(Int16Array);
    expect(narrow([-(2 ** 31), 2 ** 31 - 1])).toBe(Int32Array);
    expect(narrow([-(2 ** 31) - 1])).toBe(Float64Array);
    expect(narrow([1.5])).toBe(Float64Array);
    expect(narrow([-0])).toBe(Float64Array);
    expect(narrow([NaN])).toBe(Float64Array);
  });

  it('merge as objects with a later copy of a game replacing an earlier one', () => {
    const merged = mergeChunks([encodeRows(makeRows([1, 2], 1)), encodeRows(makeRows([2], 2))]);
    expect(merged.find((row) => row.gameId === 2)).toEqual(makeRows([2], 2)[0]);
    expect(merged).toHaveLength(2);
  });
});
