/**
 * The position of an exercise (docs/strategy.md, Practice): the board before the move, the
 * tiles to place (the rack when known or inferred nearly for sure, otherwise the tiles the move
 * placed) and the move played,
 * from the game's moves and board layout. The main thread builds it (the replay's 'Prøv et eget
 * trekk', 'Øv på feilene'): it leaves the word engine and the analysis out (the review of the
 * move, reviewOfMove, is in analyse.ts, run in the Web Worker).
 */
import type { KnownTiles } from './practice.ts';
import { notation } from './notation.ts';
import { knownRacks, rackHolds, rackTiles } from './racks.ts';
import type { SquareCode } from '../board.ts';
import type { GameDetails } from '../game-records.ts';
import type { Language } from '../game-enums.ts';
import { buildTimeline } from '../replay.ts';
import { packBoard } from '../timeline-format.ts';
import type { AnalysisGame } from './types.ts';

export interface ExercisePosition {
  gameId: number;
  moveNum: number;
  language: Language;
  layout: readonly SquareCode[];
  /** The packed board before the move (packages/engine/timeline-format.ts). */
  board: string;
  known: KnownTiles;
  /** The move played in the game: its notation and points. */
  played: { notation: string; points: number };
  /** Epoch seconds of the game's start. */
  startTime: number;
  /** The whole game as the analysis reads it (the review of this move after an answer). */
  game: AnalysisGame;
}

/** The position before `moveNum`; null when the game has no such placement (or is broken). */
export function exercisePosition(
  details: GameDetails,
  layout: readonly SquareCode[],
  moveNum: number,
  /** A person's rack inferred after the game, where one rack held 90 % of the posterior. */
  inferredRack: string | null = null,
): ExercisePosition | null {
  const { game } = details;
  const timeline = buildTimeline(game, details.moves);
  const index = timeline.moves.findIndex((m) => m.moveNum === moveNum);
  const move = details.moves.find((m) => m.moveNum === moveNum);
  const before = timeline.frames[index];
  if (index < 0 || !move || move.moveType !== 'NORMAL' || !before || timeline.hasBrokenMoves) {
    return null;
  }
  const language = game.boardInfo.language;
  const analysisGame: AnalysisGame = {
    language,
    layout,
    finished: game.finished,
    moves: details.moves,
  };
  const rack = knownRacks(analysisGame, timeline)[index];
  return {
    gameId: game.gameId,
    moveNum,
    language,
    layout,
    board: packBoard(before.board),
    known: rack
      ? { tiles: rack.rack, rackKnown: true }
      : inferredRack !== null && rackHolds(inferredRack, move.letters)
        ? { tiles: inferredRack, rackKnown: true, inferred: true }
        : { tiles: rackTiles(move.letters), rackKnown: false },
    played: { notation: notation(move), points: move.points },
    startTime: game.startTime,
    game: analysisGame,
  };
}
