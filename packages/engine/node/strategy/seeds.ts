/** The seed of game `g` of a run: a 32-bit mix of the run's seed and the game's number. */
export function gameSeed(runSeed: number, game: number): number {
  let h = Math.imul(runSeed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}
