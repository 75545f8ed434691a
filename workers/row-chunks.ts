/**
 * Game rows as columns (issue 19): IndexedDB clones a typed array as one block of bytes, so
 * reading 100,000 rows is a few copies instead of 100,000 objects of ten fields each. Strings
 * that repeat (player names, language, board type) are kept once per chunk with an index per
 * row. encodeRows and decodeRows are exact inverses for every GameRow (tests/unit/cache).
 */
import type { BoardType, Language } from '../core/enums.ts';
import type { BoardInfo, GameRow } from '../core/api-types.ts';

export interface RowChunk {
  count: number;
  /** Float64: ids and epoch seconds may pass 2^31. */
  gameId: Float64Array;
  startTime: Float64Array;
  playerId: Float64Array;
  playerScore: Float64Array;
  botScore: Float64Array;
  /** Bit 0 finished, 1 hasCheat, 2 isValid present, 3 isValid. */
  flags: Uint8Array;
  /** Distinct strings of the chunk; the columns below index into it. */
  strings: string[];
  playerName: Uint32Array;
  language: Uint32Array;
  boardType: Uint32Array;
}

const FINISHED = 1;
const CHEAT = 2;
const HAS_VALID = 4;
const VALID = 8;

export function encodeRows(rows: readonly GameRow[]): RowChunk {
  const count = rows.length;
  const chunk: RowChunk = {
    count,
    gameId: new Float64Array(count),
    startTime: new Float64Array(count),
    playerId: new Float64Array(count),
    playerScore: new Float64Array(count),
    botScore: new Float64Array(count),
    flags: new Uint8Array(count),
    strings: [],
    playerName: new Uint32Array(count),
    language: new Uint32Array(count),
    boardType: new Uint32Array(count),
  };
  const index = new Map<string, number>();
  const stringIndex = (value: string) => {
    let at = index.get(value);
    if (at === undefined) {
      at = chunk.strings.length;
      chunk.strings.push(value);
      index.set(value, at);
    }
    return at;
  };
  rows.forEach((row, i) => {
    chunk.gameId[i] = row.gameId;
    chunk.startTime[i] = row.startTime;
    chunk.playerId[i] = row.playerId;
    chunk.playerScore[i] = row.playerScore;
    chunk.botScore[i] = row.botScore;
    chunk.flags[i] =
      (row.finished ? FINISHED : 0) |
      (row.hasCheat ? CHEAT : 0) |
      (row.isValid === undefined ? 0 : HAS_VALID | (row.isValid ? VALID : 0));
    chunk.playerName[i] = stringIndex(row.playerName);
    chunk.language[i] = stringIndex(row.boardInfo.language);
    chunk.boardType[i] = stringIndex(row.boardInfo.boardType);
  });
  return chunk;
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

export function decodeRows(chunk: RowChunk): GameRow[] {
  const { strings } = chunk;
  const boardInfo = boardInfos(chunk);
  const rows: GameRow[] = new Array(chunk.count);
  for (let i = 0; i < chunk.count; i++) {
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
    rows[i] = row;
  }
  return rows;
}
