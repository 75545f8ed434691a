/**
 * A slow oracle for the endgame solver: plain minimax over every turn (each placement from
 * generateMoves, and the pass) to the end of the game, with no pruning, no table and no move
 * ordering. The end rules and the tie order are written out again here, not shared with the
 * solver: a side that empties its rack gains twice the other's rack points in spread; after three
 * passes in a row each side loses its own rack's points; among equal final spreads the shorter
 * line, then the first turn in the analysis order (points, fewer tiles, notation). Move lists
 * are kept per board and rack (the same position comes up by many orders of the same turns);
 * values are not. A budget of positions keeps a test's worst case bounded.
 */
import { notation } from '../../analysis/notation.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import type { Lexicon } from '../../movegen/lexicon.ts';
import { generateMoves } from '../../movegen/movegen.ts';
import { applyMove, removeFromRack } from '../../movegen/self-play.ts';
import { tileValue } from '../../tiles.ts';

export interface BruteLine {
  /** Final spread for the side to move. */
  spread: number;
  /** Notations of the turns, 'PASS' for a pass. */
  line: string[];
}

/** The brute force's answer and how many positions it visited. */
export interface BruteResult extends BruteLine {
  visited: number;
}

interface Turn {
  notation: string;
  points: number;
  tiles: number;
  board: string[];
  leave: string;
}

function points(rack: string, language: Language): number {
  return [...rack].reduce((sum, tile) => sum + tileValue(tile, language), 0);
}

/** Analysis order of two turns: points high first, fewer tiles, notation. */
function before(a: Turn, b: Turn): boolean {
  if (a.points !== b.points) return a.points > b.points;
  if (a.tiles !== b.tiles) return a.tiles < b.tiles;
  return a.notation < b.notation;
}

/** Thrown when a position needs more than the budget. */
export class BudgetExceeded extends Error {}

export interface BruteOptions {
  language: Language;
  layout?: readonly number[];
  passes?: number;
  /** Positions to visit at most (default: no limit). */
  budget?: number;
}

export function bruteForceEndgame(
  lexicon: Lexicon,
  board: readonly string[],
  racks: readonly [string, string],
  spread: number,
  options: BruteOptions,
): BruteResult {
  const lists = new Map<string, Turn[]>();
  const counter = { visited: 0, budget: options.budget ?? Infinity };
  const turnsOf = (at: readonly string[], rack: string): Turn[] => {
    const key = `${at.join(',')}|${rack}`;
    let turns = lists.get(key);
    if (!turns) {
      const moves = generateMoves(lexicon, at, rack, options);
      turns = moves.map((move) => ({
        notation: notation(move),
        points: move.points,
        tiles: move.numTiles,
        board: applyMove(at, move),
        leave: removeFromRack(rack, move.letters),
      }));
      turns.push({ notation: 'PASS', points: 0, tiles: 0, board: [...at], leave: rack });
      lists.set(key, turns);
    }
    return turns;
  };
  const line = minimax(
    turnsOf,
    counter,
    board,
    racks,
    spread,
    options.language,
    options.passes ?? 0,
  );
  return { ...line, visited: counter.visited };
}

function minimax(
  turnsOf: (board: readonly string[], rack: string) => Turn[],
  counter: { visited: number; budget: number },
  board: readonly string[],
  racks: readonly [string, string],
  spread: number,
  language: Language,
  passes: number,
): BruteLine {
  if (++counter.visited > counter.budget) throw new BudgetExceeded();
  const [own, other] = racks;
  const turns = turnsOf(board, own);
  let best: (BruteLine & { turn: Turn }) | null = null;
  for (const turn of turns) {
    let result: BruteLine;
    if (turn.leave === '') {
      result = {
        spread: spread + turn.points + 2 * points(other, language),
        line: [turn.notation],
      };
    } else if (turn.notation === 'PASS' && passes + 1 >= 3) {
      result = {
        spread: spread - points(own, language) + points(other, language),
        line: [turn.notation],
      };
    } else {
      const reply = minimax(
        turnsOf,
        counter,
        turn.board,
        [other, turn.leave],
        -(spread + turn.points),
        language,
        turn.notation === 'PASS' ? passes + 1 : 0,
      );
      result = { spread: 0 - reply.spread, line: [turn.notation, ...reply.line] };
    }
    if (
      best === null ||
      result.spread > best.spread ||
      (result.spread === best.spread &&
        (result.line.length < best.line.length ||
          (result.line.length === best.line.length && before(turn, best.turn))))
    ) {
      best = { ...result, turn };
    }
  }
  const { turn: _turn, ...line } = best as BruteLine & { turn: Turn };
  return line;
}
