// Over 300 lines: the search, its transposition table, the move lists and the line it reports
// share one position that moves are played on and taken back; split, each part would need it all.
/**
 * The exact endgame (docs/strategy.md 'Perfekt sluttspill'): the bag is empty and both racks are
 * known, so the rest of the game is a finite two-player game of perfect information. Negamax with
 * fail-soft alpha-beta on the final spread: one ply with the full window and principal-variation
 * windows, then the whole game by null-window searches from that value (MTD(f)), a
 * transposition table keyed by a 64-bit Zobrist hash (board, both racks, side to move, passes
 * in a row; core/strategy/endgame-table.ts) and move ordering (the table's move, killers, moves
 * that go out by points, then points plus twice the points of the tiles played). Wordfeud's end
 * rules (docs/wordfeud-rules.md): a side that empties its rack ends the game, gains the other's
 * rack points and the other loses them; three passes in a row end it, each side losing its own
 * rack's points. Values are final spreads for the side to move.
 *
 * The value is exact; the line is one of the best lines (every turn of it a best turn for its
 * side), the first found in the search order, which depends only on the position, so a position
 * always gives the same sequence. Pure TypeScript: runs in the browser worker, the server's
 * worker threads and the CLI.
 */
import { notation, withNotation } from '../analysis/notation.ts';
import type { Alternative } from '../analysis/types.ts';
import { BOARD_SIZE, SQUARES } from '../constants.ts';
import type { Language } from '../enums.ts';
import type { Lexicon } from '../engine/lexicon.ts';
import { normaliseRack } from '../engine/movegen.ts';
import { checkBoard } from '../engine/placement.ts';
import { HashIndex } from '../engine/hash-index.ts';
import { LINES, RowMoves, type Row } from '../engine/row-moves.ts';
import { resolveLayout } from '../engine/scoring.ts';
import type { EngineMove } from '../engine/types.ts';
import { mulberry32 } from '../random.ts';
import { BLANK, tileValue } from '../tiles.ts';
import { EXACT, LOWER, TranspositionTable, UPPER } from './endgame-table.ts';
import { endgameLexicon } from './endgame-words.ts';

export interface EndgamePosition {
  /** 225 squares, '' empty, lower case a blank. */
  board: readonly string[];
  /** 225 square codes (core/board.ts); the standard board when left out. */
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
}

export interface EndgameOptions {
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
  words?: Lexicon;
}

export const PASS_NOTATION = 'PASS';
/** Three passes in a row end the game (docs/wordfeud-rules.md). */
export const PASSES_TO_END = 3;

/** Above any final spread. */
const INFINITE = 1 << 28;
/** The depth stored for a result that reached the end of the game on every line it read. */
const TO_THE_END = 1 << 20;
/**
 * More plies than any endgame lasts: at most 14 placements (each takes a tile of a rack of 7 or
 * fewer), each after at most two passes, then three passes.
 */
const MAX_DEPTH = 2 * 7 * PASSES_TO_END + PASSES_TO_END;
/** How often (in positions) the clock is read. */
const CLOCK_EVERY = 256;
/** Turn lists kept (each a few rows' references); then the cache starts again. */
const MAX_CACHED_LISTS = 500_000;
/** A turn's place in its row: below this. */
const ROW_SPAN = 1 << 20;
/** Turns a position reads from the rows' heads before it makes the list's whole order. */
const LAZY_TURNS = 6;
/**
 * Where the whole game's search starts below the one-ply value (mtdf). On 17 demo endgames
 * proven within 10 s: 1.62 million positions from 20 below; 2.12-2.34 million from 0, 10, 15
 * or 25 below; 3.2-3.3 million from 30 or 40 below, 2.77 million from 10 above.
 */
const START_BELOW = 20;
/** No turn from the table. */
const NO_TURN = -2;

/**
 * A turn as the search plays it: a placement (move set) or the pass (move null). What playing it
 * needs (squares, letters, the rack left) is worked out the first time it is played.
 */
