/**
 * API payloads of the player list and the player profile (packages/contract/api-types.ts exports
 * their types). Each is declared once, as its zod schema; its type is inferred from it.
 */
import { z } from 'zod';
import { LANGUAGES } from './enums.ts';
import { count, id, int } from './schema-parts.ts';

/** GET /api/players/allbasic items (docs/product.md, Player list). */
export type PlayerInfoBasic = z.infer<typeof playerInfoBasicSchema>;
export const playerInfoBasicSchema = z.strictObject({ id, name: z.string() });

/** GET /api/players/all items, playerid/{id}, playername/{name} (docs/product.md, Player list). */
export type PlayerInfo = z.infer<typeof playerInfoSchema>;
export const playerInfoSchema = z.strictObject({
  basicInfo: playerInfoBasicSchema,
  gamesStarted: count,
  gamesFinished: count,
  won: count,
  draw: count,
  lost: count,
});

/** The query of GET /api/players/{id}/profile: the language its figures are of, or all. */
export type PlayerProfileQuery = z.output<typeof playerProfileQuerySchema>;
export const playerProfileQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: `må være ${LANGUAGES.join(', ')}` }).optional(),
});

const gameScore = z.strictObject({ gameId: id, score: int }).nullable();
const gameMargin = z.strictObject({ gameId: id, margin: int }).nullable();

/** GET /api/players/{id}/profile (docs/analysis.md, Player profile): finished games unless said. */
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
export const playerProfileSchema = z.strictObject({
  basicInfo: playerInfoBasicSchema,
  games: z.strictObject({
    started: count,
    finished: count,
    won: count,
    draw: count,
    lost: count,
    /** 2 decimals. */
    percentageWon: z.number().min(0).max(100),
  }),
  scores: z.strictObject({
    /** 1 decimal each; margin = player - bot. */
    averagePlayer: z.number(),
    averageBot: z.number(),
    averageMargin: z.number(),
    highest: gameScore,
    lowest: gameScore,
    biggestWin: gameMargin,
    biggestLoss: gameMargin,
  }),
  bestMove: z
    .strictObject({ gameId: id, moveNum: int.min(1), word: z.string(), points: int })
    .nullable(),
  longestWord: z.strictObject({ gameId: id, moveNum: int.min(1), word: z.string() }).nullable(),
  /** perGame: 2 decimals. */
  bingos: z.strictObject({ total: count, perGame: z.number().min(0) }),
  /** The 10 most-used main words. */
  words: z.array(z.strictObject({ word: z.string(), count })),
  streaks: z.strictObject({
    longestWin: count,
    current: z
      .strictObject({ result: z.enum(['WIN', 'LOSS', 'DRAW']), length: int.min(1) })
      .nullable(),
  }),
  /** Europe/Oslo months, oldest first; averageScore: 1 decimal. */
  months: z.array(
    z.strictObject({ label: z.string(), games: count, won: count, averageScore: z.number() }),
  ),
  /** averageMissed: 1 decimal. */
  analysis: z.strictObject({
    movesAnalysed: count,
    bestFound: count,
    averageMissed: z.number().min(0),
    /**
     * 'Nøyaktighet' (docs/strategy.md): the mean of the player's accuracy over finished,
     * analysed games with one (1 decimal; null with none), and per month (Europe/Oslo, oldest
     * first, months with such a game only).
     */
    accuracy: z.strictObject({
      average: z.number().nullable(),
      months: z.array(z.strictObject({ label: z.string(), average: z.number() })),
    }),
  }),
});
