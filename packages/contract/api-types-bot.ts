/**
 * API payloads of the bot's calls: games sent in and the chat command 'web <e-mail>'
 * (packages/contract/api-types.ts exports their types). Each is declared once, as its zod schema;
 * its type is inferred from it.
 */
import { z } from 'zod';
import { dbId, email, id } from './schema-parts.ts';

/** POST /api/bot/games: upserts a whole game by gameId (declared with its schema). */
export type { BotGame, BotMove } from './bot-game.ts';

/** Answer of POST /api/bot/games. */
export type BotGameResult = z.infer<typeof botGameResultSchema>;
export const botGameResultSchema = z.strictObject({ gameId: id, hasBrokenMoves: z.boolean() });

/** The chat command 'web <e-mail>' as the bot passes it on (docs/product.md, What Ordbot is; docs/architecture.md). */
export type WebRequest = z.output<typeof webRequestSchema>;
export const webRequestSchema = z.object({
  playerId: dbId,
  playerName: z.string().trim().min(1, 'Spillernavn er påkrevd').max(100),
  email,
});

/** POST /api/bot/web-request: whether a mail went out (false: the daily limit was reached). */
export type WebRequestResult = z.infer<typeof webRequestResultSchema>;
export const webRequestResultSchema = z.strictObject({ ok: z.literal(true), sent: z.boolean() });
