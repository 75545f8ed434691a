/**
 * The endgame search's position keys (packages/engine/strategy/endgame/board.ts): 64-bit Zobrist-style
 * hashes in two 32-bit halves, per square and board letter, per rack of each side, the side to
 * move and the passes in a row.
 */
import { SQUARES } from '../../dimensions.ts';
import { mulberry32 } from '../../random.ts';

/** Per board letter, 32-bit random words, two per square; fixed, so shared by every solve. */
const byLetter = new Map<string, Uint32Array>();

/** 32-bit random words per square and board letter, two per square (a 52-bit key). */
export class Zobrist {
  private readonly racks = [
    new Map<string, [number, number]>(),
    new Map<string, [number, number]>(),
  ];
  readonly side: [number, number];
  readonly passes: [number, number][];

  constructor() {
    const rng = mulberry32(0x5eed);
    const word = () => Math.floor(rng() * 4294967296) >>> 0;
    this.side = [word(), word()];
    this.passes = [0, 1, 2, 3].map(() => [word(), word()]);
  }

  letter(letter: string): Uint32Array {
    let words = byLetter.get(letter);
    if (!words) {
      const rng = mulberry32(0x9e3779b9 ^ (letter.codePointAt(0) as number));
      words = new Uint32Array(2 * SQUARES);
      for (let i = 0; i < words.length; i++) words[i] = Math.floor(rng() * 4294967296);
      byLetter.set(letter, words);
    }
    return words;
  }

  /** A rack of one side (0 the side to move at the start, 1 the other). */
  rack(side: number, rack: string): [number, number] {
    const known = this.racks[side] as Map<string, [number, number]>;
    let hash = known.get(rack);
    if (!hash) {
      let hi = 0x811c9dc5 ^ side;
      let lo = 0x01000193 + side;
      for (const tile of rack) {
        const code = tile.codePointAt(0) as number;
        hi = Math.imul(hi ^ code, 0x01000193) >>> 0;
        lo = Math.imul(lo ^ (code + 0x9e37), 0x5bd1e995) >>> 0;
        lo ^= lo >>> 13;
      }
      hash = [hi >>> 0, lo >>> 0];
      known.set(rack, hash);
    }
    return hash;
  }
}
