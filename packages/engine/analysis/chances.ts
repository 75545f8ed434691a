/**
 * Winning chances of a move (docs/strategy.md "Winning chance"): the mover's chance after a
 * placement from the spread it leaves (plus its leave's value while the bag holds tiles and the
 * rack is known) and the tiles the mover cannot see afterwards.
 */
import { RACK_SIZE } from '../dimensions.ts';
import { canonicalLeave, leaveAfter } from '../strategy/leaves.ts';
import type { StrategyModel } from '../strategy-model.ts';
import type { EngineMove } from '../movegen/types.ts';

/** Where a move starts from, as its mover sees it. */
export interface MovePosition {
  /** The mover's score minus the opponent's before the move (recorded points). */
  spread: number;
  /** Tiles not on the board before the move: the bag and both racks. */
  pool: number;
}

/** While the bag holds tiles both racks are full, so the bag is empty once the pool is two racks. */
export function bagEmpty(pool: number): boolean {
  return pool <= 2 * RACK_SIZE;
}

/**
 * Tiles the mover cannot see after placing `placed` tiles and drawing: the bag plus the
 * opponent's rack. `rackSize`: the mover's rack before the move where known.
 */
export function unseenAfter(pool: number, placed: number, rackSize: number | null): number {
  if (!bagEmpty(pool)) {
    const bag = pool - 2 * RACK_SIZE;
    const kept = RACK_SIZE - placed + Math.min(placed, bag);
    return pool - placed - kept;
  }
  // The bag is empty: the opponent's rack, all of the pool the mover does not hold.
  if (rackSize !== null) return Math.max(0, pool - rackSize);
  return Math.min(RACK_SIZE, Math.max(0, pool - placed));
}

/** The leave after a placement and its value; the empty leave is 0. */
export function leaveOf(
  model: StrategyModel,
  rack: string,
  letters: string,
): { tiles: string; value: number } {
  const tiles = canonicalLeave(leaveAfter(rack, letters), model.language);
  return { tiles, value: tiles === '' ? 0 : model.leaveValue(tiles) };
}

/**
 * The mover's chance after a placement. The leave counts only with a known rack while the bag
 * holds tiles (docs/strategy.md: its value is 0, the average, where the rack is unknown).
 */
export function chanceAfter(
  model: StrategyModel,
  position: MovePosition,
  rack: string | null,
  move: Pick<EngineMove, 'points' | 'numTiles' | 'letters'>,
): number {
  const useLeave = rack !== null && !bagEmpty(position.pool);
  const leave = useLeave ? leaveOf(model, rack, move.letters).value : 0;
  const unseen = unseenAfter(position.pool, move.numTiles, rack === null ? null : [...rack].length);
  return model.winChance(position.spread + move.points + leave, unseen);
}

export { outcomeChance } from './outcome.ts';
