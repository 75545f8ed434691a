/**
 * Practice's empty-bag exercises (../shared/docs/verdict.md rule 1), imported by practice.ts at
 * the first check: an answer is judged by the endgame's final spread against the best line, and
 * 'Vis løsning' is the endgame's best move, not the placement with the most points or equity.
 */
import { judgeEndgameAnswer } from '@ordbot/engine/analysis/endgame-deeper.ts';
import type { KnownTiles, PlacementCheck, RatedMove } from '@ordbot/engine/analysis/practice.ts';
import { RACK_SIZE } from '@ordbot/engine/dimensions.ts';
import type { Words } from '@ordbot/engine/movegen/search-engine.ts';
import { unseenTiles } from '@ordbot/engine/tiles.ts';
import type { AnalysisGame } from '@ordbot/engine/analysis/types.ts';

/** The exercise's move in its game: an empty-bag position is judged by its endgame. */
export interface ExerciseMove {
  game: AnalysisGame;
  moveNum: number;
}

/** Whether the bag is empty before the exercise's move (only the opponent's rack unseen). */
function bagIsEmpty(board: readonly string[], known: KnownTiles, exercise: ExerciseMove) {
  const unseen = unseenTiles(board, exercise.game.language).total;
  return known.rackKnown && unseen - known.tiles.length <= RACK_SIZE;
}

/** A legal answer with the bag empty, judged by the endgame; any other check as it is. */
export function byEndgame(
  lexicon: Words,
  board: readonly string[],
  known: KnownTiles,
  check: PlacementCheck,
  exercise: ExerciseMove,
): PlacementCheck {
  if (!check.legal || !bagIsEmpty(board, known, exercise)) return check;
  const judged = judgeEndgameAnswer(lexicon, exercise.game, exercise.moveNum, check.move);
  if (!judged) return check;
  const best = judged.first ?? check.move;
  return {
    ...check,
    move: { ...check.move, equity: judged.answer },
    best: { ...best, equity: judged.best },
    correct: judged.answer >= judged.best,
    byEquity: false,
    ranking: 'ENDGAME',
    endgame: { answer: judged.answer, best: judged.best, proven: judged.proven },
  };
}

/** The endgame's best move with the bag empty; null where the bag holds tiles. */
export function endgameSolution(
  lexicon: Words,
  board: readonly string[],
  known: KnownTiles,
  exercise: ExerciseMove,
): RatedMove | null {
  if (!bagIsEmpty(board, known, exercise)) return null;
  const judged = judgeEndgameAnswer(lexicon, exercise.game, exercise.moveNum, null);
  return judged?.first ? { ...judged.first, equity: judged.best } : null;
}
