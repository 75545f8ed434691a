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
  SideSummary,
} from '@ordbot/engine/analysis/types.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import { oneDecimal, signed } from '../../ui/why-section.tsx';
import { formatChance } from './analysis-logic.ts';

export { WhySection } from '../../ui/why-section.tsx';

const T = ANALYSIS_TEXT;

type Heading = 'h3' | 'h4';

/** The grade line of a move: by win% lost, by the endgame's spread, or by points. */
export function gradeLine(move: MoveAnalysis): string | null {
  if (!move.grade) return null;
  const label = T.grades[move.grade];
  if (move.basis === 'ENDGAME' && move.endgame) return T.gradeTagEndgame(label, move.endgame.lost);
  if (move.basis === 'WIN' && move.winLost !== null) {
    return T.gradeTagWin(label, oneDecimal(move.winLost));
  }
  return T.gradeTag(label, move.missed);
}

/** The chances after the move and after the best known alternative, and the win% lost. */
export function WinFacts({ move }: { move: MoveAnalysis }) {
  if (move.winPlayed === null || move.winBest === null || move.winLost === null) return null;
  return (
    <>
      <dt>{T.winChance}</dt>
      <dd>{T.winChanceValue(formatChance(move.winPlayed), formatChance(move.winBest))}</dd>
      <dt>{T.winLost}</dt>
      <dd>{T.winLostValue(oneDecimal(move.winLost))}</dd>
      {move.accuracy !== null && (
        <>
          <dt>{T.accuracy}</dt>
          <dd>{oneDecimal(move.accuracy)}</dd>
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

/** A final spread with its sign ('+12', '−3', '0'). */
function spread(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0';
}

/** 'Perfekt sluttspill': the best sequence to the end and the points lost against it. */
export function EndgameSection({ move, Heading }: { move: MoveAnalysis; Heading: Heading }) {
  const endgame = move.endgame;
  if (!endgame) return null;
  return (
    <section className="analysis-endgame">
      <Heading className="analysis-subheading">{T.endgame}</Heading>
      <p>{T.endgameLost(endgame.lost)}</p>
      <p className="analysis-muted">{T.endgameBest(spread(endgame.bestSpread))}</p>
      <ol className="analysis-endgame-steps">
        {endgame.best.map((step, i) => (
          <li key={`${i}-${step.notation}`}>
            {step.mover ? T.endgameMover : T.endgameOpponent}: {step.notation}
            {step.notation !== T.endgamePass ? ` (${step.points})` : ''}
          </li>
        ))}
      </ol>
      <p className="analysis-muted">{T.endgamePlayed(spread(endgame.playedSpread))}</p>
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
