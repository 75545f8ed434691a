// Over 300 lines: the panel's run (progress, cancel, the run kept on the device) and its ranking
// read one run state; split, that state would be threaded through every part.
/**
 * 'Simuler' on a move's analysis and on a rack of 'Prøv et stativ' (docs/strategy.md
 * "Simulation"): runs the simulation in worker threads (src/lib/simulation-pool.ts) with a
 * progress bar and the ranking as it grows, cancellable; a finished run is kept on the device
 * with the game (src/cache/simulations.ts) and shown at once on the next visit. Where the rack
 * is unknown, or the language has no tables, the panel says why there is no button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { gradeByWinLost, GRADE_LABELS } from '@ordbot/engine/analysis/grades.ts';
import type { Alternative, AnalysisContext, Grade } from '@ordbot/engine/analysis/types.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import {
  DEFAULT_CANDIDATES,
  DEFAULT_ITERATIONS,
  DEFAULT_PLIES,
  unseenFor,
  type SimulationPosition,
  type SimulationResult,
  type SimulationSetup,
} from '@ordbot/engine/strategy/simulate.ts';
import { EMPTY_SQUARE } from '@ordbot/engine/timeline-format.ts';
import { RACK_SIZE } from '@ordbot/engine/dimensions.ts';
import type { SimulationKey } from '../../cache/simulations.ts';
import { getAuthToken } from '../../api/client.ts';

/**
 * The device's kept runs, loaded when used: the page's first load does not carry the database,
 * and a guest's pages never open it (nothing is kept for a guest).
 */
const keptRuns = () =>
  getAuthToken() === null ? Promise.resolve(null) : import('../../cache/simulations.ts');
import { runSimulation } from '../../lib/simulation-pool.ts';
import { SIMULATE_TEXT } from '../../ui/text-simulate.ts';
import './simulate.css';

const T = SIMULATE_TEXT;

const oneDecimal = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A share (0-1) in per cent with one decimal, Norwegian style ('54,3 %'). */
export function percent(share: number): string {
  return `${oneDecimal.format(100 * share)} %`;
}

export interface SimulatePanelProps {
  gameId: number | undefined;
  context: AnalysisContext;
  /** Whether the language has strategy tables (the analysis names them). */
  tables: boolean;
  /** The frame before the move, its board packed. */
  frame: number;
  board: string;
  /** The mover's rack; null when it is unknown. */
  rack: string | null;
  /** The mover's score minus the opponent's at the frame. */
  spread: number;
  /** The move played, to simulate beside the candidates and to grade. */
  played?: Alternative | null;
  /** The move's static grade, to compare with the simulated one (left out: no comparison). */
  staticGrade?: Grade | null;
  /** The side to move, by name: the ranking's chances are its own. */
  mover?: string;
  /** The side that replies, by name (the explanation's other side). */
  opponent?: string;
  Heading: 'h3' | 'h4';
}

type View =
  | { state: 'idle' }
  | { state: 'preparing' }
  | {
      state: 'running' | 'done' | 'cancelled';
      setup: SimulationSetup;
      result: SimulationResult;
      stored?: boolean;
    }
  | { state: 'failed'; message: string };

const SETTINGS = {
  candidates: DEFAULT_CANDIDATES,
  iterations: DEFAULT_ITERATIONS,
  plies: DEFAULT_PLIES,
};

function positionOf(props: SimulatePanelProps): SimulationPosition | null {
  if (props.rack === null) return null;
  const board = [...props.board].map((square) => (square === EMPTY_SQUARE ? '' : square));
  try {
    const unseen = unseenFor(board, props.rack, props.context.language);
    return { ...props.context, board, rack: props.rack, unseen, spread: props.spread };
  } catch {
    return null;
  }
}

const same = (a: Pick<Alternative, 'x' | 'y' | 'vertical' | 'letters'>, b: typeof a) =>
  a.x === b.x && a.y === b.y && a.vertical === b.vertical && a.letters === b.letters;

export function SimulatePanel(props: SimulatePanelProps) {
  const { gameId, frame, rack, played, staticGrade, Heading } = props;
  const headingId = useId();
  const [view, setView] = useState<View>({ state: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const position = positionOf(props);
  const opponent = props.opponent ?? T.someOpponent;
  const key: SimulationKey | null =
    gameId === undefined || rack === null ? null : { gameId, frame, rack, ...SETTINGS };
  const keyText = key ? JSON.stringify(key) : '';

  // A run kept on the device shows at once; leaving the move cancels a run.
  useEffect(() => {
    let live = true;
    if (key) {
      keptRuns()
        .then((kept) => kept?.getSimulation(key))
        .then(
          (stored) => {
            if (live && stored) setView({ state: 'done', ...stored, stored: true });
          },
          (error: unknown) => console.error(error),
        );
    }
    return () => {
      live = false;
      abort.current?.abort();
    };
    // keyText stands for the key's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText]);

  if (!props.tables) return <Frame {...{ headingId, Heading }} note={T.noTables} />;
  if (rack === null) return <Frame {...{ headingId, Heading }} note={T.rackUnknown} />;
  if (!position) return <Frame {...{ headingId, Heading }} note={T.badRack} />;
  // verdict.md rule 5: with the bag empty the opponent's rack is known and the endgame decides.
  if ([...position.unseen].length <= RACK_SIZE) {
    return <Frame {...{ headingId, Heading }} note={T.bagEmpty} />;
  }

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setView({ state: 'preparing' });
    const options = { ...SETTINGS, stop: 'early' as const, seed: 1, include: played ?? null };
    void runSimulation(
      { position, options },
      {
        signal: controller.signal,
        onProgress: (setup, result) => {
          if (!controller.signal.aborted) setView({ state: 'running', setup, result });
        },
      },
    ).then((outcome) => {
      if (abort.current !== controller) return;
      if (!outcome.ok) {
        if (outcome.reason === 'CANCELLED') return;
        const message =
          outcome.reason === 'OFFLINE'
            ? T.offline
            : outcome.reason === 'NO_TABLES'
              ? T.noTables
              : T.failed;
        setView({ state: 'failed', message });
        return;
      }
      const finished = outcome.result.stopped !== null;
      setView({ state: finished ? 'done' : 'cancelled', ...outcome });
      if (finished && key) {
        keptRuns()
          .then((kept) => kept?.putSimulation(key, outcome))
          .catch((error: unknown) => console.error(error));
      }
    });
  };
  const cancel = () => {
    const controller = abort.current;
    controller?.abort();
    setView((v) => ('result' in v ? { ...v, state: 'cancelled' } : { state: 'idle' }));
  };

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
                <td>{oneDecimal.format(100 * row.winError)}</td>
                <td>{oneDecimal.format(row.spread)}</td>
                <td>{oneDecimal.format(row.candidate.equity)}</td>
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
            : T.lost(oneDecimal.format(100 * (best!.winShare - playedRow.winShare)))}
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
