/**
 * Self-play on worker threads (one per core): a run plays its games in chunks, each chunk's
 * records are summed into the run's totals, and the totals are written to the run's folder
 * with the list of chunks done, so a stopped run continues where it stopped
 * (docs/strategy-tables.md). A match is the same without the records.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Worker } from 'node:worker_threads';
import type { Language } from '@ordbot/contract/enums.ts';
import { leaveIndex } from '@ordbot/engine/strategy/leaves.ts';
import { WIN_CELLS, type ChunkRecords } from '@ordbot/engine/strategy/records.ts';
import { startWorker } from '../worker-thread.ts';
import type { PlayerSpec } from './players.ts';
import type { ChunkRequest, ChunkResult, SelfPlayInput } from './selfplay-worker.ts';

const WORKER = new URL('./selfplay-worker.ts', import.meta.url);

export interface RunConfig {
  language: Language;
  players: [PlayerSpec, PlayerSpec];
  seed: number;
  games: number;
  chunkSize: number;
  record: ('a' | 'b')[];
}

/** One thread per core: self-play is the only work of the command. */
export function selfPlayWorkers(): number {
  return Math.max(1, os.availableParallelism());
}

/**
 * Plays the chunks of a run not in `done` on `workers` threads; `onChunk` gets each result as
 * it arrives (in any order). Resolves when every chunk is played.
 */
export async function playChunks(
  config: RunConfig,
  done: ReadonlySet<number>,
  workers: number,
  onChunk: (result: ChunkResult) => void | Promise<void>,
): Promise<void> {
  const chunks: ChunkRequest[] = [];
  for (let first = 0, chunk = 0; first < config.games; first += config.chunkSize, chunk++) {
    if (!done.has(chunk)) {
      chunks.push({ chunk, first, count: Math.min(config.chunkSize, config.games - first) });
    }
  }
  const input: SelfPlayInput = {
    language: config.language,
    players: config.players,
    seed: config.seed,
    record: config.record,
  };
  const threads: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let running = 0;
      const feed = (worker: Worker) => {
        const request = chunks[next++];
        if (!request) {
          if (running === 0) resolve();
          return;
        }
        running++;
        worker.postMessage(request);
      };
      for (let i = 0; i < Math.min(workers, chunks.length); i++) {
        const worker = startWorker(WORKER, input);
        threads.push(worker);
        worker.on('error', reject);
        worker.on('message', (result: ChunkResult) => {
          running--;
          Promise.resolve(onChunk(result)).then(() => feed(worker), reject);
        });
        feed(worker);
      }
      if (chunks.length === 0) resolve();
    });
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
}

/** A run's totals: dense arrays over every leave and every win cell. */
export class RunTotals {
  games = 0;
  emptyCount = 0;
  emptySum = 0;
  emptySumSq = 0;
  readonly leaveCounts: Uint32Array;
  readonly leaveSums: Float64Array;
  readonly winTotals = new Uint32Array(WIN_CELLS);
  readonly winHalves = new Uint32Array(WIN_CELLS);

  constructor(readonly language: Language) {
    const size = leaveIndex(language).size;
    this.leaveCounts = new Uint32Array(size);
    this.leaveSums = new Float64Array(size);
  }

  add(records: ChunkRecords): void {
    this.games += records.games;
    this.emptyCount += records.emptyCount;
    this.emptySum += records.emptySum;
    this.emptySumSq += records.emptySumSq;
    records.leaveIndexes.forEach((index, i) => {
      this.leaveCounts[index] =
        (this.leaveCounts[index] as number) + (records.leaveCounts[i] as number);
      this.leaveSums[index] = (this.leaveSums[index] as number) + (records.leaveSums[i] as number);
    });
    records.winCells.forEach((cell, i) => {
      this.winTotals[cell] = (this.winTotals[cell] as number) + (records.winTotals[i] as number);
      this.winHalves[cell] = (this.winHalves[cell] as number) + (records.winHalves[i] as number);
    });
  }

  addTotals(other: RunTotals): void {
    this.games += other.games;
    this.emptyCount += other.emptyCount;
    this.emptySum += other.emptySum;
    this.emptySumSq += other.emptySumSq;
    for (let i = 0; i < this.leaveCounts.length; i++) {
      this.leaveCounts[i] = (this.leaveCounts[i] as number) + (other.leaveCounts[i] as number);
      this.leaveSums[i] = (this.leaveSums[i] as number) + (other.leaveSums[i] as number);
    }
    for (let i = 0; i < WIN_CELLS; i++) {
      this.winTotals[i] = (this.winTotals[i] as number) + (other.winTotals[i] as number);
      this.winHalves[i] = (this.winHalves[i] as number) + (other.winHalves[i] as number);
    }
  }
}

export interface RunState {
  config: RunConfig;
  chunksDone: number[];
  games: number;
  emptyCount: number;
  emptySum: number;
  emptySumSq: number;
  wins: [number, number];
  draws: number;
  totals: [number, number];
  turns: number;
  /** Seconds of play so far, summed over every start of a run that stopped and went on. */
  seconds: number;
}

