/**
 * 'Hvorfor' (docs/strategy.md, the review in winning chances): the verdict in one sentence, then
 * both moves' points broken down and the leaves, every figure computed by the engine
 * (packages/engine/analysis/why.ts, the move's winning chances). What a move opens for the
 * opponent is judged by what is likely: the opponent's best reply averaged over racks drawn from
 * the tiles the mover cannot see, and the mover's winning chance after it. The opponent's real
 * next rack, which the mover could not know, is neither shown nor used. Shared by the replay's
 * analysis and practice's answer.
 */
import type { MoveAnalysis, ScoreBreakdown } from '@ordbot/engine/analysis/types.ts';
import {
  formatDecimal as oneDecimal,
  formatPercentOne as formatPercent,
  formatSigned as signed,
} from '@ordbot/contract/format.ts';
import { TEXT } from './text.ts';
import { ANALYSIS_TEXT } from './text-analysis.ts';

const T = ANALYSIS_TEXT;

/** The premium squares of a breakdown in words ('Trippelt ord på G7 (A)'). */
function premiums(score: ScoreBreakdown): string {
  const parts = score.premiums.map((p) =>
    T.whyPremium(TEXT.labels.square[p.code], p.square, p.letter),
  );
  if (score.bingo) parts.push(T.whyBingo);
  return parts.length > 0 ? parts.join(', ') : T.whyNoPremium;
}

/** A placement's points word by word and the premium squares it used. */
function breakdown(score: ScoreBreakdown): string {
  return `${score.words.map((w) => T.whyWord(w.word, w.points)).join(' + ')}; ${premiums(score)}.`;
}

/** A chance (0-1) in per cent with one decimal ('52,3 %'). */
const chance = (value: number) => formatPercent(value * 100);

/**
 * The side that replies to the move: the other side. `player` null (practice, the reader's own
 * move) leaves Ordbot as the opponent.
 */
export function opponentName(move: Pick<MoveAnalysis, 'playerMove'>, player: string | null) {
  return move.playerMove || player === null ? TEXT.replay.bot : player;
}

/**
 * The verdict of 'Hvorfor' in one sentence, from the engine's figures only. The chances are the
 * human player's (`player`, whoever moved; null: the reader's own move, as in practice), and
 * `mover` names the side whose move it is.
 */
export function whyVerdict(
  move: MoveAnalysis,
  player: string | null,
  mover: string | null = player,
): string | null {
  const why = move.why;
  if (!why) return null;
  const leaves = why.leaves
    ? {
        better: T.leaveTiles(why.leaves.better.tiles, signed(why.leaves.better.value)),
        played: T.leaveTiles(why.leaves.played.tiles, signed(why.leaves.played.value)),
      }
    : null;
  const forPlayer = (value: number) => (move.playerMove ? value : 1 - value);
  const chances =
    move.winBest !== null && move.winPlayed !== null
      ? {
          mover: player,
          better: chance(forPlayer(move.winBest)),
          played: chance(forPlayer(move.winPlayed)),
        }
      : null;
  const opens = why.opens
    ? {
        opponent: opponentName(move, player),
        better: oneDecimal(why.opens.afterBetter),
        played: oneDecimal(why.opens.afterPlayed),
        average: why.opens.racks > 1,
        compare: Math.sign(why.opens.afterBetter - why.opens.afterPlayed) as -1 | 0 | 1,
      }
    : null;
  return T.whyVerdict({
    mover,
    better: why.better.notation,
    played: why.played.notation,
    betterPoints: why.better.points,
    playedPoints: why.played.points,
    leaves,
    opens,
    chances,
  });
}

/**
 * 'Hvorfor': the verdict, then the facts behind it. `player` names the human player whose
 * chances the verdict gives (null: the reader's own move, as in practice).
 */
export function WhySection({
  move,
  Heading,
  player = null,
  mover = player,
}: {
  move: MoveAnalysis;
  Heading: 'h3' | 'h4';
  player?: string | null;
  /** The side that made the move (the player's name or 'Ordbot'). */
  mover?: string | null;
}) {
  const why = move.why;
  const verdict = whyVerdict(move, player, mover);
  if (!why || !verdict) return null;
  return (
    <section className="analysis-why">
      <Heading className="analysis-subheading">{T.why}</Heading>
      <p className="analysis-why-verdict">{verdict}</p>
      <ul className="analysis-why-facts">
        <li>
          {T.whyBetterScore(why.better.notation, why.better.points)} {breakdown(why.better)}
        </li>
        <li>
          {T.whyPlayedScore(why.played.notation, why.played.points)} {breakdown(why.played)}
        </li>
        {why.leaves && (
          <li>
            {T.whyLeaves(
              T.leaveTiles(why.leaves.played.tiles, signed(why.leaves.played.value)),
              T.leaveTiles(why.leaves.better.tiles, signed(why.leaves.better.value)),
            )}
          </li>
        )}
        {why.opens && (
          <li className="analysis-why-opens">
            {T.whyOpens({
              opponent: opponentName(move, player),
              mover,
              played: why.played.notation,
              better: why.better.notation,
              afterPlayed: oneDecimal(why.opens.afterPlayed),
              afterBetter: oneDecimal(why.opens.afterBetter),
              racks: why.opens.racks,
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
