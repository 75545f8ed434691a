/**
 * Game rows as columns: IndexedDB clones a typed array as one block of bytes, so
 * reading 100,000 rows is a few copies instead of 100,000 objects of ten fields each. Strings
 * that repeat (player names, language, board type) are kept once per chunk with an index per
 * row. Each column is the narrowest typed array that holds all its values exactly (chunks of
 * the first version have Float64Array and Uint32Array throughout; they read alike), so a cold
 * read copies about 20 bytes a row instead of 53. encodeRows and decodeRows are exact inverses
 * for every GameRow (tests/unit/workers/row-table.test.ts).
 */
import type { BoardType, Language } from '@ordbot/contract/enums.ts';
import type { BoardInfo, GameRow } from '@ordbot/contract/api-types.ts';

/** A column of numbers: any typed array that holds every value of it exactly. */
export type NumberColumn =
  Float64Array | Int32Array | Uint32Array | Int16Array | Uint16Array | Uint8Array;

export interface RowChunk {
  count: number;
  /** Float64 when a value passes 2^32 or is not an integer (ids and epoch seconds may pass 2^31). */
  gameId: NumberColumn;
  startTime: NumberColumn;
  playerId: NumberColumn;
  playerScore: NumberColumn;
  botScore: NumberColumn;
  /** Bit 0 finished, 1 hasCheat, 2 isValid present, 3 isValid. */
  flags: Uint8Array;
  /** True when the rows are in strictly ascending gameId order (absent in the first version). */
  ordered?: boolean;
  /** Distinct strings of the chunk; the columns below index into it. */
  strings: string[];
  playerName: NumberColumn;
  language: NumberColumn;
  boardType: NumberColumn;
}

/** The narrowest typed array that holds every value exactly (Float64Array for any number). */
export function narrowColumn(values: Float64Array): NumberColumn {
  let min = 0;
  let max = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    // -0 and fractions only survive in a Float64Array.
    if (!Number.isInteger(value) || Object.is(value, -0)) return values;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min >= 0) {
    if (max < 2 ** 8) return Uint8Array.from(values);
    if (max < 2 ** 16) return Uint16Array.from(values);
    if (max < 2 ** 32) return Uint32Array.from(values);
  } else {
    if (min >= -(2 ** 15) && max < 2 ** 15) return Int16Array.from(values);
    if (min >= -(2 ** 31) && max < 2 ** 31) return Int32Array.from(values);
  }
  return values;
}

/** The flags column's bits (also read by table-search.ts's filter). */
export const FINISHED = 1;
const CHEAT = 2;
const HAS_VALID = 4;
const VALID = 8;

/**
 * The rows as a chunk, in ascending gameId order (a stable sort: copies of one game keep their
 * order), so that the worker reads chunks saved one after another without sorting them
 * (row-table.ts buildTable). The chunk's strings begin with `shared`: the chunks of one
 * merge share them, so the worker need not renumber them.
 */
