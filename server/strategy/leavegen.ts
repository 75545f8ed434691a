/**
 * Leave values from self-play records (docs/strategy-tables.md "Leave values"):
 *
 * 1. Each leave's observed value is the mean equity of the next turns of the racks that kept
 *    it, minus the mean equity of a fresh rack of 7 (the empty leave, 0 by definition).
 * 2. A smooth model of every leave, fitted to the observed values by weighted ridge
 *    regression on features a player reasons with: each tile kept, a second and third copy of a
 *    letter, each pair of different tiles kept together, and the mix of vowels and consonants.
 * 3. Each leave's value blends the two by how much each is worth: a leave seen n times weighs
 *    its own mean by n / sigma^2 (the noise of one turn) and the model by 1 / tau^2 (how far
 *    well-seen leaves stray from the model), so rare leaves lean on their neighbours.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LeaveTable } from '@ordbot/engine/strategy/leave-table.ts';
import { leaveIndex, type LeaveIndex } from '@ordbot/engine/strategy/leaves.ts';
import { BLANK } from '@ordbot/engine/tiles.ts';
import type { RunTotals } from './selfplay.ts';

const VOWELS = new Set(['A', 'E', 'I', 'O', 'U', 'Y', 'Æ', 'Ø', 'Å']);

/** Feature numbering over a tile set: singles, second and third copies, pairs, vowel mix. */
class Features {
  readonly types: number;
  readonly count: number;
  private readonly pairBase: number;
  private readonly mixBase: number;
  private readonly vowel: Uint8Array;
  private readonly blank: number;

  constructor(index: LeaveIndex) {
    this.types = index.letters.length;
    this.vowel = Uint8Array.from(index.letters.map((l) => (VOWELS.has(l) ? 1 : 0)));
    this.blank = index.letters.indexOf(BLANK);
    this.pairBase = 3 * this.types;
    this.mixBase = this.pairBase + (this.types * (this.types - 1)) / 2;
    this.count = this.mixBase + 7 * 7;
  }

  private pair(t: number, u: number): number {
    // t < u: pairs in row order of an upper triangle.
    return this.pairBase + t * this.types - (t * (t + 1)) / 2 + (u - t - 1);
  }

  /** Writes the leave's features as (index, value) pairs; returns how many. */
  of(counts: Int8Array, idx: Int32Array, val: Float64Array): number {
    let n = 0;
    let vowels = 0;
    let consonants = 0;
    const present: number[] = [];
    for (let t = 0; t < this.types; t++) {
      const c = counts[t] as number;
      if (c === 0) continue;
      present.push(t);
      idx[n] = t;
      val[n++] = c;
      if (c >= 2) {
        idx[n] = this.types + t;
        val[n++] = 1;
      }
      if (c >= 3) {
        idx[n] = 2 * this.types + t;
        val[n++] = c - 2;
      }
      if (t !== this.blank) {
        if (this.vowel[t]) vowels += c;
        else consonants += c;
      }
    }
    for (let i = 0; i < present.length; i++) {
      for (let j = i + 1; j < present.length; j++) {
        idx[n] = this.pair(present[i] as number, present[j] as number);
        val[n++] = 1;
      }
    }
    idx[n] = this.mixBase + vowels * 7 + consonants;
    val[n++] = 1;
    return n;
  }
}

