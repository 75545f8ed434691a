/**
 * A player that simulates (packages/engine/strategy/simulation/simulate.ts): while the bag holds tiles and the equity
 * player would place, it simulates its top K placements and plays the one with the best win
 * share; a swap, a pass and every turn at an empty bag are the equity player's. Seeded by the
 * position, so the same game is played again from the same seed.
 */
import { topMoves } from '../../movegen/movegen.ts';
import type { Language } from '../../game-enums.ts';
import { chooseTurn, type Player, type Turn, type TurnState } from '../play.ts';
import {
  equityPlayer,
  iterationSeed,
  prepareSimulation,
  simulateSetup,
  unseenFor,
} from './simulate.ts';
import type { TableEngine } from '../tables.ts';

export interface SimulatingOptions {
  language: Language;
  layout?: readonly number[];
  candidates?: number;
  iterations?: number;
  plies?: number;
  seed?: number;
}

/** A 32-bit hash of a position's board and rack (the turn's seed). */
function positionHash(board: readonly string[], rack: string): number {
  let h = 0x811c9dc5;
  const text = board.join(',') + '|' + rack;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The seed of a simulating player's turn: its own seed and the position's hash mixed, so the
 * same game is played again from the same seed and each turn draws its own iterations.
 */
export function turnSeed(seed: number, board: readonly string[], rack: string): number {
  return iterationSeed(seed, positionHash(board, rack));
}

/** The simulating player over the engine's words and tables. */
export function simulatingPlayer(engine: TableEngine, options: SimulatingOptions): Player {
  const base = equityPlayer(engine.model);
  const { language, layout } = options;
  const candidates = options.candidates ?? 5;
  const choose = (state: TurnState): Turn => {
    const { board, rack, bagSize } = state;
    const turn = chooseTurn(engine, base, board, rack, bagSize, { language, layout });
    if (bagSize === 0 || turn.kind !== 'place') return turn;
    const position = {
      language,
      layout,
      board,
      rack,
      unseen: unseenFor(board, rack, language),
      spread: state.spread,
      opponentTiles: state.opponentTiles,
    };
    const seed = turnSeed(options.seed ?? 1, board, rack);
    const setup = prepareSimulation(engine, position, {
      candidates,
      plies: options.plies,
      seed,
    });
    if (setup.candidates.length < 2) return turn;
    const result = simulateSetup(engine, setup, { iterations: options.iterations ?? 200 });
    const best = result.ranking[0]!.index;
    const top = topMoves(
      engine,
      board,
      rack,
      { language, layout, leaves: base.leaves },
      candidates,
    );
    const move = top[best];
    return move ? { kind: 'place', move } : turn;
  };
  return { name: 'simulate', leaves: base.leaves, choose };
}
