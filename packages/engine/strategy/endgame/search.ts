// Over 300 lines: the search, its table's use and the horizon's guess share the position the
// turns are played on (packages/engine/strategy/endgame/board.ts) and the limits; split, each would need all.
/**
 * The endgame search (docs/strategy.md 'Exact endgame'): negamax with fail-soft alpha-beta on the
 * final spread, principal-variation windows, a transposition table keyed by a 64-bit Zobrist
 * hash (board, both racks, side to move, passes in a row; packages/engine/strategy/endgame/table.ts) and
 * move ordering (the table's move, killers, moves that go out by points, then points plus twice
 * the points of the tiles played). Wordfeud's end rules (docs/game-rules.md): a side that
 * empties its rack ends the game, gains the other's rack points and the other loses them; three
 * passes in a row end it, each side losing its own rack's points. Values are final spreads for
 * the side to move. The drivers (the exact solve, the line) are packages/engine/strategy/endgame/solver.ts.
 */
import { BOARD_SIZE, SQUARES } from '../../dimensions.ts';
import type { Words } from '../../movegen/search-engine.ts';
import { normaliseRack } from '../../movegen/movegen.ts';
import { LINES } from '../../movegen/row-moves.ts';
import type { EngineMove } from '../../movegen/types.ts';
import { EndgameBoard, type BoardPosition } from './board.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './table.ts';
import { replyGain, type Reply } from './estimate.ts';
import { ROW_SPAN, sameTurn, sortedTiles, type Play, type TurnList } from './turns.ts';
import type { Language } from '../../game-enums.ts';
import { PASSES_TO_END, rackPoints } from '../../game-state.ts';

/** Above any final spread. */
export const INFINITE = 1 << 28;
/** The depth stored for a result that reached the end of the game on every line it read. */
export const TO_THE_END = 1 << 20;
/**
 * More plies than any endgame lasts: at most 14 placements (each takes a tile of a rack of 7 or
 * fewer), each after at most two passes, then three passes.
 */
export const MAX_DEPTH = 2 * 7 * PASSES_TO_END + PASSES_TO_END;
/** How often (in positions) the clock is read. */
const CLOCK_EVERY = 256;
/** No turn from the table. */
const NO_TURN = -2;

/** The limits of a search: a clock and a deadline on it, a count of positions. */
export interface SearchLimits {
  timeLimitMs?: number;
  maxNodes?: number;
  clock?: () => number;
}

/**
 * What one search may spend and how it guesses at its horizon, passed down the whole tree (one
 * object a search, none a position): the solver's position count past which it stops, the clock
 * and the time on it past which it stops, the count at which it reads them next, and whether a
 * position one ply above the horizon guesses the opponent's reply (endgame-estimate.ts) instead of
 * both sides passing to the end (the anytime search's guess).
 */
export class SearchBudget {
  /** The solver's position count at which the limits are read next. */
  nextCheck: number;

  constructor(
    readonly nodeLimit: number,
    readonly deadline: number,
    readonly clock: () => number,
    readonly estimating: boolean,
    nodes: number,
  ) {
    this.nextCheck =
      nodeLimit === Infinity && deadline === Infinity
        ? Infinity
        : Math.min(nodes + CLOCK_EVERY, nodeLimit);
  }

  /** No limit, no guess: the search reads every line to its depth. */
  static unlimited(): SearchBudget {
    return new SearchBudget(Infinity, Infinity, () => 0, false, 0);
  }

  /** The limits of `options` from `start` on the clock, for a solver that has read `nodes`. */
  static of(
    options: SearchLimits,
    start: number,
    nodes: number,
    estimating: boolean,
  ): SearchBudget {
    const deadline = options.timeLimitMs === undefined ? Infinity : start + options.timeLimitMs;
    const clock = options.clock ?? (() => performance.now());
    return new SearchBudget(options.maxNodes ?? Infinity, deadline, clock, estimating, nodes);
  }
}

/**
 * A search's answer in one number, so a position returns it without allocating: its value
 * (an integer final spread, within INFINITE) times two, plus one when every line it read reached
 * the end of the game, so the value (or bound) holds at any depth.
 */
export function packed(value: number, complete: boolean): number {
  return 2 * value + (complete ? 1 : 0);
}

/** The value of a packed answer. */
export function valueOf(answer: number): number {
  return answer >> 1;
}

/** Whether a packed answer reached the end of the game on every line. */
export function isComplete(answer: number): boolean {
  return (answer & 1) === 1;
}

export interface Entry {
  flag: number;
  depth: number;
  /** The chosen turn: its index (Play.index; -1 the pass). */
  index: number;
}

