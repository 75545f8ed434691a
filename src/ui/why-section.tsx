/**
 * 'Hvorfor' (docs/strategy.md, the review in winning chances): the better move's points broken
 * down, the leaves, and the opponent's best reply after each, every figure computed by the engine
 * (packages/engine/analysis/why.ts). Shared by the replay's analysis and practice's answer.
 */
import type { MoveAnalysis, ReplyFact, ScoreBreakdown } from '@ordbot/engine/analysis/types.ts';
import { TEXT } from './text.ts';
import { ANALYSIS_TEXT } from './text-analysis.ts';

const T = ANALYSIS_TEXT;

/** A number with at most one decimal, Norwegian style ('4,5'). */
export function oneDecimal(value: number): string {
  return value.toLocaleString('nb-NO', { maximumFractionDigits: 1 });
}

/** A leave's value with its sign ('+4,5', '−2'). */
export function signed(value: number): string {
  const text = oneDecimal(Math.abs(value));
  return value < 0 ? `−${text}` : `+${text}`;
}

/** The premium squares of a breakdown in words ('Trippelt ord på G7 (A)'). */
function premiums(score: ScoreBreakdown): string {
  const parts = score.premiums.map((p) =>
    T.whyPremium(TEXT.labels.square[p.code], p.square, p.letter),
  );
  if (score.bingo) parts.push(T.whyBingo);
  return parts.length > 0 ? parts.join(', ') : T.whyNoPremium;
}

function ReplyLine({ who, fact }: { who: string; fact: ReplyFact }) {
  if (!fact.reply) return <li>{T.whyNoReply(who)}</li>;
  const used =
    fact.reply.premiums.length > 0 || fact.reply.bingo ? ` (${premiums(fact.reply)})` : '';
  return <li>{T.whyReply(who, fact.reply.notation, fact.reply.points, used)}</li>;
}

/** 'Hvorfor': the better move's points broken down, the leaves, and the replies after each. */
export function WhySection({ move, Heading }: { move: MoveAnalysis; Heading: 'h3' | 'h4' }) {
  const why = move.why;
  if (!why) return null;
  return (
    <section className="analysis-why">
      <Heading className="analysis-subheading">{T.why}</Heading>
      <ul className="analysis-why-facts">
        <li>
          {T.whyBetterScore(why.better.notation, why.better.points)}{' '}
          {why.better.words.map((w) => T.whyWord(w.word, w.points)).join(' + ')};{' '}
          {premiums(why.better)}.
        </li>
        <li>{T.whyPlayedScore(why.played.notation, why.played.points)}</li>
        {why.leaves && (
          <li>
            {T.whyLeaves(
              T.leaveTiles(why.leaves.played.tiles, signed(why.leaves.played.value)),
              T.leaveTiles(why.leaves.better.tiles, signed(why.leaves.better.value)),
            )}
          </li>
        )}
        {why.replies && (
          <>
            <li>{T.whyReplyRack(why.replies.afterPlayed.rack)}</li>
            <ReplyLine who={T.whyAfterPlayed} fact={why.replies.afterPlayed} />
            <ReplyLine who={T.whyAfterBetter} fact={why.replies.afterBetter} />
          </>
        )}
      </ul>
    </section>
  );
}
