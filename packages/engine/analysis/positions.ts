/**
 * The positions of a finished game as the analysis reads them, built once per game: one replay
 * of the record (replay.ts buildTimeline, which also finds broken moves), the known racks from
 * the same boards (racks.ts knownRacks), and for every NORMAL move the board before it, its
 * known rack, the spread, the unseen pool, the opponent's rack once the bag is empty and the
 * passes in a row before it (game-state.ts passesAfter, the rule GameState plays by). Every
 * entry point of the analysis (the game's review, one move's review, the endgame's searches,
 * 'Søk dypere', the inference and its checks) reads these instead of replaying the game again.
 * A game object is read as it was first seen: the analysis never changes one.
 */
import { validateBoardTypes } from '../board-validation.ts';
import type { GameMove } from '../game-state.ts';
import { passesAfter } from '../game-state.ts';
import type { MoveType } from '../game-enums.ts';
import { buildTimeline, type ReplayTimeline } from '../replay.ts';
import { unseenTiles } from '../tiles.ts';
import { bagEmpty, type MovePosition } from './chances.ts';
import { knownRacks, otherRackAtEmptyBag } from './racks.ts';
import type { AnalysisGame, AnalysisMove, KnownRack } from './types.ts';

/** What the analysis knows around a move besides the board and its rack. */
export interface MoveSurroundings {
  position: MovePosition;
  /** The opponent's rack now, known once the bag is empty and the mover's rack is known. */
  opponentRack: string | null;
  /** Passes in a row just before the move (three end the game); 0 when left out. */
  passes?: number;
}

/** A NORMAL move the analysis covers, in the position before it. */
export interface AnalysedMoveVisit {
  move: AnalysisMove;
  /** The move's index in game.moves. */
  index: number;
  board: readonly string[];
  rack: KnownRack | null;
  around: MoveSurroundings;
}

export interface GamePositions {
  /** The record replayed (moves sorted, a board and running scores after each). */
  timeline: ReplayTimeline;
  /** The known rack before each move, by its index in game.moves. */
  racks: readonly (KnownRack | null)[];
  /** Whether the analysis covers the game: finished, not broken, a layout of 225 codes. */
  covered: boolean;
  /** The moves the analysis covers, in move order; none for an ongoing or broken game. */
  analysed: readonly AnalysedMoveVisit[];
}

const KIND: Record<MoveType, GameMove['kind']> = {
  NORMAL: 'place',
  SWAP: 'swap',
  PASS: 'pass',
  RESIGN: 'resign',
};

const made = new WeakMap<AnalysisGame, GamePositions>();

/**
 * The game's positions (made on the first call for this game object, then kept with it). The
 * analysis covers the NORMAL moves of a finished game that is not broken and whose layout is
 * 225 square codes; SWAP, PASS and RESIGN are never analysed.
 */
export function gamePositions(game: AnalysisGame): GamePositions {
  let positions = made.get(game);
  if (!positions) {
    const timeline = buildTimeline({ finished: false, playerScore: 0, botScore: 0 }, game.moves);
    const racks = knownRacks(game, timeline);
    const covered =
      game.finished && !timeline.hasBrokenMoves && validateBoardTypes(game.layout) === null;
    positions = {
      timeline,
      racks,
      covered,
      analysed: covered ? analysedMoves(game, timeline, racks) : [],
    };
    made.set(game, positions);
  }
  return positions;
}

function analysedMoves(
  game: AnalysisGame,
  timeline: ReplayTimeline,
  racks: readonly (KnownRack | null)[],
): AnalysedMoveVisit[] {
  const indexOf = new Map(game.moves.map((move, i) => [move, i]));
  const visits: AnalysedMoveVisit[] = [];
  let passes = 0;
  (timeline.moves as AnalysisMove[]).forEach((move, k) => {
    const before = passes;
    passes = passesAfter(passes, KIND[move.moveType]);
    if (move.moveType !== 'NORMAL') return;
    const index = indexOf.get(move) as number;
    const frame = timeline.frames[k] as {
      board: readonly string[];
      playerScore: number;
      botScore: number;
    };
    const { board } = frame;
    const rack = racks[index] ?? null;
    const own = move.playerMove ? frame.playerScore : frame.botScore;
    const other = move.playerMove ? frame.botScore : frame.playerScore;
    const pool = unseenTiles(board, game.language).total;
    visits.push({
      move,
      index,
      board,
      rack,
      around: {
        position: { spread: own - other, pool },
        opponentRack:
          rack && bagEmpty(pool) ? otherRackAtEmptyBag(board, rack.rack, game.language) : null,
        passes: before,
      },
    });
  });
  return visits;
}

/**
 * Calls `visit` for every move the analysis covers (gamePositions' `analysed`), each with its
 * index in game.moves, the board before it, its known rack and its surroundings.
 */
export function forEachAnalysedMove(
  game: AnalysisGame,
  visit: (visit: AnalysedMoveVisit) => void,
): void {
  for (const one of gamePositions(game).analysed) visit(one);
}