/** Thrown when a limit stops the search. */
export class Stop extends Error {}

/**
 * What solvers of one game's positions share (endgame-game.ts): the transposition table (keys
 * are whole positions, so an entry holds for any solver of the same orientation of sides) and
 * each ply's killers (matched to a list's turns by sameTurn).
 */
export interface SolverMemory {
  table: TranspositionTable;
  killers: Play[][];
}

export class Solver extends EndgameBoard {
  private readonly table: TranspositionTable;
  /** Per ply, the next turn of each row of the list read there (reused arrays). */
  private readonly cursors: Int32Array[] = [];
  private readonly killers: Play[][];
  /** Per ply, the turns tried first (reused arrays). */
  private readonly front: Play[][] = [];
  /** Positions searched by this solver, over all its searches. */
  nodes = 0;

  constructor(
    lexicon: Words,
    position: BoardPosition,
    language: Language,
    memory: SolverMemory = { table: new TranspositionTable(), killers: [] },
  ) {
    super(lexicon, position, language);
    this.table = memory.table;
    this.killers = memory.killers;
  }

  /** The table and killers, for another solver of the same game's positions. */
  memory(): SolverMemory {
    return { table: this.table, killers: this.killers };
  }

  /**
   * Moves the solver to another position of the same endgame (a later one of a game: its board
   * holds this board's tiles and more, its racks what is left), keeping the transposition table
   * and the turn lists: a position's key depends only on the board, the racks of each side, the
   * side to move and the passes, so what an earlier search stored of a position holds here.
   * `racks` are side 0's and side 1's, as at the start.
   */
  moveTo(board: readonly string[], racks: readonly [string, string]): void {
    for (let sq = 0; sq < SQUARES; sq++) {
      const was = this.board[sq] as string;
      const now = board[sq] as string;
      if (was === now) continue;
      if (was !== '') this.toggle(sq, was);
      if (now !== '') this.toggle(sq, now);
      this.board[sq] = now;
    }
    for (const side of [0, 1]) {
      const rack = sortedTiles(normaliseRack(racks[side] as string));
      this.racks[side] = rack;
      this.values[side] = rackPoints(rack, this.language);
    }
  }

  entry(side: number, passes: number): Entry | undefined {
    const slot = this.table.find(this.key(side, passes, 0), this.key(side, passes, 1));
    if (slot < 0) return undefined;
    const table = this.table;
    return { flag: table.flag(slot), depth: table.depth(slot), index: table.index(slot) };
  }