interface Play {
  move: EngineMove | null;
  /** The row's line times ROW_SPAN plus the turn's place in the row's search order; -1 the pass. */
  index: number;
  /** Its place in the search order (ascending; see rowTurns); Infinity for the pass. */
  rank: number;
  points: number;
  tiles: number;
  /** Empties the rack: the game ends. */
  out: boolean;
  /**
   * Points plus the points of the tiles it takes off the rack: what the turn adds to the guess
   * at the horizon (lastPly). The search order counts those tiles twice (see rowTurns).
   */
  order: number;
  /** The new tiles' squares and letters (a blank in lower case); null until first played. */
  squares: number[] | null;
  letters: string[];
  /** The rack after the turn, sorted, and its points. */
  leave: string;
  leaveValue: number;
  notation: string | null;
}

/** A row's turns for one rack, in search order: made once per row (see rowTurns). */
interface RowTurns {
  /** pass * 15 + row (core/engine/row-moves.ts). */
  line: number;
  plays: Play[];
  /** How many of them go out (the first ones). */
  outs: number;
  /** The turn that does not go out with the highest `order`, the first in search order of those. */
  kept: Play | undefined;
}

/**
 * A rack's turns on a board: its rows' turns and the pass. The search order (going out first,
 * by points, then by points plus twice the points of the tiles played, ties in the generator's
 * order) is read from the rows' heads one turn at a time, since most positions are cut after a
 * turn or two; a position that reads more makes `order` once.
 */
interface TurnList {
  /** The rows with turns, in line order. */
  rows: RowTurns[];
  /** Every turn but the pass. */
  count: number;
  /** How many turns go out. */
  outs: number;
  /** The first turn in search order. */
  first: Play | undefined;
  /** Of the turns that do not go out, the one with the highest `order` (RowTurns.kept). */
  kept: Play | undefined;
  pass: Play;
  /** The whole search order, made when a position reads more than LAZY_TURNS turns. */
  order: Play[] | null;
}

/** A table entry as the line reads it. */
interface Entry {
  flag: number;
  depth: number;
  /** The chosen turn: its index (Play.index; -1 the pass). */
  index: number;
}

/**
 * The same placement: the same turn, or one that goes where it goes and spells what it spells
 * (killer moves are matched so across sibling positions).
 */
function sameTurn(a: Play, b: Play): boolean {
  if (a === b) return true;
  const m = a.move;
  const n = b.move;
  return (
    m !== null &&
    n !== null &&
    m.x === n.x &&
    m.y === n.y &&
    m.vertical === n.vertical &&
    m.mainWord === n.mainWord
  );
}

function notationOf(play: Play): string {
  play.notation ??= play.move ? notation(play.move) : PASS_NOTATION;
  return play.notation;
}

class Stop extends Error {}

/** Above any turn's points plus twice the points of its tiles. */
const ORDER_CEILING = 1 << 14;
/** Above any orderKey (core/engine/move-pool.ts). */
const KEY_SPAN = 1 << 24;

/** Whether turn `a` adds more to the horizon's guess than `b`, or as much and comes first. */
function better(a: Play, b: Play): boolean {
  return a.order > b.order || (a.order === b.order && a.rank < b.rank);
}

/** A rack's tiles in sorted order (one string for a multiset of tiles). */
export function sortedTiles(tiles: string): string {
  return [...tiles].sort().join('');
}

function rackPoints(rack: string, language: Language): number {
  let sum = 0;
  for (const tile of rack) sum += tileValue(tile, language);
  return sum;
}

/** Per board letter, 32-bit random words, two per square; fixed, so shared by every solve. */
const byLetter = new Map<string, Uint32Array>();

/** 32-bit random words per square and board letter, two per square (a 52-bit key). */
class Zobrist {
  private readonly racks = [
    new Map<string, [number, number]>(),
    new Map<string, [number, number]>(),
  ];
  readonly side: [number, number];
  readonly passes: [number, number][];

  constructor() {
    const rng = mulberry32(0x5eed);
    const word = () => Math.floor(rng() * 4294967296) >>> 0;
    this.side = [word(), word()];
    this.passes = [0, 1, 2, 3].map(() => [word(), word()]);
  }

  letter(letter: string): Uint32Array {
    let words = byLetter.get(letter);
    if (!words) {
      const rng = mulberry32(0x9e3779b9 ^ (letter.codePointAt(0) as number));
      words = new Uint32Array(2 * SQUARES);
      for (let i = 0; i < words.length; i++) words[i] = Math.floor(rng() * 4294967296);
      byLetter.set(letter, words);
    }
    return words;
  }

