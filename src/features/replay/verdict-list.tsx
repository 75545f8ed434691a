/**
 * 'Beste trekk med stativet' as the verdict ranks it (../shared/docs/verdict.md, rule 1): the
 * method's best moves best first, the same best move as the grade, the board's 'Beste trekk',
 * 'Hvorfor', the summary and practice. With tiles in the bag each with its move value and the
 * winning chance after it; with the bag empty the endgame's best first move and the final spread
 * of its line, called an estimate ('anslått') where the line was cut. Where the rack was inferred
 * after the game, the list is the likeliest rack's, and its heading says so.
 */
import type { ReactNode } from 'react';
import type { Alternative, MoveAnalysis } from '@ordbot/engine/analysis/types.ts';
import type { Verdict, VerdictCandidate } from '@ordbot/engine/analysis/verdict.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import {
  formatDecimal as oneDecimal,
  formatPercentOne as formatPercent,
  formatSpread,
} from '@ordbot/contract/format.ts';

const T = ANALYSIS_TEXT;

type Heading = 'h3' | 'h4';

/** The placement a candidate names, from the moves the analysis holds (for the board preview). */
function placementOf(move: MoveAnalysis, notation: string): Alternative | undefined {
  const pool: (Alternative | null | undefined)[] = [
    ...(move.equityTop ?? []),
    ...(move.rackTop ?? []),
    move.bestSameTiles,
    move.playedAlternative,
    move.better,
  ];
  return pool.find((a): a is Alternative => a?.notation === notation);
}

function valueText(verdict: Verdict, candidate: VerdictCandidate): string {
  if (verdict.method === 'ENDGAME') {
    const exact = verdict.proven === true && candidate.lineComplete !== false;
    return exact
      ? T.verdictEndgame(formatSpread(candidate.value))
      : T.verdictEstimate(formatSpread(candidate.value));
  }
  const win = candidate.win === null ? null : formatPercent(candidate.win * 100);
  return T.verdictEquity(oneDecimal(candidate.value), win);
}

export function VerdictList({
  move,
  Heading,
  alt,
}: {
  move: MoveAnalysis & { verdict: Verdict };
  Heading: Heading;
  alt: (a: Alternative, id: string) => ReactNode;
}) {
  const { verdict } = move;
  const played = verdict.played.move;
  const listed = verdict.candidates.some((c) => c.move === played);
  const inferred = verdict.rackSource === 'INFERRED';
  // An inferred rack is the verdict's (the likeliest); a known one is the analysis's.
  const rack = inferred ? verdict.rack : move.rack;
  const source = inferred ? ('INFERRED' as const) : move.rackSource;
  return (
    <>
      <Heading className="analysis-subheading">
        {inferred ? T.bestWithLikeliestRack : T.bestWithRack}
      </Heading>
      {rack && (
        <p className="analysis-muted">
          {T.rack(rack)}
          {source ? ` (${T.rackSource[source]})` : ''}
        </p>
      )}
      <ol className="analysis-top analysis-verdict">
        {verdict.candidates.map((c, i) => {
          const placement = placementOf(move, c.move);
          return (
            <li key={`${i}-${c.move}`} className={c.move === played ? 'is-played' : undefined}>
              {placement ? alt(placement, `verdict-${i}`) : <span>{c.move}</span>}{' '}
              <span className="analysis-muted">{valueText(verdict, c)}</span>
              {c.move === played && <span className="analysis-played">{T.played}</span>}
            </li>
          );
        })}
      </ol>
      {!listed && played && (
        <p className="analysis-played-below is-played">
          {T.playedBelow}{' '}
          {placementOf(move, played) ? (
            alt(placementOf(move, played) as Alternative, 'verdict-played')
          ) : (
            <span>{played}</span>
          )}{' '}
          <span className="analysis-muted">
            {valueText(verdict, { ...verdict.played, lineComplete: true })}
          </span>{' '}
          <span className="analysis-played">{T.played}</span>
        </p>
      )}
    </>
  );
}
