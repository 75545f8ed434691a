// Over 300 lines: the exact solve and the anytime search share one driver (deepen), the line it
// reads from the table and the null-window searches; split, each would need the others.
/**
 * The exact endgame (docs/strategy.md 'Perfekt sluttspill'): the bag is empty and both racks are
 * known, so the rest of the game is a finite two-player game of perfect information. One ply
 * with the full window and principal-variation windows, then the whole game by null-window
 * searches from that value (MTD(f)); the search itself is packages/engine/strategy/endgame/search.ts, the
 * position it plays on packages/engine/strategy/endgame/board.ts.
 *
 * The value is exact; the line is one of the best lines (every turn of it a best turn for its
 * side), the first found in the search order, which depends only on the position, so a position
 * always gives the same sequence. Pure TypeScript: runs in the browser worker, the server's
 * worker threads and the CLI.
 */
import { withNotation, type Alternative } from '../../movegen/notation.ts';
import type { Language } from '../../game-enums.ts';
import { PASSES_TO_END } from '../../game-state.ts';
import type { Words } from '../../movegen/search-engine.ts';
import { normaliseRack } from '../../movegen/movegen.ts';
import { checkBoard } from '../../movegen/placement.ts';
import { LINES } from '../../movegen/row-moves.ts';
import {
  INFINITE,
  isComplete,
  MAX_DEPTH,
  packed,
  SearchBudget,
  Solver,
  Stop,
  TO_THE_END,
  valueOf,
  type SearchLimits,
} from './search.ts';
import { EXACT, TranspositionTable } from './table.ts';
import { notationOf, type Play } from './turns.ts';
import { endgameLexicon } from './words.ts';

export { PASS_NOTATION, sortedTiles } from './turns.ts';

export interface EndgamePosition {
  /** 225 squares, '' empty, lower case a blank. */
  board: readonly string[];
  /** 225 square codes (packages/engine/board.ts); the standard board when left out. */
  layout?: readonly number[];
  language: Language;
  /** Side to move first; '?' a blank. */
  racks: readonly [string, string];
  /** The side to move's score minus the opponent's, now. */
  spread: number;
  /** Passes in a row so far (0-2; default 0). */
  passes?: number;
}

/** One turn of the line: a placement, or null and 'PASS' for a pass. */
export interface EndgamePly {
  move: Alternative | null;
  notation: string;
  points: number;
}

export interface EndgameResult {
  /** The principal variation, both sides' moves, to the end of the game. */
  best: EndgamePly[];
  /** Final spread for the side to move, rack adjustments included. */
  spread: number;
  /** False only when a time or node limit stopped the search before it was proven. */
  exact: boolean;
  /** Positions searched. */
  nodes: number;
  /** Plies deep of the deepest finished search (the line's length when exact). */
  depth: number;
}

export interface EndgameOptions extends SearchLimits {
  /** Stop after about this many milliseconds and return the best line found so far. */
  timeLimitMs?: number;
  /** Stop after this many positions searched. */
  maxNodes?: number;
  /**
   * The clock timeLimitMs is read on, in ms (default performance.now). A benchmark on a busy
   * machine may pass the process's CPU time instead.
   */
  clock?: () => number;
  /**
   * The words the endgame can form (endgame-words.ts endgameLexicon) of this position or of an
   * earlier position of the same endgame, whose words include these; made here when left out.
   */
  words?: Words;
  /**
   * The transposition table's most slots (a power of two; default endgame-table.ts MAX_SLOTS,
   * 4 million of 20 bytes). An offline solve of hundreds of millions of positions may give it
   * more, so that its null-window tests find what the ones before proved.
   */
  tableSlots?: number;
}

/**
 * Where the whole game's search starts below the one-ply value (mtdf). On 17 demo endgames
 * proven within 10 s: 1.62 million positions from 20 below; 2.12-2.34 million from 0, 10, 15
 * or 25 below; 3.2-3.3 million from 30 or 40 below, 2.77 million from 10 above.
 */
const START_BELOW = 20;

