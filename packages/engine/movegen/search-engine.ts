/**
 * What a call runs on, handed in by its caller: a lexicon, the kind of search over it (the
 * TypeScript MoveSearch, or the WebAssembly engine's, packages/engine/movegen/wasm/engine.ts, with
 * the same answers) and the language's strategy model (packages/engine/strategy-model.ts: leave
 * values and winning chances; null where the language has no tables, so the analysis is in
 * points). What a worker, the server or a command chooses at start-up it passes down as one
 * Engine; a bare Lexicon passed instead is searched by TypeScript, without a model. So which
 * search and which tables a call runs on is in one of its arguments, and there is no registry for
 * a test to reset.
 *
 * An engine keeps one search per caller (`slot`), since a search's pool stays readable only until
 * its next search. The engines of one lexicon and kind with different models (`withModel`) share
 * those searches, which do not read the model. A lexicon made from the engine's (the endgame's
 * words, packages/engine/strategy/endgame/words.ts) is searched the same way, with the same
 * model, through `over`.
 */
import type { Language } from '../game-enums.ts';
import type { LeaveCounts } from './leave-keys.ts';
import type { Lexicon } from './lexicon.ts';
import type { MovePool } from './move-pool.ts';
import { MoveSearch } from './move-search.ts';
import type { StrategyModel } from '../strategy-model.ts';

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

/**
 * A lexicon, its search and the strategy model the calls given it judge with. `M` narrows the
 * model where a call needs one (the inference: ModelEngine) or needs its tables (the
 * simulation and the persons: packages/engine/strategy/tables.ts TableEngine).
 */
export interface Engine<M extends StrategyModel | null = StrategyModel | null> {
  readonly lexicon: Lexicon;
  readonly kind: 'typescript' | 'webassembly';
  /** The language's strategy model; null: a language without tables, analysed in points. */
  readonly model: M;
  /** The search of caller `slot`, made on first use. */
  search(slot: string): PoolSearch;
  /** A search of the caller's own. */
  newSearch(): PoolSearch;
  /** The same kind of search and the same model over `words`, a lexicon made from this engine's. */
  over(words: Lexicon): Engine<M>;
  /**
   * This engine's lexicon and searches with `model` instead (one engine per model, kept, so
   * asking again gives the same object).
   */
  withModel<N extends StrategyModel | null>(model: N): Engine<N>;
}

/** An engine carrying a strategy model: what the calls that weigh by equity need (the inference). */
export type ModelEngine = Engine<StrategyModel>;

/** What the engine's functions take: an Engine, or a Lexicon to be searched by TypeScript. */
export type Words = Lexicon | Engine;

const typescript: SearchFactory = (lexicon) => new MoveSearch(lexicon);

/**
 * The engines over `lexicon` whose searches `factory` makes, one per model, made on first use:
 * they share the searches of their slots, since a search does not read the model.
 */
function engineFamily(
  lexicon: Lexicon,
  factory: SearchFactory,
  kind: Engine['kind'],
): <M extends StrategyModel | null>(model: M) => Engine<M> {
  const slots = new Map<string, PoolSearch>();
  const members = new Map<StrategyModel | null, Engine>();
  const member = <M extends StrategyModel | null>(model: M): Engine<M> => {
    const known = members.get(model);
    if (known) return known as Engine<M>;
    const engine: Engine<M> = {
      lexicon,
      kind,
      model,
      search(slot) {
        let search = slots.get(slot);
        if (!search) {
          search = factory(lexicon);
          slots.set(slot, search);
        }
        return search;
      },
      newSearch: () => factory(lexicon),
      over: (words) => (words === lexicon ? engine : engineFamily(words, factory, kind)(model)),
      withModel: member,
    };
    members.set(model, engine);
    return engine;
  };
  return member;
}

/** An engine over `lexicon` whose searches `factory` makes, without a model (withModel adds one). */
export function searchEngine(
  lexicon: Lexicon,
  factory: SearchFactory,
  kind: Engine['kind'],
): Engine<null> {
  return engineFamily(lexicon, factory, kind)(null);
}

/** The TypeScript engine of each lexicon, made on first use. */
const typescriptEngines = new WeakMap<Lexicon, Engine<null>>();

/**
 * The TypeScript engine over `lexicon`, without a model (one per lexicon, so its slots' searches
 * are kept).
 */
export function typescriptSearchEngine(lexicon: Lexicon): Engine<null> {
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

/** The engine `words` names: itself, or the TypeScript engine of a bare lexicon (no model). */
export function engineOf(words: Words): Engine {
  return isEngine(words) ? words : typescriptSearchEngine(words);
}

/**
 * The engine of `words` judging with `model`: for a caller that holds a lexicon or an engine and
 * the language's model apart (a test, a command reading tables from files).
 */
export function engineWith<M extends StrategyModel | null>(words: Words, model: M): Engine<M> {
  return engineOf(words).withModel(model);
}

/** The strategy model the calls given `words` judge with: none for a bare lexicon. */
export function modelOf(words: Words): StrategyModel | null {
  return isEngine(words) ? words.model : null;
}

/** Whether `words` is an engine carrying a strategy model (what the inference needs). */
export function hasModel(words: Words): words is ModelEngine {
  return isEngine(words) && words.model !== null;
}

/** The lexicon of `words`. */
export function lexiconOf(words: Words): Lexicon {
  return isEngine(words) ? words.lexicon : words;
}
