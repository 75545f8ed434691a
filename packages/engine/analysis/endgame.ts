/**
 * 'Perfekt sluttspill' (docs/strategy.md): once the bag is empty and both racks are known, the
 * exact endgame decides. The best sequence from the position before a move, the final spread
 * after it and after the played move, and the spread lost against it.
 */
import type { Lexicon } from '../engine/lexicon.ts';
import { sortedTiles } from '../strategy/endgame.ts';
import { endgameLexicon } from '../strategy/endgame-words.ts';
import { leaveAfter } from '../strategy/leaves.ts';
import { BLANK, tileValue } from '../tiles.ts';
import type { Language } from '../game-enums.ts';
import { outcomeChance } from './chances.ts';
import { placementTiles } from './why.ts';
import type { Alternative, AnalysisContext, EndgameStep, PerfectEndgame } from './types.ts';

/** A position for the solver: the side to move holds racks[0]. */
export interface EndgamePosition {
  board: readonly string[];
  layout?: readonly number[];
  language: Language;
  racks: [string, string];
  /** The side to move's score minus the other's now. */
  spread: number;
  passes?: number;
}

/** The solver's answer: the best sequence (both sides) and the final spread for the side to move. */
export interface EndgameSolution {
  best: { move: Alternative | null; notation: string; points: number }[];
  spread: number;
  exact: boolean;
  nodes: number;
}

export type EndgameSolver = (
  lexicon: Lexicon,
  position: EndgamePosition,
  options?: { maxNodes?: number; words?: Lexicon },
) => EndgameSolution;

/**
 * One game's solves: solutions by position (the position after a move is the one before the
 * next), and the words its endgame can form, made for its first position solved.
 */
export interface EndgameCache {
  solutions: Map<string, EndgameSolution>;
  words: { board: readonly string[]; tiles: string; lexicon: Lexicon } | null;
}

export function createEndgameCache(): EndgameCache {
  return { solutions: new Map(), words: null };
}

/**
 * The words of the endgame of `position`: those of an earlier position of the same endgame
 * when this one follows from it (its board holds the earlier board's tiles, and its racks and
 * the tiles placed since are the earlier racks: every word it can form, the earlier one could),
 * else made for this position and kept.
 */
function wordsFor(lexicon: Lexicon, position: EndgamePosition, cache?: EndgameCache): Lexicon {
  const earlier = cache?.words;
  if (earlier) {
    let placed = '';
    let follows = true;
    for (let sq = 0; sq < position.board.length && follows; sq++) {
      const was = earlier.board[sq] as string;
      const now = position.board[sq] as string;
      if (was !== '') follows = now === was;
      else if (now !== '') placed += now === now.toUpperCase() ? now : BLANK;
    }
    if (follows && sortedTiles(position.racks.join('') + placed) === earlier.tiles) {
      return earlier.lexicon;
    }
  }
  const words = endgameLexicon(lexicon, position.board, position.racks);
  if (cache) {
    cache.words = {
      board: position.board,
      tiles: sortedTiles(position.racks.join('')),
      lexicon: words,
    };
  }
  return words;
}

/**
 * Positions one solve may search; a position not solved exactly within them is judged as any
 * other move. A count, not a time, so the browser and the server always agree.
 */
export const ENDGAME_MAX_NODES = 1_500;

/**
 * The most tiles on both racks together that the analysis solves: above it a solve costs up to
 * seconds (docs/strategy.md "Exact endgame"), so those moves are judged as any other. On 10 demo
 * games, 7 finds 18 of the 20 perfect endgames that no limit finds, at about a tenth of the time.
 */
export const ENDGAME_MAX_TILES = 7;

function solve(
  solver: EndgameSolver,
  lexicon: Lexicon,
  position: EndgamePosition,
  cache: EndgameCache | undefined,
): EndgameSolution {
  const key = `${position.board.map((s) => s || '.').join('')}|${position.racks.join('|')}|${position.spread}`;
  const hit = cache?.solutions.get(key);
  if (hit) return hit;
  if (position.racks[0].length + position.racks[1].length > ENDGAME_MAX_TILES) {
    return { best: [], spread: 0, exact: false, nodes: 0 };
  }
  const words = wordsFor(lexicon, position, cache);
  const solution = solver(lexicon, position, { maxNodes: ENDGAME_MAX_NODES, words });
  cache?.solutions.set(key, solution);
  return solution;
}

/** The points of the tiles on a rack ('?' a blank, worth 0). */
export function rackPoints(rack: string, language: Language): number {
  return [...rack].reduce((sum, tile) => sum + tileValue(tile, language), 0);
}

export interface EndgameJudgement {
  report: PerfectEndgame;
  /** The mover's chances (0, a half or 1) after the best sequence and after the played move. */
  chances: { best: number; played: number };
  /** The best sequence's first move (null: a pass). */
  first: Alternative | null;
}

/**
 * The played move against the perfect endgame; null when a solve was not exact (the analysis
 * then judges the move as any other).
 */
export function perfectEndgame(
  solver: EndgameSolver,
  lexicon: Lexicon,
  start: { board: readonly string[]; rack: string; opponentRack: string; spread: number },
  played: Alternative,
  game: AnalysisContext,
  cache?: EndgameCache,
): EndgameJudgement | null {
  const { board, rack, opponentRack, spread } = start;
  const base = { layout: game.layout, language: game.language };
  const before = solve(
    solver,
    lexicon,
    { ...base, board, racks: [rack, opponentRack], spread },
    cache,
  );
  if (!before.exact) return null;
  const leave = leaveAfter(rack, played.letters);
  const spreadAfter = spread + played.points;
  let playedSpread: number;
  if (leave === '') {
    // Out: the opponent loses its rack's points and the mover gains them.
    playedSpread = spreadAfter + 2 * rackPoints(opponentRack, game.language);
  } else {
    const after = [...board];
    for (const tile of placementTiles(board, played)) after[tile.index as number] = tile.letter;
    const reply = solve(
      solver,
      lexicon,
      { ...base, board: after, racks: [opponentRack, leave], spread: -spreadAfter },
      cache,
    );
    if (!reply.exact) return null;
    playedSpread = -reply.spread;
  }
  const bestSpread = Math.max(before.spread, playedSpread);
  const steps: EndgameStep[] = before.best.map((step, i) => ({
    notation: step.notation,
    points: step.points,
    mover: i % 2 === 0,
  }));
  return {
    report: { best: steps, bestSpread, playedSpread, lost: bestSpread - playedSpread },
    chances: { best: outcomeChance(bestSpread), played: outcomeChance(playedSpread) },
    first: before.best[0]?.move ?? null,
  };
}
