/**
 * The score graph's drawing with uPlot. This module is loaded with a dynamic import by
 * score-graph.tsx, so uPlot travels in its own chunk after the replay has appeared.
 */
import uPlot from 'uplot';
import { formatNumber } from '@ordbot/contract/format.ts';
import { chartTheme, cssValue, followWidth, fromZero, STILL_CHART } from '../../ui/chart.ts';
import { graphMoveAt } from './replay-logic.ts';

export interface ScoreSeries {
  /** 0..count: the move numbers, frame 0 being the empty board. */
  moves: number[];
  player: number[];
  bot: number[];
  /** 'Vinnersjanse': the player's winning chance in percent; drawn instead of the scores. */
  chances?: number[];
}

/** A graded move on the graph: a dot on the mover's line, coloured by the grade. */
export interface GraphMark {
  move: number;
  grade: 'INACCURACY' | 'MISTAKE' | 'BLUNDER';
  playerMove: boolean;
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
  /** Draws the analysis's graded moves (an empty list removes them). */
  setMarks: (marks: readonly GraphMark[]) => void;
  destroy: () => void;
}

/** Paints the graded moves as dots on the mover's line, in the plot's own canvas pixels. */
function marksPainter(
  target: HTMLElement,
  series: ScoreSeries,
  marks: () => readonly GraphMark[],
): (u: uPlot) => void {
  const chances = series.chances;
  const gradeColour = {
    INACCURACY: cssValue(target, '--color-grade-inaccuracy', '#b7791f'),
    MISTAKE: cssValue(target, '--color-grade-mistake', '#c05621'),
    BLUNDER: cssValue(target, '--color-grade-blunder', '#b42318'),
  };
  const radius = { INACCURACY: 3, MISTAKE: 4, BLUNDER: 5 };
  return (u) => {
    const { ctx } = u;
    const ratio = window.devicePixelRatio || 1;
    ctx.save();
    for (const mark of marks()) {
      const score = chances
        ? chances[mark.move]
        : (mark.playerMove ? series.player : series.bot)[mark.move];
      if (score === undefined) continue;
      const x = u.valToPos(mark.move, 'x', true);
      const y = u.valToPos(score, 'y', true);
      ctx.beginPath();
      ctx.arc(x, y, radius[mark.grade] * ratio, 0, 2 * Math.PI);
      ctx.fillStyle = gradeColour[mark.grade];
      ctx.fill();
    }
    ctx.restore();
  };
}

/** The move numbers below, the scores (or the chances in per cent) on the left. */
function scoreAxes(target: HTMLElement, chances: boolean): uPlot.Axis[] {
  const { text, grid, font } = chartTheme(target, 'graph');
  return [
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
      // Room for "100 %" beside its tick.
      size: chances ? 58 : 48,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid },
      values: (_u, splits) =>
        splits.map((value) => (chances ? `${formatNumber(value)} %` : formatNumber(value))),
    },
  ];
}

/** The plot's options: a still chart of the player's line and the bot's (not with the chances). */
function plotOptions(
  target: HTMLElement,
  { series, playerLabel, botLabel, height }: ScoreGraphOptions,
  draw: ((u: uPlot) => void)[],
): uPlot.Options {
  const count = series.moves.length - 1;
  const chances = series.chances;
  return {
    width: Math.floor(target.clientWidth) || 320,
    height,
    ...STILL_CHART,
    cursor: { ...STILL_CHART.cursor, drag: { x: false, y: false, setScale: false } },
    scales: {
      x: { time: false, range: () => [0, Math.max(count, 1)] },
      y: chances ? { range: () => [0, 100] } : fromZero(1.05),
    },
    axes: scoreAxes(target, chances !== undefined),
    series: [
      {},
      {
        label: playerLabel,
        stroke: cssValue(target, '--color-graph-player', '#1f5f4a'),
        width: 2,
        points: { show: false },
      },
      {
        label: botLabel,
        stroke: cssValue(target, '--color-graph-bot', '#b3541e'),
        width: 2,
        dash: [6, 4],
        points: { show: false },
        show: !chances,
      },
    ],
    hooks: { draw },
  };
}

export function createScoreGraph(
  target: HTMLElement,
  options: ScoreGraphOptions,
): ScoreGraphHandle {
  const { series, height, onPick } = options;
  const count = series.moves.length - 1;
  let selected = 0;
  let marks: readonly GraphMark[] = [];
  const drawMarks = marksPainter(target, series, () => marks);

  const marker = document.createElement('div');
  marker.className = 'replay-graph-marker';
  marker.hidden = true;
  const placeMarker = (u: uPlot) => {
    marker.hidden = selected <= 0;
    if (selected > 0) marker.style.left = `${u.valToPos(selected, 'x')}px`;
  };

  const chart = new uPlot(
    plotOptions(target, options, [placeMarker, drawMarks]),
    [series.moves, series.chances ?? series.player, series.bot],
    target,
  );
  chart.over.appendChild(marker);

  const onClick = (event: MouseEvent) => {
    const box = chart.over.getBoundingClientRect();
    onPick(graphMoveAt(event.clientX - box.left, box.width, count));
  };
  chart.over.addEventListener('click', onClick);

  const stopFollowing = followWidth(chart, target, height);

  return {
    setSelected(move) {
      selected = move;
      placeMarker(chart);
    },
    setMarks(next) {
      marks = next;
      chart.redraw(false, false);
    },
    destroy() {
      stopFollowing();
      chart.over.removeEventListener('click', onClick);
      chart.destroy();
    },
  };
}
