// Over 300 lines: the bridge to the WebAssembly search writes the board, the rack and the leave
// keys into the module's memory in its layout and reads the moves back, and the offsets of both
// sides belong in one place.
/**
 * The move engine in WebAssembly (packages/engine/movegen/wasm/assembly, built by scripts/build-wasm.mjs):
 * the same functions as packages/engine/movegen/movegen.ts with the same answers. One instance per lexicon
 * holds its word graph in linear memory (graph.ts's layout), loaded once; each call writes the
 * board (only when it changed), the rack and its leave values, runs the search and ranks the
 * moves with the TypeScript engine's own ranking (rankPool, MovePool.sorted).
 */
import { letterMultiplier, wordMultiplier, type SquareCode } from '../../board.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from '../../dimensions.ts';
import type { Language } from '../../game-enums.ts';
import { BLANK, tileValue } from '../../tiles.ts';
import { RackKeys, type LeaveCounts } from '../leave-keys.ts';
import { alphabetMask, type Lexicon } from '../lexicon.ts';
import type { MoveEngine } from '../move-engine-types.ts';
import { BLANK_FLAG, MovePool } from '../move-pool.ts';
import { MoveSearch } from '../move-search.ts';
import {
  normaliseRack,
  rankPool,
  type GenerateOptions,
  type RankedMove,
  type TopOptions,
} from '../movegen.ts';
import { checkBoard } from '../placement.ts';
import type { PoolSearch, SearchFactory } from '../search-engine.ts';
import { resolveLayout } from '../scoring.ts';
import type { EngineMove } from '../types.ts';
import { INPUT_BYTES, INPUT_OFFSETS, LETTER_SLOTS, MAX_CHANGES } from './layout.ts';

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
  ROW_HASHES: WasmGlobal;
  setBoard(all: number): void;
  updateBoard(count: number, all: number): void;
  hashRows(): void;
  setRack(
    blanks: number,
    kinds: number,
    keys: number,
    blankRadix: number,
    all: number,
    letterCount: number,
  ): void;
  searchAll(): number;
  searchRow(pass: number, row: number): number;
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

// INPUT's fields, as layout.ts lays them out for both sides.
const {
  CELLS: IN_CELLS,
  VALUES: IN_VALUES,
  LM: IN_LM,
  WM: IN_WM,
  LETTER_POINTS: IN_LETTER_POINTS,
  RACK: IN_RACK,
  RADIX: IN_RADIX,
  KIND: IN_KIND,
  HAVE: IN_HAVE,
  STEP: IN_STEP,
  MAX_LEAVE: IN_MAX_LEAVE,
  LEAVE: IN_LEAVE,
  CHANGED: IN_CHANGED,
} = INPUT_OFFSETS;
/** The code of a board letter the lexicon's alphabet lacks: no edge of the word graph has it. */
const UNKNOWN_LETTER = LETTER_SLOTS - 1;
/** A square's code (squareCode): its cell code above this shift, its tile's points below. */
const SQUARE_CODE_SHIFT = 8;
const SQUARE_POINTS = (1 << SQUARE_CODE_SHIFT) - 1;

/** Sizes of the loaded engine, for the bench's report. */
export interface EngineSizes {
  graphBytes: number;
  memoryBytes: number;
}

/**
 * One lexicon's WebAssembly search: the TypeScript MoveSearch's prepare and full searches
 * (search-engine.ts's PoolSearch), so movegen.ts and packages/engine/analysis can use either.
 */