  /**
   * Final spread for the side to move, searched `depth` plies deep (past that, a guess: the
   * spread plus the opponent's rack minus its own, as if both passed to the end). Fail-soft
   * alpha-beta on the final spread alone (a zero-sum value): within the window (lo, hi) the
   * value is exact for that depth, outside it a bound. Returns it packed (`packed`) with whether
   * every line read reached the end of the game. Throws Stop past a limit of `budget`.
   */
  search(
    budget: SearchBudget,
    side: number,
    spread: number,
    passes: number,
    depth: number,
    lo: number,
    hi: number,
    ply: number,
  ): number {
    if (++this.nodes >= budget.nextCheck) this.checkLimits(budget);
    const keyHi = this.key(side, passes, 0);
    const keyLo = this.key(side, passes, 1);
    const table = this.table;
    const slot = table.find(keyHi, keyLo);
    let tableTurn = NO_TURN;
    if (slot >= 0) {
      const stored = table.depth(slot);
      if (stored >= depth) {
        const value = table.delta(slot) + spread;
        const flag = table.flag(slot);
        if (flag === EXACT || (flag === LOWER && value >= hi) || (flag === UPPER && value <= lo)) {
          return packed(value, stored >= TO_THE_END);
        }
      }
      tableTurn = table.index(slot);
    }
    const other = 1 - side;
    const ownValue = this.values[side] as number;
    const otherValue = this.values[other] as number;
    if (depth <= 0) return packed(spread + otherValue - ownValue, false);
    const rack = this.racks[side] as string;
    let best = -INFINITE;
    let bestPlay: Play | null = null;
    let bestComplete = true;
    let allComplete = true;
    let alpha = lo;
    let i = 0;
    // The turns tried before the list's order (fillFront), as far as they need no list: the
    // pass when it comes first (the table's turn, or after a pass with no table's turn), then
    // the killers whose line is as it was where they were found. A position they cut makes no
    // list.
    const front = (this.front[ply] ??= []);
    front.length = 0;
    if (depth > 1 && (tableTurn === -1 || (tableTurn === NO_TURN && passes > 0))) {
      front.push(this.pass(rack));
    }
    if (depth > 1 && tableTurn < 0) {
      const killers = this.killers[ply];
      if (killers) {
        for (const killer of killers) {
          if (!this.holds(killer, rack)) break;
          add(front, killer);
        }
      }
    }
    // The front turns, then (the list made only once they are tried and none cut) the list in
    // search order and the pass, each once.
    let list: TurnList | null = null;
    let cursor: Int32Array | null = null;
    let taken = 0;
    let passRead = false;
    for (let k = 0; ; k++) {
      if (list === null && k >= front.length) {
        list = this.turns(rack);
        if (depth === 1) {
          return this.lastPly(budget, keyHi, keyLo, list, side, spread, passes, lo, hi);
        }
        this.fillFront(front, k, list, tableTurn, ply, passes > 0);
        cursor = this.cursors[ply] ??= new Int32Array(LINES);
        cursor.fill(0);
      }
      let play: Play;
      if (k < front.length) play = front[k] as Play;
      else {
        const turns = list as TurnList;
        if (taken < turns.count) play = this.nextTurn(turns, cursor as Int32Array, taken++);
        else if (!passRead) {
          play = turns.pass;
          passRead = true;
        } else break;
        if (front.includes(play)) continue;
      }
      const answer = this.tryTurn(
        budget,
        play,
        side,
        spread,
        passes,
        depth,
        alpha,
        hi,
        ply,
        i === 0,
      );
      i++;
      const value = valueOf(answer);
      const complete = isComplete(answer);
      allComplete &&= complete;
      if (value > best) {
        best = value;
        bestPlay = play;
        bestComplete = complete;
        if (value > alpha) alpha = value;
      }
      if (best >= hi) {
        this.remember(ply, play);
        this.store(keyHi, keyLo, spread, best, LOWER, bestComplete ? TO_THE_END : depth, play);
        return packed(best, bestComplete);
      }
    }
    const flag = best <= lo ? UPPER : EXACT;
    const chosen = bestPlay ?? (list as TurnList).pass;
    this.store(keyHi, keyLo, spread, best, flag, allComplete ? TO_THE_END : depth, chosen);
    return packed(best, allComplete);
  }

  /**
   * The value of `play` for the side to move, packed: at once when it ends the game, else the
   * child's search, with the full window for the first turn (`first`) and a null window for the
   * others, searched again with the full window when that fails high (principal variation).
   */
  private tryTurn(
    budget: SearchBudget,
    play: Play,
    side: number,
    spread: number,
    passes: number,
    depth: number,
    alpha: number,
    hi: number,
    ply: number,
    first: boolean,
  ): number {
    const other = 1 - side;
    const ownValue = this.values[side] as number;
    const otherValue = this.values[other] as number;
    if (play.out) return packed(spread + play.points + 2 * otherValue, true);
    if (play.move === null && passes + 1 >= PASSES_TO_END) {
      return packed(spread - ownValue + otherValue, true);
    }
    const rack = this.racks[side] as string;
    const childPasses = play.move === null ? passes + 1 : 0;
    const childSpread = -(spread + play.points);
    const child = depth - 1;
    const next = ply + 1;
    this.apply(play, side);
    let answer: number;
    try {
      if (first) {
        answer = this.search(budget, other, childSpread, childPasses, child, -hi, -alpha, next);
      } else {
        const low = -alpha - 1;
        answer = this.search(budget, other, childSpread, childPasses, child, low, -alpha, next);
        const tested = -valueOf(answer);
        if (tested > alpha && tested < hi) {
          answer = this.search(budget, other, childSpread, childPasses, child, -hi, -alpha, next);
        }
      }
    } finally {
      this.undo(play, side, rack, ownValue);
    }
    return packed(-valueOf(answer), isComplete(answer));
  }

