/**
 * The verdict (../shared/docs/verdict.md, docs/analysis.md 'The verdict'): one judgement of a
 * position and the move played in it, made once per move by reportMove (analyse.ts) from what it
 * computed, and read by every view: the replay's list, the board's 'Beste trekk', 'Hvorfor', the
 * summary, the graph, practice and the server's served analysis. Plain data.
 */
import type {
  Grade,
  PerfectEndgame,
  PreEndgameMove,
  Verdict,
  VerdictCandidate,
  VerdictRackSource,
  VerdictStep,
} from './types.ts';

export type {
  Verdict,
  VerdictCandidate,
  VerdictMethod,
  VerdictPlayed,
  VerdictRackSource,
  VerdictStep,
} from './types.ts';

/** Candidates a verdict keeps. */
export const VERDICT_CANDIDATES = 5;

/** A move as the verdict's builder reads it: a placement with its notation and points. */
interface Placed {
  notation: string;
  points: number;
  x: number;
  y: number;
  vertical: boolean;
  letters: string;
}

/** What reportMove hands the builder (analyse.ts). */
export interface VerdictInput {
  rack: string | null;
  rackSource: Exclude<VerdictRackSource, 'TILES'> | null;
  /** The played placement (null: it formed no word; judged as 0 points). */
  played: Placed | null;
  /** ENDGAME: the search's report and first move. */
  endgame: {
    report: PerfectEndgame;
    chances: { best: number; played: number };
  } | null;
  /** PREENDGAME: the best candidate and the played move over every draw of the last tile. */
  preendgame?: {
    played: PreEndgameMove;
    best: PreEndgameMove;
  } | null;
  /** EQUITY: every move the method looked at (the played one among them or not). */
  pool: readonly Placed[];
  /** A move's equity (points plus leave where the rack is known and the bag holds tiles). */
  equityOf: (move: Placed) => number;
  /** The mover's chance after a move; null without a strategy table. */
  winOf: ((move: Placed) => number) | null;
  /** The ranked list the played move's rank is read from (best first), where known. */
  ranked: readonly Placed[] | null;
  grade: Grade | null;
  winLost: number | null;
  accuracy: number | null;
}

function same(a: Placed, b: Placed): boolean {
  return a.x === b.x && a.y === b.y && a.vertical === b.vertical && a.letters === b.letters;
}

/** 'Før sluttspillet' as a verdict: the share of draws won is the winning chance. */
function preendgameVerdict(
  input: VerdictInput,
  base: Omit<Verdict, 'candidates' | 'played' | 'method' | 'proven' | 'depth' | 'pointsLost'>,
): Verdict {
  const { played, best } = input.preendgame as NonNullable<VerdictInput['preendgame']>;
  const share = (m: PreEndgameMove) => (m.wins + m.draws / 2) / m.drawsTotal;
  const pointsOf = (notation: string) =>
    [...input.pool, ...(input.played ? [input.played] : [])].find((m) => m.notation === notation)
      ?.points ?? 0;
  const playedFirst = share(played) >= share(best);
  const top = playedFirst ? played : best;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    ...base,
    method: 'PREENDGAME',
    // Each draw's endgame is searched within a share of a count of positions, not proven.
    proven: false,
    depth: null,
    candidates: [
      {
        move: top.notation,
        points: pointsOf(top.notation),
        value: round(top.spread),
        win: share(top),
      },
    ],
    played: {
      move: played.notation,
      points: input.played?.points ?? 0,
      value: round(played.spread),
      win: share(played),
      rank: playedFirst ? 1 : null,
    },
    pointsLost: Math.max(0, round(top.spread - played.spread)),
  };
}

function endgameVerdict(
  input: VerdictInput,
  base: Omit<Verdict, 'candidates' | 'played' | 'method' | 'proven' | 'depth' | 'pointsLost'>,
): Verdict {
  const { report, chances } = input.endgame as NonNullable<VerdictInput['endgame']>;
  const played = input.played;
  const first = report.best[0];
  const line: VerdictStep[] = report.best.map((s) => ({
    move: s.notation,
    points: s.points,
    mover: s.mover,
  }));
  const playedIsBest =
    report.lost === 0 && (first === undefined || first.notation !== played?.notation);
  const best: VerdictCandidate =
    playedIsBest && played
      ? {
          move: played.notation,
          points: played.points,
          value: report.playedSpread,
          win: chances.played,
        }
      : {
          move: first?.notation ?? 'PASS',
          points: first?.points ?? 0,
          value: report.bestSpread,
          win: chances.best,
          line,
          lineComplete: report.proven && report.complete !== false,
        };
  return {
    ...base,
    method: 'ENDGAME',
    proven: report.proven,
    depth: report.proven ? null : report.depth,
    candidates: [best],
    played: {
      move: played?.notation ?? '',
      points: played?.points ?? 0,
      value: report.playedSpread,
      win: chances.played,
      rank: report.lost === 0 ? 1 : null,
    },
    pointsLost: report.lost,
  };
}

/**
 * The verdict of a move from what reportMove computed. EQUITY: the moves looked at ranked by the
 * winning chance after them (the grade's measure), then by equity, the played one among them, so
 * `candidates[0]` is the move the grade compares with; without a table by equity (points where
 * the rack is unknown). ENDGAME: the search's best line and the played move's final spread.
 */
export function buildVerdict(input: VerdictInput): Verdict {
  const base = {
    rack: input.rack,
    rackSource: input.rackSource ?? 'TILES',
    winLost: input.winLost,
    grade: input.grade,
    accuracy: input.accuracy,
  } as const;
  if (input.endgame) return endgameVerdict(input, base);
  if (input.preendgame) return preendgameVerdict(input, base);
  const { winOf, equityOf } = input;
  const pool: Placed[] = [];
  for (const move of [...input.pool, ...(input.played ? [input.played] : [])]) {
    if (!pool.some((m) => same(m, move))) pool.push(move);
  }
  const rated = pool.map((move) => ({
    move,
    value: Math.round(equityOf(move) * 10) / 10,
    win: winOf ? winOf(move) : null,
  }));
  rated.sort(
    (a, b) =>
      (b.win ?? 0) - (a.win ?? 0) ||
      b.value - a.value ||
      (a.move.notation < b.move.notation ? -1 : a.move.notation > b.move.notation ? 1 : 0),
  );
  const candidates = rated.slice(0, VERDICT_CANDIDATES).map(({ move, value, win }) => ({
    move: move.notation,
    points: move.points,
    value,
    win,
  }));
  const played = input.played;
  const playedRated = played ? rated.find((r) => same(r.move, played)) : undefined;
  // Its place among the ranked moves: 1 + those of a higher value (ties share a place).
  const listed = played !== null && input.ranked?.some((m) => same(m, played)) === true;
  const rank =
    listed && played
      ? 1 + (input.ranked ?? []).filter((m) => equityOf(m) > equityOf(played) + 1e-9).length
      : null;
  const playedValue = playedRated?.value ?? 0;
  return {
    ...base,
    method: 'EQUITY',
    proven: null,
    depth: null,
    candidates,
    played: {
      move: played?.notation ?? '',
      points: played?.points ?? 0,
      value: playedValue,
      win: playedRated?.win ?? null,
      rank,
    },
    pointsLost: Math.max(0, Math.round(((candidates[0]?.value ?? 0) - playedValue) * 10) / 10),
  };
}
