/**
 * The deep pass's progress on the statistics screen (ADMIN; ../shared/docs/verdict.md): games in
 * the queue, judged and failed, the pace and the CPU a game takes, polled every ten seconds.
 */
import { useEffect } from 'react';
import { formatDecimal as decimal, formatNumber } from '@ordbot/contract/format.ts';
import { getDeepAnalysis } from '../../api/jobs.ts';
import { JOBS_TEXT } from '../../ui/text-jobs.ts';
import { useLoad } from '../../ui/use-load.ts';

const T = JOBS_TEXT;
const POLL_MS = 10_000;

export function DeepAnalysisProgress() {
  const load = useLoad('deep-analysis', () => getDeepAnalysis());
  const { reload } = load;
  useEffect(() => {
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const progress = load.data ?? load.last?.data;
  return (
    <li className="jobs-panel__item" data-kind="deep-analysis">
      <div className="jobs-panel__head">
        <h3 className="jobs-panel__title">{T.deepHeading}</h3>
        <p className="jobs-panel__about">{T.deepAbout}</p>
      </div>
      {progress ? (
        <p className="jobs-panel__state" role="status">
          {T.deepState(
            formatNumber(progress.queued),
            formatNumber(progress.done),
            formatNumber(progress.failed),
            decimal(progress.perMinute),
          )}
          {progress.cpuSeconds &&
            ` ${T.deepCpu(decimal(progress.cpuSeconds.median), decimal(progress.cpuSeconds.p90))}`}
        </p>
      ) : load.status === 'failed' ? (
        <p className="jobs-panel__error" role="alert">
          {T.deepError}
        </p>
      ) : (
        <p className="jobs-panel__loading" role="status">
          {T.loading}
        </p>
      )}
    </li>
  );
}
