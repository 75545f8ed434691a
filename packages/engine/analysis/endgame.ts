/**
 * The endgame review (docs/strategy.md 'The review's endgame'): once the bag is empty and both
 * racks are known, the anytime endgame search decides every move, one search and one table for
 * all of a game's endgame positions (packages/engine/strategy/endgame/game.ts) under a budget of positions
 * a game, searched from the game's last empty-bag position to its first (searchGameEndgame). The
 * best sequence from the position before a move, the final spread after it and after the played
 * move, and the spread lost against it; 'Perfekt sluttspill' when both searches were proven, else
 * 'Sluttspill (søkt N trekk dypt)' with the depth the search reached.
 */
import type { Words } from '../movegen/search-engine.ts';
import { sortedTiles } from '../strategy/endgame/solver.ts';
import { rackPoints } from '../game-state.ts';
import { lineAddsUp } from './endgame-line.ts';

import { followsFrom, WORDS_MAX_TILES } from '../strategy/endgame/game.ts';
import { endgameLexicon } from '../strategy/endgame/words.ts';
import { leaveAfter } from '../strategy/leaves.ts';
import type { Language } from '../game-enums.ts';
import { outcomeChance } from './chances.ts';
import { samePlacement } from './notation.ts';
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
  /** Which player is to move (playerMove): the game's search keeps each side's table keys. */
  mover: boolean;
}

/** The solver's answer: the best sequence (both sides) and the final spread for the side to move. */
export interface EndgameSolution {
  best: { move: Alternative | null; notation: string; points: number }[];
  spread: number;
  exact: boolean;
  nodes: number;
  /** Plies deep of the deepest finished search (the line's length when exact). */
  depth: number;
}

/** One game's endgame search: its positions in any order, one table for all. */
export type GameEndgameSearch = (
  position: EndgamePosition,
  options: { maxNodes: number; words: Words },
) => EndgameSolution;

/**
 * Makes a game's endgame search (packages/engine/strategy/endgame/game.ts reviewEndgame, which the
 * replay's worker, the practice worker and the server pass).
 */
export type EndgameSolver = (lexicon: Words) => GameEndgameSearch;

/**
 * One game's solves: solutions by position (the position after a move is the one before the
 * next), the words its endgame can form, made for its first position solved, the game's
 * search and the positions its budget has left.
 */
export interface EndgameCache {
  solutions: Map<string, EndgameSolution>;
  words: { board: readonly string[]; tiles: string; lexicon: Words } | null;
  search: GameEndgameSearch | null;
  left: number;
}

/** A game's solves within `nodes` positions (the quick pass and the browser: ENDGAME_GAME_NODES). */
export function createEndgameCache(nodes: number = ENDGAME_GAME_NODES): EndgameCache {
  return { solutions: new Map(), words: null, search: null, left: nodes };
}

/**
 * The words of the endgame of `position`: those of an earlier position of the same endgame
 * when this one follows from it (its board holds the earlier board's tiles, and its racks and
 * the tiles placed since are the earlier racks: every word it can form, the earlier one could),
 * else made for this position and kept.
 */
