import { useEffect, useState } from 'react';
import type { OverallStats } from '../../../core/api-types.ts';
import { STATS_LANGUAGE } from '../../../core/constants.ts';
import { formatNumber } from '../../../core/format.ts';
import { TEXT } from '../../ui/text.ts';
import { getOverallStats } from '../../cache/stats.ts';

const T = TEXT.home;

const CARDS = [
  ['ongoingGames', T.ongoingGames],
  ['numPlayers', T.numPlayers],
  ['numGames', T.numGames],
  ['numMoves', T.numMoves],
] as const satisfies readonly (readonly [keyof OverallStats, string])[];

type StatsState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; stats: Partial<OverallStats> };

/** Spec 4.2: loading, then loaded or error. A missing count shows as 0 (spec 2.3). */
export function HomeStats() {
  const [state, setState] = useState<StatsState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    getOverallStats(STATS_LANGUAGE).then(
      (stats) => {
        if (current) setState({ kind: 'loaded', stats: stats ?? {} });
      },
      () => {
        if (current) setState({ kind: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section
      className="home__stats"
      aria-labelledby="home-stats"
      aria-busy={state.kind === 'loading'}
    >
      <h2 id="home-stats">{T.statsHeading}</h2>
      {/* The box keeps the cards' height in every state, so nothing below it jumps. */}
      <div className="home__stats-box" role="status">
        {state.kind === 'loading' && <p className="home__stats-message">{T.statsLoading}</p>}
        {state.kind === 'error' && <p className="home__stats-message">{T.statsError}</p>}
        {state.kind === 'loaded' && (
          <dl className="stat-cards">
            {CARDS.map(([key, label]) => (
              <div className="stat-card" key={key}>
                <dt className="stat-card__label">{label}</dt>
                <dd className="stat-card__value">{formatNumber(state.stats[key] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