/** Throws RangeError for a bad position; its passes in a row. */
export function validate(position: EndgamePosition): number {
  checkBoard(position.board);
  for (const rack of position.racks) {
    if (normaliseRack(rack).length === 0) {
      throw new RangeError('Both racks need at least one tile: an empty rack has ended the game');
    }
  }
  if (!Number.isFinite(position.spread)) throw new RangeError('The spread must be a number');
  const passes = position.passes ?? 0;
  if (!Number.isInteger(passes) || passes < 0 || passes >= PASSES_TO_END) {
    throw new RangeError(`Passes in a row must be 0-${PASSES_TO_END - 1}, got ${passes}`);
  }
  return passes;
}

interface Line {
  plies: EndgamePly[];
  spread: number;
}

/**
 * The line from the position: the table's turns while it has them (searching a position again
 * when `prove` and the table lost it), then the first turn in search order, to the end of the
 * game, with no limit. Its final spread follows from the rules, not from the search.
 */
function readLine(solver: Solver, root: Root, prove: boolean, value = NaN): Line {
  const budget = SearchBudget.unlimited();
  const { spread, passes } = root;
  const plies: EndgamePly[] = [];
  // The position's value when known: the root's, then each turn of a best line keeps it.
  let known = value;
  const undo: { play: Play; side: number; rack: string; value: number }[] = [];
  let side = root.side;
  let mover = spread;
  let inRow = passes;
  let final: number;
  for (;;) {
    let entry = solver.entry(side, inRow);
    if (prove && (!entry || entry.flag !== EXACT || entry.depth < TO_THE_END)) {
      // A window just around a known value makes its entry exact at the first best turn.
      const found = Number.isNaN(known)
        ? NaN
        : valueOf(solver.search(budget, side, mover, inRow, TO_THE_END, known - 1, known + 1, 0));
      if (found !== known) {
        solver.search(budget, side, mover, inRow, TO_THE_END, -INFINITE, INFINITE, 0);
      }
      entry = solver.entry(side, inRow);
    }
    const rack = solver.rack(side);
    const list = solver.turns(rack);
    const play = entry ? solver.chosen(list, entry.index) : (list.first ?? list.pass);
    plies.push({
      move: play.move && withNotation(play.move),
      notation: notationOf(play),
      points: play.points,
    });
    const own = solver.rackValue(side);
    const other = solver.rackValue(1 - side);
    if (play.out) {
      final = mover + play.points + 2 * other;
      break;
    }
    if (play.move === null && inRow + 1 >= PASSES_TO_END) {
      final = mover - own + other;
      break;
    }
    solver.apply(play, side);
    undo.push({ play, side, rack, value: own });
    known = -known;
    inRow = play.move === null ? inRow + 1 : 0;
    mover = -(mover + play.points);
    side = 1 - side;
  }
  for (const step of undo.reverse()) solver.undo(step.play, step.side, step.rack, step.value);
  // `final` is for the side that made the last turn: the root side when the count is odd.
  // (+ 0 turns -0 into 0.)
  return { plies, spread: (plies.length % 2 === 1 ? final : -final) + 0 };
}

/**
 * The root's value to the end of the game by null-window searches only (MTD(f)), each testing
 * "value >= beta" and proving a bound that the table keeps. A test that holds needs one good
 * line; one that fails must refute every turn. So the tests climb from below: the first is
 * START_BELOW points under the one-ply value; while every test has held, each reaches twice as
 * far above the last bound as the one before (a fail-soft search lifts a bound by a point or two
 * at a time); once one fails, the range between the bounds is halved; a first test that fails
 * goes down from its bound a point at a time. The value, packed (endgame-search.ts `packed`)
 * with whether every search reached the end on every line.
 */
function mtdf(
  solver: Solver,
  budget: SearchBudget,
  root: Root,
  guess: number,
  depth = MAX_DEPTH,
  below = START_BELOW,
): number {
  let value = guess - below;
  let lower = -INFINITE;
  let upper = INFINITE;
  let step = 1;
  let complete = true;
  while (lower < upper) {
    let beta: number;
    if (lower === -INFINITE && upper === INFINITE) beta = value;
    else if (upper === INFINITE) {
      beta = lower + step;
      step *= 2;
    } else if (lower === -INFINITE) beta = upper;
    else beta = lower + Math.ceil((upper - lower) / 2);
    const answer = solver.search(
      budget,
      root.side,
      root.spread,
      root.passes,
      depth,
      beta - 1,
      beta,
      0,
    );
    value = valueOf(answer);
    complete &&= isComplete(answer);
    if (value < beta) upper = value;
    else lower = value;
  }
  return packed(value, complete);
}

