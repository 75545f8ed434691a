/**
 * Racks as multisets of tiles (strings, '?' a blank) for the person's racks' inference
 * (rack-hindsight.ts, rack-posterior.ts): splits of a rack, the weight of tiles drawn together,
 * distributions over racks and their seeded resampling.
 */
import type { Language } from '../game-enums.ts';
import type { Rng } from '../random.ts';
import { BLANK, tileSet } from '../tiles.ts';

/** Racks (in the set's order) and their weights, summing to 1. */
export type RackDistribution = Map<string, number>;

/** The multiset of a board's unseen tiles as a rack string (blanks as '?'). */
export function unseenPool(board: readonly string[], language: Language): string {
  const left = new Map(tileSet(language).map((t) => [t.letter, t.count]));
  for (const square of board) {
    if (square === '') continue;
    const tile = square === square.toUpperCase() ? square : BLANK;
    left.set(tile, (left.get(tile) ?? 0) - 1);
  }
  return [...left].map(([tile, count]) => tile.repeat(Math.max(0, count))).join('');
}

export function tileCounts(rack: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tile of rack) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts;
}

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * Every sub-multiset of `rack` with `size` tiles and the share of the rack's physical `size`-sets
 * that give it: prod C(count of x, taken of x) / C(|rack|, size).
 */
export function subRacks(rack: string, size: number): [string, number][] {
  const entries = [...tileCounts(rack)];
  const total = choose([...rack].length, size);
  const out: [string, number][] = [];
  const walk = (i: number, left: number, taken: string, ways: number) => {
    if (i === entries.length) {
      if (left === 0) out.push([taken, ways / total]);
      return;
    }
    const [tile, count] = entries[i] as [string, number];
    for (let k = Math.min(count, left); k >= 0; k--) {
      walk(i + 1, left - k, taken + tile.repeat(k), ways * choose(count, k));
    }
  };
  walk(0, size, '', 1);
  return out;
}

/** Every way to split `rack` into `size` kept tiles and the rest: [kept, rest]. */
export function splitRack(rack: string, size: number): [string, string][] {
  const entries = [...tileCounts(rack)];
  const out: [string, string][] = [];
  const walk = (i: number, left: number, kept: string, rest: string) => {
    if (i === entries.length) {
      if (left === 0) out.push([kept, rest]);
      return;
    }
    const [tile, count] = entries[i] as [string, number];
    for (let k = Math.min(count, left); k >= 0; k--) {
      walk(i + 1, left - k, kept + tile.repeat(k), rest + tile.repeat(count - k));
    }
  };
  walk(0, size, '', '');
  return out;
}

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720, 5040];

/** The orders of tiles drawn together: 1 / prod n! over the letters drawn n times. */
export function orderWeight(tiles: string): number {
  let weight = 1;
  for (const count of tileCounts(tiles).values()) weight /= FACTORIALS[count] ?? Infinity;
  return weight;
}

export function add(dist: RackDistribution, rack: string, weight: number): void {
  dist.set(rack, (dist.get(rack) ?? 0) + weight);
}

/** Draws `n` tiles of `pool` at random (seeded): a sampled set of unknown tiles. */
export function drawTiles(pool: string, n: number, rng: Rng): string {
  const tiles = [...pool];
  let drawn = '';
  for (let i = 0; i < n && tiles.length > 0; i++) {
    const at = Math.floor(rng() * tiles.length);
    drawn += tiles[at] as string;
    tiles.splice(at, 1);
  }
  return drawn;
}

/** Keeps at most `cap` racks: the heaviest whole, the rest resampled systematically (seeded). */
export function capDistribution(dist: RackDistribution, cap: number, rng: Rng): RackDistribution {
  if (dist.size <= cap) return dist;
  const sorted = [...dist].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = new Map(sorted.slice(0, cap / 2));
  const rest = sorted.slice(cap / 2);
  const restMass = rest.reduce((s, [, w]) => s + w, 0);
  const slots = cap - kept.size;
  const step = restMass / slots;
  let next = rng() * step;
  let acc = 0;
  for (const [rack, weight] of rest) {
    acc += weight;
    while (next < acc) {
      add(kept, rack, step);
      next += step;
    }
  }
  return kept;
}

export function normalised(dist: RackDistribution): RackDistribution {
  let total = 0;
  for (const w of dist.values()) total += w;
  if (total <= 0) return dist;
  return new Map([...dist].map(([rack, w]) => [rack, w / total]));
}
