// @vitest-environment jsdom
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import {
  barAxis,
  barChartOptions,
  chartTheme,
  countAxis,
  cssValue,
  fitWidth,
  fromZero,
} from '../../../src/ui/chart.ts';

const u = {} as uPlot;

function rangeOf(scale: uPlot.Scale, max: number) {
  const range = scale.range as (u: uPlot, min: number, max: number, key: string) => number[];
  return range(u, 0, max, 'y');
}

describe('the charts’ shared uPlot setup', () => {
  it('reads colours from the design tokens, with fallbacks where none is set', () => {
    const element = document.createElement('div');
    element.style.setProperty('--color-graph-text', '#111111');
    document.body.append(element);
    expect(cssValue(element, '--color-graph-text', '#000')).toBe('#111111');
    expect(cssValue(element, '--color-missing', '#abcdef')).toBe('#abcdef');
    const theme = chartTheme(element, 'graph');
    expect(theme.text).toBe('#111111');
    expect(theme.grid).toBe('#d6d1c4');
    expect(theme.font).toBe('12px system-ui, sans-serif');
    element.remove();
  });

  it('starts the y scale at 0 with headroom above the highest value, or 0..1 when empty', () => {
    expect(rangeOf(fromZero(1.1), 100)).toEqual([0, 110.00000000000001]);
    expect(rangeOf(fromZero(1.05), 0)).toEqual([0, 1]);
  });

  it('labels the count axis with whole numbers only, the Norwegian way', () => {
    const theme = { text: '#000', grid: '#ccc', font: '12px x' };
    const axis = countAxis(theme, 48, false);
    const values = axis.values as (u: uPlot, splits: number[]) => string[];
    expect(values(u, [0, 0.5, 1500])).toEqual(['0', '', '1\u00a0500']);
    expect(axis.ticks).toBeUndefined();
    expect(countAxis(theme, 60, true).ticks).toEqual({ stroke: '#ccc' });
  });

  it('labels the bar axis through its caller', () => {
    const theme = { text: '#000', grid: '#ccc', font: '12px x' };
    const axis = barAxis(
      theme,
      () => [0, 2],
      (splits) => splits.map((i) => `m${i}`),
    );
    const values = axis.values as (u: uPlot, splits: number[]) => string[];
    expect(values(u, [0, 2])).toEqual(['m0', 'm2']);
  });

  it('fits the container, at most the maximum, and the maximum while it has no width', () => {
    const element = document.createElement('div');
    expect(fitWidth(element, 1000)).toBe(1000);
    Object.defineProperty(element, 'clientWidth', { value: 640.7 });
    expect(fitWidth(element, 1000)).toBe(640);
    expect(fitWidth(element, 300)).toBe(300);
  });

  it('frames a bar chart: still, fitted, from zero, with the bar and count axes', () => {
    const plot = document.createElement('div');
    Object.defineProperty(plot, 'clientWidth', { value: 1400 });
    const theme = { text: '#000', grid: '#ccc', font: '12px x' };
    const options = barChartOptions(plot, theme, {
      height: 260,
      maxWidth: 1000,
      headroom: 1.1,
      splits: () => [0],
      labels: () => ['2024-01'],
      countSize: 48,
      countTicks: false,
    });
    expect(options.width).toBe(1000);
    expect(options.height).toBe(260);
    expect(options.legend).toEqual({ show: false });
    expect(options.axes).toHaveLength(2);
    expect(options.axes?.[1]?.size).toBe(48);
    const y = options.scales?.y;
    expect(y && rangeOf(y, 10)).toEqual([0, 11]);
    const range = options.scales?.x?.range as (u: uPlot, min: number, max: number) => unknown;
    expect(range(u, 0, 11)).toEqual([-0.5, 11.5]);
  });
});