const STATE = 'state.json';
const LEAVES = 'leaves.bin.gz';
const WINS = 'wins.bin.gz';

function writeAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

function bytesOf(array: Uint32Array | Float64Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

export function saveRun(dir: string, state: RunState, totals: RunTotals): void {
  fs.mkdirSync(dir, { recursive: true });
  const leaves = Buffer.concat([bytesOf(totals.leaveCounts), bytesOf(totals.leaveSums)]);
  writeAtomic(path.join(dir, LEAVES), zlib.gzipSync(leaves, { level: 6 }));
  const wins = Buffer.concat([bytesOf(totals.winTotals), bytesOf(totals.winHalves)]);
  writeAtomic(path.join(dir, WINS), zlib.gzipSync(wins, { level: 6 }));
  writeAtomic(path.join(dir, STATE), JSON.stringify(state, null, 2) + '\n');
}

export function loadRun(dir: string): { state: RunState; totals: RunTotals } | null {
  const stateFile = path.join(dir, STATE);
  if (!fs.existsSync(stateFile)) return null;
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as RunState;
  const totals = new RunTotals(state.config.language);
  const leaves = zlib.gunzipSync(fs.readFileSync(path.join(dir, LEAVES)));
  const n = totals.leaveCounts.length;
  totals.leaveCounts.set(
    new Uint32Array(leaves.buffer.slice(leaves.byteOffset, leaves.byteOffset + n * 4)),
  );
  totals.leaveSums.set(
    new Float64Array(leaves.buffer.slice(leaves.byteOffset + n * 4, leaves.byteOffset + n * 12)),
  );
  const wins = zlib.gunzipSync(fs.readFileSync(path.join(dir, WINS)));
  totals.winTotals.set(
    new Uint32Array(wins.buffer.slice(wins.byteOffset, wins.byteOffset + WIN_CELLS * 4)),
  );
  totals.winHalves.set(
    new Uint32Array(
      wins.buffer.slice(wins.byteOffset + WIN_CELLS * 4, wins.byteOffset + WIN_CELLS * 8),
    ),
  );
  totals.games = state.games;
  totals.emptyCount = state.emptyCount;
  totals.emptySum = state.emptySum;
  totals.emptySumSq = state.emptySumSq;
  return { state, totals };
}

/** Runs of one configuration but for the number of games: a run can be made longer. */
function sameConfig(a: RunConfig, b: RunConfig): boolean {
  return JSON.stringify({ ...a, games: 0 }) === JSON.stringify({ ...b, games: 0 });
}

/**
 * Plays a run into `dir`, continuing a run of the same configuration found there. Saves after
 * each chunk at most every `saveEverySeconds`, and at the end. `log` gets progress lines.
 */
export async function selfPlayRun(
  dir: string,
  config: RunConfig,
  options: { workers?: number; saveEverySeconds?: number; log?: (line: string) => void } = {},
): Promise<RunState> {
  const loaded = loadRun(dir);
  if (loaded && !sameConfig(loaded.state.config, config)) {
    throw new Error(`${dir} holds a run of another configuration; choose another --out`);
  }
  if (loaded) loaded.state.config = config;
  const state: RunState = loaded?.state ?? {
    config,
    chunksDone: [],
    games: 0,
    emptyCount: 0,
    emptySum: 0,
    emptySumSq: 0,
    wins: [0, 0],
    draws: 0,
    totals: [0, 0],
    turns: 0,
    seconds: 0,
  };
  const totals = loaded?.totals ?? new RunTotals(config.language);
  const log = options.log ?? (() => {});
  const saveEvery = (options.saveEverySeconds ?? 60) * 1000;
  let lastSave = Date.now();
  let lastTick = Date.now();
  const started = Date.now();
  const gamesAtStart = state.games;
  await playChunks(config, new Set(state.chunksDone), options.workers ?? selfPlayWorkers(), (r) => {
    if (r.records) totals.add(r.records);
    state.chunksDone.push(r.chunk);
    state.games += r.wins[0] + r.wins[1] + r.draws;
    state.emptyCount = totals.emptyCount;
    state.emptySum = totals.emptySum;
    state.emptySumSq = totals.emptySumSq;
    state.wins = [state.wins[0] + r.wins[0], state.wins[1] + r.wins[1]];
    state.draws += r.draws;
    state.totals = [state.totals[0] + r.totals[0], state.totals[1] + r.totals[1]];
    state.turns += r.turns;
    const now = Date.now();
    state.seconds += (now - lastTick) / 1000;
    lastTick = now;
    if (now - lastSave >= saveEvery) {
      saveRun(dir, state, totals);
      lastSave = now;
    }
    const rate = (state.games - gamesAtStart) / ((now - started) / 1000);
    log(`${state.games} of ${config.games} games, ${rate.toFixed(1)} games/s`);
  });
  saveRun(dir, state, totals);
  return state;
}