/**
 * A rack's placements on a board in the order the solver tries them after its table's turn,
 * the pass after a pass and its killers (read one at a time from the rows, as a position
 * does): going out first by points, then by points plus twice the points of the tiles played,
 * ties in generateMoves' order. Notation and points; for tests.
 */
export function searchOrder(
  lexicon: Words,
  board: readonly string[],
  rack: string,
  language: Language,
): string[] {
  const solver = new Solver(lexicon, { board, racks: [rack, rack] }, language);
  const list = solver.turns(solver.rack(0));
  const cursor = new Int32Array(LINES);
  const order: string[] = [];
  for (let taken = 0; taken < list.count; taken++) {
    const play = solver.nextTurn(list, cursor, taken);
    order.push(`${notationOf(play)} ${play.points}`);
  }
  return order;
}

/**
 * The best sequence to the end of the game and its final spread for the side to move, by the
 * end rules of docs/game-rules.md. Exact unless a limit in `options` stopped the search:
 * then the best line of the deepest finished search, played on to the end by its first turns.
 * Throws RangeError for a bad position (board, racks, passes).
 */
export function solveEndgame(
  lexicon: Words,
  position: EndgamePosition,
  options: EndgameOptions = {},
): EndgameResult {
  // One ply first, always finished, so there is a line to return; then to the end of the game at
  // once. Deepening one ply at a time searched more: below the end of the game a line's value is
  // a guess, so the table's entries of a shallow search seldom cut the next, and on the demo
  // games' endgames a 1,500-position limit proved 362 of 424 that way and 400 of them this way.
  const found = deepen(lexicon, position, options, false);
  const { best, exact, nodes, depth } = found;
  return { best, spread: found.line, exact, nodes, depth };
}

/** What deepen found: the deepest finished search's line and value. */
export interface Deepened {
  best: EndgamePly[];
  /** The search's value at `depth` (exact when `exact`). */
  value: number;
  /** The final spread of the line played to the end by the rules. */
  line: number;
  exact: boolean;
  /** Plies of the deepest finished search (the line's length when exact). */
  depth: number;
  nodes: number;
}

/**
 * Share of the anytime search's limits spent first on the exact solve (to the end of the game at
 * once, which proves more endgames within a budget than deepening one ply at a time: on 12
 * demo endgames at 200,000 positions, 6 proven against 2); the rest deepens one ply at a time
 * with the table the exact solve left, whose entries are all proven and so hold at any depth.
 */
const PROVE_SHARE = 0.5;

/** Where a search starts: the side to move (the solver's side 0 or 1), the spread, passes. */
export interface Root {
  side: number;
  spread: number;
  passes: number;
}

/**
 * The search of a position under the limits of `options`: one ply (always finished), then to
 * the end of the game at once (the exact solve); for the anytime search (`everyPly`) that gets
 * PROVE_SHARE of the limits, and when it does not finish, the search deepens one ply at a time
 * from 2 under the whole limits with the horizon's guess of endgame-estimate.ts, the table kept
 * from one depth to the next. Stops at the first search that reached the end of the game on
 * every line (exact), or when a limit stops one: then the line and value of the deepest
 * finished depth.
 */
export function deepen(
  lexicon: Words,
  position: EndgamePosition,
  options: EndgameOptions,
  everyPly: boolean,
): Deepened {
  const passes = validate(position);
  // The words this endgame can still form give the same moves as the full list, faster.
  const words = options.words ?? endgameLexicon(lexicon, position.board, position.racks);
  const table = new TranspositionTable(options.tableSlots);
  const solver = new Solver(words, position, position.language, { table, killers: [] });
  return deepenOn(solver, { side: 0, spread: position.spread, passes }, options, everyPly);
}

/**
 * deepen on a solver already at the position (its table kept from earlier searches, as a
 * game's endgame positions share one: packages/engine/strategy/endgame/game.ts). A count of positions in
 * `options` counts from the solver's count now.
 */
