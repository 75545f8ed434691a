import type { OverallStats } from '@ordbot/contract/api-types.ts';
import { STATS_LANGUAGE } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { getOverallStats } from '../../cache/stats.ts';
import { useLoad } from '../../ui/use-load.ts';
import { useEffect } from 'react';
import { whenPageSettled } from '../../api/client.ts';

const T = TEXT.home;

const CARDS = [
  ['ongoingGames', T.ongoingGames],
  ['numPlayers', T.numPlayers],
  ['numGames', T.numGames],
  ['numMoves', T.numMoves],
] as const satisfies readonly (readonly [keyof OverallStats, string])[];

// The cards show no note on a saved copy, and the live stream's figures replace them.
const loadStats = async () => (await getOverallStats(STATS_LANGUAGE)).value;

/** docs/product.md, Home page: loading, then loaded or error. A missing count shows as 0 (docs/product.md, Home page). */
export function HomeStats() {
  const { status, data, update } = useLoad('overall-stats', loadStats);
  // The figures as each game is stored (docs/events.md).
  // The stream's code loads after the page has settled: the home page's first load stays small.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void whenPageSettled()
      .then(() => import('../../api/live.ts'))
      .then(({ listenLive }) => {
        if (ended) return;
        stop = listenLive({
          onFigures: (figures) => {
            if (figures.language === STATS_LANGUAGE) update(() => figures.stats);
          },
        });
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [update]);
  const stats: Partial<OverallStats> = data ?? {};

  return (
    <section className="home__stats" aria-labelledby="home-stats" aria-busy={status === 'loading'}>
      <h2 id="home-stats">{T.statsHeading}</h2>
      <p className="home__stats-language">{T.statsLanguage}</p>
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
