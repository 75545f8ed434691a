/**
 * Practice follows the served verdict (../shared/docs/verdict.md rule 1): where the server has
 * judged the exercise's move with the rack the exercise gives, 'Vis løsning' is the verdict's
 * first candidate and an answer is the best only where it ties that candidate (the same value and
 * winning chance), so practice and the replay name the same best move. Without a served verdict
 * (not judged yet, offline and never fetched, another rack) practice ranks as before.
 */
import { notation } from '../movegen/notation.ts';
import type { KnownTiles, MoveField, PlacementCheck, RatedMove } from './practice.ts';
import type { Verdict } from './types.ts';

/** The parts of a move's served verdict that practice reads. */
export type PracticeVerdict = Pick<
  Verdict,
  'method' | 'proven' | 'rack' | 'rackSource' | 'candidates'
>;

/** What practice needs of a move's served verdict. */
export interface VerdictBest {
  /** The verdict's first candidate (notation). */
  best: string;
  /** Candidates that tie it (value and winning chance), the best among them. */
  ties: string[];
  /** Each candidate's value (equity, or the final spread for ENDGAME), by notation. */
  values: Record<string, number>;
  /** The candidates' notations, best first. */
  order: string[];
  method: Verdict['method'];
  proven: boolean | null;
}

/** Values closer than this are equal. */
const EPSILON = 1e-9;

const sortedTiles = (rack: string) => [...rack.toUpperCase()].sort().join('');

/**
 * The verdict's best for the exercise: where both know the same whole rack, or both only the
 * tiles placed; null where the verdict judged another rack, or has no candidate.
 */
export function verdictBest(verdict: PracticeVerdict, known: KnownTiles): VerdictBest | null {
  const first = verdict.candidates[0];
  if (!first) return null;
  if (verdict.rack === null) {
    if (verdict.rackSource !== 'TILES' || known.rackKnown) return null;
  } else if (!known.rackKnown || sortedTiles(verdict.rack) !== sortedTiles(known.tiles)) {
    return null;
  }
  const same = (a: number | null, b: number | null) =>
    a === null || b === null ? a === b : Math.abs(a - b) < EPSILON;
  return {
    best: first.move,
    ties: verdict.candidates
      .filter((c) => same(c.value, first.value) && same(c.win, first.win))
      .map((c) => c.move),
    values: Object.fromEntries(verdict.candidates.map((c) => [c.move, c.value])),
    order: verdict.candidates.map((c) => c.move),
    method: verdict.method,
    proven: verdict.proven,
  };
}

/** The placement of `field` the verdict names best; null where it is not a placement (a pass). */
export function verdictSolution(field: MoveField, served: VerdictBest): RatedMove | null {
  const at = field.moves.findIndex((m) => notation(m) === served.best);
  const move = field.moves[at];
  return move ? { ...move, notation: served.best, equity: field.equities[at] as number } : null;
}

/**
 * The answer's place by the verdict: its place in the candidates where listed, else after them
 * (at least its place by equity, which ranks the rest).
 */
function verdictRank(check: Extract<PlacementCheck, { legal: true }>, served: VerdictBest) {
  const listed = served.order.indexOf(check.move.notation);
  return listed >= 0 ? listed + 1 : Math.max(check.rank, served.order.length + 1);
}

/** A legal answer judged against the verdict: its best and whether the answer ties it. */
export function byVerdict(
  check: PlacementCheck,
  field: MoveField,
  served: VerdictBest | null,
): PlacementCheck {
  if (!check.legal || !served) return check;
  const best = verdictSolution(field, served);
  if (!best) return check;
  const correct = served.ties.includes(check.move.notation);
  const rank = correct ? 1 : verdictRank(check, served);
  if (check.ranking !== 'ENDGAME' || !check.endgame) return { ...check, best, correct, rank };
  // The endgame's figures from the verdict where it lists the answer; the best's value always.
  const bestValue = served.values[served.best] as number;
  const answer = served.values[check.move.notation] ?? Math.min(check.endgame.answer, bestValue);
  return {
    ...check,
    move: { ...check.move, equity: answer },
    best: { ...best, equity: bestValue },
    correct,
    rank,
    endgame: { answer, best: bestValue, proven: served.proven === true },
  };
}
