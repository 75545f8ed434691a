/**
 * What self-play records for the tables (docs/strategy.md): per leave, how often a player kept
 * it and the sum of the equity of its next turn; per (spread, unseen), how often the side that
 * had just moved went on to win. Plain numbers, merged across games, chunks and threads.
 */
import type { Language } from '../game-enums.ts';
import { RACK_SIZE } from '../dimensions.ts';
import { leaveIndex } from './leaves.ts';
import type { TurnRecord } from './play.ts';

/** Spreads are binned by whole points within +-SPREAD_LIMIT (beyond it clamped). */
export const SPREAD_LIMIT = 300;
export const SPREAD_BINS = 2 * SPREAD_LIMIT + 1;
/** Unseen tiles 0..UNSEEN_LIMIT (at most 104 less the mover's 7 and the first move's tiles). */
export const UNSEEN_LIMIT = 100;
export const WIN_CELLS = SPREAD_BINS * (UNSEEN_LIMIT + 1);

export function winCell(spread: number, unseen: number): number {
  const s = Math.max(-SPREAD_LIMIT, Math.min(SPREAD_LIMIT, Math.round(spread))) + SPREAD_LIMIT;
  const u = Math.max(0, Math.min(UNSEEN_LIMIT, unseen));
  return u * SPREAD_BINS + s;
}

/** A chunk's records in sparse form, as a worker sends them back. */
export interface ChunkRecords {
  games: number;
  /** Leave index, times kept, sum of the next turn's equity. */
  leaveIndexes: number[];
  leaveCounts: number[];
  leaveSums: number[];
  /** The same for turns that kept nothing (a fresh rack of 7): the zero of the scale. */
  emptyCount: number;
  emptySum: number;
  /** Sum of squares of the same: how noisy one turn's equity is. */
  emptySumSq: number;
  /** Win cell, positions, half-wins (a win counts 2, a draw 1). */
  winCells: number[];
  winTotals: number[];
  winHalves: number[];
}

interface Pending {
  leave: number; // leave index, -1 for the empty leave
}

/**
 * Collects one game's records: call `turn` for every turn (the game's onTurn), then `end` with
 * the final scores. Only the turns given are recorded (those of the learning player).
 */
export class GameRecorder {
  private readonly pending: (Pending | null)[] = [null, null];
  private readonly positions: { side: 0 | 1; cell: number }[] = [];
  private readonly leaves = new Map<number, [number, number]>();
  private emptyCount = 0;
  private emptySum = 0;
  private emptySumSq = 0;
  private readonly index;

  constructor(
    private readonly language: Language,
    /** Each side's leave value by tiles (game side 0 starts). */
    private readonly leaveValues: readonly [(tiles: string) => number, (tiles: string) => number],
  ) {
    this.index = leaveIndex(language);
  }

  /** The leave's index, -1 for the empty leave, -2 for one the tile set does not allow. */
  private leaveIndexOf(tiles: string): number {
    if (tiles === '') return -1;
    const counts = this.index.counts(tiles);
    return counts ? this.index.index(counts) : -2;
  }

  private addEmpty(equity: number): void {
    this.emptyCount++;
    this.emptySum += equity;
    this.emptySumSq += equity * equity;
  }

  turn(record: TurnRecord): void {
    const { side, choice, bagSize } = record;
    const equity =
      choice.kind === 'place' ? choice.move.equity : choice.kind === 'swap' ? choice.value : 0;
    const pending = this.pending[side];
    if (pending && bagSize > 0 && record.rack.length === RACK_SIZE) {
      if (pending.leave === -1) this.addEmpty(equity);
      else if (pending.leave >= 0) {
        const entry = this.leaves.get(pending.leave);
        if (entry) {
          entry[0]++;
          entry[1] += equity;
        } else this.leaves.set(pending.leave, [1, equity]);
      }
    } else if (record.turn < 2 && bagSize > 0) {
      // A player's first rack is a fresh draw of 7, like one after keeping nothing.
      this.addEmpty(equity);
    }
    this.pending[side] = bagSize > 0 ? { leave: this.leaveIndexOf(record.leave) } : null;
    // The position after the turn, for the winning chances.
    const points = choice.kind === 'place' ? choice.move.points : 0;
    const placed = choice.kind === 'place' ? choice.move.numTiles : 0;
    // A placement draws as many tiles as it placed; a swap or a pass leaves the bag's size.
    const bagAfter = bagSize - Math.min(bagSize, placed);
    const spread =
      record.spread + points + (bagSize > 0 ? this.leaveValues[side](record.leave) : 0);
    this.positions.push({ side, cell: winCell(spread, bagAfter + record.opponentTiles) });
  }

  /** Merges this game into `out`, given the final scores. */
  end(scores: readonly [number, number], out: ChunkAccumulator): void {
    out.games++;
    for (const [index, [count, sum]] of this.leaves) out.addLeave(index, count, sum);
    out.emptyCount += this.emptyCount;
    out.emptySum += this.emptySum;
    out.emptySumSq += this.emptySumSq;
    const margin = scores[0] - scores[1];
    for (const { side, cell } of this.positions) {
      const mine = side === 0 ? margin : -margin;
      out.addWin(cell, mine > 0 ? 2 : mine === 0 ? 1 : 0);
    }
  }
}

/** Sums records of many games in sparse maps. */
export class ChunkAccumulator {
  games = 0;
  emptyCount = 0;
  emptySum = 0;
  emptySumSq = 0;
  private readonly leaves = new Map<number, [number, number]>();
  private readonly wins = new Map<number, [number, number]>();

  addLeave(index: number, count: number, sum: number): void {
    const entry = this.leaves.get(index);
    if (entry) {
      entry[0] += count;
      entry[1] += sum;
    } else this.leaves.set(index, [count, sum]);
  }

  addWin(cell: number, halves: number): void {
    const entry = this.wins.get(cell);
    if (entry) {
      entry[0]++;
      entry[1] += halves;
    } else this.wins.set(cell, [1, halves]);
  }

  toRecords(): ChunkRecords {
    const leaves = [...this.leaves];
    const wins = [...this.wins];
    return {
      games: this.games,
      leaveIndexes: leaves.map(([i]) => i),
      leaveCounts: leaves.map(([, [c]]) => c),
      leaveSums: leaves.map(([, [, s]]) => s),
      emptyCount: this.emptyCount,
      emptySum: this.emptySum,
      emptySumSq: this.emptySumSq,
      winCells: wins.map(([i]) => i),
      winTotals: wins.map(([, [t]]) => t),
      winHalves: wins.map(([, [, h]]) => h),
    };
  }
}
