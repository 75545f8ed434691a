/**
 * The profile's chart (docs/analysis.md, Player profile): games per month as bars and the win
 * percentage as a line on a scale of its own. The chart is a picture (role img); the page shows
 * the same figures in a table for screen readers. uPlot stays in the profile route's chunk.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { PlayerProfile } from '../../../core/api-types.ts';
import { formatNumber } from '../../../core/format.ts';
import { TEXT } from '../../ui/text.ts';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';
import { winPercent, withEmptyMonths } from './profile-months.ts';

const T = TEXT.profile;
const HEIGHT = 260;
const MAX_WIDTH = 1000;
/** Least room in px between two month labels. */
const LABEL_SPACE = 64;

const css = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

export function ProfileChart({ months: withGames }: { months: PlayerProfile['months'] }) {
  const plotRef = useRef<HTMLDivElement>(null);
  const dark = useDarkScheme();

  useEffect(() => {
    const plot = plotRef.current;
    const months = withEmptyMonths(withGames);
    if (!plot || months.length === 0) return;
    const labels = months.map((m) => m.label);
    const fill = css(plot, '--color-chart-fill', '#1f5f4a');
    const line = css(plot, '--color-chart-line', '#b5562b');
    const text = css(plot, '--color-chart-text', '#4f5a55');
    const grid = css(plot, '--color-chart-grid', '#d6d1c4');
    const font = `12px ${css(plot, '--font-family', 'system-ui, sans-serif')}`;
    const bars = uPlot.paths.bars;
    const xSplits = (u: uPlot) => {
      const perMonth = u.bbox.width / (uPlot.pxRatio || 1) / Math.max(labels.length, 1);
      const step = Math.max(1, Math.ceil(LABEL_SPACE / perMonth));
      return labels.map((_l, i) => i).filter((i) => (labels.length - 1 - i) % step === 0);
    };
    const width = () => Math.min(Math.floor(plot.clientWidth) || MAX_WIDTH, MAX_WIDTH);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          pct: { range: [0, 100] },
        },
        axes: [
          {
            stroke: text,
            font,
            grid: { show: false },
            ticks: { stroke: grid },
            splits: xSplits,
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          {
            stroke: text,
            font,
            size: 48,
            grid: { stroke: grid, width: 1 },
            values: (_u, s) => s.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
          },
          {
            scale: 'pct',
            side: 1,
            stroke: text,
            font,
            size: 60,
            grid: { show: false },
            values: (_u, s) => s.map((v) => `${v} %`),
          },
        ],
        series: [
          {},
          {
            label: T.chartGames,
            fill,
            stroke: fill,
            width: 0,
            points: { show: false },
            ...(bars ? { paths: bars({ size: [0.8, 40], align: 0 }) } : {}),
          },
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
    const observer = new ResizeObserver(() => {
      const w = width();
      if (w > 0 && w !== chart.width) chart.setSize({ width: w, height: HEIGHT });
    });
    observer.observe(plot);
    return () => {
      observer.disconnect();
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
