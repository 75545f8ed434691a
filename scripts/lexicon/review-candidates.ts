/**
 * npx tsx scripts/lexicon/review-candidates.ts NO_B|NO_NY: prints what a reviewer of the
 * exclusion file reads (docs/word-lists.md): each word the source-signal rules catch, marked
 * 'keep' when the file keeps it, then the words no rule reads that need a person's judgement:
 * every two-letter word, and the uninflected words of up to six letters with a letter pattern
 * Norwegian spelling does not use. Marks: '-' removed, '+' kept by the file, ' ' not reviewed.
 */
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import { cleaningRule, readReview } from './cleaning.ts';
import { REVIEW_FILES, SOURCES, filterWords } from './sources.ts';

/** Letter patterns of French, English and Latin spellings (ou, eau, c before e/i/y, w, ...). */
const FOREIGN_PATTERN = /ou|eau|ae|oi|c[^hk]|c$|^w|w[^h]|ez$|que|aa|ee|oo|th|ph|gh|sh|ie$/;
/** Endings a Norwegian inflected form adds to its stem. */
const ENDINGS = ['e', 'en', 'er', 'et', 'a', 's', 't', 'ene', 'ende', 'te', 'de', 'ere', 'est'];

const language = process.argv[2] === 'NO_NY' ? 'NO_NY' : 'NO_B';
const source = SOURCES[language]();
if (!source.cleaning) throw new Error(`${language} is not cleaned`);
const { signals } = source.cleaning;
const review = readReview(REVIEW_FILES[language]);
const words = filterWords(source.words, lexiconAlphabet(language)).sort();
const set = new Set(words);

function mark(word: string): string {
  const rule = cleaningRule(word, signals, review);
  return rule ? `- ${word} (${rule})` : review.keep.has(word) ? `+ ${word}` : `  ${word}`;
}

const inflected = (word: string) => ENDINGS.some((ending) => set.has(word + ending));
const sections: [string, (word: string) => boolean][] = [
  ['Listed with a full stop', (w) => signals.dotted.has(w)],
  ['Listed in capitals', (w) => signals.capitals.has(w)],
  ['Two letters', (w) => w.length === 2],
  [
    'Uninflected, up to six letters, foreign letter pattern',
    (w) => w.length <= 6 && FOREIGN_PATTERN.test(w) && !inflected(w),
  ],
];
for (const [title, test] of sections) {
  const hits = words.filter(test);
  console.log(`\n# ${title}: ${hits.length}\n${hits.map(mark).join('\n')}`);
}
const stale = [...review.drop.keys(), ...review.keep.keys()].filter((word) => !set.has(word));
if (stale.length > 0) console.log(`\n# In the file but not in the list: ${stale.join(' ')}`);
