/**
 * Request bodies of the statistics calls (spec 3.3, 3.7, 3.8; docs/architecture.md, statistics).
 */
import { z } from 'zod';
import type { StatsRequest } from '../../core/api-types.ts';
import { STATS_LANGUAGE } from '../../core/constants.ts';
import { LANGUAGES, PLAYER_TYPES } from '../../core/enums.ts';

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;
export const MAX_WORD_ENTRIES = 100;

const bodyError = { error: 'må være et JSON-objekt' };

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'må være et tall' })
    .int('må være et heltall')
    .min(min, `må være fra ${min} til ${max}`)
    .max(max, `må være fra ${min} til ${max}`);

/** Statistics default to Norwegian bokmål, the language the screens ask for (spec 7.1). */
const language = z
  .enum(LANGUAGES, { error: `må være en av ${LANGUAGES.join(', ')}` })
  .optional()
  .default(STATS_LANGUAGE);

/** overall-stats; a missing body counts as {} (bokmål). */
export const overallStatsBody = z
  .object({ language }, bodyError)
  .optional()
  .transform((body) => body ?? { language: STATS_LANGUAGE });

const yearMonth = z.object(
  { year: wholeNumber(MIN_YEAR, MAX_YEAR), month: wholeNumber(0, 12) },
  { error: 'må være et objekt {year, month}' },
);

const monthIndex = (t: { year: number; month: number }) => t.year * 12 + t.month;

/**
 * games-started and num-players: month 0 at both ends asks for years, 1-12 at both ends for
 * months (spec 4.4); both ends are inclusive and the start may not come after the end.
 */
export const statsBody = z
  .object({ language, startTime: yearMonth, endTime: yearMonth }, bodyError)
  .superRefine((body, ctx) => {
    // Fields already refused above need no second complaint.
    if (!yearMonth.safeParse(body.startTime).success) return;
    if (!yearMonth.safeParse(body.endTime).success) return;
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
  }) satisfies z.ZodType<StatsRequest>;

export const mostUsedWordsBody = z.object(
  {
    language,
    numTilesPlayed: wholeNumber(1, 7),
    playerType: z.enum(PLAYER_TYPES, { error: `må være en av ${PLAYER_TYPES.join(', ')}` }),
    entriesToReturn: wholeNumber(1, MAX_WORD_ENTRIES),
  },
  bodyError,
);
