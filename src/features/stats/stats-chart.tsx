/**
 * The games-over-time chart of the statistics view (docs/product.md, Statistics): uPlot bars, 400 px high, at most
 * 1000 px wide and as wide as its container below that. uPlot is imported here only, so it
 * travels in the statistics route's chunk and the home page never loads it.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { StatsDataItem } from '@ordbot/contract/api-types.ts';
import type { StatsDataType } from '@ordbot/contract/enums.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { barChartOptions, barSeries, chartTheme, cssValue, followWidth } from '../../ui/chart.ts';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';
import { periodText } from './stats-query.ts';

/** docs/product.md, Statistics: 400 px high, 1000 px wide on a desktop. */
const CHART_HEIGHT = 400;
const CHART_WIDTH = 1000;

/** Least room in CSS px between two x labels ('sep. 2024' or '2024'). */
const MONTHLY_LABEL_SPACE = 80;
const YEARLY_LABEL_SPACE = 48;
const MONTHLY_STEPS = [1, 2, 3, 6, 12, 24, 36, 60, 120];
const YEARLY_STEPS = [1, 2, 5, 10, 20, 50];

export interface StatsChartProps {
  /** Buckets oldest first, without gaps (fillBuckets). */
  data: readonly StatsDataItem[];
  dataType: StatsDataType;
  /** Name of the series, e.g. 'Spill startet'. */
  seriesLabel: string;
  /** Accessible name of the chart, e.g. 'Spill startet per måned, 2012–2026'. */
  ariaLabel: string;
}

/** The bucket's place in time: years, or months since year 0; NaN when unreadable. */
function bucketKey(label: string): number {
  const [year, month] = label.split('-').map(Number);
  if (year === undefined) return Number.NaN;
  return month === undefined ? year : year * 12 + month - 1;
}

export function StatsChart({ data, dataType, seriesLabel, ariaLabel }: StatsChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const readoutRef = useRef<HTMLParagraphElement>(null);
  const dark = useDarkScheme();

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    const labels = data.map((item) => item.label);
    const values = data.map((item) => item.value);
    const keys = labels.map(bucketKey);
    const monthly = dataType === 'MONTHLY';
    const steps = monthly ? MONTHLY_STEPS : YEARLY_STEPS;
    const labelSpace = monthly ? MONTHLY_LABEL_SPACE : YEARLY_LABEL_SPACE;
    const theme = chartTheme(plot);
    const fill = cssValue(plot, '--color-chart-fill', '#1f5f4a');
    let drawnLabels: string[] = [];

    /** Ticks on whole buckets only, on round months or years (January with yearly steps). */
    const xSplits = (u: uPlot): number[] => {
      const width = u.bbox.width / (uPlot.pxRatio || 1);
      const perBucket = width / Math.max(labels.length, 1);
      const step = steps.find((s) => s * perBucket >= labelSpace) ?? steps[steps.length - 1] ?? 1;
      const splits: number[] = [];
      keys.forEach((key, index) => {
        if (Number.isNaN(key) ? index % step === 0 : key % step === 0) splits.push(index);
      });
      return splits;
    };

    const options: uPlot.Options = {
      ...barChartOptions(plot, theme, {
        height: CHART_HEIGHT,
        maxWidth: CHART_WIDTH,
        headroom: 1.05,
        splits: xSplits,
        labels: (splits) => {
          drawnLabels = splits.map((index) => periodText(labels[index] ?? ''));
          return drawnLabels;
        },
        countSize: 60,
        countTicks: true,
      }),
      series: [{}, barSeries(seriesLabel, fill)],
      hooks: {
        // The labels actually drawn on the x axis, for anyone checking the picture ('|' between
        // them: a month's label has a space, 'jan. 2012').
        draw: [() => plot.setAttribute('data-x-labels', drawnLabels.join('|'))],
        setCursor: [
          (u) => {
            const readout = readoutRef.current;
            if (!readout) return;
            const index = u.cursor.idx;
            const label = index == null ? undefined : labels[index];
            const value = index == null ? undefined : values[index];
            readout.textContent =
              label === undefined || value === undefined
                ? ''
                : `${periodText(label)}: ${formatNumber(value)} ${seriesLabel.toLowerCase()}`;
          },
        ],
      },
    };
    const chart = new uPlot(options, [labels.map((_label, index) => index), values], plot);

    const stopFollowing = followWidth(chart, plot, CHART_HEIGHT, CHART_WIDTH);
    return () => {
      stopFollowing();
      chart.destroy();
      plot.removeAttribute('data-x-labels');
    };
  }, [data, dataType, seriesLabel, dark]);

  return (
    <div className="stats-chart">
      <div ref={plotRef} className="stats-chart__plot" role="img" aria-label={ariaLabel} />
      <p ref={readoutRef} className="stats-chart__readout" aria-hidden="true" />
    </div>
  );
}
