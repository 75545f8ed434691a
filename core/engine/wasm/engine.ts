// Over 300 lines: the bridge to the WebAssembly search writes the board, the rack and the leave
// keys into the module's memory in its layout and reads the moves back, and the offsets of both
// sides belong in one place.
/**
 * The move engine in WebAssembly (core/engine/wasm/assembly, built by scripts/build-wasm.mjs):
 * the same functions as core/engine/movegen.ts with the same answers. One instance per lexicon
 * holds its word graph in linear memory (graph.ts's layout), loaded once; each call writes the
 * board (only when it changed), the rack and its leave values, runs the search and ranks the
 * moves with the TypeScript engine's own ranking (rankPool, MovePool.sorted).
 */
import { letterMultiplier, wordMultiplier, type SquareCode } from '../../board.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../../constants.ts';
import type { Language } from '../../enums.ts';
import { BLANK, tileValue } from '../../tiles.ts';
import { bestKeepOf } from '../leave-keys.ts';
import type { Lexicon } from '../lexicon.ts';
import type { MoveEngine } from '../move-engine-types.ts';
import { BLANK_FLAG, MovePool } from '../move-pool.ts';
import type { LeaveCounts } from '../move-search.ts';
import {
  normaliseRack,
  rankPool,
  type GenerateOptions,
  type RankedMove,
  type TopOptions,
} from '../movegen.ts';
import { checkBoard } from '../placement.ts';
import { resolveLayout } from '../scoring.ts';
import type { EngineMove } from '../types.ts';

/** The WebAssembly API as far as this file needs it (the realms' type libraries differ). */
interface WasmGlobal {
  value: number;
}
interface WasmExports {
  memory: { buffer: ArrayBuffer };
  INPUT: WasmGlobal;
  heads: WasmGlobal;
  equities: WasmGlobal;
  codes: WasmGlobal;
  poolCount: WasmGlobal;
  graphWords: WasmGlobal;
  anchorsSearched: WasmGlobal;
  steps: WasmGlobal;
  alloc(bytes: number): number;
  release(at: number): void;
  buildGraph(raw: number, count: number): number;
  setBoard(all: number): void;
  setRack(
    blanks: number,
    kinds: number,
    keys: number,
    blankRadix: number,
    all: number,
    letterCount: number,
  ): void;
  searchAll(): number;
  searchTop(n: number): number;
}
/** A compiled module (WebAssembly.Module). */
export type EngineModule = object;
interface WasmApi {
  Module: new (bytes: Uint8Array) => EngineModule;
  Instance: new (module: EngineModule, imports: object) => { exports: unknown };
  compile(bytes: Uint8Array): Promise<EngineModule>;
}

function api(): WasmApi {
  const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!wasm) throw new Error('This runtime has no WebAssembly');
  return wasm;
}

/** Compiles the module's bytes (synchronously: Node and workers allow it for any size). */
export function compileEngine(bytes: Uint8Array): EngineModule {
  return new (api().Module)(bytes);
}

/** Compiles the module's bytes off the calling thread's critical path. */
export function compileEngineAsync(bytes: Uint8Array): Promise<EngineModule> {
  return api().compile(bytes);
}

// INPUT's fields (core/engine/wasm/assembly/board.ts).
const IN_CELLS = 0;
const IN_VALUES = 256;
const IN_LM = 512;
const IN_WM = 768;
const IN_LETTER_POINTS = 1024;
const IN_RACK = 1056;
const IN_RADIX = 1088;
const IN_KIND = 1216;
const IN_HAVE = 1248;
const IN_STEP = 1280;
const IN_MAX_LEAVE = 1312;
const IN_LEAVE = 1376;
const UNKNOWN_LETTER = 31;
const MAX_KEYS = 1 << RACK_SIZE;

/** Sizes of the loaded engine, for the bench's report. */
export interface EngineSizes {
  graphBytes: number;
  memoryBytes: number;
}

/** One lexicon's WebAssembly search: the TypeScript MoveSearch's prepare and search steps. */
export class WasmSearch {
  readonly letters: readonly string[];
  private readonly x: WasmExports;
  private readonly all: number;
  private readonly graphWords: number;
  private readonly leaveCounts: Int8Array;
  private readonly have = new Int32Array(RACK_SIZE + 1);
  private readonly kindOf = new Int32Array(RACK_SIZE + 1);
  private readonly leaveByKey = new Float64Array(MAX_KEYS);
  private readonly maxLeave = new Float64Array(RACK_SIZE + 1);
  private readonly rackCounts = new Int8Array(32);
  /** The board the module holds (null before the first call). */
  private board: string[] | null = null;
  /** squareCode's answers for the current language. */
  private readonly squares = new Map<string, number>();
  private layout: readonly number[] | null = null;
  private language: Language | null = null;
  private blanks = 0;
  private keyCount = 1;

