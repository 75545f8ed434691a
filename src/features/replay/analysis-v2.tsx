/**
 * The analysis in winning chances (docs/strategy.md) inside the lazily loaded analysis chunk:
 * the move's chances and win% lost, 'Trekkverdi' with 'Beholdt', 'Hvorfor' and 'Perfekt
 * sluttspill', and the summary's graded-move links. Every figure here was computed by the
 * engine (packages/engine/analysis); this file only words it.
 */
import type { ReactNode } from 'react';
import type {
  Alternative,
  EquityAlternative,
  MoveAnalysis,
  PerfectEndgame,
  PreEndgameMove,
  SideSummary,
} from '@ordbot/engine/analysis/types.ts';
import {
  formatDecimal as oneDecimal,
  formatPercentOne as formatPercent,
  formatSigned as signed,
  formatSpread as spread,
} from '@ordbot/contract/format.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { formatChance } from './analysis-logic.ts';
import { inferredGradeLine, inferredVerdict } from './inferred-rack.tsx';

export { WhySection } from '../../ui/why-section.tsx';

const T = ANALYSIS_TEXT;

type Heading = 'h3' | 'h4';

/**
 * The two sides by name: the review speaks for the human player (`player`), and every figure
 * says whose it is; `mover` is the side that made the move.
 */
export interface Sides {
  player: string;
  bot: string;
}

/** The name of the side that made `move`. */
export function moverName(sides: Sides, move: Pick<MoveAnalysis, 'playerMove'>): string {
  return move.playerMove ? sides.player : sides.bot;
}

/**
 * The grade line of a move, naming its side: by win% lost, by the endgame's spread, or by points;
 * with an inferred rack the verdict's grade marked as such, or 'Kanskje et svakt trekk'.
 */
export function gradeLine(move: MoveAnalysis, sides: Sides): string | null {
  const name = moverName(sides, move);
  const inferred = inferredVerdict(move);
  if (inferred) return inferredGradeLine(inferred, name);
  if (!move.grade) return null;
  const label = T.grades[move.grade];
  if (move.basis === 'ENDGAME' && move.endgame) {
    return T.gradeTagEndgame(label, name, move.endgame.lost);
  }
  if (move.basis === 'WIN' && move.winLost !== null) {
    return T.gradeTagWin(label, name, oneDecimal(move.winLost));
  }
  return T.gradeTag(label, name, move.missed);
}

/** A chance (0-1) of the mover as the human player's chance. */
export function playerChance(move: Pick<MoveAnalysis, 'playerMove'>, chance: number): number {
  return move.playerMove ? chance : 1 - chance;
}

/**
 * The human player's chances after the move and after the mover's best known alternative, the
 * win% the mover lost, and the move's accuracy; each names its side.
 */
export function WinFacts({ move, sides }: { move: MoveAnalysis; sides: Sides }) {
  if (move.winPlayed === null || move.winBest === null || move.winLost === null) return null;
  const mover = moverName(sides, move);
  // An inferred rack's loss is expected over the likely racks, never known.
  const inferred = inferredVerdict(move);
  return (
    <>
      <dt>{T.winChanceFor(sides.player)}</dt>
      <dd>
        {T.winChanceValue(
          formatChance(playerChance(move, move.winPlayed)),
          formatChance(playerChance(move, move.winBest)),
          mover,
        )}
      </dd>
      <dt>{T.winLost}</dt>
      <dd>
        {inferred && inferred.winLost !== null
          ? T.inferred.winLostValue(mover, oneDecimal(inferred.winLost))
          : T.winLostValue(mover, oneDecimal(move.winLost))}
      </dd>
      {move.accuracy !== null && (
        <>
          <dt>{T.accuracy}</dt>
          <dd>
            {T.accuracyValue(formatPercent(move.accuracy))}
            <span className="analysis-muted analysis-note"> {T.accuracyNote}</span>
          </dd>
        </>
      )}
      {move.leave && (
        <>
          <dt>{T.equityTop}</dt>
          <dd>
            {oneDecimal(move.equity ?? 0)} ({T.leave(move.leave.tiles, signed(move.leave.value))})
          </dd>
        </>
      )}
    </>
  );
}

