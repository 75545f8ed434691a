/**
 * 'Trolig stativ': a person's move whose rack the bot did not see, judged after the game by the
 * racks the rest of it makes likely (../shared/docs/verdict.md, the person's racks; the verdict's
 * rackSource 'INFERRED'). Every text says the rack is inferred and how sure it is: the likeliest
 * racks with their chances, what each would have played, the expected win% lost, and a grade
 * only where the verdict gives one (else, at a chance of 50 % or more, 'Kanskje et svakt trekk').
 */
import type { MoveAnalysis, Verdict } from '@ordbot/engine/analysis/types.ts';
import {
  formatDecimal as oneDecimal,
  formatPercentOne as formatPercent,
} from '@ordbot/contract/format.ts';
import { ANALYSIS_TEXT } from '../../ui/text-analysis.ts';
import './inferred-rack.css';

const T = ANALYSIS_TEXT;
const I = ANALYSIS_TEXT.inferred;

type Heading = 'h3' | 'h4';

/** The verdict of a move whose rack was inferred after the game; null for any other move. */
export function inferredVerdict(move: Pick<MoveAnalysis, 'verdict'>): Verdict | null {
  return move.verdict?.rackSource === 'INFERRED' ? move.verdict : null;
}

/** The chance the move was a mistake at which an ungraded move still says 'Kanskje et svakt trekk'. */
export const MAYBE_MISTAKE = 0.5;

/**
 * A chance (0-1) as a per cent with one decimal; never '100,0 %' or '0,0 %', which would read
 * as certain.
 */
export function inferredChance(p: number): string {
  if (p >= 0.9995) return I.over(formatPercent(99.9));
  if (p < 0.0005) return I.under(formatPercent(0.1));
  return formatPercent(p * 100);
}

/** How sure the likeliest rack is, by its chance. */
export function sureness(p: number): string {
  return p >= 0.9 ? I.sure : p >= 0.5 ? I.likely : I.unsure;
}

/** The grade line of an inferred move: its grade marked as inferred, or 'Kanskje et svakt trekk'. */
export function inferredGradeLine(verdict: Verdict, name: string): string | null {
  if (verdict.grade) {
    const points = verdict.winLost === null ? null : oneDecimal(verdict.winLost);
    return I.gradeTag(T.grades[verdict.grade], name, points);
  }
  const chance = verdict.mistakeChance;
  return chance !== undefined && chance >= MAYBE_MISTAKE ? I.maybe(inferredChance(chance)) : null;
}

/** 'Vurdering' of an inferred move: the grade marked as inferred, 'Kanskje et svakt trekk' or 'Ingen'. */
export function inferredGradeWord(verdict: Verdict): string {
  if (verdict.grade) return I.grade(T.grades[verdict.grade]);
  const chance = verdict.mistakeChance;
  return chance !== undefined && chance >= MAYBE_MISTAKE ? I.maybeShort : T.noGrade;
}

function Rack({ rack }: { rack: string }) {
  return <span className="analysis-inferred-letters">{rack}</span>;
}

/** 'Trolig stativ': the likeliest racks, each with its chance and its best move. */
export function InferredRack({
  verdict,
  Heading,
  mover,
}: {
  verdict: Verdict;
  Heading: Heading;
  /** The side whose rack it is, by name. */
  mover: string;
}) {
  const racks = verdict.racks ?? [];
  const [first] = racks;
  return (
    <section className="analysis-inferred">
      <Heading className="analysis-subheading">{I.heading}</Heading>
      <p>{I.intro(mover)}</p>
      {first && (
        <p className="analysis-inferred-sure">
          {sureness(first.p)}: <Rack rack={first.rack} /> ({inferredChance(first.p)}).
        </p>
      )}
      {racks.length > 0 && (
        <>
          <p className="analysis-muted">{I.racks}</p>
          <ol className="analysis-inferred-racks">
            {racks.map((r, i) => {
              const best = verdict.rackBest?.[i];
              return (
                <li key={`${i}-${r.rack}`}>
                  <Rack rack={r.rack} />{' '}
                  <span className="analysis-inferred-p">{inferredChance(r.p)}</span>{' '}
                  {best && (
                    <span className="analysis-muted analysis-inferred-best">
                      {best.move === null ? I.playedBest : I.best(best.move, best.points)}
                      {best.winLost >= 0.05 ? `; ${I.rackLost(oneDecimal(best.winLost))}` : ''}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      {verdict.winLost !== null && <p>{I.expectedLoss(oneDecimal(verdict.winLost))}</p>}
    </section>
  );
}
