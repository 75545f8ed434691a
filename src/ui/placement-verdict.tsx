/**
 * What a checked placement earned (docs/strategy.md, Answers): 'Riktig! Det beste trekket.',
 * 'Lovlig trekk: {n} poeng. Det beste gir {m}.' or 'Ikke et lovlig trekk: {reason}', with the
 * move's rank among every placement of the tiles and its equity where it has one. Shared by
 * 'Øv på feilene' and the replay's 'Prøv et eget trekk'.
 */
import type { PlacementCheck } from '@ordbot/engine/analysis/practice.ts';
import { formatSpread } from '@ordbot/contract/format.ts';
import { PRACTICE_TEXT } from './text-practice.ts';
import './placement-verdict.css';

const T = PRACTICE_TEXT;

export function verdictText(check: PlacementCheck): string {
  if (!check.legal) return T.illegal(check.message);
  if (check.correct) return T.correct;
  if (check.endgame) {
    return T.legalEndgame(
      check.move.points,
      formatSpread(check.endgame.answer),
      formatSpread(check.endgame.best),
    );
  }
  return T.legal(check.move.points, check.best.points);
}

function rankingNote(check: Extract<PlacementCheck, { legal: true }>): string {
  if (check.endgame) {
    return check.endgame.proven ? T.endgameExact : T.endgameSearched;
  }
  if (check.ranking === 'POINTS_RACK_UNKNOWN') return T.pointsRackUnknown;
  return T.pointsOnly;
}

export function PlacementVerdict({ check }: { check: PlacementCheck }) {
  const tone = !check.legal ? 'is-illegal' : check.correct ? 'is-correct' : 'is-legal';
  return (
    <div className={`placement-verdict ${tone}`}>
      <p className="placement-verdict-text">
        <span aria-hidden="true" className="placement-verdict-icon">
          {!check.legal ? '✕' : check.correct ? '✓' : '•'}
        </span>{' '}
        {verdictText(check)}
      </p>
      {check.legal && (
        <ul className="placement-verdict-facts">
          <li>
            {T.yourMove}: <strong>{check.move.notation}</strong> {T.score(check.move.points)}
          </li>
          {!check.endgame && <li>{T.rank(check.rank, check.total)}</li>}
          {check.byEquity ? (
            <li>{T.equity(check.move.equity)}</li>
          ) : (
            <li className="placement-verdict-note">{rankingNote(check)}</li>
          )}
        </ul>
      )}
    </div>
  );
}
