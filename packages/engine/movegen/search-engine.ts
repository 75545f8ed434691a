/**
 * The move search a call runs on, handed in by its caller: a lexicon and the kind of search over
 * it (the TypeScript MoveSearch, or the WebAssembly engine's, packages/engine/movegen/wasm/engine.ts,
 * with the same answers). What a worker, the server or a command chooses at start-up it passes
 * down as an Engine; a bare Lexicon passed instead is searched by TypeScript, the reference. So
 * which engine runs a call is in its arguments, and there is no registry for a test to reset.
 *
 * An engine keeps one search per caller (`slot`), since a search's pool stays readable only until
 * its next search. A lexicon made from the engine's (the endgame's words, packages/engine/
 * strategy/endgame/words.ts) is searched the same way through `over`.
 */
import type { Language } from '../game-enums.ts';
import type { LeaveCounts } from './leave-keys.ts';
import type { Lexicon } from './lexicon.ts';
import type { MovePool } from './move-pool.ts';
import { MoveSearch } from './move-search.ts';

/** What movegen.ts and packages/engine/analysis read of a search: MoveSearch's prepare and full searches. */
export interface PoolSearch {
  readonly pool: MovePool;
  readonly letters: readonly string[];
  prepare(
    board: readonly string[],
    layout: readonly number[],
    language: Language,
    rack: string,
    leaves: LeaveCounts | null,
  ): void;
  searchAll(exact?: boolean): void;
  searchTop(n: number): void;
  bestKeep(): { value: number; keep: string } | null;
  /** Every placement from the anchors of one row of a pass board (row-moves.ts). */
  searchRow(pass: number, row: number): void;
  /**
   * Per row of pass board `pass`, two 32-bit hashes of what the search reads there (row r at
   * 2r and 2r + 1; packages/engine/movegen/pass-board.ts rowHash), valid until the next prepare.
   */
  rowHashes(pass: number): Int32Array;
}

/** Makes a search over a lexicon: the engine's own or one made from it. */
export type SearchFactory = (lexicon: Lexicon) => PoolSearch;

export interface Engine {
  readonly lexicon: Lexicon;
  readonly kind: 'typescript' | 'webassembly';
  /** The search of caller `slot`, made on first use. */
  search(slot: string): PoolSearch;
  /** A search of the caller's own. */
  newSearch(): PoolSearch;
  /** The same kind of search over `words`, a lexicon made from this engine's. */
  over(words: Lexicon): Engine;
}

/** What the engine's functions take: an Engine, or a Lexicon to be searched by TypeScript. */
export type Words = Lexicon | Engine;

const typescript: SearchFactory = (lexicon) => new MoveSearch(lexicon);

/** An engine over `lexicon` whose searches `factory` makes. */
export function searchEngine(
  lexicon: Lexicon,
  factory: SearchFactory,
  kind: Engine['kind'],
): Engine {
  const slots = new Map<string, PoolSearch>();
  const engine: Engine = {
    lexicon,
    kind,
    search(slot) {
      let search = slots.get(slot);
      if (!search) {
        search = factory(lexicon);
        slots.set(slot, search);
      }
      return search;
    },
    newSearch: () => factory(lexicon),
    over: (words) => (words === lexicon ? engine : searchEngine(words, factory, kind)),
  };
  return engine;
}

/** The TypeScript engine of each lexicon, made on first use. */
const typescriptEngines = new WeakMap<Lexicon, Engine>();

/** The TypeScript engine over `lexicon` (one per lexicon, so its slots' searches are kept). */
export function typescriptSearchEngine(lexicon: Lexicon): Engine {
  let engine = typescriptEngines.get(lexicon);
  if (!engine) {
    engine = searchEngine(lexicon, typescript, 'typescript');
    typescriptEngines.set(lexicon, engine);
  }
  return engine;
}

/**
 * Whether `words` is an Engine (by shape, not by class: a second copy of the module, as a test's
 * fresh import makes, has a Lexicon class of its own).
 */
export function isEngine(words: Words): words is Engine {
  return 'newSearch' in words;
}

/** The line a caller logs when the WebAssembly module does not load and TypeScript searches instead. */
export function wasmFallbackMessage(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `The WebAssembly move engine did not load (${reason}): using the TypeScript engine, which is slower but gives the same moves.`;
}

/** The engine `words` names: itself, or the TypeScript engine of a bare lexicon. */
export function engineOf(words: Words): Engine {
  return isEngine(words) ? words : typescriptSearchEngine(words);
}

/** The lexicon of `words`. */
export function lexiconOf(words: Words): Lexicon {
  return isEngine(words) ? words.lexicon : words;
}
