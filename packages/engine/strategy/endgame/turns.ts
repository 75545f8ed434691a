/**
 * The endgame search's turns (packages/engine/strategy/endgame/search.ts): a placement or the pass as the
 * search plays it, a row's turns and a rack's list in search order, and what comparing them
 * needs. Types and small pure helpers; the lists are made by packages/engine/strategy/endgame/board.ts.
 */
import { notation } from '../../movegen/notation.ts';
import type { EngineMove } from '../../movegen/types.ts';

export const PASS_NOTATION = 'PASS';
/** A turn's place in its row: below this. */
export const ROW_SPAN = 1 << 20;
/** Turns a position reads from the rows' heads before it makes the list's whole order. */
export const LAZY_TURNS = 6;

/**
 * A turn as the search plays it: a placement (move set) or the pass (move null). What playing it
 * needs (squares, letters, the rack left) is worked out the first time it is played.
 */
export interface Play {
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
  /** The row's turns it is one of (null for the pass). */
  row: RowTurns | null;
}

/** A row's turns for one rack, in search order: made once per row (see rowTurns). */
export interface RowTurns {
  /** pass * 15 + row (packages/engine/movegen/row-moves.ts). */
  line: number;
  plays: Play[];
  /** How many of them go out (the first ones). */
  outs: number;
  /** The turn that does not go out with the highest `order`, the first in search order of those. */
  kept: Play | undefined;
  /** The rack the turns are of. */
  rack: string;
  /**
   * Two 32-bit hashes of what the line holds that its moves depend on (EndgameBoard.lineHash):
   * where the board's line hashes the same for the same rack, these turns are its turns.
   */
  hashA: number;
  hashB: number;
}

/**
 * A rack's turns on a board: its rows' turns and the pass. The search order (going out first,
 * by points, then by points plus twice the points of the tiles played, ties in the generator's
 * order) is read from the rows' heads one turn at a time, since most positions are cut after a
 * turn or two; a position that reads more makes `order` once.
 */
export interface TurnList {
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
  /** Points of the rack's tiles that no turn uses (-1 until the horizon's guess reads it). */
  stuck: number;
}

/** A table entry as the line reads it. */

/**
 * The same placement: the same turn, or one that goes where it goes and spells what it spells
 * (killer moves are matched so across sibling positions).
 */
export function sameTurn(a: Play, b: Play): boolean {
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

export function notationOf(play: Play): string {
  play.notation ??= play.move ? notation(play.move) : PASS_NOTATION;
  return play.notation;
}
/** Above any turn's points plus twice the points of its tiles. */
export const ORDER_CEILING = 1 << 14;
/** Above any orderKey (packages/engine/movegen/move-pool.ts). */
export const KEY_SPAN = 1 << 24;

/** Whether turn `a` adds more to the horizon's guess than `b`, or as much and comes first. */
export function better(a: Play, b: Play): boolean {
  return a.order > b.order || (a.order === b.order && a.rank < b.rank);
}

/** A rack's tiles in sorted order (one string for a multiset of tiles). */
export function sortedTiles(tiles: string): string {
  return [...tiles].sort().join('');
}
