/**
 * A rack's leave keys: each tile type of the rack has a place value (mixed radix over its
 * count, letter index order, the blank last), so a key numbers the tiles a move uses and
 * indexes the value of what stays. Both move engines number them so.
 */
import { BLANK } from '../tiles.ts';

/**
 * The best swap: the most valuable leave that keeps fewer tiles than the rack holds (keys from
 * 1 up; key 0 keeps every tile), or null when there is none. `rack` holds the count per letter
 * index; `keep` is in tile-set order, '?' a blank.
 */
export function bestKeepOf(
  leaveByKey: Float64Array,
  keyCount: number,
  rack: Int8Array,
  blanks: number,
  letters: readonly string[],
): { value: number; keep: string } | null {
  let best = -Infinity;
  let bestKey = -1;
  for (let key = 1; key < keyCount; key++) {
    const value = leaveByKey[key] as number;
    if (value > best) {
      best = value;
      bestKey = key;
    }
  }
  if (bestKey < 0) return null;
  // Decode what the key uses; the rest is kept.
  let keep = '';
  let rest = bestKey;
  for (let l = 0; l < letters.length; l++) {
    const have = rack[l] as number;
    if (have === 0) continue;
    const used = rest % (have + 1);
    rest = (rest - used) / (have + 1);
    keep += (letters[l] as string).toUpperCase().repeat(have - used);
  }
  const usedBlanks = rest % (blanks + 1);
  keep += BLANK.repeat(blanks - usedBlanks);
  return { value: best, keep };
}
