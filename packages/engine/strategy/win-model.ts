/**
 * Winning chances (docs/strategy.md): P(win | spread, unseen) of the side that has just moved,
 * a draw counting half, as a logistic curve in the spread for each number of unseen tiles:
 * p = 1 / (1 + exp(-(spread - centre[u]) / scale[u])). Fitted to self-play outcomes and
 * smoothed across u (docs/strategy-tables.md); a positive scale keeps it monotone in spread.
 */
import type { Language } from '../game-enums.ts';

export const WIN_FORMAT_VERSION = 1;

/** The shipped file's form (<LANG>.win.json). */
export interface WinModelFile {
  format: number;
  language: Language;
  /** centre[u], scale[u] for u = 0 .. centre.length - 1; larger u use the last entry. */
  centre: number[];
  scale: number[];
}

export class WinModel {
  constructor(readonly file: WinModelFile) {
    if (file.format !== WIN_FORMAT_VERSION) {
      throw new Error(`Win model format ${file.format} is not supported`);
    }
    if (file.centre.length === 0 || file.centre.length !== file.scale.length) {
      throw new Error('A win model needs as many centres as scales, at least one');
    }
    if (file.scale.some((s) => !(s > 0))) throw new Error('Win model scales must be positive');
  }

  /** A number from 0 to 1. */
  winChance(spread: number, unseen: number): number {
    const last = this.file.centre.length - 1;
    const u = Math.max(0, Math.min(last, Math.round(unseen)));
    const z = (spread - (this.file.centre[u] as number)) / (this.file.scale[u] as number);
    return 1 / (1 + Math.exp(-z));
  }
}