  constructor(
    module: EngineModule,
    private readonly lexicon: Lexicon,
  ) {
    const abort = () => {
      throw new Error('The WebAssembly engine aborted');
    };
    const instance = new (api().Instance)(module, { env: { abort } });
    this.x = instance.exports as WasmExports;
    this.letters = [...lexicon.alphabet];
    this.all = this.letters.length >= 31 ? 0x7fffffff : (1 << this.letters.length) - 1;
    this.leaveCounts = new Int8Array(this.letters.length + 1);
    const edges = lexicon.edges;
    const raw = this.x.alloc(edges.length * 4);
    new Uint32Array(this.x.memory.buffer, raw, edges.length).set(edges);
    this.graphWords = this.x.buildGraph(raw, edges.length);
  }

  sizes(): EngineSizes {
    return { graphBytes: this.graphWords * 4, memoryBytes: this.x.memory.buffer.byteLength };
  }

  /** Anchors the last top search searched. */
  get anchorsSearched(): number {
    return this.x.anchorsSearched.value;
  }

  /** Board, layout, rack and leaves as MoveSearch.prepare reads them. */
  prepare(
    board: readonly string[],
    layout: readonly number[],
    language: Language,
    rack: string,
    leaves: LeaveCounts | null,
  ): void {
    this.prepareBoard(board, layout, language);
    this.prepareRack(rack, leaves);
  }

  /**
   * Writes the squares that differ from the board of the last call (all of them after a change
   * of layout or language) and has the module fill its pass boards.
   */
  private prepareBoard(board: readonly string[], layout: readonly number[], language: Language) {
    const bytes = new Uint8Array(this.x.memory.buffer, this.x.INPUT.value, IN_LEAVE);
    const signed = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    let last = this.board;
    if (last === null || language !== this.language || layout !== this.layout) {
      last = null;
      this.squares.clear();
      for (let sq = 0; sq < SQUARES; sq++) {
        const code = layout[sq] as SquareCode;
        bytes[IN_LM + sq] = letterMultiplier(code);
        bytes[IN_WM + sq] = wordMultiplier(code);
      }
      signed.fill(0, IN_LETTER_POINTS, IN_LETTER_POINTS + 32);
      this.letters.forEach((l, i) => {
        signed[IN_LETTER_POINTS + i] = tileValue(l.toUpperCase(), language);
      });
      this.board = new Array<string>(SQUARES).fill('');
      this.layout = layout;
      this.language = language;
    }
    const kept = this.board as string[];
    let changed = last === null;
    for (let sq = 0; sq < SQUARES; sq++) {
      const square = board[sq] as string;
      if (last !== null && kept[sq] === square) continue;
      kept[sq] = square;
      changed = true;
      const code = this.squareCode(square, language);
      signed[IN_CELLS + sq] = code >> 8;
      signed[IN_VALUES + sq] = code & 0xff;
    }
    if (changed) this.x.setBoard(this.all);
  }

  /** A square's cell code (high byte) and tile points (low byte), made once per string. */
  private squareCode(square: string, language: Language): number {
    let code = this.squares.get(square);
    if (code === undefined) {
      let cell = -1;
      if (square !== '') {
        const lower = square.toLowerCase();
        const index = this.lexicon.indexOf(lower);
        cell = (index < 0 ? UNKNOWN_LETTER : index) | (square === lower ? BLANK_FLAG : 0);
      }
      code = (cell << 8) | (square === '' ? 0 : tileValue(square, language));
      this.squares.set(square, code);
    }
    return code;
  }

  /** The rack's counts, its leave keys (mixed radix over each tile type's count) and values. */
  private prepareRack(rack: string, leaves: LeaveCounts | null): void {
    const counts = this.rackCounts;
    counts.fill(0);
    let blanks = 0;
    let tiles = 0;
    for (const tile of rack) {
      if (tile === BLANK) {
        blanks++;
        tiles++;
        continue;
      }
      const index = this.lexicon.indexOf(tile.toLowerCase());
      if (index >= 0) {
        counts[index] = (counts[index] as number) + 1;
        tiles++;
      }
    }
    const buffer = this.x.memory.buffer;
    const input = this.x.INPUT.value;
    const ints = new Int32Array(buffer, input, IN_LEAVE / 4);
    ints.fill(0, IN_RADIX / 4, IN_RADIX / 4 + 32);
    const types = this.letters.length;
    const { have, kindOf } = this;
    let kinds = 0;
    let keys = 1;
    for (let l = 0; l < types; l++) {
      const c = counts[l] as number;
      if (c === 0) continue;
      ints[IN_RADIX / 4 + l] = keys;
      ints[IN_STEP / 4 + kinds] = keys;
      kindOf[kinds] = l;
      have[kinds++] = c;
      keys *= c + 1;
    }
    const blankRadix = keys;
    if (blanks > 0) {
      ints[IN_STEP / 4 + kinds] = keys;
      kindOf[kinds] = types;
      have[kinds++] = blanks;
    }
    keys *= blanks + 1;
    for (let j = 0; j < kinds; j++) {
      ints[IN_KIND / 4 + j] = kindOf[j] as number;
      ints[IN_HAVE / 4 + j] = have[j] as number;
    }
    this.keyCount = keys;
    this.blanks = blanks;
    this.leaveValues(keys, kinds, tiles, leaves);
    new Float64Array(buffer, input + IN_LEAVE, keys).set(this.leaveByKey.subarray(0, keys));
    new Float64Array(buffer, input + IN_MAX_LEAVE, RACK_SIZE + 1).set(this.maxLeave);
    new Int8Array(buffer, input + IN_RACK, 32).set(counts);
    this.x.setRack(blanks, kinds, keys, blankRadix, this.all, types);
  }

