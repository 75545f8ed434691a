/**
 * The outcome of a solved endgame as a winning chance (docs/strategy.md "Winning chance"): light,
 * so the replay's page reads it without the move search.
 */

/** A solved endgame's chance from its final spread: a win 1, a draw a half, a loss 0. */
export function outcomeChance(finalSpread: number): number {
  return finalSpread > 0 ? 1 : finalSpread < 0 ? 0 : 0.5;
}
