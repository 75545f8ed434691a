import type { Language } from '../game-enums.ts';
import { tileLetters } from '../tiles.ts';

/** The letters a lexicon is built over: the language's tiles, lower case, in tile-set order. */
export function lexiconAlphabet(language: Language): string {
  return tileLetters(language).join('').toLowerCase();
}