export class WasmSearch implements PoolSearch {
  readonly letters: readonly string[];
  private readonly x: WasmExports;
  private readonly all: number;
  private readonly graphWords: number;
  private readonly keys: RackKeys;
  /** The moves of the last search (valid until the next one). */
  pool: MovePool;
  private readonly ownPool = new MovePool();
  /** The TypeScript search for exact searches, made on the first. */
  private exactSearch: MoveSearch | null = null;
  private prepared: Parameters<WasmSearch['prepare']> = [[], [], 'NO_B', '', null];
  private readonly rackCounts = new Int8Array(LETTER_SLOTS);
  /** The board the module holds (null before the first call). */
  private board: string[] | null = null;
  /** squareCode's answers for the current language. */
  private readonly squares = new Map<string, number>();
  private layout: readonly number[] | null = null;
  private language: Language | null = null;
  private blanks = 0;

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
    this.all = alphabetMask(this.letters.length);
    this.keys = new RackKeys(this.letters.length);
    this.pool = this.ownPool;
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
    this.prepared = [board, layout, language, rack, leaves];
    this.prepareBoard(board, layout, language);
    this.prepareRack(rack, leaves);
  }

  /**
   * Writes the squares that differ from the board of the last call (all of them after a change
   * of layout or language) and has the module bring its pass boards up to date by them, or fill
   * them anew when many changed.
   */
  private prepareBoard(board: readonly string[], layout: readonly number[], language: Language) {
    const bytes = new Uint8Array(this.x.memory.buffer, this.x.INPUT.value, INPUT_BYTES);
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
      signed.fill(0, IN_LETTER_POINTS, IN_LETTER_POINTS + LETTER_SLOTS);
      this.letters.forEach((l, i) => {
        signed[IN_LETTER_POINTS + i] = tileValue(l.toUpperCase(), language);
      });
      this.board = new Array<string>(SQUARES).fill('');
      this.layout = layout;
      this.language = language;
    }
    const kept = this.board as string[];
    const changed = new Int32Array(bytes.buffer, bytes.byteOffset + IN_CHANGED, MAX_CHANGES);
    let count = 0;
    for (let sq = 0; sq < SQUARES; sq++) {
      const square = board[sq] as string;
      if (last !== null && kept[sq] === square) continue;
      kept[sq] = square;
      if (count < MAX_CHANGES) changed[count] = sq;
      count++;
      const code = this.squareCode(square, language);
      signed[IN_CELLS + sq] = code >> SQUARE_CODE_SHIFT;
      signed[IN_VALUES + sq] = code & SQUARE_POINTS;
    }
    if (last === null || count > MAX_CHANGES) this.x.setBoard(this.all);
    else if (count > 0) this.x.updateBoard(count, this.all);
  }

  /**
   * Per row of pass board `pass`, two 32-bit hashes of its contents as the search reads them
   * (row r at 2r and 2r + 1; the TypeScript engine's rowHash): valid until the next prepare.
   */
  rowHashes(pass: number): Int32Array {
    this.x.hashRows();
    const at = this.x.ROW_HASHES.value + (pass === 0 ? 0 : 2 * BOARD_SIZE * 4);
    return new Int32Array(this.x.memory.buffer, at, 2 * BOARD_SIZE);
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
      const points = square === '' ? 0 : tileValue(square, language);
      code = (cell << SQUARE_CODE_SHIFT) | points;
      this.squares.set(square, code);
    }
    return code;
  }

  /** The rack's counts, its leave keys (leave-keys.ts) and their values, into INPUT. */
  private prepareRack(rack: string, leaves: LeaveCounts | null): void {
    const counts = this.rackCounts;
    counts.fill(0);
    let blanks = 0;
    for (const tile of rack) {
      if (tile === BLANK) {
        blanks++;
        continue;
      }
      const index = this.lexicon.indexOf(tile.toLowerCase());
      if (index >= 0) counts[index] = (counts[index] as number) + 1;
    }
    const keys = this.keys;
    keys.prepare(counts, blanks, leaves);
    this.blanks = blanks;
    const buffer = this.x.memory.buffer;
    const input = this.x.INPUT.value;
    const ints = new Int32Array(buffer, input, INPUT_BYTES / 4);
    ints.set(keys.radix, IN_RADIX / 4);
    ints.set(keys.kindOf.subarray(0, keys.kinds), IN_KIND / 4);
    ints.set(keys.haveOf.subarray(0, keys.kinds), IN_HAVE / 4);
    ints.set(keys.stepOf.subarray(0, keys.kinds), IN_STEP / 4);
    const leaveByKey = keys.leaveByKey.subarray(0, keys.keyCount);
    new Float64Array(buffer, input + IN_LEAVE, keys.keyCount).set(leaveByKey);
    new Float64Array(buffer, input + IN_MAX_LEAVE, RACK_SIZE + 1).set(keys.maxLeave);
    new Int8Array(buffer, input + IN_RACK, LETTER_SLOTS).set(counts);
    const types = this.letters.length;
    this.x.setRack(blanks, keys.kinds, keys.keyCount, keys.radixBlank, this.all, types);
  }

  /** The best swap from the last prepare (MoveSearch.bestKeep). */
  bestKeep(): { value: number; keep: string } | null {
    return this.keys.bestKeep(this.rackCounts, this.blanks, this.letters);
  }

  /**
   * Every legal placement into the pool; with `exact`, only those that place every tile of the
   * rack, which the TypeScript search answers (the module has no exact mode).
   */
  searchAll(exact = false): void {
    if (exact) {
      this.exactSearch ??= new MoveSearch(this.lexicon);
      const [board, layout, language, rack, leaves] = this.prepared;
      this.exactSearch.prepare(board, layout, language, rack, leaves);
      this.exactSearch.searchAll(true);
      this.pool = this.exactSearch.pool;
      return;
    }
    this.x.searchAll();
    this.readPool();
  }

  /** Every legal placement from the anchors of one row of a pass board, into the pool. */
  searchRow(pass: number, row: number): void {
    this.x.searchRow(pass, row);
    this.readPool();
  }

  /** At least the best `n` by equity and their ties (MoveSearch.searchTop), into the pool. */
  searchTop(n: number): void {
    this.x.searchTop(n);
    this.readPool();
  }

  /** The module's pool as a MovePool, in place (valid until the next search). */
  private readPool(): void {
    const pool = this.ownPool;
    this.pool = pool;
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
      search.searchAll();
      return search.pool.sorted(search.letters, options.limit);
    },
    topMoves(board, rack, options: TopOptions, n = 10): RankedMove[] {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      search.searchTop(n);
      return rankPool(search.pool, search.letters, normal, n);
    },
    topMovesAndSwap(board, rack, options: TopOptions, n = 10) {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      const swap = search.bestKeep();
      search.searchTop(n);
      return { moves: rankPool(search.pool, search.letters, normal, n), swap };
    },
    allMovesByEquity(board, rack, options: TopOptions, n = Infinity): RankedMove[] {
      const normal = prepare(board, rack, options, options.leaves ?? null);
      search.searchAll();
      return rankPool(search.pool, search.letters, normal, n);
    },
  };
}

/**
 * The searches of `module` for a lexicon and those made from it (search-engine.ts): the first
 * for `lexicon` is made now, so a module that cannot run fails here and not in a search.
 */
export function wasmSearchFactory(module: EngineModule, lexicon: Lexicon): SearchFactory {
  let first: WasmSearch | null = new WasmSearch(module, lexicon);
  return (l) => {
    if (first === null || l !== lexicon) return new WasmSearch(module, l);
    const made = first;
    first = null;
    return made;
  };
}