  /**
   * A position one ply above the horizon: every reply is guessed, so only the best turn of each
   * kind can be best: the first that goes out (they all gain the same rack; the list has them
   * by points), the other placement with the most points plus points of the tiles played
   * (what the guess adds; the list's `kept`), and the pass. Answers as search does.
   */
  private lastPly(
    budget: SearchBudget,
    keyHi: number,
    keyLo: number,
    list: TurnList,
    side: number,
    spread: number,
    passes: number,
    lo: number,
    hi: number,
  ): number {
    const ownValue = this.values[side] as number;
    const otherValue = this.values[1 - side] as number;
    const first = list.first;
    const kept = list.kept;
    const passEnds = passes + 1 >= PASSES_TO_END;
    let best = spread - ownValue + otherValue;
    let keptValue = kept ? spread + kept.order - ownValue + otherValue : -INFINITE;
    if (budget.estimating) {
      // The opponent's best reply of each kind, read from its turns on this board.
      const reply = this.reply(1 - side, otherValue);
      const stuck = this.stuckPoints(list, this.racks[side] as string);
      if (!passEnds) best = spread - replyGain(reply, ownValue, stuck);
      if (kept) {
        const leave = ownValue - (kept.order - kept.points);
        keptValue = spread + kept.points - replyGain(reply, leave, stuck);
      }
    }
    let bestPlay = list.pass;
    let bestComplete = passEnds;
    const outValue = first?.out ? spread + first.points + 2 * otherValue : -INFINITE;
    // Each turn valued counts as a position searched, up to the one that would cut in the list's
    // order, as when they were played one by one: a node limit bounds the work as before.
    this.nodes += outValue >= hi ? 2 : keptValue >= hi ? list.outs + 2 : list.count + 2;
    if (kept && keptValue >= best) {
      best = keptValue;
      bestPlay = kept;
      bestComplete = false;
    }
    if (first?.out && outValue >= best) {
      best = outValue;
      bestPlay = first;
      bestComplete = true;
    }
    const allComplete = passEnds && kept === undefined;
    let flag = EXACT;
    let complete = allComplete;
    if (best >= hi) {
      flag = LOWER;
      complete = bestComplete;
    } else if (best <= lo) flag = UPPER;
    this.store(keyHi, keyLo, spread, best, flag, complete ? TO_THE_END : 1, bestPlay);
    return packed(best, complete);
  }

  /** The horizon's view of a side's turns on the current board (endgame-estimate.ts). */
  private reply(side: number, rackValue: number): Reply {
    const rack = this.racks[side] as string;
    const list = this.turns(rack);
    const kept = list.kept;
    return {
      outPoints: list.first?.out ? list.first.points : -1,
      keptPoints: kept ? kept.points : 0,
      keptLeave: kept ? rackValue - (kept.order - kept.points) : -1,
      rack: rackValue,
      stuck: this.stuckPoints(list, rack),
    };
  }

  /** Throws Stop past a limit of `budget`; reads its clock every CLOCK_EVERY positions. */
  private checkLimits(budget: SearchBudget): void {
    if (this.nodes >= budget.nodeLimit || budget.clock() >= budget.deadline) throw new Stop();
    budget.nextCheck = Math.min(this.nodes + CLOCK_EVERY, budget.nodeLimit);
  }
  /**
   * The turns tried before the list's order (going out, then points): the table's turn, the
   * pass when the opponent has just passed (a quick end), then this ply's killers. The first
   * `kept` of `front` are tried already (the same turns first, found without the list).
   */
  private fillFront(
    front: Play[],
    kept: number,
    list: TurnList,
    tableTurn: number,
    ply: number,
    afterPass: boolean,
  ): void {
    front.length = kept;
    if (tableTurn !== NO_TURN) add(front, this.chosen(list, tableTurn));
    if (afterPass) add(front, list.pass);
    const killers = this.killers[ply];
    if (!killers) return;
    for (const killer of killers) {
      const move = killer.move as EngineMove;
      const row = this.row(list, move.vertical ? BOARD_SIZE + move.x : move.y);
      if (!row) continue;
      // The turn itself while its row is the same, else the one that matches it.
      let play = row.plays[killer.index % ROW_SPAN];
      if (play !== killer) {
        play = undefined;
        for (let k = 0; k < row.plays.length; k++) {
          if (sameTurn(row.plays[k] as Play, killer)) {
            play = row.plays[k];
            break;
          }
        }
      }
      if (play) add(front, play);
    }
  }

  private remember(ply: number, play: Play): void {
    const move = play.move;
    if (move === null || play.out) return;
    const killers = (this.killers[ply] ??= []);
    if (killers[0] && sameTurn(killers[0], play)) return;
    killers.unshift(play);
    if (killers.length > 2) killers.pop();
  }

  private store(
    keyHi: number,
    keyLo: number,
    spread: number,
    value: number,
    flag: number,
    depth: number,
    play: Play,
  ): void {
    this.table.store(keyHi, keyLo, value - spread, flag, depth, play.index);
  }
}

/** Adds `play` to the turns tried first unless it is one of them (the same placement). */
function add(front: Play[], play: Play): void {
  for (const known of front) if (sameTurn(known, play)) return;
  front.push(play);
}
