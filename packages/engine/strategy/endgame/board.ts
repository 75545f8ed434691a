// Over 300 lines: the board, the racks, the key and the turn lists change together with every
// turn played and taken back; split, each part would need the others' state.
/**
 * The position the endgame search (packages/engine/strategy/endgame/search.ts) plays turns on and takes
 * them back from: the board, both racks and their points, the position's key, and each rack's
 * turns on the current board in search order, made once per board and rack and kept by key.
 */
import { BOARD_SIZE, SQUARES } from '../../dimensions.ts';
import type { Language } from '../../game-enums.ts';
import type { Words } from '../../movegen/search-engine.ts';
import { normaliseRack } from '../../movegen/movegen.ts';
import { RowMoves, type Row } from '../../movegen/row-moves.ts';
import { resolveLayout } from '../../movegen/scoring.ts';
import type { EngineMove } from '../../movegen/types.ts';
import { rackPoints } from '../../game-state.ts';
import { BLANK } from '../../tiles.ts';
import {
  better,
  KEY_SPAN,
  LAZY_TURNS,
  ORDER_CEILING,
  PASS_NOTATION,
  ROW_SPAN,
  sortedTiles,
  type Play,
  type RowTurns,
  type TurnList,
} from './turns.ts';
import { Zobrist } from './zobrist.ts';

/** The board, the layout and both racks of an endgame position, side to move first. */
export interface BoardPosition {
  board: readonly string[];
  layout?: readonly number[];
  racks: readonly [string, string];
}

/**
 * Slots of the turn lists' cache (a power of two): a list takes the slot of its key's low bits,
 * replacing the one there, so a list soon replaced dies young (garbage collection copies every
 * object that lives through a collection of the young generation). On fixture endgames a
 * cache of 500,000 lists that never replaced one searched about a tenth fewer positions a
 * second than 4,096-16,384 slots (more lists found, more time in the collector).
 */
const LIST_SLOTS = 1 << 13;
/** The letters of a turn not yet played (never changed: prepare gives it its own). */
const NO_LETTERS: string[] = [];

export class EndgameBoard {
  protected readonly board: string[];
  protected readonly layout: readonly number[];
  protected readonly racks: [string, string];
  protected readonly values: [number, number];
  protected readonly zobrist = new Zobrist();
  /** The move generator, keeping each row's moves for the next board. */
  protected readonly generator: RowMoves<RowTurns>;
  /** The board's hash (its letters on their squares), both halves. */
  protected hashHi = 0;
  protected hashLo = 0;
  /** Turn lists by board hash and rack (see LIST_SLOTS). */
  private readonly listKeys = new Int32Array(2 * LIST_SLOTS);
  private readonly lists = new Array<TurnList | undefined>(LIST_SLOTS);
  /** The pass of each rack. */
  protected readonly passes = new Map<string, Play>();
  /** The last lineHash. */
  protected lineA = 0;
  protected lineB = 0;

