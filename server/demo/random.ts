/** Seed helpers for demo data: independent, reproducible random streams from one seed. */
import { mulberry32, type Rng } from '@ordbot/engine/random.ts';

/** Mixes a seed with a stream number into a new 32-bit seed (a murmur3-style finaliser). */
export function mixSeed(seed: number, stream: number): number {
  let h = (seed ^ Math.imul(stream + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A random stream of its own for one purpose, so adding draws elsewhere changes nothing here. */
export function streamRng(seed: number, stream: number): Rng {
  return mulberry32(mixSeed(seed, stream));
}

/** An item chosen by weight; the weights need not sum to 1. */
export function weightedPick<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T {
  let total = 0;
  for (const item of items) total += weight(item);
  let r = rng() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** An integer in [min, max], both inclusive. */
export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}
