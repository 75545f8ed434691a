/**
 * Players by name for the command line and the self-play threads: 'greedy', 'heuristic' (the
 * hand-made leave of docs/strategy.md) and 'equity' (a leave table file).
 */
import fs from 'node:fs';
import type { Language } from '@ordbot/contract/enums.ts';
import { heuristicCounts, heuristicLeave } from '@ordbot/engine/strategy/heuristic.ts';
import { LeaveTable } from '@ordbot/engine/strategy/leave-table.ts';
import type { Player } from '@ordbot/engine/strategy/play.ts';

export interface PlayerSpec {
  name: 'greedy' | 'heuristic' | 'equity';
  /** The leave table file of an 'equity' player. */
  table?: string;
}

export interface LoadedPlayer extends Player {
  /** The leave's value by tiles, for the records (0 for greedy). */
  leaveValue: (tiles: string) => number;
}

export function loadPlayer(spec: PlayerSpec, language: Language): LoadedPlayer {
  if (spec.name === 'greedy') return { name: 'greedy', leaves: null, leaveValue: () => 0 };
  if (spec.name === 'heuristic') {
    return {
      name: 'heuristic',
      leaves: heuristicCounts(language),
      leaveValue: (tiles) => heuristicLeave(tiles, language),
    };
  }
  if (!spec.table) throw new Error('An equity player needs a leave table file');
  const table = LeaveTable.fromBytes(fs.readFileSync(spec.table));
  if (table.language !== language) {
    throw new Error(`The table ${spec.table} is for ${table.language}, not ${language}`);
  }
  return { name: 'equity', leaves: table.valueOfCounts, leaveValue: (t) => table.value(t) };
}