  constructor(
    lexicon: Words,
    position: BoardPosition,
    protected readonly language: Language,
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

  protected toggle(sq: number, letter: string): void {
    const words = this.zobrist.letter(letter);
    this.hashHi ^= words[2 * sq] as number;
    this.hashLo ^= words[2 * sq + 1] as number;
  }

  /**
   * The high half (`half` 0) or the low half (1) of the position's 64-bit key: the board's hash,
   * each side's rack, the passes in a row and the side to move.
   */
  protected key(side: number, passes: number, half: number): number {
    const zobrist = this.zobrist;
    const key =
      (half === 0 ? this.hashHi : this.hashLo) ^
      (zobrist.rack(0, this.racks[0])[half] as number) ^
      (zobrist.rack(1, this.racks[1])[half] as number) ^
      ((zobrist.passes[passes] as [number, number])[half] as number);
    return side === 1 ? key ^ (zobrist.side[half] as number) : key;
  }

  /** The turns of a rack on the current board, made once per board and rack. */
  turns(rack: string): TurnList {
    // The board's hash and the rack's (as side 0's: a list does not depend on the side).
    const [rackHi, rackLo] = this.zobrist.rack(0, rack);
    const keyLo = this.hashLo ^ rackLo;
    const keyHi = this.hashHi ^ rackHi;
    const slot = keyLo & (LIST_SLOTS - 1);
    const known = this.lists[slot];
    if (
      known &&
      this.listKeys[2 * slot] === (keyLo | 0) &&
      this.listKeys[2 * slot + 1] === (keyHi | 0)
    ) {
      return known;
    }
    const lines = this.generator.lines(this.board, rack, this.layout, this.language);
    const list: TurnList = {
      rows: [],
      count: 0,
      outs: 0,
      first: undefined,
      kept: undefined,
      pass: this.pass(rack),
      order: null,
      stuck: -1,
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
    this.lists[slot] = list;
    this.listKeys[2 * slot] = keyLo;
    this.listKeys[2 * slot + 1] = keyHi;
    return list;
  }

  protected pass(rack: string): Play {
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
        row: null,
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
        letters: NO_LETTERS,
        leave: '',
        leaveValue: 0,
        notation: null,
        row: null,
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
    this.lineHash(line);
    const turns: RowTurns = { line, plays, outs, kept, rack, hashA: this.lineA, hashB: this.lineB };
    for (const play of plays) play.row = turns;
    return turns;
  }

  /**
   * Two 32-bit hashes (in lineA, lineB) of what a line's moves depend on, read from the board:
   * its tiles, and beside each empty square the tiles that run from it across the line (they
   * make the square's cross-check, cross-word points and whether it is an anchor). Lines of the
   * same hashes have the same moves for the same rack.
   */
  lineHash(line: number): void {
    const board = this.board;
    const across = line < BOARD_SIZE;
    const fixed = across ? line : line - BOARD_SIZE;
    // Across the line, in squares.
    const step = across ? BOARD_SIZE : 1;
    let a = 0x811c9dc5;
    let b = 0x01000193;
    for (let i = 0; i < BOARD_SIZE; i++) {
      const sq = across ? fixed * BOARD_SIZE + i : i * BOARD_SIZE + fixed;
      const letter = board[sq] as string;
      if (letter !== '') {
        const v = letter.charCodeAt(0) | (i << 16);
        a = Math.imul(a ^ v, 0x01000193);
        b = Math.imul(b ^ (v + 0x9e37), 0x5bd1e995);
        b ^= b >>> 13;
        continue;
      }
      // The runs of tiles across the line before and after the square (offsets -14..14).
      for (let dir = -1; dir <= 1; dir += 2) {
        let offset = dir;
        for (let at = fixed + dir; at >= 0 && at < BOARD_SIZE; at += dir, offset += dir) {
          const other = board[sq + (at - fixed) * step] as string;
          if (other === '') break;
          const v = other.charCodeAt(0) | (i << 16) | ((offset + 16) << 21);
          a = Math.imul(a ^ v, 0x01000193);
          b = Math.imul(b ^ (v + 0x9e37), 0x5bd1e995);
          b ^= b >>> 13;
        }
      }
    }
    this.lineA = a | 0;
    this.lineB = b | 0;
  }

  /**
   * Whether `play`, a turn of some list of this rack, is a turn of the list of `rack` on the
   * current board: its line hashes as its row did when that was made, so the list holds the
   * same row (killers are tried so before a list is made).
   */
  holds(play: Play, rack: string): boolean {
    const row = play.row;
    if (row === null || row.rack !== rack) return false;
    this.lineHash(row.line);
    return this.lineA === row.hashA && this.lineB === row.hashB;
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

  rack(side: number): string {
    return this.racks[side] as string;
  }

  rackValue(side: number): number {
    return this.values[side] as number;
  }
  /** The turn a table entry names. */
  chosen(list: TurnList, index: number): Play {
    if (index < 0) return list.pass;
    const row = this.row(list, Math.floor(index / ROW_SPAN));
    return row?.plays[index % ROW_SPAN] ?? list.pass;
  }

  /** The list's turns of a line, if it has any. */
  protected row(list: TurnList, line: number): RowTurns | undefined {
    for (const row of list.rows) if (row.line === line) return row;
    return undefined;
  }

  /** Points of `rack`'s tiles that no turn of its list uses (kept in the list). */
  stuckPoints(list: TurnList, rack: string): number {
    if (list.stuck >= 0) return list.stuck;
    const used = new Set<string>();
    for (const row of list.rows) {
      for (const play of row.plays) {
        for (const letter of (play.move as EngineMove).letters) {
          used.add(letter === letter.toUpperCase() ? letter : BLANK);
        }
      }
    }
    let stuck = 0;
    for (const tile of rack) if (!used.has(tile)) stuck += rackPoints(tile, this.language);
    list.stuck = stuck;
    return stuck;
  }
}