function wordsFor(lexicon: Words, position: EndgamePosition, cache?: EndgameCache): Words {
  const earlier = cache?.words;
  if (earlier && followsFrom(earlier.board, earlier.tiles, position.board, position.racks)) {
    return earlier.lexicon;
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
 * Positions the endgame searches of one game may read together (a count, not a time, so the
 * browser and the server always agree): the first position searched (the game's last empty-bag
 * position) gets ENDGAME_FIRST_SHARE of them, each next one the same share of what is left, and
 * at least ENDGAME_MIN_NODES; the table found before serves them all (docs/strategy.md 'The
 * review's endgame'). Set by the
 * backfill's budget of 33.3 ms of CPU a game: with it the stored analysis takes 1.40-1.41 times
 * the time it takes without the endgame (22.8 ms a game unloaded), 800 took 1.86 times.
 */
export const ENDGAME_GAME_NODES = 400;
/** Share of the game's budget left that a search may take. */
export const ENDGAME_FIRST_SHARE = 0.5;
/** Positions a search may read when the game's budget is spent. */
export const ENDGAME_MIN_NODES = 30;

/** The endgame's words once they pay (WORDS_MAX_TILES), made once a game; the full list above. */
function wordsOf(lexicon: Words, position: EndgamePosition, cache: EndgameCache): Words {
  const tiles = position.racks[0].length + position.racks[1].length;
  return tiles > WORDS_MAX_TILES ? lexicon : wordsFor(lexicon, position, cache);
}

/**
 * A position's key in the cache: its board, its racks (their tiles in order), spread, mover and
 * the passes made before it.
 */
function keyOf(position: EndgamePosition): string {
  const racks = position.racks.map(sortedTiles).join('|');
  const board = position.board.map((s) => s || '.').join('');
  return `${board}|${racks}|${position.spread}|${position.mover}|${position.passes ?? 0}`;
}

function solve(
  solver: EndgameSolver,
  lexicon: Words,
  position: EndgamePosition,
  cache: EndgameCache,
  words?: Words,
): EndgameSolution {
  const key = keyOf(position);
  const hit = cache.solutions.get(key);
  if (hit) return hit;
  words ??= wordsOf(lexicon, position, cache);
  const search = (cache.search ??= solver(lexicon));
  const maxNodes = Math.max(ENDGAME_MIN_NODES, Math.floor(ENDGAME_FIRST_SHARE * cache.left));
  const solution = search(position, { maxNodes, words });
  cache.left = Math.max(0, cache.left - solution.nodes);
  cache.solutions.set(key, solution);
  return solution;
}

/** A move of the game's endgame: the position before it (the mover's view) and the move. */
export interface EndgameMove {
  start: {
    board: readonly string[];
    rack: string;
    opponentRack: string;
    spread: number;
    mover: boolean;
    /** Passes in a row just before the move (three end the game: docs/game-rules.md). */
    passes?: number;
  };
  played: Alternative;
}

/**
 * The positions searchedEndgame searches for a move: the one before it, and the one after it
 * (the opponent to move) unless the move goes out.
 */
function positionsOf(
  { start, played }: EndgameMove,
  game: AnalysisContext,
): { before: EndgamePosition; after: EndgamePosition | null } {
  const { board, rack, opponentRack, spread, mover } = start;
  const base = { layout: game.layout, language: game.language };
  const passes = start.passes ?? 0;
  const before: EndgamePosition = {
    ...base,
    board,
    racks: [rack, opponentRack],
    spread,
    mover,
    ...(passes > 0 ? { passes } : {}),
  };
  const leave = leaveAfter(rack, played.letters);
  if (leave === '') return { before, after: null };
  const next = [...board];
  for (const tile of placementTiles(board, played)) next[tile.index as number] = tile.letter;
  const after: EndgamePosition = {
    ...base,
    board: next,
    racks: [opponentRack, leave],
    spread: -(spread + played.points),
    mover: !mover,
  };
  return { before, after };
}

/**
 * Searches a game's endgame moves (in the game's order) from the last position to the first:
 * each move's position after it, then before it, into `cache`, so searchedEndgame then reads
 * them. A later position lies in every earlier one's tree and is the easier to prove (fewer
 * tiles), so searched first on the game's one table, its proven value serves the earlier
 * searches, where a search in the game's order would spend the budget on the first positions,
 * which it cannot prove. The words are those of the game's first position at or below
 * WORDS_MAX_TILES (wordsFor, in the game's order), which cover every later one.
 */
export function searchGameEndgame(
  solver: EndgameSolver,
  lexicon: Words,
  moves: readonly EndgameMove[],
  game: AnalysisContext,
  cache: EndgameCache,
): void {
  const positions: EndgamePosition[] = [];
  for (const move of moves) {
    const { before, after } = positionsOf(move, game);
    positions.push(before);
    if (after) positions.push(after);
  }
  const words = positions.map((position) => wordsOf(lexicon, position, cache));
  for (let i = positions.length - 1; i >= 0; i--) {
    solve(solver, lexicon, positions[i] as EndgamePosition, cache, words[i]);
  }
}

export interface EndgameJudgement {
  report: PerfectEndgame;
  /** The mover's chances (0, a half or 1) after the best sequence and after the played move. */
  chances: { best: number; played: number };
  /** The best sequence's first move (null: a pass). */
  first: Alternative | null;
}

/**
 * The played move against the endgame search's best line: exact when both searches (before the
 * move and after it) were proven, else their values at the depths they reached. The search's own
 * first move loses nothing.
 */
export function searchedEndgame(
  solver: EndgameSolver,
  lexicon: Words,
  start: EndgameMove['start'],
  played: Alternative,
  game: AnalysisContext,
  cache: EndgameCache,
): EndgameJudgement {
  const { opponentRack, spread } = start;
  const positions = positionsOf({ start, played }, game);
  const before = solve(solver, lexicon, positions.before, cache);
  const spreadAfter = spread + played.points;
  let playedSpread: number;
  let proven = before.exact;
  const first = before.best[0]?.move ?? null;
  if (first && samePlacement(first, played)) {
    // The search's own first move: the same line, the same value.
    playedSpread = before.spread;
  } else if (positions.after === null) {
    // Out: the opponent loses its rack's points and the mover gains them.
    playedSpread = spreadAfter + 2 * rackPoints(opponentRack, game.language);
  } else {
    const reply = solve(solver, lexicon, positions.after, cache);
    proven &&= reply.exact;
    playedSpread = -reply.spread;
  }
  const bestSpread = Math.max(before.spread, playedSpread);
  const steps: EndgameStep[] = before.best.map((step, i) => ({
    notation: step.notation,
    points: step.points,
    mover: i % 2 === 0,
  }));
  return {
    report: {
      best: steps,
      bestSpread,
      playedSpread,
      lost: bestSpread - playedSpread,
      proven,
      depth: before.exact ? steps.length : before.depth,
      complete: lineAddsUp(before.best, start, before.spread, game.language),
    },
    chances: { best: outcomeChance(bestSpread), played: outcomeChance(playedSpread) },
    first,
  };
}
