/**
 * The rate of best placements found over time on the fair-play desk's player page: analysed moves
 * per month as bars, the rate found and the rate expected as lines where a month has enough
 * moves. When did it start: a jump in the found line away from the expected one. uPlot stays in
 * this lazily loaded chunk.
 */
import { useMemo } from 'react';
import { formatMonth } from '@ordbot/contract/format.ts';
import { BarsRatesChart } from '../../ui/bars-rates-chart.tsx';
import { FAIRPLAY_TEXT } from '../../ui/text-fairplay.ts';
import { drawnRate, type MonthRate } from './fairplay-figures.ts';

const T = FAIRPLAY_TEXT.rate;

export function FairplayRateChart({ months }: { months: MonthRate[] }) {
  const series = useMemo(
    () => ({
      labels: months.map((m) => m.month),
      bars: { label: T.bars, values: months.map((m) => m.moves) },
      lines: [
        {
          label: T.found,
          values: months.map((m) => drawnRate(m.bestFound, m.moves)),
          colour: ['--color-chart-line', '#b5562b'] as [string, string],
        },
        {
          label: T.expected,
          values: months.map((m) => drawnRate(m.expected, m.moves)),
          colour: ['--color-text-muted', '#5c6660'] as [string, string],
          dashed: true,
        },
      ],
    }),
    [months],
  );
  return (
    <BarsRatesChart
      className="fairplay-rate-chart"
      months={series.labels}
      bars={series.bars}
      lines={series.lines}
      label={T.label(formatMonth(months[0]?.month ?? ''), formatMonth(months.at(-1)?.month ?? ''))}
    />
  );
}
