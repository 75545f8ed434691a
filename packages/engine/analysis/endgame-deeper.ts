/**
 * 'Søk dypere': the endgame of one move of a finished game searched on past the review's budget,
 * on request in the replay (docs/strategy.md 'The review's endgame'). The stored analysis keeps
 * its own small count of positions a game, so the browser and the server agree; this search is
 * the reader's own, never stored, and judges the move as the review does (searchedEndgame: the
 * position before the move and the one after the played move, the points lost against the best
 * line). Each step may read more positions than the one before, on one search whose table is
 * kept between steps, so a step goes on from what the steps before found.
 */
import type { Words } from '../movegen/search-engine.ts';
import { reviewEndgame } from '../strategy/endgame/game.ts';
import { readPlayed } from './analyse.ts';
import { forEachAnalysedMove } from './positions.ts';
import { bagEmpty } from './chances.ts';
import { createEndgameCache, searchedEndgame } from './endgame.ts';
import type { Alternative, AnalysisGame, PerfectEndgame } from './types.ts';

/** The first step's positions; each step after reads twice as many as the one before. */
export const DEEPER_FIRST_POSITIONS = 50_000;
/** The most positions a step may read (the last step of a search that is not proven). */
export const DEEPER_MAX_POSITIONS = 1_600_000;

export interface DeeperStep {
  /** The move judged as the review judges it, at this step's depth. */
  report: PerfectEndgame;
  /** Positions read by every step so far. */
  positions: number;
  /** No further step can say more: proven, or the last step of the longest search. */
  done: boolean;
}

export interface DeeperEndgame {
  /** Searches on within `positions` more positions (at most); the judgement after it. */
  step(positions: number): DeeperStep;
  /** The positions the next step reads (doubling from DEEPER_FIRST_POSITIONS). */
  readonly next: number;
}

interface Start {
  board: readonly string[];
  rack: string;
  opponentRack: string;
  spread: number;
  mover: boolean;
  passes: number;
  played: Alternative;
}

/** The position before move `moveNum` with both racks known and the bag empty, or null. */
function startOf(lexicon: Words, game: AnalysisGame, moveNum: number): Start | null {
  let start: Start | null = null;
  forEachAnalysedMove(game, ({ move, board, rack, around }) => {
    if (start !== null || move.moveNum !== moveNum) return;
    if (!rack || around.opponentRack === null || !bagEmpty(around.position.pool)) return;
    const played = readPlayed(lexicon, board, move, game).move;
    if (!played) return;
    start = {
      board,
      rack: rack.rack,
      opponentRack: around.opponentRack,
      spread: around.position.spread,
      mover: move.playerMove,
      passes: around.passes ?? 0,
      played,
    };
  });
  return start;
}

/**
 * The deeper search of move `moveNum` of `game`, or null when the review has no endgame for it
 * (the game is not finished, the bag is not empty or a rack is unknown).
 */
export function deeperEndgame(
  lexicon: Words,
  game: AnalysisGame,
  moveNum: number,
): DeeperEndgame | null {
  const start = startOf(lexicon, game, moveNum);
  if (!start) return null;
  const { played, ...position } = start;
  const context = { language: game.language, layout: game.layout };
  const cache = createEndgameCache();
  // One search for every step: its table holds what the steps before found.
  const search = reviewEndgame(lexicon);
  cache.search = search;
  let positions = 0;
  let next = DEEPER_FIRST_POSITIONS;
  return {
    get next() {
      return next;
    },
    step(budget) {
      // searchedEndgame gives the position before the move half of what is left (2/3 of the
      // budget) and the one after the played move half of the rest (1/3 or more).
      cache.solutions.clear();
      cache.left = Math.floor((4 * budget) / 3);
      const before = cache.left;
      const { report } = searchedEndgame(() => search, lexicon, position, played, context, cache);
      positions += before - cache.left;
      const last = budget >= DEEPER_MAX_POSITIONS;
      next = Math.min(DEEPER_MAX_POSITIONS, 2 * budget);
      return { report, positions, done: report.proven || last };
    },
  };
}

/** Positions practice's endgame judgement of an answer may read (a few seconds in a phone's worker). */
export const PRACTICE_ENDGAME_NODES = 200_000;

export interface EndgameAnswer {
  /** The final spread for the mover after the answer, and after the best move found. */
  answer: number;
  best: number;
  /** Both searches reached the end of the game on every line. */
  proven: boolean;
  /** The best move's placement (null: a pass). */
  first: Alternative | null;
}

/**
 * An empty-bag exercise judged by the endgame (verdict.md rule 1): the answer's final spread
 * against the best line's, searched from the position before move `moveNum` of `game`; null where
 * the move has no endgame (the bag holds tiles, or a rack is unknown). `answer` null: only the best.
 */
export function judgeEndgameAnswer(
  lexicon: Words,
  game: AnalysisGame,
  moveNum: number,
  answer: Alternative | null,
  nodes = PRACTICE_ENDGAME_NODES,
): EndgameAnswer | null {
  const start = startOf(lexicon, game, moveNum);
  if (!start) return null;
  const { played, ...position } = start;
  const context = { language: game.language, layout: game.layout };
  const cache = createEndgameCache(nodes);
  const judged = searchedEndgame(
    reviewEndgame,
    lexicon,
    position,
    answer ?? played,
    context,
    cache,
  );
  const { report } = judged;
  return {
    answer: report.playedSpread,
    best: report.bestSpread,
    proven: report.proven,
    // Nothing better than the move judged: it is the best the search knows.
    first: report.lost > 0 ? judged.first : (answer ?? played),
  };
}
