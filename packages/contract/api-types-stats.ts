/**
 * API payloads of the home page's figures, the statistics and words, and the health checks
 * (packages/contract/api-types.ts exports their types). Each is declared once, as its zod schema;
 * its type is inferred from it.
 */
import { z } from 'zod';
import { STATS_LANGUAGE } from './constants.ts';
import { LANGUAGES, PLAYER_TYPES, STATS_DATA_TYPES } from './enums.ts';
import { bodyError, count } from './schema-parts.ts';

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;
export const MAX_WORD_ENTRIES = 100;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(min, `må være fra ${min} til ${max}`)
    .max(max, `må være fra ${min} til ${max}`);

/** Statistics default to Norwegian bokmål, the language the screens ask for (docs/product.md, Calls). */
const statsLanguage = z
  .enum(LANGUAGES, { error: `må være en av ${LANGUAGES.join(', ')}` })
  .optional()
  .default(STATS_LANGUAGE);

/** POST /api/public/overall-stats (docs/product.md, Home page); a missing body counts as {} (bokmål). */
export type OverallStatsRequest = z.output<typeof overallStatsRequestSchema>;
export const overallStatsRequestSchema = z
  .object({ language: statsLanguage }, bodyError)
  .optional()
  .transform((body) => body ?? { language: STATS_LANGUAGE });

/** One answer for the home page and the statistics view (docs/product.md, Home page; docs/architecture.md). */
export type OverallStats = z.infer<typeof overallStatsSchema>;
export const overallStatsSchema = z.strictObject({
  ongoingGames: count,
  numPlayers: count,
  numGames: count,
  /** NORMAL moves, i.e. words played. */
  numMoves: count,
  /** NORMAL moves of 7 tiles. */
  numBingos: count,
});

/** Month 0 at both ends means yearly buckets, month 1 monthly (docs/product.md, Statistics). */
export type YearMonth = z.output<typeof yearMonthSchema>;
export const yearMonthSchema = z.object(
  { year: wholeNumber(MIN_YEAR, MAX_YEAR), month: wholeNumber(0, 12) },
  { error: 'må være et objekt {year, month}' },
);

const monthIndex = (t: YearMonth) => t.year * 12 + t.month;

/**
 * POST /api/stats/games-started and /api/stats/num-players (docs/product.md, Statistics): month 0
 * at both ends asks for years, 1-12 at both ends for months; both ends are inclusive and the
 * start may not come after the end.
 */
export type StatsRequest = z.output<typeof statsRequestSchema>;
export const statsRequestSchema = z
  .object(
    { language: statsLanguage, startTime: yearMonthSchema, endTime: yearMonthSchema },
    bodyError,
  )
  .superRefine((body, ctx) => {
    // Fields already refused above need no second complaint.
    if (!yearMonthSchema.safeParse(body.startTime).success) return;
    if (!yearMonthSchema.safeParse(body.endTime).success) return;
    const yearly = body.startTime.month === 0;
    if (yearly !== (body.endTime.month === 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime', 'month'],
        message: 'month må være 0 i begge ender (årlig) eller 1-12 i begge ender (månedlig)',
      });
    } else if (monthIndex(body.startTime) > monthIndex(body.endTime)) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'kan ikke være etter endTime' });
    }
  });

/** A chart bucket, labelled YYYY or YYYY-MM (docs/architecture.md). */
export type StatsDataItem = z.infer<typeof statsDataItemSchema>;
export const statsDataItemSchema = z.strictObject({ label: z.string(), value: z.number() });

/** Answer of games-started and num-players (docs/product.md, Statistics). */
export type StatsResult = z.infer<typeof statsResultSchema>;
export const statsResultSchema = z.strictObject({
  numRecords: count,
  data: z.array(statsDataItemSchema),
  dataType: z.enum(STATS_DATA_TYPES),
});

/** POST /api/stats/most-used-words (docs/product.md, Words). */
export type MostUsedWordsRequest = z.output<typeof mostUsedWordsRequestSchema>;
export const mostUsedWordsRequestSchema = z.object(
  {
    language: statsLanguage,
    numTilesPlayed: wholeNumber(1, 7),
    playerType: z.enum(PLAYER_TYPES, { error: `må være en av ${PLAYER_TYPES.join(', ')}` }),
    entriesToReturn: wholeNumber(1, MAX_WORD_ENTRIES),
  },
  bodyError,
);

/** Items of the most-used-words answer, most used first (docs/architecture.md). */
export type WordCount = z.infer<typeof wordCountSchema>;
export const wordCountSchema = z.strictObject({ word: z.string(), count });

/** POST /api/stats/testconn (docs/architecture.md). */
export type TestConnResult = z.infer<typeof testConnResultSchema>;
export const testConnResultSchema = z.strictObject({
  ok: z.boolean(),
  database: z.enum(['pglite', 'postgresql']),
  latencyMs: z.number().min(0),
  /** Why not, when ok is false (503). */
  message: z.string().optional(),
});

/** GET /api/health (docs/architecture.md): 200 when the database answers, 503 while it does not. */
export type Health = z.infer<typeof healthSchema>;
export const healthSchema = z.strictObject({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
});
