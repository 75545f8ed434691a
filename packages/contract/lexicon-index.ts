/**
 * The word lists the server offers to the browser: GET /api/lexicons answers this
 * index (revalidated on every use); each file sits at a content-hashed, immutable address.
 * The index's schema and types are in packages/contract/api-types-lexicons.ts.
 */

export type { LexiconEntry, LexiconIndex, StrategyFiles } from './api-types-lexicons.ts';

/** Folder of the content-hashed lexicon files: /lexicons/NO_B.<hash>.dawg. */
export const LEXICON_FILES_PATH = '/lexicons/';
