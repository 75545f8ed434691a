/**
 * The cleaning of the Norwegian package lists (docs/word-lists.md): abbreviations, words without
 * a vowel and foreign entries out, by three rules read from the source itself and a reviewed
 * exclusion file (exclusions-nb.txt, exclusions-nn.txt beside this file). Each removed word is
 * counted once, under the first rule that removes it, in the order of CLEANING_RULES.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Raised when the rules or their order change, so `--if-missing` rebuilds older lists. */
export const CLEANING_VERSION = 1;

export const CLEANING_RULES = ['noVowel', 'dotted', 'capitals', 'review'] as const;
export type CleaningRule = (typeof CLEANING_RULES)[number];

const NORWEGIAN_VOWELS = /[aeiouyæøå]/;

/** What the source says about its own entries: the abbreviation forms it lists beside a word. */
export interface SourceSignals {
  /** Words the source also lists with a full stop ('etc.' beside 'etc'). */
  dotted: Set<string>;
  /** Words the source also lists in capitals ('EDB' beside 'edb'). */
  capitals: Set<string>;
}

/** Reads the signals from a source's raw entries (capitals, full stops and all). */
export function sourceSignals(entries: Iterable<string>): SourceSignals {
  const dotted = new Set<string>();
  const capitals = new Set<string>();
  for (const entry of entries) {
    // One full stop at the end and none inside: 'etc.', not 'bl.a.' (no single word beside it).
    if (/^[^.]+\.$/.test(entry)) dotted.add(entry.slice(0, -1).toLowerCase());
    else if (entry.length >= 2 && entry === entry.toUpperCase() && entry !== entry.toLowerCase())
      capitals.add(entry.toLowerCase());
  }
  return { dotted, capitals };
}

/** The reviewed exclusion file: words to drop that no rule catches, words a rule must keep. */
export interface Review {
  drop: Map<string, string>;
  keep: Map<string, string>;
  /** The file's content hash: a changed review rebuilds the list. */
  hash: string;
}

export class ReviewFileError extends Error {}

/**
 * Reads an exclusion file: '#' starts a comment line; every other line is 'drop <word> <why>'
 * or 'keep <word> <why>', the word in lower case.
 */
export function readReview(file: string): Review {
  const text = fs.readFileSync(file, 'utf8');
  const drop = new Map<string, string>();
  const keep = new Map<string, string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const match = /^(drop|keep)\s+(\S+)\s+(\S.*)$/.exec(trimmed);
    const where = `${path.basename(file)}:${i + 1}`;
    if (!match) throw new ReviewFileError(`${where}: expected 'drop|keep <word> <why>'`);
    const [, action, word, why] = match as unknown as [string, 'drop' | 'keep', string, string];
    if (word !== word.toLowerCase())
      throw new ReviewFileError(`${where}: '${word}' not lower case`);
    if (drop.has(word) || keep.has(word)) throw new ReviewFileError(`${where}: '${word}' twice`);
    (action === 'drop' ? drop : keep).set(word, why);
  });
  return { drop, keep, hash: createHash('sha256').update(text).digest('hex').slice(0, 16) };
}

export interface Cleaned {
  words: string[];
  /** Words removed by each rule. */
  removed: Record<CleaningRule, number>;
}

/** Which rule removes a word, or null when it stays. */
export function cleaningRule(
  word: string,
  signals: SourceSignals,
  review: Review,
): CleaningRule | null {
  if (!NORWEGIAN_VOWELS.test(word)) return 'noVowel';
  if (!review.keep.has(word)) {
    if (signals.dotted.has(word)) return 'dotted';
    if (signals.capitals.has(word)) return 'capitals';
  }
  return review.drop.has(word) ? 'review' : null;
}

/** Applies the rules to a list of playable words (already filtered to the tile alphabet). */
export function cleanWords(
  words: readonly string[],
  signals: SourceSignals,
  review: Review,
): Cleaned {
  const removed: Record<CleaningRule, number> = { noVowel: 0, dotted: 0, capitals: 0, review: 0 };
  const kept: string[] = [];
  for (const word of words) {
    const rule = cleaningRule(word, signals, review);
    if (rule) removed[rule]++;
    else kept.push(word);
  }
  return { words: kept, removed };
}
