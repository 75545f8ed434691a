/**
 * The hand-made leave of docs/strategy.md ('heuristic'): the baseline the learned table must
 * beat. Tile worths, a penalty for duplicates and one for an unbalanced mix of vowels and
 * consonants.
 */
import type { Language } from '../game-enums.ts';
import { BLANK, tileValue } from '../tiles.ts';
import { leaveIndex } from './leaves.ts';

const WORTH: Record<string, number> = {
  [BLANK]: 20,
  E: 3,
  R: 2.5,
  N: 2.5,
  S: 2.5,
  T: 2,
  A: 1.5,
  L: 1.5,
  I: 1,
  K: 0.5,
  D: 0.5,
  G: 0,
};

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U', 'Y', 'Æ', 'Ø', 'Å']);

/** The hand-made value of a leave in points ('?' a blank; any order; 0 for tiles not in the set). */
export function heuristicLeave(tiles: string, language: Language): number {
  const counts = leaveIndex(language).counts(tiles);
  if (!counts) return 0;
  let byCounts = byLanguage.get(language);
  if (!byCounts) {
    byCounts = heuristicCounts(language);
    byLanguage.set(language, byCounts);
  }
  return byCounts(counts);
}

const byLanguage = new Map<Language, (counts: Int8Array) => number>();

/** The hand-made value from counts per tile type (packages/engine/strategy/leaves.ts order), for the search. */
export function heuristicCounts(language: Language): (counts: Int8Array) => number {
  const letters = leaveIndex(language).letters;
  const worth = Float64Array.from(
    letters.map((tile) => WORTH[tile] ?? -0.4 * tileValue(tile, language)),
  );
  const vowel = Uint8Array.from(letters.map((tile) => (VOWELS.has(tile) ? 1 : 0)));
  const blank = letters.indexOf(BLANK);
  return (counts) => {
    let value = 0;
    let vowels = 0;
    let consonants = 0;
    for (let t = 0; t < counts.length; t++) {
      const c = counts[t] as number;
      if (c === 0) continue;
      value += c * (worth[t] as number);
      if (t === blank) continue;
      if (c > 1) value -= 3 * (c - 1) ** 2;
      if (vowel[t]) vowels += c;
      else consonants += c;
    }
    return value - 1.5 * Math.max(0, Math.abs(vowels - consonants) - 1) ** 1.5;
  };
}