  /** A rack of one side (0 the side to move at the start, 1 the other). */
  rack(side: number, rack: string): [number, number] {
    const known = this.racks[side] as Map<string, [number, number]>;
    let hash = known.get(rack);
    if (!hash) {
      let hi = 0x811c9dc5 ^ side;
      let lo = 0x01000193 + side;
      for (const tile of rack) {
        const code = tile.codePointAt(0) as number;
        hi = Math.imul(hi ^ code, 0x01000193) >>> 0;
        lo = Math.imul(lo ^ (code + 0x9e37), 0x5bd1e995) >>> 0;
        lo ^= lo >>> 13;
      }
      hash = [hi >>> 0, lo >>> 0];
      known.set(rack, hash);
    }
    return hash;
  }
}

class Solver {
  private readonly board: string[];
  private readonly layout: readonly number[];
  private readonly racks: [string, string];
  private readonly values: [number, number];
  private readonly zobrist = new Zobrist();
  /** The move generator, keeping each row's moves for the next board. */
  private readonly generator: RowMoves<RowTurns>;
  private hashHi = 0;
  private hashLo = 0;
  private readonly table = new TranspositionTable();
  /** The key of the last call of `key`. */
  private keyHi = 0;
  private keyLo = 0;
  /** Turn lists by board hash, then rack. */
  private readonly lists = new HashIndex<TurnList>();
  /** The pass of each rack. */
  private readonly passes = new Map<string, Play>();
  /** Per ply, the next turn of each row of the list read there (reused arrays). */
  private readonly cursors: Int32Array[] = [];
  private readonly killers: Play[][] = [];
  /** Per ply, the turns tried first (reused arrays). */
  private readonly front: Play[][] = [];
  nodes = 0;
  /** The node count at which the limits are read next. */
  private nextCheck = CLOCK_EVERY;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private clock: () => number = () => performance.now();
  /** Set by search: whether every line read reached the end of the game. */
  private complete = true;

  constructor(
    lexicon: Lexicon,
    position: EndgamePosition,
    private readonly language: Language,
  ) {
    this.board = position.board.slice();
    this.layout = resolveLayout(position.layout);
    this.generator = new RowMoves<RowTurns>(lexicon);
    this.racks = [
      sortedTiles(normaliseRack(position.racks[0])),
      sortedTiles(normaliseRack(position.racks[1])),
    ];
    this.values = [rackPoints(this.racks[0], language), rackPoints(this.racks[1], language)];
    for (let sq = 0; sq < SQUARES; sq++) {
      const letter = this.board[sq] as string;
      if (letter !== '') this.toggle(sq, letter);
    }
  }

  limit(options: EndgameOptions, start: number): void {
    this.clock = options.clock ?? this.clock;
    this.deadline = options.timeLimitMs === undefined ? Infinity : start + options.timeLimitMs;
    this.nodeLimit = options.maxNodes ?? Infinity;
    this.nextCheck = Math.min(this.nodes + CLOCK_EVERY, this.nodeLimit);
  }

  unlimit(): void {
    this.deadline = Infinity;
    this.nodeLimit = Infinity;
    this.nextCheck = Infinity;
  }

  private toggle(sq: number, letter: string): void {
    const words = this.zobrist.letter(letter);
    this.hashHi ^= words[2 * sq] as number;
    this.hashLo ^= words[2 * sq + 1] as number;
  }

  /** Sets keyHi and keyLo: the position's 64-bit key. */
  private key(side: number, passes: number): void {
    const a = this.zobrist.rack(0, this.racks[0]);
    const b = this.zobrist.rack(1, this.racks[1]);
    const p = this.zobrist.passes[passes] as [number, number];
    let hi = this.hashHi ^ a[0] ^ b[0] ^ p[0];
    let lo = this.hashLo ^ a[1] ^ b[1] ^ p[1];
    if (side === 1) {
      hi ^= this.zobrist.side[0];
      lo ^= this.zobrist.side[1];
    }
    this.keyHi = hi;
    this.keyLo = lo;
  }

