/**
 * The word lists the server offers to the browser (issue 14): GET /api/lexicons answers this
 * index (revalidated on every use); each file sits at a content-hashed, immutable address.
 */
import { API_BASE, CALLS } from './api-contract.ts';
import type { Language } from './enums.ts';

/** The index's address, under /api so the service worker leaves it alone. */
export const LEXICON_INDEX_URL = API_BASE + CALLS.lexicons.path;
/** Folder of the content-hashed lexicon files: /lexicons/NO_B.<hash>.dawg. */
export const LEXICON_FILES_PATH = '/lexicons/';

export interface LexiconEntry {
  language: Language;
  /** Content-hashed address of the DAWG file (core/engine/lexicon.ts form). */
  url: string;
  /** The file's size uncompressed. */
  bytes: number;
  wordCount: number;
  /** The list's name: its npm package and version, or the operator's file name. */
  name: string;
}

export interface LexiconIndex {
  lexicons: LexiconEntry[];
}
