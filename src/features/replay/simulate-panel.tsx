/**
 * 'Simuler' on a move's analysis and on a rack of 'Prøv et stativ' (docs/strategy.md
 * "Simulation"): runs the simulation in worker threads (use-simulation.ts) with a progress bar
 * and the ranking as it grows, cancellable; a finished run is kept on the device with the game
 * and shown at once on the next visit. Where the rack is unknown, or the language has no tables,
 * the panel says why there is no button.
 */
import { useId } from 'react';
import { gradeByWinLost, GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import type { Alternative, Grade } from '@ordbot/engine/analysis/types.ts';
import { formatFixed, formatNumber } from '@ordbot/contract/format.ts';
import type { SimulationResult } from '@ordbot/engine/strategy/simulation/simulate.ts';
import { RACK_SIZE } from '@ordbot/engine/dimensions.ts';
import { SIMULATE_TEXT } from '../../ui/text-simulate.ts';
import {
  SETTINGS,
  useSimulation,
  type SimulationInput,
  type SimulationView as View,
} from './use-simulation.ts';
import './simulate.css';

const T = SIMULATE_TEXT;

/** A share (0-1) in per cent with one decimal, Norwegian style ('54,3 %', a plain space). */
function percent(share: number): string {
  return `${formatFixed(100 * share, 1)} %`;
}

export interface SimulatePanelProps extends SimulationInput {
  /** Whether the language has strategy tables (the analysis names them). */
  tables: boolean;
  /** The move's static grade, to compare with the simulated one (left out: no comparison). */
  staticGrade?: Grade | null;
  /** The side to move, by name: the ranking's chances are its own. */
  mover?: string;
  /** The side that replies, by name (the explanation's other side). */
  opponent?: string;
  Heading: 'h3' | 'h4';
}

const same = (a: Pick<Alternative, 'x' | 'y' | 'vertical' | 'letters'>, b: typeof a) =>
  a.x === b.x && a.y === b.y && a.vertical === b.vertical && a.letters === b.letters;

export function SimulatePanel(props: SimulatePanelProps) {
  const { rack, played, staticGrade, Heading } = props;
  const headingId = useId();
  const { view, position, start, cancel } = useSimulation(props);
  const opponent = props.opponent ?? T.someOpponent;

  if (!props.tables) return <Frame {...{ headingId, Heading }} note={T.noTables} />;
  if (rack === null) return <Frame {...{ headingId, Heading }} note={T.rackUnknown} />;
  if (!position) return <Frame {...{ headingId, Heading }} note={T.badRack} />;
  // verdict.md rule 5: with the bag empty the opponent's rack is known and the endgame decides.
  if ([...position.unseen].length <= RACK_SIZE) {
    return <Frame {...{ headingId, Heading }} note={T.bagEmpty} />;
  }

  const busy = view.state === 'preparing' || view.state === 'running';
  return (
    <section className="simulate" aria-labelledby={headingId}>
      <Heading id={headingId} className="analysis-subheading">
        {T.heading}
      </Heading>
      <p className="analysis-muted">
        {T.intro(SETTINGS.candidates, formatNumber(SETTINGS.iterations), opponent)}
        {props.mover ? ` ${T.forMover(props.mover)}` : ''}
      </p>
      <div className="simulate-actions">
        {busy ? (
          <button type="button" className="button" onClick={cancel}>
            {T.cancel}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={start}>
            {view.state === 'idle' ? T.start : T.again}
          </button>
        )}
      </div>
      {view.state === 'preparing' && (
        <p role="status" className="analysis-muted">
          {T.preparing}
        </p>
      )}
      {view.state === 'failed' && (
        <p role="alert" className="analysis-bad">
          {view.message}
        </p>
      )}
      {'result' in view && (
        <Ranking
          view={view}
          played={played ?? null}
          staticGrade={staticGrade}
          total={SETTINGS.iterations}
        />
      )}
      <details className="simulate-explain">
        <summary>{T.explainSummary}</summary>
        {T.explain(props.mover ?? T.someMover, opponent).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </details>
    </section>
  );
}

function Frame({
  headingId,
  Heading,
  note,
}: {
  headingId: string;
  Heading: 'h3' | 'h4';
  note: string;
}) {
  return (
    <section className="simulate" aria-labelledby={headingId}>
      <Heading id={headingId} className="analysis-subheading">
        {T.heading}
      </Heading>
      <p className="analysis-muted simulate-why">{note}</p>
    </section>
  );
}

/** A short column heading with what it stands for. */
function Column({ text: [short, full] }: { text: readonly string[] }) {
  return <th scope="col">{short === full ? short : <abbr title={full}>{short}</abbr>}</th>;
}

function Ranking({
  view,
  played,
  staticGrade,
  total,
}: {
  view: Extract<View, { result: SimulationResult }>;
  played: Alternative | null;
  staticGrade: Grade | null | undefined;
  total: number;
}) {
  const { result } = view;
  const done = formatNumber(result.iterations);
  const isPlayed = (c: SimulationResult['ranking'][number]) =>
    played !== null && same(c.candidate, played);
  const playedRow = result.ranking.find(isPlayed);
  const best = result.ranking[0];
  const simulatedGrade =
    playedRow && best ? gradeByWinLost(100 * (best.winShare - playedRow.winShare)) : null;
  const gradeName = (grade: Grade | null) => (grade ? GRADE_LABELS[grade] : T.noGrade);
  return (
    <>
      {view.state === 'running' ? (
        <div className="simulate-progress">
          <progress max={total} value={result.iterations} aria-label={T.progressLabel} />
          <p role="status" className="analysis-muted">
            {T.progress(done, formatNumber(total))}
          </p>
        </div>
      ) : (
        <p className="analysis-muted" role="status">
          {view.state === 'cancelled'
            ? T.cancelled(done)
            : result.stopped === 'early'
              ? T.stoppedEarly(done)
              : T.stoppedFixed(done)}
          {view.stored ? ` ${T.fromDevice}` : ''}
        </p>
      )}
      <div className="simulate-table">
        <table>
          <caption className="visually-hidden">{T.rankingCaption}</caption>
          <thead>
            <tr>
              <Column text={T.columns.rank} />
              <Column text={T.columns.move} />
              <Column text={T.columns.win} />
              <Column text={T.columns.error} />
              <Column text={T.columns.spread} />
              <Column text={T.columns.equity} />
            </tr>
          </thead>
          <tbody>
            {result.ranking.map((row, i) => (
              <tr key={row.candidate.notation} className={isPlayed(row) ? 'is-played' : undefined}>
                <td>{i + 1}</td>
                <th scope="row">
                  <span className="analysis-notation">{row.candidate.notation}</span>
                  {isPlayed(row) && <span className="analysis-played">{T.played}</span>}
                </th>
                <td>{percent(row.winShare)}</td>
                <td>{formatFixed(100 * row.winError, 1)}</td>
                <td>{formatFixed(row.spread, 1)}</td>
                <td>{formatFixed(row.candidate.equity, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.state === 'done' && playedRow && staticGrade !== undefined && (
        <p className={simulatedGrade === staticGrade ? 'analysis-muted' : 'simulate-differs'}>
          {simulatedGrade === staticGrade
            ? staticGrade
              ? T.sameGrade(GRADE_LABELS[staticGrade])
              : T.sameNoGrade
            : T.otherGrade(gradeName(simulatedGrade), gradeName(staticGrade))}{' '}
          (
          {playedRow === best
            ? T.lostNone
            : T.lost(formatFixed(100 * (best!.winShare - playedRow.winShare), 1))}
          )
        </p>
      )}
    </>
  );
}

/** The mover's score minus the opponent's at a frame. */
export function moverSpread(
  frame: { playerScore: number; botScore: number } | undefined,
  playerMove: boolean,
): number {
  if (!frame) return 0;
  return playerMove ? frame.playerScore - frame.botScore : frame.botScore - frame.playerScore;
}
