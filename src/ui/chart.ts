/**
 * What the app's uPlot charts share (the statistics view's bars, the profile's months, the
 * replay's score graph): colours and font read from the design tokens (src/ui/tokens.css), the
 * options that make a chart a still picture, the bar chart's axes and series, and following the
 * container's width. Only chart modules import this, and they travel in their routes' chunks, so
 * uPlot and its stylesheet never reach the home page.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@ordbot/contract/format.ts';

/** A custom property's value on the element, or the fallback where no stylesheet sets it. */
export function cssValue(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export interface ChartTheme {
  /** Axis labels. */
  text: string;
  /** Grid lines and ticks. */
  grid: string;
  /** The axes' font, uPlot's canvas shorthand. */
  font: string;
}

/** The axes' colours from `--color-<prefix>-text` and `-grid`: 'chart' or the score 'graph'. */
export function chartTheme(element: Element, prefix: 'chart' | 'graph' = 'chart'): ChartTheme {
  return {
    text: cssValue(element, `--color-${prefix}-text`, '#4f5a55'),
    grid: cssValue(element, `--color-${prefix}-grid`, '#d6d1c4'),
    font: `12px ${cssValue(element, '--font-family', 'system-ui, sans-serif')}`,
  };
}

/** No legend, no horizontal cursor line, no drag to zoom and no selection box. */
export const STILL_CHART = {
  legend: { show: false },
  cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
  select: { show: false, left: 0, top: 0, width: 0, height: 0 },
} satisfies Partial<uPlot.Options>;

/** A y scale from 0 to `headroom` times the highest value, or to 1 when every value is 0. */
export function fromZero(headroom: number): uPlot.Scale {
  return { range: (_u, _min, max) => [0, max > 0 ? max * headroom : 1] };
}

/** The x scale of bars at indexes 0..n-1: half a bar of room either side. */
export const BAR_X_SCALE: uPlot.Scale = {
  time: false,
  range: (_u, min, max) => [min - 0.5, max + 0.5],
};

/** The bars' x axis: ticks where `splits` says, labelled by `values`. */
export function barAxis(
  theme: ChartTheme,
  splits: (u: uPlot) => number[],
  values: (splits: number[]) => string[],
): uPlot.Axis {
  return {
    stroke: theme.text,
    font: theme.font,
    grid: { show: false },
    ticks: { stroke: theme.grid },
    splits,
    values: (_u, at) => values(at),
  };
}

/** A count axis on the left: whole numbers only, written the Norwegian way. */
export function countAxis(theme: ChartTheme, size: number, gridTicks: boolean): uPlot.Axis {
  return {
    stroke: theme.text,
    font: theme.font,
    size,
    grid: { stroke: theme.grid, width: 1 },
    ...(gridTicks ? { ticks: { stroke: theme.grid } } : {}),
    values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
  };
}

/** What a bar chart of this app sets: still, as wide as `plot` up to `maxWidth`, bars at 0..n-1. */
export interface BarChartFrame {
  height: number;
  maxWidth: number;
  /** The y scale reaches this many times the highest bar. */
  headroom: number;
  /** Where the x axis has ticks, and their labels. */
  splits: (u: uPlot) => number[];
  labels: (splits: number[]) => string[];
  /** The count axis's width in px, and whether its ticks take the grid's colour. */
  countSize: number;
  countTicks: boolean;
}

/** The options of a bar chart but its series and hooks: the x axis and the count axis. */
export function barChartOptions(
  plot: HTMLElement,
  theme: ChartTheme,
  frame: BarChartFrame,
): Omit<uPlot.Options, 'series'> {
  return {
    ...STILL_CHART,
    width: fitWidth(plot, frame.maxWidth),
    height: frame.height,
    scales: { x: BAR_X_SCALE, y: fromZero(frame.headroom) },
    axes: [
      barAxis(theme, frame.splits, frame.labels),
      countAxis(theme, frame.countSize, frame.countTicks),
    ],
  };
}

/** Bars in one colour, 80 % of their slot wide and at most 40 px. */
export function barSeries(label: string, fill: string): uPlot.Series {
  const bars = uPlot.paths.bars;
  return {
    label,
    fill,
    stroke: fill,
    width: 0,
    points: { show: false },
    ...(bars ? { paths: bars({ size: [0.8, 40], align: 0 }) } : {}),
  };
}

/** The container's width in whole px, at most `max`; `max` while it has no width yet. */
export function fitWidth(container: HTMLElement, max: number): number {
  return Math.min(Math.floor(container.clientWidth) || max, max);
}

/** Keeps the chart as wide as its container (at most `max`); answers the function that stops. */
export function followWidth(
  chart: uPlot,
  container: HTMLElement,
  height: number,
  max = Number.POSITIVE_INFINITY,
): () => void {
  const observer = new ResizeObserver(() => {
    const width = Math.min(Math.floor(container.clientWidth), max);
    if (width > 0 && width !== chart.width) chart.setSize({ width, height });
  });
  observer.observe(container);
  return () => observer.disconnect();
}
