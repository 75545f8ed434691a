// Over 300 lines: the job runner is one class whose claims, leases, progress and resume share
// its state; split, each part would reach into the others.
/**
 * Runs background jobs on this instance. Any instance may take a job: it claims it in the
 * database (a lease it renews while it works), runs it batch by batch, each batch committed with
 * its checkpoint, and yields to the event loop between batches so requests keep being answered.
 * A job whose instance stopped (lease released) or died (lease expired) is taken over where its
 * last batch ended, by a poll on every instance and at start-up.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep, setImmediate as yieldToLoop } from 'node:timers/promises';
import type { JobInfo, JobKind } from '@ordbot/contract/jobs.ts';
import type { Db } from '../db/database.ts';
import type { AnyJobKind, JobEnv, JobRun } from './kind.ts';
import { JOB_DEFINITIONS } from './kinds.ts';
import { PreparedBatches } from './prepare-ahead.ts';
import {
  claimJob,
  createJob,
  findJob,
  jobInfo,
  releaseJobs,
  runningJobsOfOthers,
  updateOwnedJob,
  type JobRow,
} from './store.ts';

/** The kinds every instance helps with (JobKindDefinition.shared). */
const SHARED_KINDS = (Object.keys(JOB_DEFINITIONS) as JobKind[]).filter(
  (kind) => JOB_DEFINITIONS[kind].shared,
);

export interface JobRunnerOptions {
  /** A lease not renewed for this long is free for another instance. */
  leaseMs: number;
  /** How often to look for queued jobs and expired leases. */
  pollMs: number;
  /** How often a running job renews its lease between batches. */
  heartbeatMs: number;
  /** Units per batch instead of each kind's own (tests make jobs take many batches). */
  batchSize: number | null;
  /** A pause after each batch (tests, to stop an instance in the middle of a job). */
  pauseMs: number;
}

export const DEFAULT_JOB_OPTIONS: JobRunnerOptions = {
  leaseMs: 30_000,
  pollMs: 5_000,
  heartbeatMs: 5_000,
  batchSize: null,
  pauseMs: 0,
};

/** The lease went to another instance: stop without writing anything more. */
class LeaseLost extends Error {}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

export class JobRunner {
  readonly owner = randomUUID();
  readonly options: JobRunnerOptions;
  private running = new Map<number, Promise<void>>();
  /** Jobs of shared kinds that another instance holds and this one helps with. */
  private helping = new Map<number, Promise<void>>();
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** A poll was asked for while one ran: it runs again when that one ends. */
  private pollAgain = false;
  private stopped = true;

