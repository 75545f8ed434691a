/**
 * Both running scores over the moves, under the board. uPlot is loaded lazily (dynamic import),
 * so the replay appears before it; a visually hidden table carries the same figures for screen
 * readers. jsdom has no canvas: there the plot is left out and only the table renders.
 */
import { memo, useEffect, useId, useMemo, useRef } from 'react';
import { formatNumber } from '../../../core/format.ts';
import type { TimelineFrame } from '../../../core/timeline-format.ts';
import { TEXT } from '../../ui/text.ts';
import type { GraphMark, ScoreGraphHandle, ScoreSeries } from './score-graph-plot.ts';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';

const T = TEXT.replay;

/** The plot's height in CSS px; the box is reserved before uPlot arrives. */
export const GRAPH_HEIGHT = 180;

function canDraw(): boolean {
  return typeof Path2D !== 'undefined' && typeof ResizeObserver !== 'undefined';
}

export interface ScoreGraphProps {
  frames: readonly TimelineFrame[];
  playerName: string;
  selected: number;
  /** A click on the graph, with the nearest move. */
  onPick: (move: number) => void;
  headingLevel: 'h2' | 'h3';
  /** The analysis's graded moves, drawn as dots. */
  marks?: readonly GraphMark[];
}

const NO_MARKS: readonly GraphMark[] = [];

export function ScoreGraph({
  frames,
  playerName,
  selected,
  onPick,
  headingLevel: Heading,
  marks = NO_MARKS,
}: ScoreGraphProps) {
  const headingId = useId();
  const plotRef = useRef<HTMLDivElement>(null);
  const graphRef = useRef<ScoreGraphHandle | null>(null);
  const selectedRef = useRef(selected);
  const marksRef = useRef(marks);
  const pickRef = useRef(onPick);
  const dark = useDarkScheme();
  const series = useMemo<ScoreSeries>(
    () => ({
      moves: frames.map((_frame, index) => index),
      player: frames.map((frame) => frame.playerScore),
      bot: frames.map((frame) => frame.botScore),
    }),
    [frames],
  );

  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const target = plotRef.current;
    if (!target || !canDraw()) return;
    let live = true;
    let graph: ScoreGraphHandle | undefined;
    import('./score-graph-plot.ts').then(
      ({ createScoreGraph }) => {
        if (!live) return;
        graph = createScoreGraph(target, {
          series,
          playerLabel: playerName,
          botLabel: T.bot,
          height: GRAPH_HEIGHT,
          onPick: (move) => pickRef.current(move),
        });
        graph.setSelected(selectedRef.current);
        graph.setMarks(marksRef.current);
        graphRef.current = graph;
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
      graph?.destroy();
      graphRef.current = null;
    };
  }, [series, playerName, dark]);

  useEffect(() => {
    marksRef.current = marks;
    graphRef.current?.setMarks(marks);
  }, [marks]);

  useEffect(() => {
    selectedRef.current = selected;
    graphRef.current?.setSelected(selected);
  }, [selected]);

  return (
    <section className="replay-graph" aria-labelledby={headingId}>
      <Heading id={headingId} className="replay-graph-title">
        {T.graphHeading}
      </Heading>
      <ul className="replay-graph-legend" aria-hidden="true">
        <li>
          <span className="replay-graph-swatch player" />
          {playerName}
        </li>
        <li>
          <span className="replay-graph-swatch bot" />
          {T.bot}
        </li>
      </ul>
      <div
        ref={plotRef}
        className="replay-graph-plot"
        role="img"
        aria-label={T.graphLabel(playerName)}
        style={{ height: GRAPH_HEIGHT }}
      />
      <ScoreTable series={series} playerName={playerName} />
    </section>
  );
}

/** The graph's figures as a table, for screen readers. */
const ScoreTable = memo(function ScoreTable({
  series,
  playerName,
}: {
  series: ScoreSeries;
  playerName: string;
}) {
  return (
    // Wrapped: a table ignores the 1 px box that hides it.
    <div className="visually-hidden">
      <table>
        <caption>{T.graphTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.graphMoveColumn}</th>
            <th scope="col">{playerName}</th>
            <th scope="col">{T.bot}</th>
          </tr>
        </thead>
        <tbody>
          {series.moves.slice(1).map((move) => (
            <tr key={move}>
              <th scope="row">{move}</th>
              <td>{formatNumber(series.player[move] ?? 0)}</td>
              <td>{formatNumber(series.bot[move] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