export function encodeRows(unsorted: readonly GameRow[], shared: readonly string[] = []): RowChunk {
  const rows = [...unsorted].sort((a, b) => a.gameId - b.gameId);
  const count = rows.length;
  const gameId = new Float64Array(count);
  const startTime = new Float64Array(count);
  const playerId = new Float64Array(count);
  const playerScore = new Float64Array(count);
  const botScore = new Float64Array(count);
  const playerName = new Float64Array(count);
  const language = new Float64Array(count);
  const boardType = new Float64Array(count);
  const flags = new Uint8Array(count);
  const strings = [...shared];
  const index = new Map(strings.map((value, i) => [value, i]));
  const stringIndex = (value: string) => {
    let at = index.get(value);
    if (at === undefined) {
      at = strings.push(value) - 1;
      index.set(value, at);
    }
    return at;
  };
  rows.forEach((row, i) => {
    gameId[i] = row.gameId;
    startTime[i] = row.startTime;
    playerId[i] = row.playerId;
    playerScore[i] = row.playerScore;
    botScore[i] = row.botScore;
    flags[i] =
      (row.finished ? FINISHED : 0) |
      (row.hasCheat ? CHEAT : 0) |
      (row.isValid === undefined ? 0 : HAS_VALID | (row.isValid ? VALID : 0));
    playerName[i] = stringIndex(row.playerName);
    language[i] = stringIndex(row.boardInfo.language);
    boardType[i] = stringIndex(row.boardInfo.boardType);
  });
  let ordered = true;
  for (let i = 1; i < count && ordered; i++)
    ordered = (gameId[i] as number) > (gameId[i - 1] as number);
  return {
    count,
    ordered,
    gameId: narrowColumn(gameId),
    startTime: narrowColumn(startTime),
    playerId: narrowColumn(playerId),
    playerScore: narrowColumn(playerScore),
    botScore: narrowColumn(botScore),
    flags,
    strings,
    playerName: narrowColumn(playerName),
    language: narrowColumn(language),
    boardType: narrowColumn(boardType),
  };
}

/** One boardInfo object per language and board type: rows are read, never changed. */
function boardInfos(chunk: RowChunk) {
  const shared = new Map<number, BoardInfo>();
  return (i: number): BoardInfo => {
    const language = chunk.language[i] as number;
    const boardType = chunk.boardType[i] as number;
    const key = language * chunk.strings.length + boardType;
    let info = shared.get(key);
    if (!info) {
      info = {
        language: chunk.strings[language] as Language,
        boardType: chunk.strings[boardType] as BoardType,
      };
      shared.set(key, info);
    }
    return info;
  };
}

/** A reader of the chunk's row i as a GameRow object. */
export function rowReader(chunk: RowChunk): (i: number) => GameRow {
  const { strings } = chunk;
  const boardInfo = boardInfos(chunk);
  return (i) => {
    const flags = chunk.flags[i] as number;
    const row: GameRow = {
      gameId: chunk.gameId[i] as number,
      startTime: chunk.startTime[i] as number,
      playerId: chunk.playerId[i] as number,
      playerName: strings[chunk.playerName[i] as number] as string,
      playerScore: chunk.playerScore[i] as number,
      botScore: chunk.botScore[i] as number,
      finished: (flags & FINISHED) !== 0,
      hasCheat: (flags & CHEAT) !== 0,
      boardInfo: boardInfo(i),
    };
    if (flags & HAS_VALID) row.isValid = (flags & VALID) !== 0;
    return row;
  };
}

/** Every row of the chunk, in order. */
export function decodeRows(chunk: RowChunk): GameRow[] {
  const row = rowReader(chunk);
  const rows: GameRow[] = new Array(chunk.count);
  for (let i = 0; i < chunk.count; i++) rows[i] = row(i);
  return rows;
}

/** True when no gameId is in more than one of the chunks (nor twice in one). */
function disjoint(chunks: readonly RowChunk[]): boolean {
  const ids = new Float64Array(chunks.reduce((sum, chunk) => sum + chunk.count, 0));
  let at = 0;
  for (const chunk of chunks) {
    ids.set(chunk.gameId.subarray(0, chunk.count), at);
    at += chunk.count;
  }
  ids.sort();
  for (let i = 1; i < ids.length; i++) if (ids[i] === ids[i - 1]) return false;
  return true;
}

/** Every row of the chunks, each game once: its copy in the latest chunk that has it. */
export function mergeChunks(chunks: readonly RowChunk[]): GameRow[] {
  // The usual case, and a typed-array sort is far cheaper than a Map of every row.
  if (disjoint(chunks)) return chunks.flatMap((chunk) => decodeRows(chunk));
  const byId = new Map<number, GameRow>();
  for (const chunk of chunks) {
    for (const row of decodeRows(chunk)) byId.set(row.gameId, row);
  }
  return [...byId.values()];
}