export function deepenOn(
  solver: Solver,
  root: Root,
  options: EndgameOptions,
  everyPly: boolean,
): Deepened {
  const start = (options.clock ?? (() => performance.now()))();
  const base = solver.nodes;
  const first = solver.search(
    SearchBudget.unlimited(),
    root.side,
    root.spread,
    root.passes,
    1,
    -INFINITE,
    INFINITE,
    0,
  );
  let guess = valueOf(first);
  let found = result(solver, root, guess, 1, isComplete(first));
  const share = everyPly ? PROVE_SHARE : 1;
  // The limits of `options` from the solver's count now, `part` of them; the exact solve's
  // budget does not guess at its horizon, the deepening's does.
  const budgetOf = (part: number, estimating: boolean): SearchBudget => {
    const limits: SearchLimits = {
      ...options,
      maxNodes:
        options.maxNodes === undefined ? undefined : base + Math.floor(part * options.maxNodes),
      timeLimitMs: options.timeLimitMs === undefined ? undefined : part * options.timeLimitMs,
    };
    return SearchBudget.of(limits, start, solver.nodes, estimating);
  };
  const depths = [MAX_DEPTH];
  for (let depth = 2; everyPly && depth < MAX_DEPTH; depth++) depths.push(depth);
  let budget = SearchBudget.unlimited();
  for (const [k, depth] of depths.entries()) {
    if (found.exact) break;
    // One budget for the exact solve, one shared by every depth of the deepening.
    if (k === 0) budget = budgetOf(share, false);
    if (k === 1) budget = budgetOf(1, true);
    let complete: boolean;
    try {
      const below = everyPly && depth < MAX_DEPTH ? 0 : START_BELOW;
      const answer = mtdf(solver, budget, root, guess, depth, below);
      complete = isComplete(answer);
      // The exact solve's stop leaves the guess of the deepest finished depth.
      if (depth !== MAX_DEPTH || complete) guess = valueOf(answer);
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      if (k === 0 && everyPly) continue;
      break;
    }
    if (depth !== MAX_DEPTH || complete) found = result(solver, root, guess, depth, complete);
  }
  return { ...found, nodes: solver.nodes - base };
}

/**
 * The line and value a finished search left in the solver's table; `complete` when it reached
 * the end of the game on every line (the line is then proven with no limit).
 */
function result(
  solver: Solver,
  root: Root,
  value: number,
  depth: number,
  complete: boolean,
): Deepened {
  if (complete) {
    const exact = readLine(solver, root, true, value);
    return {
      best: exact.plies,
      value,
      line: exact.spread,
      exact: true,
      depth: exact.plies.length,
      nodes: solver.nodes,
    };
  }
  const line = readLine(solver, root, false);
  return { best: line.plies, value, line: line.spread, exact: false, depth, nodes: solver.nodes };
}

export interface AnytimeResult {
  /** The best line of the deepest finished depth, played on to the end by its first turns. */
  best: EndgamePly[];
  /** Its value for the side to move: the final spread when proven, else the depth's guess. */
  spread: number;
  /** A depth reached the end of the game on every line: the value is exact. */
  proven: boolean;
  /** Plies deep of the deepest finished search. */
  depth: number;
  /** Positions searched. */
  nodes: number;
}

/**
 * The anytime endgame (docs/strategy.md 'Anytime endgame'): iterative deepening one ply at a
 * time under the limits of `options` (a count of positions is deterministic: the review's), the
 * transposition table kept between depths, below the horizon the guess of endgame-estimate.ts.
 * The best line and value of the deepest finished depth; `proven` when a depth reached the end of
 * the game on every line, so the value is the exact solver's. Throws RangeError for a bad
 * position.
 */
export function searchEndgame(
  lexicon: Words,
  position: EndgamePosition,
  options: EndgameOptions = {},
): AnytimeResult {
  return anytimeOf(deepen(lexicon, position, options, true));
}

/** What deepen found, as the anytime search answers. */
export function anytimeOf(found: Deepened): AnytimeResult {
  return {
    best: found.best,
    // (+ 0 turns -0 into 0.)
    spread: (found.exact ? found.line : found.value) + 0,
    proven: found.exact,
    depth: found.depth,
    nodes: found.nodes,
  };
}

/**
 * searchEndgame in the exact solver's answer shape (`exact`: proven; `spread`: the value), as
 * the review's solver (packages/engine/analysis/endgame.ts EndgameSolver).
 */
export function anytimeEndgame(
  lexicon: Words,
  position: EndgamePosition,
  options: EndgameOptions = {},
): EndgameResult {
  const found = searchEndgame(lexicon, position, options);
  const { best, spread, nodes, depth } = found;
  return { best, spread, exact: found.proven, nodes, depth };
}
