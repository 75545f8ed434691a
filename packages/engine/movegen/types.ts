/** Plain data the engine hands out, so a Web Worker can pass it on unchanged. */
import type { Move } from '../game-records.ts';

/**
 * A placement in the API's move form: x, y is the first square of the main word (existing
 * tiles included), letters are the new tiles in order, blanks in lower case (in mainWord too).
 */
export type EngineMove = Pick<
  Move,
  'x' | 'y' | 'vertical' | 'letters' | 'mainWord' | 'points' | 'numTiles'
>;

/** Engine ordering: points high to low, then y, x, horizontal first, then the word. */
export function compareMoves(a: EngineMove, b: EngineMove): number {
  return (
    b.points - a.points ||
    a.y - b.y ||
    a.x - b.x ||
    Number(a.vertical) - Number(b.vertical) ||
    (a.mainWord < b.mainWord ? -1 : a.mainWord > b.mainWord ? 1 : 0)
  );
}
