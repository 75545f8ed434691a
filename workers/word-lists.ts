/**
 * The loaded word list of a language, shared by the worker's analysis (analysis.ts) and practice
 * (practice.ts): its file from lexicon-files.ts, made a Lexicon once and kept for the worker's
 * life; and the engine the worker's calls run on, the list with its search and the language's
 * strategy model. Apart from analysis.ts, so that practice's first check does not load the game
 * analysis.
 */
import { Lexicon } from '@ordbot/engine/movegen/lexicon.ts';
import type { Engine } from '@ordbot/engine/movegen/search-engine.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { LexiconEntry } from '@ordbot/contract/lexicon-index.ts';
import { EMPTY_SQUARE } from '@ordbot/engine/timeline-format.ts';
import { AnalysisError, lexiconBytes, type AnalysisFailure } from './lexicon-files.ts';
import { strategyModelFor } from './strategy-model.ts';

/** The word list that analysed a game, as the replay names it. */
export interface ListInfo {
  language: Language;
  name: string;
  wordCount: number;
  /** Words the build's cleaning took out of the package list (docs/word-lists.md). */
  removed: number;
}

interface Loaded {
  lexicon: Lexicon;
  list: ListInfo;
}

const loaded = new Map<Language, Promise<Loaded>>();

/** One lexicon per language per worker; a failed load is tried again on the next call. */
export function lexiconFor(language: Language): Promise<Loaded> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = lexiconBytes(language).then(({ entry, bytes }) => {
      // 'analysis:lexicon': bytes in hand to a usable lexicon (the benchmarks read it).
      const start = performance.now();
      const lexicon = Lexicon.fromBytes(bytes);
      performance.clearMeasures('analysis:lexicon');
      performance.measure('analysis:lexicon', { start, end: performance.now() });
      return {
        lexicon,
        // An entry cached by an older app has no count: the list then says none.
        list: {
          language,
          name: entry.name,
          wordCount: lexicon.wordCount,
          removed: (entry as Partial<LexiconEntry>).removed ?? 0,
        },
      };
    });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

/**
 * The word list and the engine to search it with: the WebAssembly one (the TypeScript one, same
 * answers, when the module does not load), carrying the language's strategy model (null without
 * tables): the analysis and the simulation, whose searches are many. Practice checks one
 * placement at a time with lexiconFor alone, so its first load carries neither the module nor its
 * code (a chunk of its own).
 */
export async function fastLexiconFor(language: Language): Promise<Loaded & { engine: Engine }> {
  const [loaded, model] = await Promise.all([lexiconFor(language), strategyModelFor(language)]);
  const { fastEngine } = await import('./wasm-engine.ts');
  return { ...loaded, engine: (await fastEngine(loaded.lexicon)).withModel(model) };
}

export function failure(error: unknown): { ok: false; reason: AnalysisFailure } {
  if (error instanceof AnalysisError) return { ok: false, reason: error.reason };
  throw error;
}

/** A board as the main thread holds it (one 225-character string) in the core's form. */
export function unpackBoard(packed: string): string[] {
  return [...packed].map((square) => (square === EMPTY_SQUARE ? '' : square));
}
