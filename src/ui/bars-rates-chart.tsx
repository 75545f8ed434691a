/**
 * A count per month as bars with one or more rates (0-100 %) as lines on a scale of their own,
 * and a legend that names each: the profile's games and win rate, the fair-play desk's analysed
 * moves and rates. A rate left out for a month (null) is a gap in its line, so a month with too
 * few games never swings the line from 0 to 100 %. The chart is a picture (role img); the screens
 * give the same figures in a table. uPlot travels in the routes' chunks that use this.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatMonth } from '@ordbot/contract/format.ts';
import { barChartOptions, barSeries, chartTheme, cssValue, followWidth } from './chart.ts';
import { useDarkScheme } from './use-dark-scheme.ts';
import './bars-rates-chart.css';

const HEIGHT = 260;
const MAX_WIDTH = 1000;
/** Least room in px between two month labels. */
const LABEL_SPACE = 72;

export interface RateLine {
  label: string;
  /** Percent 0-100 per month, null where the month has too little to say. */
  values: (number | null)[];
  /** A design token for the colour ('--color-chart-line'), and a fallback. */
  colour: [string, string];
  dashed?: boolean;
}

export interface BarsRatesChartProps {
  /** 'YYYY-MM', every month from the first to the last. */
  months: string[];
  bars: { label: string; values: number[] };
  lines: RateLine[];
  /** The picture's accessible name. */
  label: string;
  className?: string;
}

export function BarsRatesChart({ months, bars, lines, label, className }: BarsRatesChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot || months.length === 0) return;
    const labels = months.map(formatMonth);
    const theme = chartTheme(plot);
    const fill = cssValue(plot, '--color-chart-fill', '#1f5f4a');
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
            size: 56,
            grid: { show: false },
            values: (_u, s) => s.map((v) => `${v} %`),
          },
        ],
        series: [
          {},
          barSeries(bars.label, fill),
          ...lines.map((line) => ({
            label: line.label,
            scale: 'pct',
            stroke: cssValue(plot, line.colour[0], line.colour[1]),
            width: 2,
            ...(line.dashed ? { dash: [6, 4] } : {}),
            points: { show: true, size: 4 },
          })),
        ],
      },
      [labels.map((_l, i) => i), bars.values, ...lines.map((line) => line.values)],
      plot,
    );
    const stopFollowing = followWidth(chart, plot, HEIGHT, MAX_WIDTH);
    return () => {
      stopFollowing();
      chart.destroy();
    };
  }, [months, bars, lines, dark]);

  return (
    <figure className={['bars-rates', className].filter(Boolean).join(' ')}>
      <ul className="bars-rates__legend">
        <li>
          <span className="bars-rates__swatch is-bar" aria-hidden="true" />
          {bars.label}
        </li>
        {lines.map((line) => (
          <li key={line.label}>
            <span
              className={line.dashed ? 'bars-rates__swatch is-dashed' : 'bars-rates__swatch'}
              style={{ borderColor: `var(${line.colour[0]}, ${line.colour[1]})` }}
              aria-hidden="true"
            />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={plotRef} className="bars-rates__plot" role="img" aria-label={label} />
    </figure>
  );
}
