/**
 * The top search's leave bounds (packages/engine/movegen/leave-keys.ts prepareBounds): per leave key and m,
 * the best leave left once m more tiles are placed after the key's, from the leave values the
 * caller wrote into INPUT.
 */
import { INPUT } from './board';
import { IN_HAVE, IN_LEAVE, IN_STEP, MAX_KEYS, RACK_SIZE, STRIDE } from './layout.generated';

/** f64[MAX_KEYS * STRIDE]: the best leave once m more tiles go after the key's tiles. */
export const MAX_LEAVE_FROM: usize = memory.data(MAX_KEYS * STRIDE * 8, 16);
const USED_OF: usize = memory.data(MAX_KEYS * STRIDE, 16);
let keyCount: i32 = 1;
let kinds: i32 = 0;
let boundsReady = false;

/** The rack's tile types and keys (setRack); the bounds are made again on first use. */
export function setKeys(kindCount: i32, keys: i32): void {
  kinds = kindCount;
  keyCount = keys;
  boundsReady = false;
}

function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + ((<usize>i) << 3));
}

/** The tiles each key uses per tile type, and in all (the last entry). */
function decode(key: i32): void {
  let rest = key;
  let used = 0;
  for (let j = 0; j < kinds; j++) {
    const have = load<i32>(INPUT + IN_HAVE + ((<usize>j) << 2));
    const u = rest % (have + 1);
    rest = (rest - u) / (have + 1);
    store<i8>(USED_OF + <usize>(key * STRIDE + j), <i8>u);
    used += u;
  }
  store<i8>(USED_OF + <usize>(key * STRIDE + RACK_SIZE), <i8>used);
}

/** MAX_LEAVE_FROM[key * STRIDE + m]: the best leave once m more tiles go after key's. */
export function prepareBounds(tiles: i32): void {
  if (boundsReady) return;
  boundsReady = true;
  for (let key = 0; key < keyCount; key++) decode(key);
  for (let key = 0; key < keyCount; key++) {
    const at = key * STRIDE;
    store<f64>(MAX_LEAVE_FROM + ((<usize>at) << 3), f64At(INPUT + IN_LEAVE, key));
    const used = <i32>load<i8>(USED_OF + <usize>(at + RACK_SIZE));
    for (let k = at + 1 + tiles - used; k < at + STRIDE; k++) {
      store<f64>(MAX_LEAVE_FROM + ((<usize>k) << 3), -Infinity);
    }
  }
  for (let m = 1; m <= tiles; m++) {
    for (let key = 0; key < keyCount; key++) {
      const at = key * STRIDE;
      if (<i32>load<i8>(USED_OF + <usize>(at + RACK_SIZE)) + m > tiles) continue;
      let best: f64 = -Infinity;
      for (let j = 0; j < kinds; j++) {
        if (
          <i32>load<i8>(USED_OF + <usize>(at + j)) >= load<i32>(INPUT + IN_HAVE + ((<usize>j) << 2))
        ) {
          continue;
        }
        const step = load<i32>(INPUT + IN_STEP + ((<usize>j) << 2));
        const v = f64At(MAX_LEAVE_FROM, (key + step) * STRIDE + m - 1);
        if (v > best) best = v;
      }
      store<f64>(MAX_LEAVE_FROM + ((<usize>(at + m)) << 3), best);
    }
  }
}
