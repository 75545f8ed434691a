/**
 * API payloads of the bot's calls: games sent in and the chat command 'web <e-mail>'
 * (packages/contract/api-types.ts exports them all).
 */

/** POST /api/bot/games: upserts a whole game by gameId (declared with its schema). */
export type { BotGame, BotMove } from './bot-game.ts';

/** Answer of POST /api/bot/games. */
export interface BotGameResult {
  gameId: number;
  hasBrokenMoves: boolean;
}

/** The chat command 'web <e-mail>' as the bot passes it on (docs/product.md, What Ordbot is; docs/architecture.md). */
export interface WebRequest {
  playerId: number;
  playerName: string;
  email: string;
}

/** POST /api/bot/web-request: whether a mail went out (false: the daily limit was reached). */
export interface WebRequestResult {
  ok: true;
  sent: boolean;
}
