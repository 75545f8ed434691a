/**
 * How many games of an export have arrived, counted in the bytes as they come (docs/analysis.md,
 * sharing): the server sends the total in a header first, and the app counts what the file holds
 * so far. A zip: the local header of each GCG file (its signature and a name 'ordbot-….gcg', so
 * compressed bytes that happen to hold the signature are not counted). A CSV: its lines after the
 * header (a field never holds a line break: player names cannot).
 */

/** Takes the next piece of the file, answers how many games have arrived in all. */
export type GameCounter = (chunk: Uint8Array) => number;

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** The fixed part of a local file header; the name follows it. */
const FIXED = 30;
const NAME_PREFIX = 'ordbot-';
const NAME_SUFFIX = '.gcg';
/** The longest name the counter reads (the game ids have at most 20 digits). */
const MAX_NAME = 64;

function isSignature(bytes: Uint8Array, at: number): boolean {
  return LOCAL_HEADER.every((byte, k) => bytes[at + k] === byte);
}

/** Counts the GCG files of a zip whose bytes arrive in pieces. */
export function zipGameCounter(): GameCounter {
  let count = 0;
  /** The bytes not yet looked at in full: a header may span two pieces. */
  let carry = new Uint8Array(0);
  const decoder = new TextDecoder();
  return (chunk) => {
    const bytes = new Uint8Array(carry.length + chunk.length);
    bytes.set(carry);
    bytes.set(chunk, carry.length);
    let i = 0;
    for (; i + LOCAL_HEADER.length <= bytes.length; i++) {
      if (bytes[i] !== 0x50 || !isSignature(bytes, i)) continue;
      if (i + FIXED > bytes.length) break;
      const nameLength = (bytes[i + 26] as number) | ((bytes[i + 27] as number) << 8);
      if (nameLength > MAX_NAME) continue;
      if (i + FIXED + nameLength > bytes.length) break;
      const name = decoder.decode(bytes.subarray(i + FIXED, i + FIXED + nameLength));
      if (name.startsWith(NAME_PREFIX) && name.endsWith(NAME_SUFFIX)) {
        count++;
        i += FIXED + nameLength - 1;
      }
    }
    // The bytes from i on were not judged: a header cut short (at most FIXED + MAX_NAME bytes)
    // or the last three, which may begin a signature.
    carry = bytes.slice(i);
    return count;
  };
}

/** Counts the rows of a CSV (its lines after the header) whose bytes arrive in pieces. */
export function csvGameCounter(): GameCounter {
  let lines = 0;
  return (chunk) => {
    for (const byte of chunk) if (byte === 0x0a) lines++;
    return Math.max(0, lines - 1);
  };
}