  /** The turns of a rack on the current board, made once per board and rack. */
  turns(rack: string): TurnList {
    // The board's hash and the rack's (as side 0's: a list does not depend on the side).
    const [rackHi, rackLo] = this.zobrist.rack(0, rack);
    const keyLo = this.hashLo ^ rackLo;
    const keyHi = this.hashHi ^ rackHi;
    const known = this.lists.get(keyLo, keyHi, rack.length);
    if (known) return known;
    const lines = this.generator.lines(this.board, rack, this.layout, this.language);
    const list: TurnList = {
      rows: [],
      count: 0,
      outs: 0,
      first: undefined,
      kept: undefined,
      pass: this.pass(rack),
      order: null,
    };
    for (let line = 0; line < lines.length; line++) {
      const row = lines[line] as Row<RowTurns>;
      if (row.moves.length === 0) continue;
      const turns = (row.extra ??= this.rowTurns(row, line, rack));
      list.rows.push(turns);
      list.count += turns.plays.length;
      list.outs += turns.outs;
      const head = turns.plays[0] as Play;
      if (!list.first || head.rank < list.first.rank) list.first = head;
      const kept = turns.kept;
      if (kept && (!list.kept || better(kept, list.kept))) list.kept = kept;
    }
    if (this.lists.size >= MAX_CACHED_LISTS) this.lists.clear();
    this.lists.add(keyLo, keyHi, rack.length, list);
    return list;
  }

  private pass(rack: string): Play {
    let pass = this.passes.get(rack);
    if (!pass) {
      pass = {
        move: null,
        index: -1,
        rank: Infinity,
        points: 0,
        tiles: 0,
        out: false,
        order: 0,
        squares: [],
        letters: [],
        leave: rack,
        leaveValue: rackPoints(rack, this.language),
        notation: PASS_NOTATION,
      };
      this.passes.set(rack, pass);
    }
    return pass;
  }

  /**
   * A row's turns in search order. Going out first, by points (they all gain the same rack),
   * then by points plus twice the points of the tiles played (a tile still on the rack when the
   * other side goes out costs its points twice: lost by one side, gained by the other); ties in
   * the generator's order. A turn's rank packs the first two and its orderKey, which differs
   * between rows, so the rows' heads compare by rank alone; within a row the generator's order
   * (the row's) breaks ties.
   */
  private rowTurns(row: Row<RowTurns>, line: number, rack: string): RowTurns {
    const size = rack.length;
    const made = row.moves.map((move, i): Play => {
      const out = move.numTiles === size;
      const tiles = rackPoints(move.letters, this.language);
      const order = move.points + tiles;
      const first = out ? ORDER_CEILING - move.points : 2 * ORDER_CEILING - (order + tiles);
      return {
        move,
        index: 0,
        rank: first * KEY_SPAN + (row.keys[i] as number),
        points: move.points,
        tiles: move.numTiles,
        out,
        order,
        squares: null,
        letters: [],
        leave: '',
        leaveValue: 0,
        notation: null,
      };
    });
    // A stable sort: equal ranks keep the row's (the generator's) order.
    const plays = made.sort((a, b) => a.rank - b.rank);
    let outs = 0;
    let kept: Play | undefined;
    for (const [k, play] of plays.entries()) {
      play.index = line * ROW_SPAN + k;
      if (play.out) outs++;
      else if (!kept || better(play, kept)) kept = play;
    }
    return { line, plays, outs, kept };
  }

  /** The `taken`-th turn of the list in search order; `cursor` holds the rows' next turns. */
  nextTurn(list: TurnList, cursor: Int32Array, taken: number): Play {
    if (list.order) return list.order[taken] as Play;
    if (taken >= LAZY_TURNS) {
      const all: Play[] = [];
      for (const row of list.rows) for (const play of row.plays) all.push(play);
      // Each row is a sorted run (the sort merges them); ties are only within a row.
      list.order = all.sort((a, b) => a.rank - b.rank);
      return list.order[taken] as Play;
    }
    const rows = list.rows;
    let best = -1;
    let rank = Infinity;
    for (let r = 0; r < rows.length; r++) {
      const play = (rows[r] as RowTurns).plays[cursor[r] as number];
      if (play && play.rank < rank) {
        rank = play.rank;
        best = r;
      }
    }
    const at = cursor[best] as number;
    cursor[best] = at + 1;
    return (rows[best] as RowTurns).plays[at] as Play;
  }

