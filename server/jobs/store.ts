/**
 * The jobs table: creating a job (or finding the one of its kind under way), reading jobs for the
 * API, and the lease an instance holds while it runs one. Every write of a running job names its
 * owner, so an instance that lost its lease cannot overwrite the one that took over.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { JOB_KINDS, type JobInfo, type JobKind, type JobState } from '@ordbot/contract/jobs.ts';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

const ACTIVE: JobState[] = ['queued', 'running'];
const LATEST = 20;

export function jobInfo(row: JobRow): JobInfo {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    state: row.state as JobState,
    done: row.done,
    // Work that arrived after the count (new games) still fits the bar.
    total: Math.max(row.total, row.done),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
    result: (row.result ?? null) as JobInfo['result'],
  };
}

/**
 * A new queued job of `kind`, or the one already queued or running: the partial unique index
 * decides between simultaneous requests, on one instance or several.
 */
export async function createJob(db: Db, kind: JobKind, startedBy: number | null): Promise<JobRow> {
  for (;;) {
    const [created] = await db
      .insert(jobs)
      .values({ kind, startedBy })
      .onConflictDoNothing({ target: jobs.kind, where: inArray(jobs.state, ACTIVE) })
      .returning();
    if (created) return created;
    const [active] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.state, ACTIVE)));
    // Gone between the two statements (it just finished): try again.
    if (active) return active;
  }
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/**
 * The latest jobs of the kinds this version knows: a row of another kind (left by a newer or
 * older instance on the same database) has no answer in the contract, so no screen is shown it.
 */
export function latestJobs(db: Db): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(inArray(jobs.kind, [...JOB_KINDS]))
    .orderBy(desc(jobs.id))
    .limit(LATEST);
}

/** Whether the API can answer a job: its kind is one the contract declares. */
export function isKnownJob(row: JobRow): boolean {
  return (JOB_KINDS as readonly string[]).includes(row.kind);
}

/**
 * Takes the oldest job that is queued, or running without a live lease (its instance stopped or
 * died), for `owner`. SKIP LOCKED: two instances polling at once take different jobs.
 */
export async function claimJob(db: Db, owner: string, leaseMs: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      owner,
      state: 'running',
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select id from ${jobs} where state in ('queued', 'running')
          and (owner is null or heartbeat_at is null
            or heartbeat_at < now() - ${leaseMs} * interval '1 millisecond')
          order by id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Writes a running job's fields if `owner` still holds it; answers whether it did. */
export async function updateOwnedJob(
  db: Db,
  id: number,
  owner: string,
  set: Partial<Omit<JobRow, 'id'>>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...set, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.owner, owner), eq(jobs.state, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Lets go of `owner`'s unfinished jobs (a clean stop): another instance resumes them at once. */
export async function releaseJobs(db: Db, owner: string): Promise<void> {
  await db
    .update(jobs)
    .set({ owner: null, heartbeatAt: null })
    .where(and(eq(jobs.owner, owner), inArray(jobs.state, ACTIVE)));
}

/**
 * Running jobs of `kinds` that another instance holds and has started (its checkpoint written,
 * so a helper's progress is not overwritten by the start): the shared kinds every instance helps
 * with.
 */
export function runningJobsOfOthers(
  db: Db,
  owner: string,
  kinds: readonly JobKind[],
): Promise<JobRow[]> {
  if (kinds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.state, 'running'),
        inArray(jobs.kind, [...kinds]),
        sql`${jobs.owner} is not null and ${jobs.owner} <> ${owner} and ${jobs.cursor} is not null`,
      ),
    );
}
