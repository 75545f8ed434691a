/**
 * npm run cli -- jobs start <kind> [--queue] | jobs list: background jobs (docs/analysis.md,
 * Background jobs) from the command line. `start` runs the job in this process with the server's
 * runner, printing its progress, until it is done (it resumes a job of the kind already under
 * way, and a stopped command's job resumes on the next start or server). With --queue it only
 * queues the job, for a server on the same PostgreSQL database to run.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { JOB_KINDS, type JobInfo, type JobKind } from '@ordbot/contract/jobs.ts';
import { createJob, findJob, jobInfo, latestJobs } from '../jobs/store.ts';
import { defineCommand, parseOptions, UsageError } from './commands-common.ts';

type JobsArgs = { action: 'list' } | { action: 'start'; kind: JobKind; queue: boolean };

const POLL_MS = 500;

function describeJob(job: JobInfo): string {
  const result = job.result ? ` ${JSON.stringify(job.result)}` : '';
  const error = job.error ? ` (${job.error})` : '';
  return `job ${job.id} ${job.kind}: ${job.state} ${job.done}/${job.total}${error}${result}`;
}

export const jobsCommand = defineCommand<JobsArgs>({
  usage: `start <${JOB_KINDS.join('|')}> [--queue] | list`,
  summary:
    'Run a background job here until it is done, printing its progress (--queue: only queue ' +
    'it for a running server on the same PostgreSQL); list: the latest 20 jobs.',
  parse(argv) {
    const [action, kind, ...rest] = argv;
    if (action === 'list' && kind === undefined) return { action };
    if (action !== 'start') throw new UsageError("jobs takes 'start <kind>' or 'list'");
    if (!JOB_KINDS.includes(kind as JobKind)) {
      throw new UsageError(`The kind must be one of ${JOB_KINDS.join(', ')}`);
    }
    const queue = parseOptions(rest, { queue: { type: 'boolean' } }).queue ?? false;
    return { action, kind: kind as JobKind, queue };
  },
  async run(args, { io, open }) {
    const { db, jobs } = await open();
    if (args.action === 'list') {
      for (const row of await latestJobs(db)) io.stdout(describeJob(jobInfo(row)));
      return 0;
    }
    const created = jobInfo(await createJob(db, args.kind, null));
    io.stdout(describeJob(created));
    if (args.queue) return 0;
    jobs.start();
    try {
      let shown = '';
      for (;;) {
        const row = await findJob(db, created.id);
        if (!row) throw new Error(`Job ${created.id} is gone`);
        const job = jobInfo(row);
        const line = describeJob(job);
        if (line !== shown) io.stdout((shown = line));
        if (job.state === 'done') return 0;
        if (job.state === 'failed') return 1;
        await sleep(POLL_MS);
      }
    } finally {
      await jobs.stop();
    }
  },
});
