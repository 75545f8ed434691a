/**
 * Which move search a lexicon's callers get: the TypeScript MoveSearch unless a faster one
 * with the same answers (the WebAssembly engine's, packages/engine/engine/wasm/engine.ts) is registered
 * for the lexicon, as a worker does once at start. Each caller (`slot`) keeps its own search,
 * since a search's pool stays readable only until its next search.
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
}

export type SearchFactory = (lexicon: Lexicon) => PoolSearch;

const factories = new WeakMap<Lexicon, SearchFactory>();
let made = new Map<string, WeakMap<Lexicon, PoolSearch>>();

/** Registers the search `factory` makes for `lexicon` (null: back to MoveSearch). */
export function useSearch(lexicon: Lexicon, factory: SearchFactory | null): void {
  if (factory) factories.set(lexicon, factory);
  else factories.delete(lexicon);
  // Searches made before belong to the old choice.
  made = new Map();
}

/** The factory registered for `lexicon`, or null for MoveSearch. */
export function searchFactory(lexicon: Lexicon): SearchFactory | null {
  return factories.get(lexicon) ?? null;
}

/** The search of `slot` for `lexicon`, made on first use. */
export function searchOf(lexicon: Lexicon, slot: string): PoolSearch {
  let searches = made.get(slot);
  if (!searches) {
    searches = new WeakMap();
    made.set(slot, searches);
  }
  let search = searches.get(lexicon);
  if (!search) {
    search = (factories.get(lexicon) ?? ((l: Lexicon) => new MoveSearch(l)))(lexicon);
    searches.set(lexicon, search);
  }
  return search;
}
