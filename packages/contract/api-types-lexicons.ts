/**
 * API payload of the word lists the server offers to the browser, GET /api/lexicons
 * (packages/contract/lexicon-index.ts and packages/contract/api-types.ts export its types).
 * Declared once, as its zod schema; its type is inferred from it.
 */
import { z } from 'zod';
import { count, language } from './schema-parts.ts';

/** Content-hashed addresses of a language's strategy tables, beside its word list. */
export type StrategyFiles = z.infer<typeof strategyFilesSchema>;
export const strategyFilesSchema = z.strictObject({
  /** Names the tables ('Analysert med ...'). */
  version: z.string(),
  /** The leave table (packages/engine/strategy/leave-table.ts form). */
  leaves: z.string(),
  /** The win model (packages/engine/strategy/win-model.ts WinModelFile, JSON). */
  win: z.string(),
});

export type LexiconEntry = z.infer<typeof lexiconEntrySchema>;
export const lexiconEntrySchema = z.strictObject({
  language,
  /** Content-hashed address of the DAWG file (packages/engine/movegen/lexicon.ts form). */
  url: z.string(),
  /** The file's size uncompressed. */
  bytes: count,
  wordCount: count,
  /**
   * Words the build's cleaning took out of the package list: abbreviations, words without a
   * vowel, foreign words (docs/word-lists.md); 0 for a list taken as it is.
   */
  removed: count,
  /** The list's name: its npm package and version, or the operator's file name. */
  name: z.string(),
  /**
   * The language's strategy tables (docs/strategy.md), fetched and cached with the word list;
   * null where the language has none yet (its analysis is then in points).
   */
  strategy: strategyFilesSchema.nullish(),
});

/** GET /api/lexicons: the index, revalidated on every use. */
export type LexiconIndex = z.infer<typeof lexiconIndexSchema>;
export const lexiconIndexSchema = z.strictObject({
  lexicons: z.array(lexiconEntrySchema),
  /**
   * Languages whose list the server is still building (a first start builds them after it
   * listens): they join `lexicons` in a few seconds; absent when none is.
   */
  building: z.array(language).optional(),
});
