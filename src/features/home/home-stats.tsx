import type { OverallStats } from '../../../core/api-types.ts';
import { STATS_LANGUAGE } from '../../../core/constants.ts';
import { formatNumber } from '../../../core/format.ts';
import { TEXT } from '../../ui/text.ts';
import { getOverallStats } from '../../cache/stats.ts';
import { useLoad } from '../../ui/use-load.ts';

const T = TEXT.home;

const CARDS = [
  ['ongoingGames', T.ongoingGames],
  ['numPlayers', T.numPlayers],
  ['numGames', T.numGames],
  ['numMoves', T.numMoves],
] as const satisfies readonly (readonly [keyof OverallStats, string])[];

const loadStats = () => getOverallStats(STATS_LANGUAGE);

/** Spec 4.2: loading, then loaded or error. A missing count shows as 0 (spec 2.3). */
export function HomeStats() {
  const { status, data } = useLoad('overall-stats', loadStats);
  const stats: Partial<OverallStats> = data ?? {};

  return (
    <section className="home__stats" aria-labelledby="home-stats" aria-busy={status === 'loading'}>
      <h2 id="home-stats">{T.statsHeading}</h2>
      {/* The box keeps the cards' height in every state, so nothing below it jumps. */}
      <div className="home__stats-box" role="status">
        {status === 'loading' && <p className="home__stats-message">{T.statsLoading}</p>}
        {status === 'failed' && <p className="home__stats-message">{T.statsError}</p>}
        {status === 'done' && (
          <dl className="stat-cards">
            {CARDS.map(([key, label]) => (
              <div className="stat-card" key={key}>
                <dt className="stat-card__label">{label}</dt>
                <dd className="stat-card__value">{formatNumber(stats[key] ?? 0)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
