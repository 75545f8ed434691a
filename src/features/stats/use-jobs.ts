/**
 * The latest job of each kind, kept fresh: loaded once, then polled every second while one is
 * queued or running. Starting a job shows it at once (the server's 202 answer) and polls it.
 */
import { useCallback, useEffect, useState } from 'react';
import { isActiveJob, JOB_KINDS, type JobInfo, type JobKind } from '@ordbot/contract/jobs.ts';
import { getJob, getJobs, startJob } from '../../cache/jobs.ts';
import { useLoad } from '../../ui/use-load.ts';

export const POLL_MS = 1000;

export type LatestJobs = Partial<Record<JobKind, JobInfo>>;

export interface JobsState {
  /** null while the first list loads. */
  jobs: LatestJobs | null;
  loadFailed: boolean;
  /** The kinds whose start request failed, and whether the last poll failed. */
  startFailed: Partial<Record<JobKind, boolean>>;
  pollFailed: boolean;
  starting: Partial<Record<JobKind, boolean>>;
  start(kind: JobKind): void;
}

/** The newest job of each kind in a newest-first list. */
function latestOfEachKind(list: readonly JobInfo[]): LatestJobs {
  const out: LatestJobs = {};
  for (const kind of JOB_KINDS) {
    const job = list.find((j) => j.kind === kind);
    if (job) out[kind] = job;
  }
  return out;
}

async function loadLatestJobs(): Promise<LatestJobs> {
  const list = await getJobs();
  // A wrong shape is a failed load, as on the other screens, not a crash of the panel.
  if (!Array.isArray(list)) {
    throw new TypeError('Unexpected response type. Expected an array of jobs.');
  }
  return latestOfEachKind(list);
}

export function useJobs(): JobsState {
  const load = useLoad('jobs', loadLatestJobs);
  const jobs = load.data ?? null;
  // Polls and started jobs change the loaded list in place.
  const setJobs = load.update;
  const [pollFailed, setPollFailed] = useState(false);
  const [startFailed, setStartFailed] = useState<Partial<Record<JobKind, boolean>>>({});
  const [starting, setStarting] = useState<Partial<Record<JobKind, boolean>>>({});

  // The ids under way, as a string: the poll restarts only when that set changes.
  const active = Object.values(jobs ?? {})
    .filter((job) => isActiveJob(job))
    .map((job) => job.id)
    .join(',');

  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      Promise.all(active.split(',').map((id) => getJob(Number(id)))).then(
        (answers) => {
          if (!current) return;
          setPollFailed(false);
          setJobs((old) => ({ ...old, ...latestOfEachKind(answers) }));
        },
        (error: unknown) => {
          console.error('Could not poll the jobs', error);
          // A new object with the same jobs: the effect runs again and polls once more.
          if (current) {
            setPollFailed(true);
            setJobs((old) => ({ ...old }));
          }
        },
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, jobs, setJobs]);

  const start = useCallback(
    (kind: JobKind) => {
      setStarting((old) => ({ ...old, [kind]: true }));
      setStartFailed((old) => ({ ...old, [kind]: false }));
      startJob(kind)
        .then(
          (job) => setJobs((old) => ({ ...old, [kind]: job })),
          (error: unknown) => {
            console.error(`Could not start the job ${kind}`, error);
            setStartFailed((old) => ({ ...old, [kind]: true }));
          },
        )
        .finally(() => setStarting((old) => ({ ...old, [kind]: false })));
    },
    [setJobs],
  );

  return { jobs, loadFailed: load.status === 'failed', startFailed, pollFailed, starting, start };
}
