/**
 * The score graph's drawing with uPlot. This module is loaded with a dynamic import by
 * score-graph.tsx, so uPlot travels in its own chunk after the replay has appeared.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../core/format.ts';
import { graphMoveAt } from './replay-logic.ts';

export interface ScoreSeries {
  /** 0..count: the move numbers, frame 0 being the empty board. */
  moves: number[];
  player: number[];
  bot: number[];
}

export interface ScoreGraphOptions {
  series: ScoreSeries;
  playerLabel: string;
  botLabel: string;
  height: number;
  /** A click on the plot, with the nearest move number. */
  onPick: (move: number) => void;
}

export interface ScoreGraphHandle {
  /** Moves the marker of the viewed move (0 hides it). */
  setSelected: (move: number) => void;
  destroy: () => void;
}

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function createScoreGraph(
  target: HTMLElement,
  options: ScoreGraphOptions,
): ScoreGraphHandle {
  const { series, playerLabel, botLabel, height, onPick } = options;
  const count = series.moves.length - 1;
  const text = cssColor(target, '--color-graph-text', '#4f5a55');
  const grid = cssColor(target, '--color-graph-grid', '#d6d1c4');
  const font = `12px ${cssColor(target, '--font-family', 'system-ui, sans-serif')}`;
  let selected = 0;

  const marker = document.createElement('div');
  marker.className = 'replay-graph-marker';
  marker.hidden = true;
  const placeMarker = (u: uPlot) => {
    marker.hidden = selected <= 0;
    if (selected > 0) marker.style.left = `${u.valToPos(selected, 'x')}px`;
  };

  const chart = new uPlot(
    {
      width: Math.floor(target.clientWidth) || 320,
      height,
      legend: { show: false },
      cursor: { y: false, points: { show: false }, drag: { x: false, y: false, setScale: false } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: {
        x: { time: false, range: () => [0, Math.max(count, 1)] },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.05 : 1] },
      },
      axes: [
        {
          stroke: text,
          font,
          grid: { show: false },
          ticks: { stroke: grid },
          incrs: [1, 2, 5, 10, 20, 50],
          space: 32,
          values: (_u, splits) => splits.map((value) => String(value)),
        },
        {
          stroke: text,
          font,
          size: 48,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid },
          values: (_u, splits) => splits.map((value) => formatNumber(value)),
        },
      ],
      series: [
        {},
        {
          label: playerLabel,
          stroke: cssColor(target, '--color-graph-player', '#1f5f4a'),
          width: 2,
          points: { show: false },
        },
        {
          label: botLabel,
          stroke: cssColor(target, '--color-graph-bot', '#b3541e'),
          width: 2,
          dash: [6, 4],
          points: { show: false },
        },
      ],
      hooks: { draw: [placeMarker] },
    },
    [series.moves, series.player, series.bot],
    target,
  );
  chart.over.appendChild(marker);

  const onClick = (event: MouseEvent) => {
    const box = chart.over.getBoundingClientRect();
    onPick(graphMoveAt(event.clientX - box.left, box.width, count));
  };
  chart.over.addEventListener('click', onClick);

  const observer = new ResizeObserver(() => {
    const width = Math.floor(target.clientWidth);
    if (width > 0 && width !== chart.width) chart.setSize({ width, height });
  });
  observer.observe(target);

  return {
    setSelected(move) {
      selected = move;
      placeMarker(chart);
    },
    destroy() {
      observer.disconnect();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
    },
  };
}