/** Solves (A + lambda I) x = b for a symmetric positive definite A (Cholesky), in place. */
function solveRidge(a: Float64Array, b: Float64Array, n: number, lambda: number): Float64Array {
  for (let i = 0; i < n; i++) a[i * n + i] = (a[i * n + i] as number) + lambda;
  for (let j = 0; j < n; j++) {
    let d = a[j * n + j] as number;
    for (let k = 0; k < j; k++) d -= (a[j * n + k] as number) ** 2;
    d = Math.sqrt(Math.max(d, 1e-12));
    a[j * n + j] = d;
    for (let i = j + 1; i < n; i++) {
      let s = a[i * n + j] as number;
      for (let k = 0; k < j; k++) s -= (a[i * n + k] as number) * (a[j * n + k] as number);
      a[i * n + j] = s / d;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = b[i] as number;
    for (let k = 0; k < i; k++) s -= (a[i * n + k] as number) * (y[k] as number);
    y[i] = s / (a[i * n + i] as number);
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = y[i] as number;
    for (let k = i + 1; k < n; k++) s -= (a[k * n + i] as number) * (x[k] as number);
    x[i] = s / (a[i * n + i] as number);
  }
  return x;
}

export interface LeaveGenResult {
  table: LeaveTable;
  /** Values in points per leave index, before rounding. */
  values: Float64Array;
  report: string;
}

/** Minimum times kept for a leave to count as well seen when tau is measured. */
const WELL_SEEN = 400;

export function buildLeaveTable(totals: RunTotals): LeaveGenResult {
  const index = leaveIndex(totals.language);
  if (totals.emptyCount === 0) throw new Error('The runs hold no records');
  const base = totals.emptySum / totals.emptyCount;
  const sigma2 = Math.max(1, totals.emptySumSq / totals.emptyCount - base * base);
  const features = new Features(index);
  const F = features.count;
  const idx = new Int32Array(64);
  const val = new Float64Array(64);
  const counts = new Int8Array(index.letters.length);
  const size = index.size;
  // Features of every leave, kept sparse for the two passes and the final values.
  const starts = new Int32Array(size + 1);
  const allIdx: number[] = [];
  const allVal: number[] = [];
  for (let i = 0; i < size; i++) {
    counts.fill(0);
    for (const ch of index.tilesAt(i)) (counts[index.typeIndex(ch)] as number)++;
    const n = features.of(counts, idx, val);
    starts[i] = allIdx.length;
    for (let k = 0; k < n; k++) {
      allIdx.push(idx[k] as number);
      allVal.push(val[k] as number);
    }
  }
  starts[size] = allIdx.length;
  const fIdx = Int32Array.from(allIdx);
  const fVal = Float64Array.from(allVal);
  const raw = new Float64Array(size);
  let seen = 0;
  for (let i = 0; i < size; i++) {
    const n = totals.leaveCounts[i] as number;
    if (n > 0) {
      raw[i] = (totals.leaveSums[i] as number) / n - base;
      seen++;
    }
  }
  const predict = (beta: Float64Array, i: number) => {
    let s = 0;
    for (let k = starts[i] as number; k < (starts[i + 1] as number); k++) {
      s += (beta[fIdx[k] as number] as number) * (fVal[k] as number);
    }
    return s;
  };
  const fit = (weight: (n: number) => number) => {
    const a = new Float64Array(F * F);
    const b = new Float64Array(F);
    for (let i = 0; i < size; i++) {
      const n = totals.leaveCounts[i] as number;
      if (n === 0) continue;
      const w = weight(n);
      const s0 = starts[i] as number;
      const s1 = starts[i + 1] as number;
      for (let p = s0; p < s1; p++) {
        const fp = fIdx[p] as number;
        const vp = (fVal[p] as number) * w;
        b[fp] = (b[fp] as number) + vp * (raw[i] as number);
        for (let q = s0; q < s1; q++) {
          const at = fp * F + (fIdx[q] as number);
          a[at] = (a[at] as number) + vp * (fVal[q] as number);
        }
      }
    }
    // A light ridge, relative to the data's weight: it only settles features no leave shows.
    let trace = 0;
    for (let i = 0; i < F; i++) trace += a[i * F + i] as number;
    return solveRidge(a, b, F, Math.max(1e-9, (1e-4 * trace) / F));
  };
  // Pass 1 weighs each leave by its count; tau^2 is then read off the well-seen leaves.
  let beta = fit((n) => n);
  const tau2Of = (b: Float64Array) => {
    let sum = 0;
    let weight = 0;
    for (let i = 0; i < size; i++) {
      const n = totals.leaveCounts[i] as number;
      if (n < WELL_SEEN) continue;
      sum += n * ((raw[i] as number) - predict(b, i)) ** 2 - sigma2;
      weight += n;
    }
    return weight > 0 ? Math.max(0.25, sum / weight) : 4;
  };
  let tau2 = tau2Of(beta);
  // Pass 2: a leave's mean is worth n / (sigma^2 + n tau^2) against the model.
  beta = fit((n) => n / (sigma2 + n * tau2));
  tau2 = tau2Of(beta);
  const values = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const n = totals.leaveCounts[i] as number;
    const model = predict(beta, i);
    values[i] =
      n === 0 ? model : (n * (raw[i] as number) * tau2 + model * sigma2) / (n * tau2 + sigma2);
  }
  const table = LeaveTable.fromPoints(totals.language, values);
  const perSize = [1, 2, 3, 4, 5, 6].map((k) => {
    let observed = 0;
    for (
      let i = index.offsets[k] as number;
      i < (index.offsets[k] as number) + index.countOfSize(k);
      i++
    ) {
      if ((totals.leaveCounts[i] as number) > 0) observed++;
    }
    return `${k}: ${observed} of ${index.countOfSize(k)}`;
  });
  const show = ['?', '??', 'E', 'S', 'W', 'C', 'ER', 'ERS', '?S', 'CC', 'EE', 'AAAA', 'ØÅ'];
  const report = [
    `${totals.games} games, ${totals.emptyCount} fresh racks (mean equity ${base.toFixed(2)}, sd ${Math.sqrt(sigma2).toFixed(1)})`,
    `leaves kept at least once: ${seen} (${perSize.join(', ')})`,
    `model misfit tau ${Math.sqrt(tau2).toFixed(2)} points; a leave seen ${Math.round(sigma2 / tau2)} times weighs as much as the model`,
    `values: ${show.map((t) => `${t} ${table.value(t).toFixed(2)}`).join(', ')}`,
  ].join('\n');
  return { table, values, report };
}

export function writeLeaveTable(file: string, table: LeaveTable): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, table.toBytes());
}
