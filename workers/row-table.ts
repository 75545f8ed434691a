/**
 * The offline search's rows in memory: the cached chunks become one table of
 * columns, each game once (its copy in the latest chunk), in ascending gameId order, so that
 * table-search.ts can run packages/contract/search.ts on the columns. Chunks are written in gameId order, so
 * the chunks up to the first save since the last merge are copied as they are, range by
 * range; only the rows saved since are sorted, as numbers in one Float64Array (gameId and
 * position packed into one exact integer), which the engine sorts natively.
 */
import type { RowChunk } from './row-chunks.ts';

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
export const scaleFor = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(count, 1)));

/**
 * How many of the chunks, from the first, hold their rows in strictly ascending gameId order
 * one after another. A chunk that says it is ordered (encodeRows) is checked at its ends only.
 */
function ascendingChunks(chunks: readonly RowChunk[]): number {
  let last = -Infinity;
  for (let c = 0; c < chunks.length; c++) {
    const { gameId, count, ordered } = chunks[c] as RowChunk;
    if (ordered) {
      if (count > 0 && !((gameId[0] as number) > last)) return c;
      if (count > 0) last = gameId[count - 1] as number;
      continue;
    }
    for (let i = 0; i < count; i++) {
      const id = gameId[i] as number;
      if (!(id > last)) return c;
      last = id;
    }
  }
  return chunks.length;
}

/** The first index in [from, to) whose id is `id` or more (ids ascending there). */
function lowerBound(ids: Float64Array, from: number, to: number, id: number): number {
  while (from < to) {
    const middle = (from + to) >>> 1;
    if ((ids[middle] as number) < id) from = middle + 1;
    else to = middle;
  }
  return from;
}

/** Ranges of rows [start, end), in the order they make the table. */
interface Runs {
  starts: number[];
  ends: number[];
  count: number;
}

function addRun(runs: Runs, start: number, end: number) {
  if (end <= start) return;
  const last = runs.ends.length - 1;
  if (last >= 0 && runs.ends[last] === start) runs.ends[last] = end;
  else {
    runs.starts.push(start);
    runs.ends.push(end);
  }
  runs.count += end - start;
}

/**
 * The rows of the chunks as a table, a later chunk's copy of a game replacing an earlier one
 * (pass a table first and new chunks after to add them). Saves and merges write each chunk in
 * gameId order (encodeRows), and a merge writes its chunks one after another, so the chunks up
 * to the first save since the last merge are read as they are: copied as whole ranges, with
 * the rows saved since sorted and put in their places. Undefined when such a gameId is not a
 * non-negative safe integer: then the rows must be searched as objects.
 */
export function buildTable(chunks: readonly RowChunk[]): RowTable | undefined {
  const inOrder = ascendingChunks(chunks);
  const flat = flatten(chunks);
  const first = chunks.slice(0, inOrder).reduce((sum, chunk) => sum + chunk.count, 0);
  if (first === flat.count) return { ...flat, ordered: true, unordered: 0 };
  const later = latestById(flat.gameId, first);
  if (!later) return undefined;
  // Each later row goes where its gameId belongs among the first rows, replacing the row of
  // the same game there.
  const ids = flat.gameId;
  const runs: Runs = { starts: [], ends: [], count: 0 };
  let i = 0;
  for (let k = 0; k < later.length; k++) {
    const position = later[k] as number;
    const id = ids[position] as number;
    const at = lowerBound(ids, i, first, id);
    addRun(runs, i, at);
    addRun(runs, position, position + 1);
    i = at < first && ids[at] === id ? at + 1 : at;
  }
  addRun(runs, i, first);
  return { ...copyRuns(flat, runs), unordered: flat.count - first };
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
    if (renumber.every((index, i) => index === i)) {
      // The table's strings so far, in the same order (the chunks of one merge share them).
      for (const name of ['playerName', 'language', 'boardType'] as const) {
        flat[name].set(chunk[name].subarray(0, chunk.count), at);
      }
    } else {
      const { playerName, language, boardType } = chunk;
      for (let i = 0; i < chunk.count; i++) {
        flat.playerName[at + i] = renumber[playerName[i] as number] as number;
        flat.language[at + i] = renumber[language[i] as number] as number;
        flat.boardType[at + i] = renumber[boardType[i] as number] as number;
      }
    }
    at += chunk.count;
  }
  return flat;
}

/** The rows of `table` in `runs`, copied a range at a time. */
function copyRuns(table: RowTable, runs: Runs): RowTable {
  const column = <T extends Float64Array | Uint32Array | Uint8Array>(values: T): T => {
    const copied = new (values.constructor as new (length: number) => T)(runs.count);
    let at = 0;
    for (let r = 0; r < runs.starts.length; r++) {
      const start = runs.starts[r] as number;
      const end = runs.ends[r] as number;
      copied.set(values.subarray(start, end), at);
      at += end - start;
    }
    return copied;
  };
  return {
    count: runs.count,
    ordered: true,
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
