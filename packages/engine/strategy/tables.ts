/**
 * A strategy model from its two tables (packages/engine/strategy/model.ts): the leave table and the win
 * model of one tile set, named by their version.
 */
import type { LeaveTable } from './leave-table.ts';
import type { StrategyModel } from './model.ts';
import type { WinModel } from './win-model.ts';

export interface TableModel extends StrategyModel {
  readonly leaves: LeaveTable;
  readonly win: WinModel;
}

export function tableModel(version: string, leaves: LeaveTable, win: WinModel): TableModel {
  return {
    version,
    language: leaves.language,
    leaves,
    win,
    leaveValue: (tiles) => leaves.value(tiles),
    winChance: (spread, unseen) => win.winChance(spread, unseen),
  };
}
