/**
 * API payloads of 'Øv på feilene' (docs/strategy.md, Practice); packages/contract/api-types.ts
 * exports their types. Each is declared once, as its zod schema; its type is inferred from it.
 */
import { z } from 'zod';
import { count, epoch, grade, id, int, language } from './schema-parts.ts';

/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): a graded move of the user's
 * player in a finished game, with the user's answers to it so far.
 */
export type PracticeExercise = z.infer<typeof practiceExerciseSchema>;
export const practiceExerciseSchema = z.strictObject({
  gameId: id,
  moveNum: int.min(1),
  /** Epoch seconds of the game's start. */
  startTime: epoch,
  language,
  grade,
  /** docs/analysis.md "points missed". */
  missed: z.number().min(0),
  /** The played move's points by the rules. */
  points: int,
  /** The best known alternative's points (the rack's best when known, else the same tiles'). */
  bestPoints: int,
  /** Answers given so far, and whether one of them found the best. */
  attempts: count,
  solved: z.boolean(),
});

/** A user's practice so far: exercises solved of all, tried, and solved at the first try. */
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;
export const practiceProgressSchema = z.strictObject({
  solved: count,
  total: count,
  tried: count,
  firstTry: count,
});

/** GET /api/practice: the user's exercises, the largest miss first, and the progress. */
export type PracticeList = z.infer<typeof practiceListSchema>;
export const practiceListSchema = z.strictObject({
  exercises: z.array(practiceExerciseSchema),
  progress: practiceProgressSchema,
});

/**
 * POST /api/practice/answers: one answer to an exercise. `answerId` is made by the client once
 * per answer, so sending it again (after a lost reply, or from the offline queue) counts once.
 */
export type PracticeAnswerRequest = z.output<typeof practiceAnswerRequestSchema>;
export const practiceAnswerRequestSchema = z.object(
  {
    answerId: z.uuid('må være en UUID'),
    gameId: z
      .number({ error: 'må være et tall' })
      .int('må være et heltall')
      .positive('må være positivt')
      .max(Number.MAX_SAFE_INTEGER),
    moveNum: z.number({ error: 'må være et tall' }).int('må være et heltall').min(1).max(1000),
    /** True when the answer found the best move (docs/strategy.md, Answers). */
    solved: z.boolean({ error: 'må være true eller false' }),
    /** When it was given (epoch ms; an answer given offline arrives later). */
    answeredAt: z
      .number({ error: 'må være et tall' })
      .int('må være et heltall')
      .positive('må være positivt')
      .max(8_640_000_000_000_000),
  },
  { error: 'må være et JSON-objekt {answerId, gameId, moveNum, solved, answeredAt}' },
);
