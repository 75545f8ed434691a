/**
 * A strategy model from its two tables (packages/engine/strategy-model.ts): the leave table and the win
 * model of one tile set, named by their version.
 */
import type { Engine } from '../movegen/search-engine.ts';
import type { LeaveTable } from './leave-table.ts';
import type { StrategyModel } from '../strategy-model.ts';
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

/**
 * An engine whose model has its tables: what the simulation and the persons run on, since they
 * search with the leave table's values by tile counts.
 */
export type TableEngine = Engine<TableModel>;

/** Whether `engine`'s model has its tables (every model tableModel makes). */
export function hasTables(engine: Engine): engine is TableEngine {
  return engine.model !== null && 'leaves' in engine.model && 'win' in engine.model;
}
