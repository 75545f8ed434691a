/**
 * The top search's threshold (packages/engine/movegen/move-search.ts rank): the best `topN` equities
 * recorded so far as a min-heap, whose root is the n-th best once there are n; a move below it
 * cannot be in the top n, one equal to it ties and is kept.
 */

let topN: i32 = 0;
/** The equity a move needs to be kept (-Infinity until n moves are recorded). */
export let threshold: f64 = -Infinity;
let heapPtr: usize = 0;
let heapCap: i32 = 0;
let heapSize: i32 = 0;

function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + ((<usize>i) << 3));
}

/** A top search for the best `n` begins: no equity recorded. */
export function startRanking(n: i32): void {
  topN = n;
  threshold = -Infinity;
  if (heapCap < n) {
    heapPtr = heap.alloc((<usize>n) << 3);
    heapCap = n;
  }
  heapSize = 0;
}

/** Counts a recorded equity among the best `topN`, raising the threshold. */
export function rank(equity: f64): void {
  const n = topN;
  if (heapSize < n) {
    let i = heapSize++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (f64At(heapPtr, parent) <= equity) break;
      store<f64>(heapPtr + ((<usize>i) << 3), f64At(heapPtr, parent));
      i = parent;
    }
    store<f64>(heapPtr + ((<usize>i) << 3), equity);
    if (heapSize == n) threshold = f64At(heapPtr, 0);
    return;
  }
  if (equity <= f64At(heapPtr, 0)) return;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= n) break;
    const right = left + 1;
    const child = right < n && f64At(heapPtr, right) < f64At(heapPtr, left) ? right : left;
    if (f64At(heapPtr, child) >= equity) break;
    store<f64>(heapPtr + ((<usize>i) << 3), f64At(heapPtr, child));
    i = child;
  }
  store<f64>(heapPtr + ((<usize>i) << 3), equity);
  threshold = f64At(heapPtr, 0);
}
