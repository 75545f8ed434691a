/**
 * Statistics view, /stats (docs/product.md, Statistics): the overall figures, then games started or unique
 * players over time as a chart with two dropdowns. Failed fetches are only logged (docs/product.md, Errors).
 * Below them the maintenance jobs (jobs-panel.tsx).
 */
import { useId, useMemo, useState } from 'react';
import type { OverallStats } from '@ordbot/contract/api-types.ts';
import { STATS_LANGUAGE } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { getOverallStats } from '../../cache/stats.ts';
import { useLoad } from '../../ui/use-load.ts';
import { JobsPanel } from './jobs-panel.tsx';
import { StatsChart } from './stats-chart.tsx';
import {
  fetchStats,
  fillBuckets,
  periodText,
  yearSpan,
  type StatsInterval,
  type StatsMeasure,
} from './stats-query.ts';
import './stats.css';

const T = TEXT.stats;

const OVERALL_FIELDS = [
  ['numPlayers', T.numPlayers],
  ['numGames', T.numGames],
  ['numMoves', T.numMoves],
  ['numBingos', T.numBingos],
] as const satisfies readonly (readonly [keyof OverallStats, string])[];

const INTERVALS: readonly (readonly [StatsInterval, string])[] = [
  ['monthly', T.monthly],
  ['yearly', T.yearly],
];

const MEASURES: readonly (readonly [StatsMeasure, string])[] = [
  ['gamesStarted', T.gamesStarted],
  ['numPlayers', T.numPlayersSeries],
];

// Only the chart shows a note on a saved copy (OverTime); the overall figures take the value alone.
const loadOverall = async () => (await getOverallStats(STATS_LANGUAGE)).value;

function OverallBlock() {
  const stats = useLoad('overall-stats', loadOverall).data ?? null;

  return (
    <section className="stats-overall" aria-labelledby="stats-overall-heading">
      <h2 id="stats-overall-heading" className="visually-hidden">
        {T.overallHeading}
      </h2>
      <p className="stats-overall__language">{T.overallLanguage}</p>
      <dl className="stats-overall__list" aria-busy={stats === null}>
        {OVERALL_FIELDS.map(([key, label]) => (
          <div className="stats-overall__item" key={key}>
            <dt className="stats-overall__label">{label}</dt>
            <dd className="stats-overall__value">{stats ? formatNumber(stats[key]) : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Spinner() {
  return (
    <div className="stats-spinner" role="status">
      <span className="stats-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{T.loadingChart}</span>
    </div>
  );
}

function OverTime() {
  const [interval, setChosenInterval] = useState<StatsInterval>('monthly');
  const [measure, setMeasure] = useState<StatsMeasure>('gamesStarted');
  // The answer of another choice shows as loading.
  const answer = useLoad(`${interval}/${measure}`, () => fetchStats(interval, measure)).data;
  const result = answer?.value ?? null;
  const intervalId = useId();
  const measureId = useId();

  const seriesLabel = measure === 'gamesStarted' ? T.gamesStarted : T.numPlayersSeries;
  const chartData = useMemo(
    () => (result ? fillBuckets(result.data, result.dataType) : []),
    [result],
  );
  // docs/product.md, Statistics: no chart while numRecords is 0.
  const ready = result !== null && result.numRecords > 0 && result.data.length > 0;
  const per = result?.dataType === 'YEARLY' ? T.perYear : T.perMonth;

  return (
    <section className="stats-over-time" aria-labelledby="stats-over-time-heading">
      <h2 id="stats-over-time-heading">{T.chartHeading}</h2>
      <FreshnessNote freshness={answer?.freshness} />
      <div className="stats-controls">
        <div className="stats-controls__field">
          <label htmlFor={intervalId}>{T.intervalLabel}</label>
          <select
            id={intervalId}
            value={interval}
            onChange={(event) => setChosenInterval(event.target.value as StatsInterval)}
          >
            {INTERVALS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="stats-controls__field">
          <label htmlFor={measureId}>{T.measureLabel}</label>
          <select
            id={measureId}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as StatsMeasure)}
          >
            {MEASURES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="stats-chart-area">
        {ready ? (
          <>
            <StatsChart
              data={chartData}
              dataType={result.dataType}
              seriesLabel={seriesLabel}
              ariaLabel={T.chartSummary(seriesLabel, per, yearSpan(result.data))}
            />
            {/* A table box ignores overflow: the wrapper hides it. */}
            <div className="visually-hidden">
              <table>
                <caption>{T.chartSummary(seriesLabel, per, yearSpan(result.data))}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.periodColumn}</th>
                    <th scope="col">{seriesLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((item) => (
                    <tr key={item.label}>
                      <th scope="row">{periodText(item.label)}</th>
                      <td>{formatNumber(item.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <Spinner />
        )}
      </div>
    </section>
  );
}

export function StatsPage() {
  return (
    <section className="page stats-page">
      <h1>{T.heading}</h1>
      <OverallBlock />
      <OverTime />
      <JobsPanel />
    </section>
  );
}
