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
import { sourceSignals, type SourceSignals } from './cleaning.ts';
import { expandNynorsk, nynorskWords } from './nynorsk.ts';
import type { Language } from '@ordbot/contract/enums.ts';

const require = createRequire(import.meta.url);

export const MIN_WORD_LENGTH = 2;
export const MAX_WORD_LENGTH = 15;

/** The reviewed exclusion files of the Norwegian lists (docs/word-lists.md). */
export const REVIEW_FILES = {
  NO_B: path.join(import.meta.dirname, 'exclusions-nb.txt'),
  NO_NY: path.join(import.meta.dirname, 'exclusions-nn.txt'),
} as const;

/** Every entry of @cspell/dict-nb-no's trie as it stands: capitals, full stops, markers. */
export function bokmalEntries(): string[] {
  // The package exports only its cspell settings; the trie sits beside them.
  const file = path.join(path.dirname(require.resolve('@cspell/dict-nb-no')), 'nb.trie.gz');
  const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  return [...iteratorTrieWords(importTrie(text.split('\n')))];
}

/**
 * Norwegian bokmål from @cspell/dict-nb-no: compound parts (+), variants (~) and entries with
 * capitals (names and abbreviations, not playable in Wordfeud) left out.
 */
export function bokmalWords(entries: readonly string[] = bokmalEntries()): string[] {
  return entries.filter(
    (entry) => !entry.includes('+') && !entry.startsWith('~') && entry === entry.toLowerCase(),
  );
}

/** A language's words as its source gives them, with what the cleaning needs to know. */
export interface SourceWords {
  words: string[];
  /** For a list that is cleaned (docs/word-lists.md): its signals and its exclusion file. */
  cleaning?: { signals: SourceSignals; review: string };
}

function bokmalSource(): SourceWords {
  const entries = bokmalEntries();
  return {
    words: bokmalWords(entries),
    cleaning: { signals: sourceSignals(entries), review: REVIEW_FILES.NO_B },
  };
}

function nynorskSource(): SourceWords {
  // The stems with capitals hold the abbreviation forms ('EDB', 'etc.') the rules look for.
  const signals = sourceSignals(expandNynorsk({ keepCapitalized: true }).forms);
  return { words: nynorskWords(), cleaning: { signals, review: REVIEW_FILES.NO_NY } };
}

/** English: a game word list already (vowel-less words such as 'hm' and 'st' are playable). */
export function englishWords(): SourceWords {
  return { words: fs.readFileSync(wordListPath, 'utf8').split('\n') };
}

export type WordSource = () => SourceWords;

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
  NO_B: bokmalSource,
  NO_NY: nynorskSource,
  ENG_US: englishWords,
  ENG_INT: englishWords,
};
