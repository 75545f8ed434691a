/**
 * Word lists for the four languages, read from npm packages at build time (never at run time).
 * ENG_US and ENG_INT share the `word-list` package (MIT): no separate international list
 * installs offline.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import path from 'node:path';
import { importTrie, iteratorTrieWords } from 'cspell-trie-lib';
import wordListPath from 'word-list';
import { nynorskWords } from './nynorsk.ts';
import type { Language } from '../../core/enums.ts';

const require = createRequire(import.meta.url);

export const MIN_WORD_LENGTH = 2;
export const MAX_WORD_LENGTH = 15;

/**
 * Norwegian bokmål from @cspell/dict-nb-no: compound parts (+), variants (~) and entries with
 * capitals (names and abbreviations, not playable in Wordfeud) left out.
 */
export function bokmalWords(): string[] {
  // The package exports only its cspell settings; the trie sits beside them.
  const file = path.join(path.dirname(require.resolve('@cspell/dict-nb-no')), 'nb.trie.gz');
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  const words: string[] = [];
  for (const entry of iteratorTrieWords(importTrie(text.split('\n')))) {
    if (entry.includes('+') || entry.startsWith('~') || entry !== entry.toLowerCase()) continue;
    words.push(entry);
  }
  return words;
}

const NORWEGIAN_VOWELS = /[aeiouyæøå]/;

/** Norwegian words always hold a vowel; the lists' vowel-less entries are abbreviations (mg, db). */
export function dropAbbreviations(words: readonly string[]): string[] {
  return words.filter((word) => NORWEGIAN_VOWELS.test(word));
}

export function englishWords(): string[] {
  return fs.readFileSync(wordListPath, 'utf8').split('\n');
}

export type WordSource = () => string[];

/** Keeps words of 2 to 15 letters over the alphabet, lower case, once each. */
export function filterWords(words: Iterable<string>, alphabet: string): string[] {
  const allowed = new Set(alphabet);
  const kept = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (word.length < MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH) continue;
    let ok = true;
    for (const ch of word) {
      if (!allowed.has(ch)) {
        ok = false;
        break;
      }
    }
    if (ok) kept.add(word);
  }
  return [...kept];
}

export const SOURCES: Record<Language, WordSource> = {
  NO_B: () => dropAbbreviations(bokmalWords()),
  NO_NY: () => dropAbbreviations(nynorskWords()),
  ENG_US: englishWords,
  ENG_INT: englishWords,
};
