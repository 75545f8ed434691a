/** API payloads of 'Øv på feilene' (docs/strategy.md, Practice); packages/contract/api-types.ts exports them. */
import type { Grade, Language } from './enums.ts';

/**
 * One exercise of 'Øv på feilene' (docs/strategy.md, Practice): a graded move of the user's
 * player in a finished game, with the user's answers to it so far.
 */
export interface PracticeExercise {
  gameId: number;
  moveNum: number;
  /** Epoch seconds of the game's start. */
  startTime: number;
  language: Language;
  grade: Grade;
  /** docs/analysis.md "points missed". */
  missed: number;
  /** The played move's points by the rules. */
  points: number;
  /** The best known alternative's points (the rack's best when known, else the same tiles'). */
  bestPoints: number;
  /** Answers given so far, and whether one of them found the best. */
  attempts: number;
  solved: boolean;
}

/** A user's practice so far: exercises solved of all, tried, and solved at the first try. */
export interface PracticeProgress {
  solved: number;
  total: number;
  tried: number;
  firstTry: number;
}

/** GET /api/practice: the user's exercises, the largest miss first, and the progress. */
export interface PracticeList {
  exercises: PracticeExercise[];
  progress: PracticeProgress;
}

/**
 * POST /api/practice/answers: one answer to an exercise. `answerId` is made by the client once
 * per answer, so sending it again (after a lost reply, or from the offline queue) counts once.
 */
export interface PracticeAnswerRequest {
  answerId: string;
  gameId: number;
  moveNum: number;
  /** True when the answer found the best move (docs/strategy.md, Answers). */
  solved: boolean;
  /** When it was given (epoch ms; an answer given offline arrives later). */
  answeredAt: number;
}
