/**
 * Both running scores over the moves, under the board. uPlot is loaded lazily (dynamic import)
 * and draws only once the graph comes near the viewport (below the board on a phone), so the
 * replay's first load spends its main thread on what is seen (drawing took about a fifth of it);
 * a visually hidden table carries the same figures for screen readers. jsdom has no canvas: there
 * the plot is left out and only the table renders.
 */
import { memo, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { formatNumber } from '@ordbot/contract/format.ts';
import type { TimelineFrame } from '@ordbot/engine/timeline-format.ts';
import { TEXT } from '../../ui/text.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { formatChance } from './analysis-logic.ts';
import type { GraphMark, ScoreGraphHandle, ScoreSeries } from './score-graph-plot.ts';
import { useDarkScheme } from '../../ui/use-dark-scheme.ts';
import { useNearViewport } from '../../ui/use-near-viewport.ts';

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
  /**
   * 'Vinnersjanse': the player's chance (0-1) before and after every move, from an analysis with
   * a strategy table. Shown first when there; the scores stay a click away.
   */
  chances?: readonly number[] | null;
}

const NO_MARKS: readonly GraphMark[] = [];

/**
 * Draws `series` in the box `plotRef` once uPlot is loaded (again when the series, the name or the
 * colour scheme changes), and keeps its marker on `selected` and its dots on `marks`.
 */
function useScorePlot(
  plotRef: RefObject<HTMLDivElement | null>,
  series: ScoreSeries,
  playerName: string,
  {
    selected,
    marks,
    onPick,
  }: { selected: number; marks: readonly GraphMark[]; onPick: (move: number) => void },
) {
  const graphRef = useRef<ScoreGraphHandle | null>(null);
  const selectedRef = useRef(selected);
  const marksRef = useRef(marks);
  const pickRef = useRef(onPick);
  const dark = useDarkScheme();
  const near = useNearViewport(plotRef);

  useEffect(() => {
    pickRef.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const target = plotRef.current;
    if (!target || !near || !canDraw()) return;
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
  }, [plotRef, series, playerName, dark, near]);

  useEffect(() => {
    marksRef.current = marks;
    graphRef.current?.setMarks(marks);
  }, [marks]);

  useEffect(() => {
    selectedRef.current = selected;
    graphRef.current?.setSelected(selected);
  }, [selected]);
}

export function ScoreGraph({
  frames,
  playerName,
  selected,
  onPick,
  headingLevel: Heading,
  marks = NO_MARKS,
  chances = null,
}: ScoreGraphProps) {
  const headingId = useId();
  const [scores, setScores] = useState(false);
  const showWin = chances !== null && !scores;
  const plotRef = useRef<HTMLDivElement>(null);
  const series = useMemo<ScoreSeries>(
    () => ({
      moves: frames.map((_frame, index) => index),
      player: frames.map((frame) => frame.playerScore),
      bot: frames.map((frame) => frame.botScore),
      ...(showWin && chances ? { chances: chances.map((c) => Math.round(c * 1000) / 10) } : {}),
    }),
    [frames, showWin, chances],
  );
  useScorePlot(plotRef, series, playerName, { selected, marks, onPick });

  return (
    <section className="replay-graph" aria-labelledby={headingId}>
      <Heading id={headingId} className="replay-graph-title">
        {showWin ? ANALYSIS_TEXT.winGraph : T.graphHeading}
      </Heading>
      {chances !== null && (
        <button type="button" className="replay-graph-switch" onClick={() => setScores((v) => !v)}>
          {showWin ? ANALYSIS_TEXT.scoreGraphShow : ANALYSIS_TEXT.winGraphShow}
        </button>
      )}
      <ul className="replay-graph-legend" aria-hidden="true">
        <li>
          <span className="replay-graph-swatch player" />
          {playerName}
        </li>
        {!showWin && (
          <li>
            <span className="replay-graph-swatch bot" />
            {T.bot}
          </li>
        )}
      </ul>
      <div
        ref={plotRef}
        className="replay-graph-plot"
        role="img"
        aria-label={showWin ? ANALYSIS_TEXT.winGraphLabel(playerName) : T.graphLabel(playerName)}
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
            {series.chances && <th scope="col">{ANALYSIS_TEXT.winChanceFor(playerName)}</th>}
          </tr>
        </thead>
        <tbody>
          {series.moves.slice(1).map((move) => (
            <tr key={move}>
              <th scope="row">{move}</th>
              <td>{formatNumber(series.player[move] ?? 0)}</td>
              <td>{formatNumber(series.bot[move] ?? 0)}</td>
              {series.chances && <td>{formatChance((series.chances[move] ?? 0) / 100)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
