/**
 * Game replay (docs/product.md, Game replay): the board and the scores after every move, and the detection of
 * broken moves. The server's ingest and fix-games use findBrokenMoves, the replay screen uses
 * buildTimeline; both run the same placement code, so they never disagree.
 */
import type { CheatEntry, Move } from './game-records.ts';
import { BOARD_SIZE, RACK_SIZE, SQUARES } from './dimensions.ts';

/** What the replay reads of a game record. */
export interface ReplayGame {
  finished: boolean;
  playerScore: number;
  botScore: number;
}

/** What the replay reads of a move (mainWord is not needed, so bot moves fit too). */
export type ReplayMove = Pick<
  Move,
  'moveNum' | 'moveType' | 'playerMove' | 'letters' | 'points' | 'numTiles' | 'vertical' | 'x' | 'y'
>;

export type BrokenReason = 'MOVE_NUMBERS' | 'NO_LETTERS' | 'TILE_COUNT' | 'OFF_BOARD';

export interface BrokenMove {
  moveNum: number;
  reason: BrokenReason;
  /** English, for logs and the server's answers; the screens show the spec's own text. */
  message: string;
}

export interface ReplayFrame {
  /** 0 for the empty board before the first move. */
  moveNum: number;
  /** 225 squares row by row: '' empty, otherwise the letter (lower case is a blank). */
  board: readonly string[];
  /** Square indexes placed by this move, in letter order; empty for a broken move. */
  placed: readonly number[];
  playerScore: number;
  botScore: number;
  /** True when this move's placement is broken: its letters are not drawn. */
  broken: boolean;
}

export interface ReplayTimeline {
  /** frames[0] is the empty board; frames[i] is the board after the i-th move in order. */
  frames: ReplayFrame[];
  /** The moves sorted by moveNum (a copy). */
  moves: ReplayMove[];
  brokenMoves: BrokenMove[];
  hasBrokenMoves: boolean;
}

function inRange(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < BOARD_SIZE;
}

/** The moves in play order (by moveNum), as a copy; the input is never reordered. */
export function sortMoves<T extends Pick<ReplayMove, 'moveNum'>>(moves: readonly T[]): T[] {
  return [...moves].sort((a, b) => a.moveNum - b.moveNum);
}

/**
 * Squares a NORMAL move places on `board`, or a problem. Starts at (x, y), steps down the column
 * when vertical and along the row otherwise, and skips squares already occupied. Writes nothing.
 */
function placeMove(
  board: readonly string[],
  move: ReplayMove,
  problems: BrokenMove[],
): number[] | null {
  const { moveNum, letters } = move;
  if (letters.length === 0) {
    problems.push({ moveNum, reason: 'NO_LETTERS', message: `Move ${moveNum} places no letters` });
    return null;
  }
  let ok = true;
  if (letters.length !== move.numTiles) {
    problems.push({
      moveNum,
      reason: 'TILE_COUNT',
      message: `Move ${moveNum} has ${letters.length} letters but numTiles ${move.numTiles}`,
    });
    ok = false;
  }
  if (!inRange(move.x) || !inRange(move.y)) {
    problems.push({
      moveNum,
      reason: 'OFF_BOARD',
      message: `Move ${moveNum} starts at (${move.x}, ${move.y}), outside the board`,
    });
    return null;
  }
  const step = move.vertical ? BOARD_SIZE : 1;
  // The coordinate that advances; the move runs off the board when it reaches BOARD_SIZE.
  let along = move.vertical ? move.y : move.x;
  let index = move.y * BOARD_SIZE + move.x;
  const placed: number[] = [];
  for (let i = 0; i < letters.length; i++) {
    while (along < BOARD_SIZE && board[index] !== '') {
      along++;
      index += step;
    }
    if (along >= BOARD_SIZE) {
      problems.push({
        moveNum,
        reason: 'OFF_BOARD',
        message: `Move ${moveNum} runs off the board after ${i} of ${letters.length} letters`,
      });
      return null;
    }
    placed.push(index);
    along++;
    index += step;
  }
  return ok ? placed : null;
}

/** Move numbers must be 1..n in order; reports the first that is not. */
function checkMoveNumbers(sorted: readonly ReplayMove[], problems: BrokenMove[]): void {
  for (let i = 0; i < sorted.length; i++) {
    const moveNum = (sorted[i] as ReplayMove).moveNum;
    if (moveNum !== i + 1) {
      problems.push({
        moveNum,
        reason: 'MOVE_NUMBERS',
        message: `Move numbers must run 1..${sorted.length}; found ${moveNum} where ${i + 1} belongs`,
      });
      return;
    }
  }
}

/**
 * The one replay loop. Placement problems (no letters, wrong tile count, off the board) leave
 * the board as it was; a numbering problem is reported but the moves still play in order.
 */
function replay(
  sorted: readonly ReplayMove[],
  onMove?: (move: ReplayMove, board: string[], placed: number[], broken: boolean) => void,
): BrokenMove[] {
  const problems: BrokenMove[] = [];
  checkMoveNumbers(sorted, problems);
  const board = new Array<string>(SQUARES).fill('');
  for (const move of sorted) {
    let placed: number[] = [];
    let broken = false;
    if (move.moveType === 'NORMAL') {
      const before = problems.length;
      const squares = placeMove(board, move, problems);
      if (squares) {
        const { letters } = move;
        for (let i = 0; i < squares.length; i++) board[squares[i] as number] = letters[i] as string;
        placed = squares;
      }
      broken = problems.length > before;
    }
    onMove?.(move, board, placed, broken);
  }
  return problems;
}

/** Broken moves of a game, in move order (docs/architecture.md: ingest and fix-games). */
export function findBrokenMoves(moves: readonly ReplayMove[]): BrokenMove[] {
  return replay(sortMoves(moves));
}

/**
 * Every board of a game (docs/product.md, Game replay). Scores are running sums of move points (to the player when
 * playerMove, else to the bot), broken moves included since points are the bot's record; after
 * the last move of a finished game they are the record's final scores, which include the
 * end-of-game rack adjustments.
 */
export function buildTimeline(game: ReplayGame, moves: readonly ReplayMove[]): ReplayTimeline {
  const sorted = sortMoves(moves);
  const frames: ReplayFrame[] = [
    {
      moveNum: 0,
      board: new Array<string>(SQUARES).fill(''),
      placed: [],
      playerScore: 0,
      botScore: 0,
      broken: false,
    },
  ];
  let playerScore = 0;
  let botScore = 0;
  const brokenMoves = replay(sorted, (move, board, placed, broken) => {
    if (move.playerMove) playerScore += move.points;
    else botScore += move.points;
    frames.push({
      moveNum: move.moveNum,
      board: board.slice(),
      placed,
      playerScore,
      botScore,
      broken,
    });
  });
  const last = frames[frames.length - 1] as ReplayFrame;
  if (game.finished && sorted.length > 0) {
    last.playerScore = game.playerScore;
    last.botScore = game.botScore;
  }
  return { frames, moves: sorted, brokenMoves, hasBrokenMoves: brokenMoves.length > 0 };
}

/** A bingo: all seven rack tiles placed in one NORMAL move (40 extra points). */
export function isBingo(move: Pick<Move, 'moveType' | 'numTiles'>): boolean {
  return move.moveType === 'NORMAL' && move.numTiles === RACK_SIZE;
}

/** Cheat flags as move numbers; the server sends {moveNum}, older data plain numbers. */
export function cheatMoveNumbers(cheats: readonly CheatEntry[]): Set<number> {
  return new Set(cheats.map((cheat) => (typeof cheat === 'number' ? cheat : cheat.moveNum)));
}
