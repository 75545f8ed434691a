/**
 * The word lists the server offers to the browser: GET /api/lexicons answers this
 * index (revalidated on every use); each file sits at a content-hashed, immutable address.
 */
import type { Language } from './enums.ts';

/** Folder of the content-hashed lexicon files: /lexicons/NO_B.<hash>.dawg. */
export const LEXICON_FILES_PATH = '/lexicons/';

export interface LexiconEntry {
  language: Language;
  /** Content-hashed address of the DAWG file (packages/engine/engine/lexicon.ts form). */
  url: string;
  /** The file's size uncompressed. */
  bytes: number;
  wordCount: number;
  /**
   * Words the build's cleaning took out of the package list: abbreviations, words without a
   * vowel, foreign words (docs/word-lists.md); 0 for a list taken as it is.
   */
  removed: number;
  /** The list's name: its npm package and version, or the operator's file name. */
  name: string;
  /**
   * The language's strategy tables (docs/strategy.md), fetched and cached with the word list;
   * null where the language has none yet (its analysis is then in points).
   */
  strategy?: StrategyFiles | null;
}

/** Content-hashed addresses of a language's strategy tables, beside its word list. */
export interface StrategyFiles {
  /** Names the tables ('Analysert med ...'). */
  version: string;
  /** The leave table (packages/engine/strategy/leave-table.ts form). */
  leaves: string;
  /** The win model (packages/engine/strategy/win-model.ts WinModelFile, JSON). */
  win: string;
}

export interface LexiconIndex {
  lexicons: LexiconEntry[];
  /**
   * Languages whose list the server is still building (a first start builds them after it
   * listens): they join `lexicons` in a few seconds; absent when none is.
   */
  building?: Language[];
}
