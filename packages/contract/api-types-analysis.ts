/**
 * API payloads of a game's served analysis, GET /games/{gameId}/analysis (../shared/docs/verdict.md;
 * packages/contract/api-types.ts exports their types). Each is declared once, as its zod schema;
 * its type is inferred from it. The verdict is the engine's, which imports no zod: its schema
 * here is held to the engine's type, exactly, by the compiler.
 */
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { Verdict } from '@ordbot/engine/analysis/verdict.ts';
import { z } from 'zod';
import { epoch, grade, id, int, type Holds, type Same } from './schema-parts.ts';

const verdictMove = z.strictObject({
  move: z.string(),
  points: int,
  value: z.number(),
  win: z.number().min(0).max(1).nullable(),
});
const verdictStep = z.strictObject({ move: z.string(), points: int, mover: z.boolean() });

/** A move's verdict as GET /games/{gameId}/analysis serves it (../shared/docs/verdict.md). */
export type ServedVerdict = z.infer<typeof servedVerdictSchema>;
export const servedVerdictSchema = z.strictObject({
  moveNum: int.min(1),
  side: z.enum(['PLAYER', 'BOT']),
  method: z.enum(['EQUITY', 'PREENDGAME', 'ENDGAME']),
  proven: z.boolean().nullable(),
  depth: int.nullable(),
  rack: z.string().nullable(),
  rackSource: z.enum(['BOT', 'BINGO', 'ENDGAME', 'INFERRED', 'TILES']),
  candidates: z.array(
    verdictMove.extend({
      line: z.array(verdictStep).optional(),
      lineComplete: z.boolean().optional(),
    }),
  ),
  played: verdictMove.extend({ rank: int.min(1).nullable() }),
  winLost: z.number().min(0).max(100).nullable(),
  pointsLost: z.number().min(0),
  grade: grade.nullable(),
  accuracy: z.number().min(0).max(100).nullable(),
  // INFERRED only: the likeliest racks, each one's best move, the chance of a real mistake.
  racks: z.array(z.strictObject({ rack: z.string(), p: z.number().min(0).max(1) })).optional(),
  rackBest: z
    .array(
      z.strictObject({
        move: z.string().nullable(),
        points: int,
        winLost: z.number().min(0).max(100),
      }),
    )
    .optional(),
  mistakeChance: z.number().min(0).max(1).optional(),
});

// The engine's Verdict (packages/engine/analysis/types.ts), exactly, with the move and its side.
type _ServedVerdictIsVerdict = Holds<Same<Omit<ServedVerdict, 'moveNum' | 'side'>, Verdict>>;

/**
 * GET /games/{gameId}/analysis: the game's verdicts, judged once on the server. `status` DEEP
 * (the deep pass is done), QUICK (the quick pass's; the deep pass is queued) or QUEUED (nothing
 * judged yet: no figures). `review`: the whole review the replay shows (each move's verdict
 * inside it), so the page needs neither a click nor the word list.
 */
export type ServedAnalysis = z.infer<typeof servedAnalysisSchema>;
export const servedAnalysisSchema = z.strictObject({
  gameId: id,
  status: z.enum(['DEEP', 'QUICK', 'QUEUED']),
  /** The analysis form and strategy tables it was made with ('6/NO_B-2'); null when QUEUED. */
  version: z.string().nullable(),
  accuracy: z.strictObject({ player: z.number().nullable(), bot: z.number().nullable() }),
  moves: z.array(servedVerdictSchema),
  // The replay's whole review (packages/engine/analysis/types.ts GameAnalysis), checked by shape.
  review: z.custom<GameAnalysis>((v) => typeof v === 'object' && v !== null).nullable(),
  /** Epoch milliseconds of the pass; null when QUEUED. */
  judgedAt: epoch.nullable(),
});
