/**
 * One interface for both move engines: the TypeScript reference (packages/engine/movegen/movegen.ts) and
 * the WebAssembly one (packages/engine/movegen/wasm/engine.ts) answer the same calls with the same moves.
 */
import type { GenerateOptions, RankedMove, TopOptions } from './movegen.ts';
import type { EngineMove } from './types.ts';

export interface MoveEngine {
  readonly kind: 'typescript' | 'webassembly';
  /** The word graph's and the engine's memory in bytes (null for the TypeScript engine). */
  sizes(): { graphBytes: number; memoryBytes: number } | null;
  generateMoves(
    board: readonly string[],
    rack: string | readonly string[],
    options: GenerateOptions,
  ): EngineMove[];
  topMoves(
    board: readonly string[],
    rack: string | readonly string[],
    options: TopOptions,
    n?: number,
  ): RankedMove[];
  topMovesAndSwap(
    board: readonly string[],
    rack: string | readonly string[],
    options: TopOptions,
    n?: number,
  ): { moves: RankedMove[]; swap: { value: number; keep: string } | null };
  allMovesByEquity(
    board: readonly string[],
    rack: string | readonly string[],
    options: TopOptions,
    n?: number,
  ): RankedMove[];
}