  /** The value of what each key leaves (0 for a key that uses every tile), and maxLeave. */
  private leaveValues(keys: number, kinds: number, tiles: number, leaves: LeaveCounts | null) {
    const { maxLeave, leaveByKey, have, kindOf } = this;
    maxLeave.fill(leaves ? -Infinity : 0);
    maxLeave[0] = 0;
    if (!leaves) {
      leaveByKey.fill(0, 0, keys);
      return;
    }
    const counts = this.leaveCounts;
    counts.fill(0);
    for (let key = 0; key < keys; key++) {
      let rest = key;
      let used = 0;
      for (let j = 0; j < kinds; j++) {
        const h = have[j] as number;
        const u = rest % (h + 1);
        rest = (rest - u) / (h + 1);
        counts[kindOf[j] as number] = h - u;
        used += u;
      }
      const value = used < tiles ? leaves(counts) : 0;
      leaveByKey[key] = value;
      if (used > 0 && value > (maxLeave[used] as number)) maxLeave[used] = value;
    }
  }

  /** The best swap from the last prepare (MoveSearch.bestKeep). */
  bestKeep(leaves: LeaveCounts | null): { value: number; keep: string } | null {
    if (!leaves) return null;
    return bestKeepOf(this.leaveByKey, this.keyCount, this.rackCounts, this.blanks, this.letters);
  }

  /** Every legal placement, into a MovePool. */
  searchAll(pool: MovePool): void {
    this.x.searchAll();
    this.readPool(pool);
  }

  /** At least the best `n` by equity and their ties (MoveSearch.searchTop), into a MovePool. */
  searchTop(n: number, pool: MovePool): void {
    this.x.searchTop(n);
    this.readPool(pool);
  }

  /** The module's pool as a MovePool, in place (valid until the next search). */
  private readPool(pool: MovePool): void {
    const count = this.x.poolCount.value;
    const buffer = this.x.memory.buffer;
    pool.adopt(
      count,
      new Int32Array(buffer, this.x.heads.value, count * 3),
      new Float64Array(buffer, this.x.equities.value, count),
      new Uint8Array(buffer, this.x.codes.value, count * BOARD_SIZE),
    );
  }
}

/** The MoveEngine functions over one lexicon's WebAssembly search. */
export function webAssemblyEngine(module: EngineModule, lexicon: Lexicon): MoveEngine {
  const search = new WasmSearch(module, lexicon);
  const pool = new MovePool();
  const prepare = (
    board: readonly string[],
    rack: string | readonly string[],
    options: { layout?: readonly number[]; language: Language },
    leaves: LeaveCounts | null,
  ): string => {
    checkBoard(board);
    const normal = normaliseRack(rack);
    search.prepare(board, resolveLayout(options.layout), options.language, normal, leaves);
    return normal;
  };
  return {
    kind: 'webassembly',
    sizes: () => search.sizes(),
    generateMoves(board, rack, options: GenerateOptions): EngineMove[] {
      prepare(board, rack, options, null);
      search.searchAll(pool);
      return pool.sorted(search.letters, options.limit);
    },
    topMoves(board, rack, options: TopOptions, n = 10): RankedMove[] {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      search.searchTop(n, pool);
      return rankPool(pool, search.letters, normal, n);
    },
    topMovesAndSwap(board, rack, options: TopOptions, n = 10) {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      const swap = search.bestKeep(options.leaves ?? null);
      search.searchTop(n, pool);
      return { moves: rankPool(pool, search.letters, normal, n), swap };
    },
    allMovesByEquity(board, rack, options: TopOptions, n = Infinity): RankedMove[] {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      search.searchAll(pool);
      return rankPool(pool, search.letters, normal, n);
    },
  };
}
