/**
 * The profile's chart (docs/analysis.md, Player profile): games per month as bars and the win
 * percentage as a line on a scale of its own. The chart is a picture (role img); the page shows
 * the same figures in a table for screen readers. uPlot stays in the profile route's chunk.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { PlayerProfile } from '../../../core/api-types.ts';
import { barChartOptions, barSeries, chartTheme, cssValue, followWidth } from '../../ui/chart.ts';
import { PROFILE_TEXT } from '../../ui/text-profile.ts';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';
import { winPercent, withEmptyMonths } from './profile-months.ts';

const T = PROFILE_TEXT;
const HEIGHT = 260;
const MAX_WIDTH = 1000;
/** Least room in px between two month labels. */
const LABEL_SPACE = 64;

export function ProfileChart({ months: withGames }: { months: PlayerProfile['months'] }) {
  const plotRef = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();

  useEffect(() => {
    const plot = plotRef.current;
    const months = withEmptyMonths(withGames);
    if (!plot || months.length === 0) return;
    const labels = months.map((m) => m.label);
    const theme = chartTheme(plot);
    const fill = cssValue(plot, '--color-chart-fill', '#1f5f4a');
    const line = cssValue(plot, '--color-chart-line', '#b5562b');
    const xSplits = (u: uPlot) => {
      const perMonth = u.bbox.width / (uPlot.pxRatio || 1) / Math.max(labels.length, 1);
      const step = Math.max(1, Math.ceil(LABEL_SPACE / perMonth));
      return labels.map((_l, i) => i).filter((i) => (labels.length - 1 - i) % step === 0);
    };
    const base = barChartOptions(plot, theme, {
      height: HEIGHT,
      maxWidth: MAX_WIDTH,
      headroom: 1.1,
      splits: xSplits,
      labels: (splits) => splits.map((i) => labels[i] ?? ''),
      countSize: 48,
      countTicks: false,
    });
    const chart = new uPlot(
      {
        ...base,
        scales: { ...base.scales, pct: { range: [0, 100] } },
        axes: [
          ...(base.axes ?? []),
          {
            scale: 'pct',
            side: 1,
            stroke: theme.text,
            font: theme.font,
            size: 60,
            grid: { show: false },
            values: (_u, s) => s.map((v) => `${v} %`),
          },
        ],
        series: [
          {},
          barSeries(T.chartGames, fill),
          { label: T.chartWinPercent, scale: 'pct', stroke: line, width: 2 },
        ],
      },
      // No win percentage (a gap in the line) for a month without games.
      [
        labels.map((_l, i) => i),
        months.map((m) => m.games),
        months.map((m) => (m.games === 0 ? null : winPercent(m))),
      ],
      plot,
    );
    const stopFollowing = followWidth(chart, plot, HEIGHT, MAX_WIDTH);
    return () => {
      stopFollowing();
      chart.destroy();
    };
  }, [withGames, dark]);

  return (
    <div
      ref={plotRef}
      className="profile-chart"
      role="img"
      aria-label={T.chartLabel(withGames[0]?.label ?? '', withGames.at(-1)?.label ?? '')}
    />
  );
}
