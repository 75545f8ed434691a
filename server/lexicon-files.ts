import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../core/enums.ts';
import { Lexicon, LexiconFormatError } from '../core/engine/lexicon.ts';

/** Where `npm run build:lexicon` writes the lexicons (not committed: built from npm packages). */
export const LEXICON_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'lexicon',
);

export class LexiconFileError extends Error {}

export function lexiconPath(language: Language): string {
  return path.join(LEXICON_DIR, `${language}.dawg`);
}

const loaded = new Map<Language, Lexicon>();

/** Reads a lexicon file, with a message that says what to do when it is missing or damaged. */
export function loadLexiconFile(language: Language, file = lexiconPath(language)): Lexicon {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw new LexiconFileError(
      `The ${language} lexicon (${file}) is missing: run 'npm run build:lexicon'`,
    );
  }
  try {
    return Lexicon.fromBytes(bytes);
  } catch (err) {
    const why = err instanceof LexiconFormatError ? err.message : String(err);
    throw new LexiconFileError(
      `The ${language} lexicon (${file}) is corrupt (${why}): run 'npm run build:lexicon'`,
    );
  }
}

/** One loaded lexicon per language for the life of the process. */
export function getLexicon(language: Language): Lexicon {
  let lexicon = loaded.get(language);
  if (!lexicon) {
    lexicon = loadLexiconFile(language);
    loaded.set(language, lexicon);
  }
  return lexicon;
}
