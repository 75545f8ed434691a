/**
 * The WebAssembly move engine's exports (packages/engine/movegen/wasm/engine.ts loads it): the word graph,
 * the board and rack, then a search that leaves its moves in the pool.
 */
export { buildGraph, graphWords } from './graph';
export { INPUT } from './board';
export { hashRows, ROW_HASHES, setBoard, updateBoard } from './update';
export {
  anchorsSearched,
  codes,
  equities,
  heads,
  poolCount,
  searchAll,
  searchRow,
  searchTop,
  setRack,
  steps,
} from './search';

/** Reserves `bytes` of linear memory (for the lexicon's edges before buildGraph). */
export function alloc(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}

/** Gives back the last block alloc reserved. */
export function release(at: usize): void {
  heap.free(at);
}
