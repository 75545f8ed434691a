/**
 * The engine playing itself from a seed: the language's tile bag shuffled with mulberry32, two
 * racks, the best (or fast) placement each turn, a swap of the whole rack or a pass when none
 * exists, by the game's rules (packages/engine/game-state.ts). Same seed, same game. Used for
 * benchmark positions and demo data.
 */
import type { Language, MoveType } from '../game-enums.ts';
import { GameState } from '../game-state.ts';
import { mulberry32 } from '../random.ts';
import type { Words } from './search-engine.ts';
import { bestMoves, fastMove } from './movegen.ts';
import type { EngineMove } from './types.ts';

// The board and rack helpers live with the game's rules; imported from here by older callers.
export { applyMove, removeFromRack, shuffledBag } from '../game-state.ts';

export interface SelfPlayOptions {
  language: Language;
  seed: number;
  layout?: readonly number[];
  /** Stop after this many turns (the game may end sooner). */
  maxTurns: number;
  /** 'best' searches every placement; 'fast' uses fastMove. */
  mode?: 'best' | 'fast';
  budget?: number;
}

export interface SelfPlayTurn {
  /** 1-based. */
  moveNum: number;
  /** Player 0 starts. */
  player: 0 | 1;
  /** The board before the turn. */
  board: readonly string[];
  rack: string;
  bagSize: number;
  moveType: Extract<MoveType, 'NORMAL' | 'SWAP' | 'PASS'>;
  move: EngineMove | null;
}

export interface SelfPlayGame {
  turns: SelfPlayTurn[];
  board: string[];
  /**
   * The placements' points, and once the game has ended (by going out or by passes) the end of
   * game's rack points (docs/game-rules.md); a game stopped at maxTurns has none.
   */
  scores: [number, number];
}

export function selfPlay(lexicon: Words, options: SelfPlayOptions): SelfPlayGame {
  const { language, layout } = options;
  const state = GameState.deal({ language, rng: mulberry32(options.seed) });
  const turns: SelfPlayTurn[] = [];
  while (!state.over && state.turns < options.maxTurns) {
    const player = state.turn;
    const { board, bagSize } = state;
    const rack = state.racks[player];
    const move =
      options.mode === 'fast'
        ? fastMove(lexicon, board, rack, { language, layout, budget: options.budget })
        : (bestMoves(lexicon, board, rack, { language, layout }, 1)[0] ?? null);
    const turn = { moveNum: state.turns + 1, player, board, rack, bagSize, move };
    if (move) {
      turns.push({ ...turn, moveType: 'NORMAL' });
      state.play({ kind: 'place', move });
    } else if (state.canSwap) {
      turns.push({ ...turn, moveType: 'SWAP' });
      state.play({ kind: 'swap', keep: '' });
    } else {
      turns.push({ ...turn, moveType: 'PASS' });
      state.play({ kind: 'pass' });
    }
  }
  return { turns, board: state.board.slice(), scores: [state.scores[0], state.scores[1]] };
}
