/**
 * The cleaning of the Norwegian lists (docs/word-lists.md): the rules on a small list, the
 * reviewed exclusion files against the package lists they were made for, and the built
 * lexicons (ensured by npm test) without the abbreviations and foreign words.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { loadLexiconFile, readLexiconMeta } from '@ordbot/engine/node/lexicon-files.ts';
import {
  CLEANING_VERSION,
  ReviewFileError,
  cleanWords,
  cleaningRule,
  readReview,
  sourceSignals,
  type CleaningRule,
} from '../../../scripts/lexicon/cleaning.ts';
import { REVIEW_FILES, SOURCES, filterWords } from '../../../scripts/lexicon/sources.ts';

function reviewOf(text: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-review-'));
  const file = path.join(dir, 'exclusions.txt');
  fs.writeFileSync(file, text);
  try {
    return readReview(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the cleaning rules', () => {
  const signals = sourceSignals([
    'etc.',
    'etc',
    'EDB',
    'edb',
    'fil.',
    'fil',
    'bl.a.',
    'Oslo',
    'ba',
  ]);
  const review = reviewOf('# a comment\n\ndrop avec French\nkeep fil noun\n');

  it('reads the abbreviation forms the source lists: a full stop at the end, all capitals', () => {
    expect([...signals.dotted].sort()).toEqual(['etc', 'fil']);
    expect([...signals.capitals]).toEqual(['edb']);
  });

  it('removes each word once, under the first rule, and keeps what the review keeps', () => {
    const words = ['mg', 'db', 'etc', 'edb', 'avec', 'fil', 'ba', 'hus', 'ær', 'øl', 'by'];
    const cleaned = cleanWords(words, signals, review);
    expect(cleaned.words).toEqual(['fil', 'ba', 'hus', 'ær', 'øl', 'by']);
    expect(cleaned.removed).toEqual({ noVowel: 2, dotted: 1, capitals: 1, review: 1 });
    expect(cleaningRule('fil', signals, review)).toBeNull();
  });

  it('refuses a malformed exclusion file, naming the line', () => {
    expect(() => reviewOf('drop ca\n')).toThrow(ReviewFileError);
    expect(() => reviewOf('keep x why\ndrop Ca why\n')).toThrow(/exclusions\.txt:2: 'Ca'/);
    expect(() => reviewOf('drop ca why\nkeep ca why\n')).toThrow(/'ca' twice/);
  });
});

/** The figures docs/word-lists.md gives for the package versions the files were reviewed for. */
const FIGURES: Record<'NO_B' | 'NO_NY', Record<CleaningRule, number>> = {
  NO_B: { noVowel: 90, dotted: 27, capitals: 10, review: 53 },
  NO_NY: { noVowel: 56, dotted: 1, capitals: 11, review: 54 },
};

describe.each(['NO_B', 'NO_NY'] as const)('the %s exclusion file', (language) => {
  it('drops only words the list holds, keeps only words a rule would remove; the figures', () => {
    const source = SOURCES[language]();
    const words = filterWords(source.words, lexiconAlphabet(language));
    const set = new Set(words);
    const { signals } = source.cleaning!;
    const review = readReview(REVIEW_FILES[language]);
    expect([...review.drop.keys()].filter((w) => !set.has(w))).toEqual([]);
    const bare = { ...review, keep: new Map<string, string>() };
    expect(
      [...review.keep.keys()].filter((w) => !set.has(w) || !cleaningRule(w, signals, bare)),
    ).toEqual([]);
    expect(cleanWords(words, signals, review).removed).toEqual(FIGURES[language]);
  }, 120_000);
});

describe('the built Norwegian lexicons', () => {
  const REJECTED = ['ca', 'etc', 'avec', 'edb', 'co', 'mva', 'osv', 'pga', 'cetera'];
  // Real words, each checked in Bokmålsordboka: ba (past of be), du, en, et, fe (a fairy),
  // by, ti and to (numerals), fil (a file), litt, mat, hiv (imperative of hive), aids.
  const REAL = [
    'ba',
    'du',
    'en',
    'et',
    'fe',
    'by',
    'ti',
    'to',
    'fil',
    'litt',
    'mat',
    'hiv',
    'aids',
  ];

  it('bokmål rejects the abbreviations and foreign words and keeps the real words', () => {
    const lexicon = loadLexiconFile('NO_B');
    expect([...REJECTED, 'fu'].filter((w) => lexicon.has(w))).toEqual([]);
    expect(REAL.filter((w) => !lexicon.has(w))).toEqual([]);
  });

  it('nynorsk too (eg, me and no are nynorsk words)', () => {
    const lexicon = loadLexiconFile('NO_NY');
    expect(REJECTED.filter((w) => lexicon.has(w))).toEqual([]);
    expect(['du', 'eg', 'me', 'no', 'fe', 'ti', 'to'].filter((w) => !lexicon.has(w))).toEqual([]);
  });

  it('notes the cleaning beside the lexicon: the version, the review and the count by rule', () => {
    for (const language of ['NO_B', 'NO_NY'] as const) {
      const meta = readLexiconMeta(language);
      if (meta?.source.kind !== 'npm') continue; // an operator's own list is taken as it is
      expect(meta.cleaning).toEqual({
        version: CLEANING_VERSION,
        review: readReview(REVIEW_FILES[language]).hash,
        removed: Object.values(FIGURES[language]).reduce((a, b) => a + b, 0),
        rules: FIGURES[language],
      });
    }
  });
});
