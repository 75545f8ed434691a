/** Positions for the simulation's tests: the mover's side before a turn of equity self-play. */
import type { Lexicon } from '../../movegen/lexicon.ts';
import { playGame, type TurnRecord } from '../../strategy/play.ts';
import {
  equityPlayer,
  unseenFor,
  type SimulationPosition,
} from '../../strategy/simulation/simulate.ts';
import type { TableModel } from '../../strategy/tables.ts';

/** The position before turn `at` of the NO_B equity self-play game of `seed`. */
export function selfPlayPosition(
  lexicon: Lexicon,
  model: TableModel,
  seed: number,
  at: number,
): SimulationPosition {
  const turns: TurnRecord[] = [];
  const player = equityPlayer(model);
  playGame(lexicon, [player, player], seed, { language: 'NO_B' }, (t) => turns.push(t));
  const t = turns[at]!;
  return {
    language: 'NO_B',
    board: t.board,
    rack: t.rack,
    unseen: unseenFor(t.board, t.rack, 'NO_B'),
    spread: t.spread,
  };
}