/** 'Trekkverdi': the rack's top 10 by equity, each with what it keeps. */
export function EquityList({
  moves,
  Heading,
  alt,
  note = true,
}: {
  moves: readonly EquityAlternative[];
  Heading: Heading;
  alt: (a: Alternative, id: string) => ReactNode;
  note?: boolean;
}) {
  return (
    <>
      <Heading className="analysis-subheading">{T.equityTop}</Heading>
      {note && <p className="analysis-muted">{T.equityNote}</p>}
      <ol className="analysis-top">
        {moves.map((a, i) => (
          <li key={`${i}-${a.notation}`} className={a.played ? 'is-played' : undefined}>
            {alt(a, `equity-${i}`)}{' '}
            <span className="analysis-muted">
              {T.equityValue(oneDecimal(a.equity))}, {T.leave(a.leave, signed(a.leaveValue))}
            </span>
            {a.played && <span className="analysis-played">{T.played}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * 'Perfekt sluttspill' (proven; an analysis of an older form has no `proven`: always proven) or
 * 'Sluttspill (søkt N trekk dypt)': the best sequence to the end and the points lost against it,
 * each figure named by its side.
 */
export function EndgameSection({
  move,
  Heading,
  sides,
}: {
  move: MoveAnalysis;
  Heading: Heading;
  sides: Sides;
}) {
  const endgame = move.endgame;
  if (!endgame) return null;
  const proven = endgame.proven !== false;
  return (
    <section className="analysis-endgame">
      <Heading className="analysis-subheading">
        {proven ? T.endgame : T.endgameSearched(endgame.depth)}
      </Heading>
      <EndgameFigures move={move} report={endgame} sides={sides} />
    </section>
  );
}

/**
 * An endgame judgement's figures: the points lost against the best line, the best line's final
 * spread, the line itself and the played move's spread, each named by its side.
 */
export function EndgameFigures({
  move,
  report,
  sides,
}: {
  move: Pick<MoveAnalysis, 'playerMove'>;
  report: PerfectEndgame;
  sides: Sides;
}) {
  const proven = report.proven !== false;
  // verdict.md rule 2: a line that does not reach the end by its own arithmetic is cut.
  const complete = proven && report.complete !== false;
  // The spreads are the mover's: the review gives them for the human player.
  const forPlayer = (value: number) => spread(move.playerMove ? value : -value);
  const other = move.playerMove ? sides.bot : sides.player;
  const mover = moverName(sides, move);
  return (
    <>
      <p>
        {proven ? T.endgameLost(mover, report.lost) : T.endgameLostSearched(mover, report.lost)}
      </p>
      <p className="analysis-muted">
        {complete
          ? T.endgameBest(sides.player, forPlayer(report.bestSpread))
          : T.endgameBestEstimate(sides.player, forPlayer(report.bestSpread))}
      </p>
      <ol className="analysis-endgame-steps">
        {report.best.map((step, i) => (
          <li key={`${i}-${step.notation}`}>
            {step.mover ? mover : other}: {step.notation}
            {step.notation !== T.endgamePass ? ` (${step.points})` : ''}
          </li>
        ))}
        {!complete && <li className="analysis-endgame-cut">…</li>}
      </ol>
      <p className="analysis-muted">
        {proven
          ? T.endgamePlayed(sides.player, forPlayer(report.playedSpread))
          : T.endgamePlayedEstimate(sides.player, forPlayer(report.playedSpread))}
      </p>
    </>
  );
}

/** A candidate's wins over the draws, a tie counting half, as a percentage. */
function share(move: PreEndgameMove): string {
  return formatPercent((100 * (move.wins + move.draws / 2)) / move.drawsTotal);
}

/** 'Før sluttspillet': the mover's share of wins over the draws of the bag's last tile. */
export function PreendgameSection({
  move,
  Heading,
  sides,
}: {
  move: MoveAnalysis;
  Heading: Heading;
  sides: Sides;
}) {
  const pre = move.preendgame;
  if (!pre) return null;
  const mover = moverName(sides, move);
  const line = (label: string, m: PreEndgameMove) =>
    T.preendgameShare(label, m.notation, mover, share(m), m.wins, m.drawsTotal);
  return (
    <section className="analysis-endgame analysis-preendgame">
      <Heading className="analysis-subheading">{T.preendgame}</Heading>
      <p>{line(T.preendgamePlayed, pre.played)}</p>
      {pre.best.notation !== pre.played.notation && (
        <p className="analysis-muted">{line(T.preendgameBest, pre.best)}</p>
      )}
    </section>
  );
}

/** The summary's graded moves of a side, each a link to its move. */
export function GradedLinks({
  side,
  moveIndex,
  onSelect,
}: {
  side: SideSummary;
  moveIndex: (moveNum: number) => number;
  onSelect: (index: number) => void;
}) {
  if (side.graded.length === 0) return <>{T.summaryNone}</>;
  return (
    <ul className="analysis-graded">
      {side.graded.map((g) => {
        const index = moveIndex(g.moveNum);
        return (
          <li key={g.moveNum}>
            <button
              type="button"
              className={`analysis-link grade-${g.grade.toLowerCase()}`}
              onClick={() => onSelect(index)}
            >
              {T.summaryGradedMove(index, T.grades[g.grade])}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