  /**
   * Claims every job it can and runs each in the background; one poll at a time. Bound to the
   * runner's own async context: a job started by a request must not run as part of it (the
   * embedded database orders and cancels queries by the request they belong to).
   */
  readonly poll: () => void;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    options: Partial<JobRunnerOptions> = {},
    private readonly env: JobEnv,
  ) {
    this.options = { ...DEFAULT_JOB_OPTIONS, ...options };
    this.poll = AsyncResource.bind(() => this.pollNow());
  }

  /** Starts polling; jobs left queued or running (a restart) are taken up at once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.pollTimer = setInterval(() => this.poll(), this.options.pollMs);
    this.pollTimer.unref();
    this.poll();
  }

  /** Finishes the batches under way, then lets go of this instance's jobs for others. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    await this.polling;
    await Promise.all([...this.running.values(), ...this.helping.values()]);
    await releaseJobs(this.db, this.owner);
    for (const kind of SHARED_KINDS) {
      await JOB_DEFINITIONS[kind].shared?.release(this.db, this.owner).catch(() => {});
    }
  }

  /** A job of `kind`: a new one, or the one already queued or running (on any instance). */
  async submit(kind: JobKind, startedBy: number | null): Promise<JobInfo> {
    const row = await createJob(this.db, kind, startedBy);
    this.poll();
    return jobInfo(row);
  }

  private pollNow(): void {
    if (this.stopped) return;
    if (this.polling) {
      // A job submitted during a poll may have come too late for its claims: look once more.
      this.pollAgain = true;
      return;
    }
    this.pollAgain = false;
    this.polling = (async () => {
      try {
        for (let job = await this.claim(); job; job = await this.claim()) {
          const id = job.id;
          const run = this.run(job).finally(() => this.running.delete(id));
          this.running.set(id, run);
        }
        for (const job of await runningJobsOfOthers(this.db, this.owner, SHARED_KINDS)) {
          if (this.stopped || this.helping.has(job.id) || this.running.has(job.id)) continue;
          const id = job.id;
          const help = this.help(job).finally(() => this.helping.delete(id));
          this.helping.set(id, help);
        }
      } catch (err) {
        this.log.error({ err }, 'background jobs: poll failed');
      } finally {
        this.polling = null;
        if (this.pollAgain) this.pollNow();
      }
    })();
  }

  private claim(): Promise<JobRow | null> {
    return this.stopped
      ? Promise.resolve(null)
      : claimJob(this.db, this.owner, this.options.leaseMs);
  }

  private async run(job: JobRow): Promise<void> {
    const definition = JOB_DEFINITIONS[job.kind as JobKind];
    let heartbeat: NodeJS.Timeout | null = null;
    let batches: PreparedBatches<unknown> | null = null;
    try {
      if (!definition) throw new Error(`Ukjent jobbtype '${job.kind}'`);
      this.log.info(`background job ${job.id} (${job.kind}): running from ${job.done}`);
      let lost = false;
      heartbeat = setInterval(() => {
        void updateOwnedJob(this.db, job.id, this.owner, {}).then(
          (held) => (lost ||= !held),
          () => {},
        );
      }, this.options.heartbeatMs);
      heartbeat.unref();
      let { cursor, result, done } = job as { cursor: unknown; result: unknown; done: number };
      if (cursor === null) {
        ({ cursor, result } = definition.start());
        await this.save(this.db, job.id, {
          total: await definition.total(this.db),
          cursor,
          result,
        });
      }
      const run = this.jobRun(job.id);
      batches = this.batches(definition, async () =>
        definition.prepare?.(this.db, cursor, this.options.batchSize, this.env, run),
      );
      for (;;) {
        if (this.stopped) return;
        if (lost) throw new LeaseLost();
        const from = { cursor, result, done };
        const { batchSize } = this.options;
        const prepared = await batches.next();
        if (this.stopped) return;
        const step = await this.db.transaction(async (tx) => {
          const db = tx as unknown as Db;
          const next = await definition.step(
            db,
            from.cursor,
            from.result,
            batchSize,
            prepared,
            run,
            this.env,
          );
          await this.save(db, job.id, {
            cursor: next.cursor,
            // A shared kind's step has counted its batch in the job's row itself.
            ...(definition.shared ? {} : { result: next.result, done: from.done + next.done }),
            ...(next.finished ? { state: 'done', finishedAt: new Date(), owner: null } : {}),
          });
          return next;
        });
        if (step.finished) {
          this.log.info(`background job ${job.id} (${job.kind}): done`);
          return;
        }
        ({ cursor, result } = step);
        done += step.done;
        await yieldToLoop();
        if (this.options.pauseMs > 0) await sleep(this.options.pauseMs);
      }
    } catch (err) {
      if (err instanceof LeaseLost) {
        this.log.info(`background job ${job.id}: taken over by another instance`);
        return;
      }
      // Stopping (the analysis workers may stop first): the job resumes from its checkpoint.
      if (this.stopped) {
        this.log.info(`background job ${job.id}: left for a restart`);
        return;
      }
      this.log.error({ err }, `background job ${job.id} (${job.kind}) failed`);
      const message = err instanceof Error ? err.message : String(err);
      await updateOwnedJob(this.db, job.id, this.owner, {
        state: 'failed',
        error: message,
        finishedAt: new Date(),
        owner: null,
      }).catch(() => {});
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      await batches?.drop();
    }
  }

  private jobRun(id: number): JobRun {
    return { id, owner: this.owner, leaseMs: this.options.leaseMs };
  }

  /** A job's batches, prepared one ahead for a kind that asks for it. */
  private batches<T>(
    definition: AnyJobKind,
    prepare: () => Promise<T>,
    idle: (batch: T) => boolean = (batch) => definition.shared?.idle(batch) ?? false,
  ): PreparedBatches<T> {
    return new PreparedBatches(
      definition.prepareAhead ?? false,
      prepare,
      idle,
      () => !this.stopped,
    );
  }

  /**
   * Works on a running job of a shared kind that another instance holds: batch after batch of
   * its own until one holds nothing, the job is no longer running, or this instance stops.
   */
  private async help(job: JobRow): Promise<void> {
    const definition = JOB_DEFINITIONS[job.kind as JobKind];
    const shared = definition?.shared;
    if (!shared) return;
    const run = this.jobRun(job.id);
    // The job as it is when a batch is prepared for it; null once it no longer runs.
    const batches = this.batches(
      definition,
      async () => {
        const now = await findJob(this.db, job.id);
        if (now?.state !== 'running') return null;
        const { batchSize } = this.options;
        const prepared = await definition.prepare?.(this.db, now.cursor, batchSize, this.env, run);
        return { now, batchSize, prepared };
      },
      (batch) => !batch || shared.idle(batch.prepared),
    );
    try {
      while (!this.stopped) {
        const batch = await batches.next();
        if (!batch || shared.idle(batch.prepared)) return;
        const { now, batchSize, prepared } = batch;
        await this.db.transaction((tx) =>
          definition.step(
            tx as unknown as Db,
            now.cursor,
            now.result,
            batchSize,
            prepared,
            run,
            this.env,
          ),
        );
        await yieldToLoop();
        if (this.options.pauseMs > 0) await sleep(this.options.pauseMs);
      }
    } catch (err) {
      // The job's holder goes on; this instance tries again at its next poll.
      if (!this.stopped) this.log.error({ err }, `background job ${job.id}: helping failed`);
    } finally {
      await batches.drop();
    }
  }

  /** A checkpoint, or a LeaseLost when another instance holds the job now. */
  private async save(db: Db, id: number, set: Parameters<typeof updateOwnedJob>[3]) {
    if (!(await updateOwnedJob(db, id, this.owner, set))) throw new LeaseLost();
  }
}
