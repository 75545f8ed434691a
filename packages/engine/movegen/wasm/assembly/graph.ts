/**
 * The word graph in linear memory: the lexicon's DAWG (packages/engine/movegen/lexicon.ts) laid out with a
 * letter mask in front of each node's edges. A node is the index of its mask word; its edges
 * follow it in letter order, so the edge of letter l is node + 1 + popcount(mask below l): no
 * scan along the edges, and the mask a search tests first shares a cache line with them.
 * Edge word: letter = v & 31, terminal = v & 32, last = v & 64, child node = v >>> 7 (0: none).
 */
import { CHILD_SHIFT, LAST, LETTER, TERMINAL } from './layout.generated';

export const ROOT: u32 = 1;
/** An edge word's letter and flags, below its child. */
const FIELDS: u32 = LETTER | TERMINAL | LAST;

/** The graph's first word (index 0 is a sentinel; the root is index 1). */
export let graph: usize = 0;
/** Words in the graph. */
export let graphWords: i32 = 0;

/** The mask word of `node`: bit l set when an edge of letter l leaves it. */
export function maskOf(node: u32): u32 {
  return load<u32>(graph + ((<usize>node) << 2));
}

export function edgeWord(edge: u32): u32 {
  return load<u32>(graph + ((<usize>edge) << 2));
}

/** The edge of `node` for `letter`, or 0 when there is none (0 is never an edge). */
export function edgeOf(node: u32, letter: u32): u32 {
  if (node == 0) return 0;
  const mask = maskOf(node);
  if (((mask >>> letter) & 1) == 0) return 0;
  return node + 1 + <u32>popcnt<u32>(mask & (((<u32>1) << letter) - 1));
}

/** The edge of `node` for `letter`, which the caller knows exists (its bit is in the mask). */
export function edgeIn(node: u32, mask: u32, letter: u32): u32 {
  return node + 1 + <u32>popcnt<u32>(mask & (((<u32>1) << letter) - 1));
}

/**
 * Builds the graph from the lexicon's packed edges (`count` words at `raw`, blocks of edges one
 * after another from index 1, each ending with LAST). Returns the graph's size in words.
 */
export function buildGraph(raw: usize, count: i32): i32 {
  // The new index of each block's first edge: it moves by one word per block before it.
  const map = heap.alloc((<usize>count) << 2);
  let blocks: u32 = 0;
  let starts = true;
  for (let e: u32 = 1; e < <u32>count; e++) {
    if (starts) {
      store<u32>(map + ((<usize>e) << 2), e + blocks);
      blocks++;
      starts = false;
    }
    if (load<u32>(raw + ((<usize>e) << 2)) & LAST) starts = true;
  }
  const words = <u32>count + blocks;
  graph = heap.alloc((<usize>words) << 2);
  graphWords = <i32>words;
  store<u32>(graph, 0);
  let block: u32 = 0;
  let node: u32 = 0;
  let mask: u32 = 0;
  starts = true;
  for (let e: u32 = 1; e < <u32>count; e++) {
    if (starts) {
      node = e + block;
      block++;
      mask = 0;
      starts = false;
    }
    const v = load<u32>(raw + ((<usize>e) << 2));
    mask |= (<u32>1) << (v & LETTER);
    const child = v >>> CHILD_SHIFT;
    const moved = child == 0 ? 0 : load<u32>(map + ((<usize>child) << 2));
    store<u32>(graph + ((<usize>(e + block)) << 2), (v & FIELDS) | (moved << CHILD_SHIFT));
    if (v & LAST) {
      store<u32>(graph + ((<usize>node) << 2), mask);
      starts = true;
    }
  }
  heap.free(map);
  return graphWords;
}
