/**
 * What a kind of job is: how much work there is, where it starts, and one batch of it. The runner
 * runs each batch in a transaction that also saves the checkpoint, so a job resumes where its
 * last committed batch ended, on any instance.
 */
import type { Db } from '../db/database.ts';

export interface JobStep<C, R> {
  cursor: C;
  result: R;
  /** Units of work this batch did (adds to the job's `done`). */
  done: number;
  /** Nothing left to do. */
  finished: boolean;
}

export interface JobKindDefinition<C, R> {
  /** The units of work ahead, counted when the job first starts (the progress bar's total). */
  total(db: Db): Promise<number>;
  /** The checkpoint and result of a job that has not done anything yet. */
  start(): { cursor: C; result: R };
  /** One batch of at most `batchSize` units (null: the kind's own size). */
  step(tx: Db, cursor: C, result: R, batchSize: number | null): Promise<JobStep<C, R>>;
}

/** Keeps the cursor and result types inside a definition while the registry holds any kind. */
export function defineJobKind<C, R>(
  definition: JobKindDefinition<C, R>,
): JobKindDefinition<unknown, unknown> {
  return definition as unknown as JobKindDefinition<unknown, unknown>;
}
