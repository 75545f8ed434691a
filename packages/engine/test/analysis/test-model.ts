/**
 * Strategy models for the analysis tests: the hand-made leave with a simple logistic winning
 * chance, and a model whose chances are a straight line in the spread (hand-computable).
 */
import type { Language } from '@ordbot/contract/enums.ts';
import { heuristicLeave } from '../../strategy/heuristic.ts';
import type { StrategyModel } from '../../strategy-model.ts';

/** The heuristic leave; P(win) logistic in the spread, flatter the more tiles are unseen. */
export function testModel(language: Language = 'NO_B'): StrategyModel {
  return {
    version: 'test-logistic-1',
    language,
    leaveValue: (tiles) => heuristicLeave(tiles, language),
    winChance: (spread, unseen) => 1 / (1 + Math.exp(-spread / (10 + unseen / 2))),
  };
}

/** Chance 0.5 + spread * slope (clamped), no leave values unless given. */
export function lineModel(
  slope: number,
  leaveValue: (tiles: string) => number = () => 0,
): StrategyModel {
  return {
    version: 'test-line-1',
    language: 'NO_B',
    leaveValue,
    winChance: (spread) => Math.min(1, Math.max(0, 0.5 + spread * slope)),
  };
}

/** Chances looked up by spread (0.5 for any other). */
export function tableModel(chances: Record<number, number>): StrategyModel {
  return {
    version: 'test-table-1',
    language: 'NO_B',
    leaveValue: () => 0,
    winChance: (spread) => chances[spread] ?? 0.5,
  };
}
