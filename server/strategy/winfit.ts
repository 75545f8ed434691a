/**
 * Winning chances from self-play outcomes (docs/strategy-tables.md "Winning chances"): for each
 * number of unseen tiles, a logistic curve in the spread fitted by maximum likelihood to the
 * positions' outcomes (a draw half a win); centre and scale then smoothed across neighbouring
 * unseen counts, weighted by how many positions each has, so sparse counts borrow from their
 * neighbours. Calibration is measured on held-out games: the expected calibration error over
 * 20 bins of predicted chance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SPREAD_BINS, SPREAD_LIMIT, UNSEEN_LIMIT } from '@ordbot/engine/strategy/records.ts';
import {
  WIN_FORMAT_VERSION,
  WinModel,
  type WinModelFile,
} from '@ordbot/engine/strategy/win-model.ts';
import type { RunTotals } from './selfplay.ts';

interface Fit {
  centre: number;
  scale: number;
  positions: number;
}

/** Newton's method on the log-likelihood of p = 1 / (1 + exp(-(a + b * spread))). */
function fitLogistic(totals: Uint32Array, halves: Uint32Array, u: number): Fit | null {
  let a = 0;
  let b = 0.02;
  let positions = 0;
  for (let s = 0; s < SPREAD_BINS; s++) positions += totals[u * SPREAD_BINS + s] as number;
  if (positions < 200) return null;
  for (let iter = 0; iter < 50; iter++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (let s = 0; s < SPREAD_BINS; s++) {
      const n = totals[u * SPREAD_BINS + s] as number;
      if (n === 0) continue;
      const x = s - SPREAD_LIMIT;
      const y = (halves[u * SPREAD_BINS + s] as number) / 2;
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const r = y - n * p;
      const w = n * p * (1 - p);
      ga += r;
      gb += r * x;
      haa += w;
      hab += w * x;
      hbb += w * x * x;
    }
    // A small prior keeps the curve finite when a count's positions are all wins.
    haa += 1e-6;
    hbb += 1e-6;
    const det = haa * hbb - hab * hab;
    if (det <= 0) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b = Math.max(1e-4, b + db);
    if (Math.abs(da) < 1e-9 && Math.abs(db) < 1e-12) break;
  }
  return { centre: -a / b, scale: 1 / b, positions };
}

/** Weighted mean of neighbours within `radius` (weights: positions). */
function smooth(fits: (Fit | null)[], key: 'centre' | 'scale', radius: number): number[] {
  const out: number[] = [];
  for (let u = 0; u < fits.length; u++) {
    let sum = 0;
    let weight = 0;
    for (let v = Math.max(0, u - radius); v <= Math.min(fits.length - 1, u + radius); v++) {
      const fit = fits[v];
      if (!fit) continue;
      const w = Math.sqrt(fit.positions) / (1 + Math.abs(u - v));
      sum += fit[key] * w;
      weight += w;
    }
    out.push(weight > 0 ? sum / weight : NaN);
  }
  // Counts with no neighbour in reach take the nearest value.
  for (let u = 0; u < out.length; u++) {
    if (!Number.isNaN(out[u])) continue;
    let d = 1;
    while (d < out.length) {
      const below = out[u - d];
      const above = out[u + d];
      if (below !== undefined && !Number.isNaN(below)) {
        out[u] = below;
        break;
      }
      if (above !== undefined && !Number.isNaN(above)) {
        out[u] = above;
        break;
      }
      d++;
    }
  }
  return out;
}

/** Expected calibration error of `model` on the positions of `totals`, 20 bins. */
export function calibrationError(
  model: WinModel,
  totals: RunTotals,
): { ece: number; positions: number } {
  const bins = 20;
  const n = new Float64Array(bins);
  const predicted = new Float64Array(bins);
  const actual = new Float64Array(bins);
  let all = 0;
  for (let u = 0; u <= UNSEEN_LIMIT; u++) {
    for (let s = 0; s < SPREAD_BINS; s++) {
      const count = totals.winTotals[u * SPREAD_BINS + s] as number;
      if (count === 0) continue;
      const p = model.winChance(s - SPREAD_LIMIT, u);
      const bin = Math.min(bins - 1, Math.floor(p * bins));
      n[bin] = (n[bin] as number) + count;
      predicted[bin] = (predicted[bin] as number) + p * count;
      actual[bin] = (actual[bin] as number) + (totals.winHalves[u * SPREAD_BINS + s] as number) / 2;
      all += count;
    }
  }
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    if (n[b] === 0) continue;
    ece += Math.abs((predicted[b] as number) - (actual[b] as number)) / all;
  }
  return { ece, positions: all };
}

export interface WinFitResult {
  file: WinModelFile;
  report: string;
}

export function fitWinModel(totals: RunTotals, holdout: RunTotals | null): WinFitResult {
  const fits: (Fit | null)[] = [];
  for (let u = 0; u <= UNSEEN_LIMIT; u++)
    fits.push(fitLogistic(totals.winTotals, totals.winHalves, u));
  if (fits.every((f) => f === null)) throw new Error('The runs hold too few positions to fit');
  const centre = smooth(fits, 'centre', 2).map((c) => Math.round(c * 1000) / 1000);
  const scale = smooth(fits, 'scale', 2).map((s) => Math.max(0.5, Math.round(s * 1000) / 1000));
  const file: WinModelFile = {
    format: WIN_FORMAT_VERSION,
    language: totals.language,
    centre,
    scale,
  };
  const model = new WinModel(file);
  const inSample = calibrationError(model, totals);
  const lines = [
    `${totals.games} games, ${inSample.positions} positions; calibration error in sample ${inSample.ece.toFixed(4)}`,
  ];
  if (holdout) {
    const out = calibrationError(model, holdout);
    lines.push(
      `held out: ${holdout.games} games, ${out.positions} positions, calibration error ${out.ece.toFixed(4)}`,
    );
  }
  for (const u of [7, 14, 30, 50, 70, 90]) {
    lines.push(
      `unseen ${u}: centre ${centre[u]?.toFixed(1)}, scale ${scale[u]?.toFixed(1)}; ` +
        `P(+10) ${model.winChance(10, u).toFixed(3)}, P(+50) ${model.winChance(50, u).toFixed(3)}`,
    );
  }
  return { file, report: lines.join('\n') };
}

export function writeWinModel(file: string, model: WinModelFile): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(model) + '\n');
}
