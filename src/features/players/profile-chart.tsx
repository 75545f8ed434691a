/**
 * The profile's chart (docs/analysis.md, Player profile): finished games per month as bars and
 * the win percentage over three months as a line, only where those months hold enough games.
 * The page shows the same figures in a table for screen readers. uPlot stays in this chunk.
 */
import { useMemo } from 'react';
import type { PlayerProfile } from '@ordbot/contract/api-types.ts';
import { formatMonth } from '@ordbot/contract/format.ts';
import { BarsRatesChart } from '../../ui/bars-rates-chart.tsx';
import { PROFILE_TEXT } from '../../ui/text-profile.ts';
import { smoothedWinPercent, withEmptyMonths } from './profile-months.ts';

const T = PROFILE_TEXT;

export function ProfileChart({ months: withGames }: { months: PlayerProfile['months'] }) {
  const { months, bars, lines } = useMemo(() => {
    const all = withEmptyMonths(withGames);
    return {
      months: all.map((m) => m.label),
      bars: { label: T.chartGames, values: all.map((m) => m.games) },
      lines: [
        {
          label: T.chartWinPercent,
          values: smoothedWinPercent(all),
          colour: ['--color-chart-line', '#b5562b'] as [string, string],
        },
      ],
    };
  }, [withGames]);
  return (
    <BarsRatesChart
      className="profile-chart"
      months={months}
      bars={bars}
      lines={lines}
      label={T.chartLabel(
        formatMonth(withGames[0]?.label ?? ''),
        formatMonth(withGames.at(-1)?.label ?? ''),
      )}
    />
  );
}
