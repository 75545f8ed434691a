/**
 * API payloads of the background jobs (ADMIN; docs/analysis.md, Background jobs): a job and its
 * result by kind, the deep pass's progress (packages/contract/jobs.ts and
 * packages/contract/api-types.ts export their types). Each is declared once, as its zod schema;
 * its type is inferred from it.
 */
import { z } from 'zod';
import { fixGamesResultSchema } from './api-types-games.ts';
import { JOB_KINDS, JOB_STATES, type JobKind } from './admin-enums.ts';
import { count, id, isoDate } from './schema-parts.ts';

/** rebuild-aggregates: the tables that differed from the games before the rebuild. */
export type RebuildAggregatesResult = z.infer<typeof rebuildAggregatesResultSchema>;
export const rebuildAggregatesResultSchema = z.strictObject({
  drifted: z.array(
    z.strictObject({ table: z.string(), missing: count, extra: count, differing: count }),
  ),
});

/** analysis (the backfill): games analysed, moves stored, games the analysis failed on. */
export type AnalysisJobResult = z.infer<typeof analysisJobResultSchema>;
export const analysisJobResultSchema = z.strictObject({
  analysed: count,
  moves: count,
  failed: count,
});

/** Each kind's result. */
const JOB_RESULT_SCHEMAS = {
  'fix-games': fixGamesResultSchema,
  'rebuild-aggregates': rebuildAggregatesResultSchema,
  analysis: analysisJobResultSchema,
} as const satisfies Record<JobKind, z.ZodType>;

/** Each kind's result type, by kind. */
export type JobResults = { [K in JobKind]: z.infer<(typeof JOB_RESULT_SCHEMAS)[K]> };

/** A job of one kind: its result has that kind's shape. */
const jobOf = <K extends JobKind, R extends z.core.SomeType>(kind: K, result: R) =>
  z.strictObject({
    id,
    kind: z.literal(kind),
    state: z.enum(JOB_STATES),
    /** Units of work done so far, of `total` (games, steps). */
    done: count,
    total: count,
    startedAt: isoDate.nullable(),
    finishedAt: isoDate.nullable(),
    error: z.string().nullable(),
    result: z.nullable(result),
  });

/**
 * A job as the API answers it; dates are ISO strings, `result` is filled as the job goes. Of one
 * kind K, or (by default) of any kind, its result then of any kind's shape.
 */
export type JobInfo<K extends JobKind = JobKind> = z.infer<
  ReturnType<typeof jobOf<K, (typeof JOB_RESULT_SCHEMAS)[K]>>
>;
export const jobInfoSchema = z.discriminatedUnion('kind', [
  jobOf('fix-games', JOB_RESULT_SCHEMAS['fix-games']),
  jobOf('rebuild-aggregates', JOB_RESULT_SCHEMAS['rebuild-aggregates']),
  jobOf('analysis', JOB_RESULT_SCHEMAS.analysis),
]);

/** POST /api/jobs: the kind of job to start. */
export type StartJobRequest = z.output<typeof startJobRequestSchema>;
export const startJobRequestSchema = z.object(
  { kind: z.enum(JOB_KINDS, { error: `må være en av ${JOB_KINDS.join(', ')}` }) },
  { error: 'må være et JSON-objekt {kind}' },
);

/**
 * The deep pass of the analysis (GET /jobs/deep-analysis, ADMIN; ../shared/docs/verdict.md):
 * games waiting, judged, failed, the pace and the CPU it takes a game.
 */
export type DeepAnalysisProgress = z.infer<typeof deepAnalysisProgressSchema>;
export const deepAnalysisProgressSchema = z.strictObject({
  /** Finished games whose deep pass is to do. */
  queued: count,
  /** Games the deep pass has judged. */
  done: count,
  /** Games the deep pass failed on three times (their quick verdicts stay). */
  failed: count,
  /** Games judged deeply a minute over the last ten minutes. */
  perMinute: z.number().min(0),
  /** CPU seconds a game over the latest 200 deep passes; null before the first. */
  cpuSeconds: z.strictObject({ median: z.number().min(0), p90: z.number().min(0) }).nullable(),
});
