/**
 * What the server stores of a finished game's analysis (server/db/schema.ts move_analysis,
 * game_analysis): per NORMAL move the played points, the field of its tiles (packages/engine/fairplay.ts
 * difficulty), the known rack's best, the points missed, whether the best was found, the win%
 * lost, the accuracy and the grade; per game each side's accuracy. The same figures as
 * analyseGame (one function judges a move for both), without 'Hvorfor'.
 */
import { hasModel, type Words } from '../movegen/search-engine.ts';
import { difficultyOf } from '../fairplay.ts';
import { sideAccuracy } from './accuracy.ts';
import { analyseGame, type AnalyseOptions } from './analyse.ts';
import { inferGame, withInferred, type InferenceSettings } from './inferred.ts';
import { summarise } from './summary.ts';
import type { AnalysisGame, GameAnalysis, Grade } from './types.ts';

/** One move_analysis row (without the game id). */
export interface StoredMoveAnalysis {
  moveNum: number;
  playerMove: boolean;
  /** The played move scored by the rules. */
  points: number;
  /** The best placement of exactly the same tiles; the played points when there is none. */
  bestPoints: number;
  /** The second of those placements; null with one placement or none. */
  secondPoints: number | null;
  placements: number;
  /** The known rack's best move; null when the rack is unknown. */
  bestRackPoints: number | null;
  /** docs/analysis.md "points missed", >= 0. */
  missed: number;
  /** points >= bestPoints (true when the tiles have no legal placement). */
  found: boolean;
  difficulty: number;
  /** docs/strategy.md win% lost in percentage points; null without a strategy table. */
  winLost: number | null;
  /** The move's accuracy 0-100; null without a strategy table. */
  accuracy: number | null;
  grade: Grade | null;
  /**
   * A person's move judged by its inferred rack: the likeliest rack's probability (0-1); null
   * where the rack is known or only the tiles placed are. Practice uses such a move only where
   * it is at least 0.9 (verdict.md).
   */
  rackP: number | null;
}

/** A game's stored analysis: its rows and each side's accuracy ('Nøyaktighet'). */
export interface StoredGameAnalysis {
  rows: StoredMoveAnalysis[];
  playerAccuracy: number | null;
  botAccuracy: number | null;
}

/** The rows of a game, every NORMAL move analyseGame analyses in the game's move order. */
export function storedAnalysis(
  engine: Words,
  game: AnalysisGame,
  options: AnalyseOptions = {},
): StoredGameAnalysis {
  return judgeGame(engine, game, { ...options, why: false }).stored;
}

/**
 * A finished game judged once (../shared/docs/verdict.md): the review the replay shows
 * (analyseGame's, each move with its verdict) and the rows the server stores of it, from one
 * walk over the game, so the two never differ. In winning chances where the engine carries a
 * strategy model, in points where it has none.
 */
export function judgeGame(
  engine: Words,
  game: AnalysisGame,
  options: AnalyseOptions & {
    /**
     * The person's unknown racks inferred (the deep pass, inferred.ts); none by default, and
     * none with an engine without a model (the inference weighs racks by equity).
     */
    inferRacks?: InferenceSettings | null;
  } = {},
): { stored: StoredGameAnalysis; review: GameAnalysis } {
  const rows: StoredMoveAnalysis[] = [];
  const review = analyseGame(engine, game, options, ({ analysis: a, field }) => {
    rows.push({
      moveNum: a.moveNum,
      playerMove: a.playerMove,
      points: a.rulesPoints,
      bestPoints: field.bestMove ? field.best : a.rulesPoints,
      secondPoints: field.second,
      placements: field.placements,
      bestRackPoints: a.rackTop ? (a.rackTop[0]?.points ?? 0) : null,
      missed: a.missed,
      found: a.bestFound,
      difficulty: difficultyOf(field),
      winLost: a.winLost,
      accuracy: a.accuracy,
      grade: a.grade,
      rackP: null,
    });
  });
  const { inferRacks } = options;
  if (hasModel(engine) && inferRacks) {
    for (const [index, { inferred, board }] of inferGame(engine, game, inferRacks)) {
      const before = review.moves[index];
      if (!before) continue;
      const context = { game, board, why: options.why ?? false };
      const after = withInferred(engine, before, inferred, context, inferRacks);
      review.moves[index] = after;
      const row = rows.find((r) => r.moveNum === after.moveNum);
      if (row) {
        Object.assign(row, {
          winLost: after.winLost,
          accuracy: after.accuracy,
          grade: after.grade,
          rackP: after.verdict?.racks?.[0]?.p ?? null,
        });
      }
    }
    review.summary = summarise(review.moves, game);
  }
  const side = (player: boolean) =>
    sideAccuracy(
      rows
        .filter((r) => r.playerMove === player && r.accuracy !== null)
        .map((r) => r.accuracy as number),
    );
  return { stored: { rows, playerAccuracy: side(true), botAccuracy: side(false) }, review };
}
