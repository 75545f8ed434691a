/**
 * Who won a game, the one rule for the search results, the tables, the player page and the
 * server's won/draw/lost counts (server/games/aggregates.ts writes it once more in SQL for a
 * rebuild; tests/server/ingest.test.ts proves the two agree).
 */
export type Outcome = 'won' | 'lost' | 'draw';

/** Win if the player's score is above the bot's, loss if below, draw if equal. */
export function outcomeOf(game: { playerScore: number; botScore: number }): Outcome {
  if (game.playerScore > game.botScore) return 'won';
  if (game.playerScore < game.botScore) return 'lost';
  return 'draw';
}
