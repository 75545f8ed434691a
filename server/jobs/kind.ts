/**
 * What a kind of job is: how much work there is, where it starts, and one batch of it. The runner
 * runs each batch in a transaction that also saves the checkpoint, so a job resumes where its
 * last committed batch ended, on any instance.
 */
import type { Analyser } from '../analysis/analyser.ts';
import type { Db } from '../db/database.ts';
import type { GamesChanges } from '../games/changes.ts';

/** The app's services a kind may use besides the database (wireServices, server/wiring.ts). */
export interface JobEnv {
  analyser: Analyser;
  /** Told before a kind changes games (fix-games flips their flags). */
  gamesChanges: GamesChanges;
}

/** The job as a batch sees it: its id, and the instance that works on it (its lease). */
export interface JobRun {
  id: number;
  owner: string;
  leaseMs: number;
}

export interface JobStep<C, R> {
  cursor: C;
  result: R;
  /** Units of work this batch did (adds to the job's `done`). */
  done: number;
  /** Nothing left to do. */
  finished: boolean;
}

export interface JobKindDefinition<C, R, P = undefined> {
  /** The units of work ahead, counted when the job first starts (the progress bar's total). */
  total(db: Db): Promise<number>;
  /** The checkpoint and result of a job that has not done anything yet. */
  start(): { cursor: C; result: R };
  /**
   * Optional work for the next batch before its transaction (reading, computing in a worker),
   * so the transaction only writes and holds the database briefly.
   */
  prepare?(db: Db, cursor: C, batchSize: number | null, env: JobEnv, run: JobRun): Promise<P>;
  /**
   * `prepare` does not need the checkpoint of the step before it (the analysis takes its games
   * from claims in the database): the runner starts preparing the next batch before it steps
   * this one, so the workers compute while the database writes (its `cursor` is then the one
   * before that step). Not after a batch `shared.idle` calls empty, and one prepared ahead that
   * holds nothing is prepared again after the step. One prepared ahead that is never stepped
   * (the instance stops, a step fails, the lease is lost) is waited for and dropped; what it
   * holds goes back as for any batch not stepped: `shared.release` when the instance stops, its
   * lease otherwise.
   */
  prepareAhead?: boolean;
  /** One batch of at most `batchSize` units (null: the kind's own size). */
  step(
    tx: Db,
    cursor: C,
    result: R,
    batchSize: number | null,
    prepared: P,
    run: JobRun,
    env: JobEnv,
  ): Promise<JobStep<C, R>>;
  /**
   * Every instance works on a running job of this kind, not only the one that holds it: each
   * prepares and steps batches of its own, and the step adds its batch to the job's `done` and
   * `result` in the database (the runner leaves them alone). `idle` says a prepared batch holds
   * nothing: an instance that is not the job's holder stops helping until its next poll.
   */
  shared?: {
    idle(prepared: P): boolean;
    /** The instance `owner` stops: what it holds of the work goes back to the others. */
    release(db: Db, owner: string): Promise<void>;
  };
}

export type AnyJobKind = JobKindDefinition<unknown, unknown, unknown>;

/** Keeps the cursor and result types inside a definition while the registry holds any kind. */
export function defineJobKind<C, R, P = undefined>(
  definition: JobKindDefinition<C, R, P>,
): AnyJobKind {
  return definition as unknown as AnyJobKind;
}
