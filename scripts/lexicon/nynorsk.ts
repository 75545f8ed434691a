/**
 * Norwegian nynorsk full forms from the npm package dictionary-nn (hunspell stems and affix
 * rules, GPL), expanded by hunspell-expand.ts. Compounds are not generated (see there).
 *
 * Known defects of the package data, kept as they are: 'aa', 'ae' and 'oe' were replaced by
 * 'å', 'æ' and 'ø' throughout the .dic (pøng for poeng, gorillåne for gorillaane; about 1.5 %
 * of the forms), and rule D strips 'ar' under the condition 'er', so plurals such as fingrar
 * are missing. Hunspell itself reads the package the same way.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  affEncoding,
  decodeHunspell,
  expandParsed,
  parseAff,
  parseDic,
  type Expansion,
} from './hunspell-expand.ts';

const require = createRequire(import.meta.url);

/** The Norwegian tile letters in lower case: a-z without q, x and z, plus æ, ø and å. */
export const NYNORSK_ALPHABET = 'abcdefghijklmnoprstuvwyæøå';
const MIN_LENGTH = 2;
const MAX_LENGTH = 15;

export interface NynorskOptions {
  /**
   * Keep stems written with a capital (names, abbreviations). Off by default: Wordfeud does not
   * take them, and the bokmål list leaves them out too.
   */
  keepCapitalized?: boolean;
}

/** Reads and expands dictionary-nn; the figures are for checking the expansion. */
export function expandNynorsk(options: NynorskOptions = {}): Expansion {
  const affPath = require.resolve('dictionary-nn/index.aff');
  const dicPath = require.resolve('dictionary-nn/index.dic');
  const affBytes = fs.readFileSync(affPath);
  const encoding = affEncoding(affBytes);
  const aff = parseAff(decodeHunspell(affBytes, encoding));
  if (aff.unsupported.length > 0) {
    throw new Error(`dictionary-nn uses unsupported directives: ${aff.unsupported.join(', ')}`);
  }
  const entries = parseDic(decodeHunspell(fs.readFileSync(dicPath), encoding), aff);
  return expandParsed(aff, entries, {
    includeStem: (entry) =>
      options.keepCapitalized === true || entry.word === entry.word.toLowerCase(),
  });
}

/** Keeps lower-cased forms of 2 to 15 tile letters, once each. */
export function filterNynorsk(forms: Iterable<string>): string[] {
  const allowed = new RegExp(`^[${NYNORSK_ALPHABET}]{${MIN_LENGTH},${MAX_LENGTH}}$`);
  const kept = new Set<string>();
  for (const form of forms) {
    const word = form.toLowerCase();
    // The .dic holds a few placeholder stems such as 'grasyyyy'; no word has 'yyy'.
    if (allowed.test(word) && !word.includes('yyy')) kept.add(word);
  }
  return [...kept];
}

export function nynorskWords(options: NynorskOptions = {}): string[] {
  return filterNynorsk(expandNynorsk(options).forms);
}
