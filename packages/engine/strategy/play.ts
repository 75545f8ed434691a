/**
 * Engine players and one whole game between two of them, by Wordfeud's rules
 * (docs/game-rules.md): the players the strategy tables are made and checked with
 * (docs/strategy.md "Commands"). Pure and seeded: the same seed plays the same game.
 *
 * - greedy: the top-scoring placement;
 * - heuristic / equity: the top-equity placement (points plus the leave's value, by the
 *   hand-made leave or a table), or a swap when keeping the best leave is worth more while the
 *   bag holds 7 or more tiles;
 * - with an empty bag every player plays the top-scoring placement.
 * With no placement, a player swaps (its worst tiles; all of them without leaves) while the
 * bag allows it, and passes otherwise.
 */
import type { Language } from '../game-enums.ts';
import { GameState, MIN_BAG_FOR_SWAP, removeFromRack } from '../game-state.ts';
import type { Words } from '../movegen/search-engine.ts';
import type { LeaveCounts } from '../movegen/move-search.ts';
import { topMovesAndSwap, type RankedMove } from '../movegen/movegen.ts';
import { mulberry32 } from '../random.ts';

export interface Player {
  readonly name: string;
  /** Leave values by tile counts; null plays by points. */
  readonly leaves: LeaveCounts | null;
  /** A player that chooses its own turn (a simulating one); chooseTurn otherwise. */
  readonly choose?: (state: TurnState) => Turn;
}

/** What a player sees before its turn. */
export interface TurnState {
  board: readonly string[];
  rack: string;
  bagSize: number;
  /** Its score minus the opponent's. */
  spread: number;
  /** Tiles on the opponent's rack. */
  opponentTiles: number;
}

export type Turn =
  | { kind: 'place'; move: RankedMove }
  | { kind: 'swap'; keep: string; value: number }
  | { kind: 'pass' };

/** What a player does with a rack on a board, the bag holding `bagSize` tiles. */
export function chooseTurn(
  lexicon: Words,
  player: Player,
  board: readonly string[],
  rack: string,
  bagSize: number,
  options: { language: Language; layout?: readonly number[] },
): Turn {
  const leaves = bagSize > 0 ? player.leaves : null;
  const { moves, swap } = topMovesAndSwap(lexicon, board, rack, { ...options, leaves }, 1);
  const move = moves[0];
  const canSwap = bagSize >= MIN_BAG_FOR_SWAP;
  if (swap && canSwap && (!move || swap.value > move.equity)) return { kind: 'swap', ...swap };
  if (move) return { kind: 'place', move };
  return canSwap ? { kind: 'swap', keep: '', value: 0 } : { kind: 'pass' };
}

/** Called for every turn of a game, before it is applied. */
export interface TurnRecord {
  turn: number;
  /** 0 or 1: who moves. */
  side: 0 | 1;
  board: readonly string[];
  rack: string;
  /** Tiles in the bag before the turn. */
  bagSize: number;
  /** The mover's score minus the opponent's, before the turn. */
  spread: number;
  choice: Turn;
  /** The tiles the mover keeps ('' after a bingo or a swap of every tile). */
  leave: string;
  /** Tiles in the opponent's rack. */
  opponentTiles: number;
}

export interface GameResult {
  /** Final scores, rack adjustments included. */
  scores: [number, number];
  /** The tiles left on each rack at the end. */
  racks: [string, string];
  turns: number;
}

/** A match's turn cap: a game still going after it ends as passes would end it. */
const MAX_TURNS = 200;

/**
 * One game between `players[0]` (who starts) and `players[1]`, from a seed: the bag shuffled
 * with mulberry32, racks drawn in turn, every turn applied by the game's rules
 * (packages/engine/game-state.ts: going out, passes in a row and their rack points).
 */
export function playGame(
  lexicon: Words,
  players: readonly [Player, Player],
  seed: number,
  options: { language: Language; layout?: readonly number[] },
  onTurn?: (record: TurnRecord) => void,
): GameResult {
  const { language } = options;
  const state = GameState.deal({ language, rng: mulberry32(seed) });
  while (!state.over && state.turns < MAX_TURNS) {
    const turn = state.turns;
    const side = state.turn;
    const other = (1 - side) as 0 | 1;
    const { board, bagSize, scores, racks } = state;
    const rack = racks[side];
    const player = players[side];
    const spread = scores[side] - scores[other];
    const opponentTiles = racks[other].length;
    const choice = player.choose
      ? player.choose({ board, rack, bagSize, spread, opponentTiles })
      : chooseTurn(lexicon, player, board, rack, bagSize, options);
    if (onTurn) {
      const leave =
        choice.kind === 'place'
          ? removeFromRack(rack, choice.move.letters)
          : choice.kind === 'swap'
            ? choice.keep
            : rack;
      onTurn({ turn, side, board, rack, bagSize, spread, choice, leave, opponentTiles });
    }
    state.play(choice);
  }
  state.stop();
  return {
    scores: [state.scores[0], state.scores[1]],
    racks: [state.racks[0], state.racks[1]],
    turns: state.turns,
  };
}
