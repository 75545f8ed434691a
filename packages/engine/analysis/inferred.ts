/**
 * A finished game's person's moves judged by their inferred racks (verdict.md, 'The person's
 * racks, inferred after the game'): every placement the person made with tiles in the bag and an
 * unknown rack gets a verdict with `rackSource: 'INFERRED'`: the 5 likeliest racks, the loss and
 * accuracy expected over every rack, and a grade only where the racks that earn it hold
 * `gradeConfidence` of the posterior (fitted by `npm run engine -- inference fit`). The server's
 * deep pass makes them (stored.ts judgeGame with `inferRacks`).
 */
import type { ModelEngine } from '../movegen/search-engine.ts';
import { bagEmpty } from './chances.ts';
import { readPlayed } from './analyse.ts';
import { forEachAnalysedMove } from './positions.ts';
import { WIN_GRADE_THRESHOLDS } from './grades.ts';
import { personTurns } from './rack-hindsight.ts';
import {
  posteriorOf,
  prepareMove,
  temperatureWeights,
  type InferenceSettings,
  type InferredMove,
  type PreparedMove,
} from './rack-posterior.ts';
import { VERDICT_CANDIDATES } from './verdict.ts';
import { whyFacts } from './why.ts';
import type { AnalysisGame, Grade, MoveAnalysis, Verdict } from './types.ts';

/** The racks a verdict names. */
const NAMED_RACKS = 5;

/** The inferred moves of a game by their index in game.moves, racks weighed by the engine's model. */
export function inferGame(
  engine: ModelEngine,
  game: AnalysisGame,
  settings: InferenceSettings,
  /** Only these indexes (all of the person's unknown racks by default). */
  only?: ReadonlySet<number>,
): Map<number, { inferred: InferredMove; board: readonly string[] }> {
  const inferred = new Map<number, { inferred: InferredMove; board: readonly string[] }>();
  const turns = personTurns(game);
  if (!turns) return inferred;
  const turnAt = new Map(turns.map((t) => [t.index, t]));
  // Every move of the person's first: each weighs the temperatures, all of them used by each.
  const prepared = new Map<number, { move: PreparedMove; board: readonly string[] }>();
  forEachAnalysedMove(game, ({ move, index, board, rack, around }) => {
    if (!move.playerMove || rack !== null || bagEmpty(around.position.pool)) return;
    const turn = turnAt.get(index);
    const played = readPlayed(engine, board, move, game).move;
    if (!turn || !played) return;
    const result = prepareMove(engine, turn, played, around.position, game, settings);
    if (result) prepared.set(index, { move: result, board });
  });
  const weights = temperatureWeights([...prepared.values()].map((p) => p.move));
  for (const [index, { move, board }] of prepared) {
    if (only && !only.has(index)) continue;
    inferred.set(index, { inferred: posteriorOf(move, weights), board });
  }
  return inferred;
}

/**
 * The grade the posterior makes safe: the worst grade whose threshold the move reaches with
 * racks holding at least `confidence` of the posterior, and only where the likeliest rack had a
 * better move too (its list, the one the page shows, then never leads with the move played).
 */
export function inferredGrade(inferred: InferredMove, confidence: number): Grade | null {
  if (!likeliestLoses(inferred.racks[0]?.winLost ?? 0)) return null;
  for (const grade of ['BLUNDER', 'MISTAKE', 'INACCURACY'] as const) {
    if (inferred.lossChance(WIN_GRADE_THRESHOLDS[grade]) >= confidence) return grade;
  }
  return null;
}

/** Whether the likeliest rack's loss (percentage points) allows a grade at all: any loss. */
export function likeliestLoses(winLost: number): boolean {
  return winLost > 0;
}

/** A probability as served: 0-1, four decimals. */
function share(p: number): number {
  return Math.min(1, Math.max(0, Math.round(p * 1e4) / 1e4));
}

/** The verdict of an inferred move: judged with the likeliest rack, lost over them all. */
export function inferredVerdict(inferred: InferredMove, grade: Grade | null): Verdict {
  const likeliest = inferred.racks[0] as InferredMove['racks'][number];
  const candidates = likeliest.top
    .slice(0, VERDICT_CANDIDATES)
    .map((m) => ({ move: m.notation, points: m.points, value: m.equity, win: m.win }));
  const rank = likeliest.top.findIndex((m) => m.played);
  let pointsLost = 0;
  for (const r of inferred.racks) {
    const best = r.top[0];
    pointsLost += r.p * Math.max(0, (best?.equity ?? r.played.equity) - r.played.equity);
  }
  return {
    method: 'EQUITY',
    proven: null,
    depth: null,
    rack: likeliest.rack,
    rackSource: 'INFERRED',
    candidates,
    played: {
      move: likeliest.played.notation,
      points: likeliest.played.points,
      value: likeliest.played.equity,
      win: likeliest.winPlayed,
      rank: rank >= 0 ? rank + 1 : null,
    },
    winLost: inferred.winLost,
    pointsLost: Math.round(pointsLost * 10) / 10,
    grade,
    accuracy: inferred.accuracy,
    racks: inferred.racks.slice(0, NAMED_RACKS).map((r) => ({ rack: r.rack, p: share(r.p) })),
    rackBest: inferred.racks.slice(0, NAMED_RACKS).map((r) => ({
      move: r.best?.notation ?? null,
      points: r.best?.points ?? r.played.points,
      winLost: r.winLost,
    })),
    mistakeChance: share(inferred.lossChance(WIN_GRADE_THRESHOLDS.INACCURACY)),
  };
}

/** A move's analysis judged by its inferred racks: grade, loss, accuracy and verdict. */
export function withInferred(
  engine: ModelEngine,
  analysis: MoveAnalysis,
  inferred: InferredMove,
  context: { game: AnalysisGame; board: readonly string[]; why: boolean },
  settings: InferenceSettings,
): MoveAnalysis {
  const grade = inferredGrade(inferred, settings.gradeConfidence);
  const verdict = inferredVerdict(inferred, grade);
  const likeliest = inferred.racks[0] as InferredMove['racks'][number];
  const better = grade ? likeliest.best : null;
  const winPlayed = analysis.winPlayed;
  return {
    ...analysis,
    grade,
    basis: 'WIN',
    winLost: inferred.winLost,
    winBest: winPlayed === null ? null : Math.min(1, winPlayed + inferred.winLost / 100),
    accuracy: inferred.accuracy,
    better: better ?? analysis.better,
    why:
      context.why && grade && better
        ? whyFacts(
            engine,
            {
              board: context.board,
              played: likeliest.played,
              better,
              rack: likeliest.rack,
              useLeave: true,
            },
            context.game,
          )
        : analysis.why,
    verdict,
  };
}

export type { InferenceSettings, InferredMove } from './rack-posterior.ts';