  /** Squares, letters and the rack left of a placement, read against the board it was made on. */
  private prepare(play: Play, rack: string): void {
    const move = play.move as EngineMove;
    const squares: number[] = [];
    const letters: string[] = [];
    const step = move.vertical ? BOARD_SIZE : 1;
    let sq = move.y * BOARD_SIZE + move.x;
    for (const letter of move.mainWord) {
      if (this.board[sq] === '') {
        squares.push(sq);
        letters.push(letter);
      }
      sq += step;
    }
    const left = [...rack];
    for (const letter of letters) {
      const tile = letter === letter.toUpperCase() ? letter : BLANK;
      left.splice(left.indexOf(tile), 1);
    }
    play.letters = letters;
    play.leave = left.join('');
    play.leaveValue = rackPoints(play.leave, this.language);
    play.squares = squares;
  }

  apply(play: Play, side: number): void {
    if (play.squares === null) this.prepare(play, this.racks[side] as string);
    const squares = play.squares as number[];
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i] as number;
      const letter = play.letters[i] as string;
      this.board[sq] = letter;
      this.toggle(sq, letter);
    }
    this.racks[side] = play.leave;
    this.values[side] = play.leaveValue;
  }

  undo(play: Play, side: number, rack: string, value: number): void {
    const squares = play.squares as number[];
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i] as number;
      this.toggle(sq, play.letters[i] as string);
      this.board[sq] = '';
    }
    this.racks[side] = rack;
    this.values[side] = value;
  }

  isComplete(): boolean {
    return this.complete;
  }

  markComplete(complete: boolean): void {
    this.complete = complete;
  }

  rack(side: number): string {
    return this.racks[side] as string;
  }

  rackValue(side: number): number {
    return this.values[side] as number;
  }

  entry(side: number, passes: number): Entry | undefined {
    this.key(side, passes);
    const slot = this.table.find(this.keyHi, this.keyLo);
    if (slot < 0) return undefined;
    const table = this.table;
    return { flag: table.flag(slot), depth: table.depth(slot), index: table.index(slot) };
  }

  /**
   * Final spread for the side to move, searched `depth` plies deep (past that, a guess: the
   * spread plus the opponent's rack minus its own, as if both passed to the end). Fail-soft
   * alpha-beta on the final spread alone (a zero-sum value): within the window (lo, hi) the
   * value is exact for that depth, outside it a bound. Sets this.complete: every line read
   * reached the end of the game, so the value (or bound) holds at any depth.
   */
  search(
    side: number,
    spread: number,
    passes: number,
    depth: number,
    lo: number,
    hi: number,
    ply: number,
  ): number {
    if (++this.nodes >= this.nextCheck) this.checkLimits();
    this.key(side, passes);
    const keyHi = this.keyHi;
    const keyLo = this.keyLo;
    const table = this.table;
    const slot = table.find(keyHi, keyLo);
    let tableTurn = NO_TURN;
    if (slot >= 0) {
      const stored = table.depth(slot);
      if (stored >= depth) {
        const value = table.delta(slot) + spread;
        const flag = table.flag(slot);
        if (flag === EXACT || (flag === LOWER && value >= hi) || (flag === UPPER && value <= lo)) {
          this.complete = stored >= TO_THE_END;
          return value;
        }
      }
      tableTurn = table.index(slot);
    }
    const other = 1 - side;
    const ownValue = this.values[side] as number;
    const otherValue = this.values[other] as number;
    if (depth <= 0) {
      this.complete = false;
      return spread + otherValue - ownValue;
    }
    const rack = this.racks[side] as string;
    const list = this.turns(rack);
    if (depth === 1)
      return this.lastPly(keyHi, keyLo, list, spread, passes, ownValue, otherValue, lo, hi);
    const front = (this.front[ply] ??= []);
    this.fillFront(front, list, tableTurn, ply, passes > 0);
    let cursor = this.cursors[ply];
    if (!cursor) {
      cursor = new Int32Array(LINES);
      this.cursors[ply] = cursor;
    }
    cursor.fill(0);
    let best = -INFINITE;
    let bestPlay = list.pass;
    let bestComplete = true;
    let allComplete = true;
    let alpha = lo;
    let i = -1;
    let taken = 0;
    let passRead = false;
    for (let k = 0; ; k++) {
      // The front turns, then the list in search order and the pass, each once.
      let play: Play;
      if (k < front.length) play = front[k] as Play;
      else {
        if (taken < list.count) play = this.nextTurn(list, cursor, taken++);
        else if (!passRead) {
          play = list.pass;
          passRead = true;
        } else break;
        if (front.includes(play)) continue;
      }
      i++;
      let value: number;
      let complete = true;
      if (play.out) {
        value = spread + play.points + 2 * otherValue;
      } else if (play.move === null && passes + 1 >= PASSES_TO_END) {
        value = spread - ownValue + otherValue;
      } else {
        const childPasses = play.move === null ? passes + 1 : 0;
        const childSpread = -(spread + play.points);
        this.apply(play, side);
        try {
          if (i === 0) {
            value = -this.search(other, childSpread, childPasses, depth - 1, -hi, -alpha, ply + 1);
          } else {
            value = -this.search(
              other,
              childSpread,
              childPasses,
              depth - 1,
              -alpha - 1,
              -alpha,
              ply + 1,
            );
            if (value > alpha && value < hi) {
              value = -this.search(
                other,
                childSpread,
                childPasses,
                depth - 1,
                -hi,
                -alpha,
                ply + 1,
              );
            }
          }
        } finally {
          this.undo(play, side, rack, ownValue);
        }
        complete = this.complete;
      }
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
        this.complete = bestComplete;
        return best;
      }
    }
    const flag = best <= lo ? UPPER : EXACT;
    this.store(keyHi, keyLo, spread, best, flag, allComplete ? TO_THE_END : depth, bestPlay);
    this.complete = allComplete;
    return best;
  }

  /**
   * A position one ply above the horizon: every reply is guessed, so only the best turn of each
   * kind can be best: the first that goes out (they all gain the same rack; the list has them
   * by points), the other placement with the most points plus points of the tiles played
   * (what the guess adds; the list's `kept`), and the pass.
   */
  private lastPly(
    keyHi: number,
    keyLo: number,
    list: TurnList,
    spread: number,
    passes: number,
    ownValue: number,
    otherValue: number,
    lo: number,
    hi: number,
  ): number {
    const first = list.first;
    const kept = list.kept;
    let best = spread - ownValue + otherValue;
    let bestPlay = list.pass;
    const passEnds = passes + 1 >= PASSES_TO_END;
    let bestComplete = passEnds;
    const outValue = first?.out ? spread + first.points + 2 * otherValue : -INFINITE;
    const keptValue = kept ? spread + kept.order - ownValue + otherValue : -INFINITE;
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
    this.complete = complete;
    return best;
  }

  /** Throws Stop past a limit; reads the clock every CLOCK_EVERY positions. */
  private checkLimits(): void {
    if (this.nodes >= this.nodeLimit || this.clock() >= this.deadline) throw new Stop();
    this.nextCheck = Math.min(this.nodes + CLOCK_EVERY, this.nodeLimit);
  }

  /** The turn a table entry names. */
  chosen(list: TurnList, index: number): Play {
    if (index < 0) return list.pass;
    const row = this.row(list, Math.floor(index / ROW_SPAN));
    return row?.plays[index % ROW_SPAN] ?? list.pass;
  }

  /** The list's turns of a line, if it has any. */
  private row(list: TurnList, line: number): RowTurns | undefined {
    for (const row of list.rows) if (row.line === line) return row;
    return undefined;
  }

  /**
   * The turns tried before the list's order (going out, then points): the table's turn, the
   * pass when the opponent has just passed (a quick end), then this ply's killers.
   */
  private fillFront(
    front: Play[],
    list: TurnList,
    tableTurn: number,
    ply: number,
    afterPass: boolean,
  ): void {
    front.length = 0;
    if (tableTurn !== NO_TURN) front.push(this.chosen(list, tableTurn));
    if (afterPass && !front.includes(list.pass)) front.push(list.pass);
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
      if (play && !front.includes(play)) front.push(play);
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

function validate(position: EndgamePosition): number {
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
 * game. Its final spread follows from the rules, not from the search.
 */
function readLine(
  solver: Solver,
  spread: number,
  passes: number,
  prove: boolean,
  value = NaN,
): Line {
  const plies: EndgamePly[] = [];
  // The position's value when known: the root's, then each turn of a best line keeps it.
  let known = value;
  const undo: { play: Play; side: number; rack: string; value: number }[] = [];
  let side = 0;
  let mover = spread;
  let inRow = passes;
  let final: number;
  for (;;) {
    let entry = solver.entry(side, inRow);
    if (prove && (!entry || entry.flag !== EXACT || entry.depth < TO_THE_END)) {
      // A window just around a known value makes its entry exact at the first best turn.
      const found = Number.isNaN(known)
        ? NaN
        : solver.search(side, mover, inRow, TO_THE_END, known - 1, known + 1, 0);
      if (found !== known) solver.search(side, mover, inRow, TO_THE_END, -INFINITE, INFINITE, 0);
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
 * goes down from its bound a point at a time. solver.isComplete() then says whether every
 * search reached the end on every line.
 */
function mtdf(solver: Solver, spread: number, passes: number, guess: number): number {
  let value = guess - START_BELOW;
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
    value = solver.search(0, spread, passes, MAX_DEPTH, beta - 1, beta, 0);
    complete &&= solver.isComplete();
    if (value < beta) upper = value;
    else lower = value;
  }
  solver.markComplete(complete);
  return value;
}

/**
 * A rack's placements on a board in the order the solver tries them after its table's turn,
 * the pass after a pass and its killers (read one at a time from the rows, as a position
 * does): going out first by points, then by points plus twice the points of the tiles played,
 * ties in generateMoves' order. Notation and points; for tests.
 */
export function searchOrder(
  lexicon: Lexicon,
  board: readonly string[],
  rack: string,
  language: Language,
): string[] {
  const solver = new Solver(lexicon, { board, language, racks: [rack, rack], spread: 0 }, language);
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
 * end rules of docs/wordfeud-rules.md. Exact unless a limit in `options` stopped the search:
 * then the best line of the deepest finished search, played on to the end by its first turns.
 * Throws RangeError for a bad position (board, racks, passes).
 */
export function solveEndgame(
  lexicon: Lexicon,
  position: EndgamePosition,
  options: EndgameOptions = {},
): EndgameResult {
  const passes = validate(position);
  const start = (options.clock ?? (() => performance.now()))();
  // The words this endgame can still form give the same moves as the full list, faster.
  const words = options.words ?? endgameLexicon(lexicon, position.board, position.racks);
  const solver = new Solver(words, position, position.language);
  solver.limit(options, start);
  let line: Line | null = null;
  // One ply first, always finished, so there is a line to return; then to the end of the game at
  // once. Deepening one ply at a time searched more: below the end of the game a line's value is
  // a guess, so the table's entries of a shallow search seldom cut the next, and on the demo
  // games' endgames a 1,500-position limit proved 362 of 424 that way and 400 of them this way.
  let guess = 0;
  for (const depth of [1, MAX_DEPTH]) {
    let complete: boolean;
    try {
      if (depth === 1) {
        solver.unlimit();
        guess = solver.search(0, position.spread, passes, depth, -INFINITE, INFINITE, 0);
        complete = solver.isComplete();
        solver.limit(options, start);
      } else {
        guess = mtdf(solver, position.spread, passes, guess);
        complete = solver.isComplete();
      }
    } catch (err) {
      if (err instanceof Stop) break;
      throw err;
    }
    if (complete) {
      solver.unlimit();
      const exact = readLine(solver, position.spread, passes, true, guess);
      return { best: exact.plies, spread: exact.spread, exact: true, nodes: solver.nodes };
    }
    line = readLine(solver, position.spread, passes, false);
  }
  const found = line as Line;
  return { best: found.plies, spread: found.spread, exact: false, nodes: solver.nodes };
}
