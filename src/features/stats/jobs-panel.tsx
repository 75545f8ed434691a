/**
 * Maintenance on the statistics screen (ADMIN; docs/analysis.md, Background jobs): a button for each
 * kind of job, with the latest job's progress bar and state, polled while it runs.
 */
import { useId } from 'react';
import { isActiveJob, JOB_KINDS, type JobInfo, type JobKind } from '@ordbot/contract/jobs.ts';
import { formatDateTime, formatNumber } from '@ordbot/contract/format.ts';
import { JOBS_TEXT } from '../../ui/text-jobs.ts';
import '../../ui/admin-dialog.css';
import './jobs-panel.css';
import { useJobs } from './use-jobs.ts';
import { DeepAnalysisProgress } from './deep-analysis.tsx';

const T = JOBS_TEXT;

/** What the job found, once it is done. */
function resultText(job: JobInfo): string | null {
  if (job.state !== 'done' || !job.result) return null;
  const result = job.result;
  if ('checked' in result) {
    return T.fixGamesResult(formatNumber(result.checked), formatNumber(result.broken));
  }
  if ('analysed' in result) {
    const text = T.analysisResult(formatNumber(result.analysed), formatNumber(result.moves));
    return result.failed > 0 ? `${text} ${T.analysisFailed(formatNumber(result.failed))}` : text;
  }
  const tables = result.drifted.map((d) => d.table);
  return tables.length === 0 ? T.aggregatesMatched : T.aggregatesRepaired(tables.join(', '));
}

function stateText(job: JobInfo | undefined): string {
  if (!job) return T.neverRun;
  switch (job.state) {
    case 'queued':
      return T.queued;
    case 'running':
      return T.running(formatNumber(job.done), formatNumber(job.total));
    case 'done':
      return T.done(job.finishedAt ? formatDateTime(Date.parse(job.finishedAt) / 1000) : '');
    case 'failed':
      return T.failed(job.error ?? '');
  }
}

interface JobRowProps {
  kind: JobKind;
  job: JobInfo | undefined;
  starting: boolean;
  startFailed: boolean;
  onStart(kind: JobKind): void;
}

function JobRow({ kind, job, starting, startFailed, onStart }: JobRowProps) {
  const { title, about } = T.kinds[kind];
  const aboutId = useId();
  const active = job !== undefined && isActiveJob(job);
  const result = job ? resultText(job) : null;
  // Indeterminate until the job has counted its work; a job done with nothing to do is full.
  const measured = job && job.total > 0;
  const empty = job?.state === 'done' && job.total === 0;
  return (
    <li className="jobs-panel__item" data-kind={kind}>
      <div className="jobs-panel__head">
        <button
          type="button"
          className="users-button users-button--primary"
          aria-describedby={aboutId}
          disabled={active || starting}
          onClick={() => onStart(kind)}
        >
          {title}
        </button>
        <p id={aboutId} className="jobs-panel__about">
          {about}
        </p>
      </div>
      {job && (
        <progress
          className="jobs-panel__progress"
          aria-label={T.progress(title)}
          max={measured ? job.total : empty ? 1 : undefined}
          value={measured ? job.done : empty ? 1 : undefined}
        />
      )}
      <p className={`jobs-panel__state jobs-panel__state--${job?.state ?? 'none'}`} role="status">
        {stateText(job)}
        {result && <> {result}</>}
      </p>
      {startFailed && (
        <p className="jobs-panel__error" role="alert">
          {T.startError}
        </p>
      )}
    </li>
  );
}

export function JobsPanel() {
  const { jobs, loadFailed, startFailed, pollFailed, starting, start } = useJobs();
  return (
    <section className="jobs-panel" aria-labelledby="jobs-panel-heading">
      <h2 id="jobs-panel-heading">{T.heading}</h2>
      <p className="jobs-panel__intro">{T.intro}</p>
      {loadFailed ? (
        <p className="jobs-panel__error" role="alert">
          {T.loadError}
        </p>
      ) : jobs === null ? (
        <p className="jobs-panel__loading" role="status">
          {T.loading}
        </p>
      ) : (
        <ul className="jobs-panel__list">
          {JOB_KINDS.map((kind) => (
            <JobRow
              key={kind}
              kind={kind}
              job={jobs[kind]}
              starting={starting[kind] ?? false}
              startFailed={startFailed[kind] ?? false}
              onStart={start}
            />
          ))}
          <DeepAnalysisProgress />
        </ul>
      )}
      {pollFailed && (
        <p className="jobs-panel__error" role="alert">
          {T.pollError}
        </p>
      )}
    </section>
  );
}
