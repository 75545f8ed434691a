/**
 * npm run build:lexicon: builds build/lexicon/<LANG>.dawg for every language from the word-list
 * packages. With --if-missing it builds only the files that are missing or of an older format.
 */
import fs from 'node:fs';
import { LANGUAGES, type Language } from '../core/enums.ts';
import { lexiconAlphabet } from '../core/engine/alphabet.ts';
import { Lexicon } from '../core/engine/lexicon.ts';
import { LEXICON_DIR, lexiconPath, loadLexiconFile } from '../server/lexicon-files.ts';
import { SOURCES, filterWords } from './lexicon/sources.ts';

function isUsable(language: Language): boolean {
  try {
    loadLexiconFile(language);
    return true;
  } catch {
    return false;
  }
}

function build(language: Language) {
  const t0 = performance.now();
  const words = filterWords(SOURCES[language](), lexiconAlphabet(language));
  const lexicon = Lexicon.fromWords(words, lexiconAlphabet(language));
  const bytes = lexicon.toBytes();
  fs.writeFileSync(lexiconPath(language), bytes);
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const mb = (bytes.byteLength / 1e6).toFixed(2);
  console.log(`${language}: ${lexicon.wordCount} words, ${mb} MB, ${secs} s`);
}

const ifMissing = process.argv.includes('--if-missing');
fs.mkdirSync(LEXICON_DIR, { recursive: true });
for (const language of LANGUAGES) {
  if (ifMissing && isUsable(language)) continue;
  build(language);
}
