/**
 * The strategy model of a tile set (docs/strategy.md): leave values and winning chances, both
 * made by our own self-play. Pure data and functions, shared by the browser worker, the server
 * and the CLI. A language without tables has no model (null): its analysis stays in points.
 *
 * A leaf at the package's root, beside the other shared types, so that the move search's Engine
 * (movegen/search-engine.ts), which carries the model to every call, may name it without importing
 * the strategy folder above it; the tables that make a model are strategy/tables.ts.
 */
import type { Language } from './game-enums.ts';

export interface StrategyModel {
  /** Names the tables ('Analysert med ...'); stored with every analysis made with them. */
  readonly version: string;
  readonly language: Language;
  /** A leave's value in points ('?' a blank, any order, any case); the empty leave is 0. */
  leaveValue(tiles: string): number;
  /**
   * P(win | spread, unseen) of the side that has just moved, a draw counting half: spread is
   * its score minus the opponent's after the move plus its leave's value (0 when the rack is
   * unknown); unseen the tiles it cannot see after drawing (the bag plus the opponent's rack).
   */
  winChance(spread: number, unseen: number): number;
}

/** Equity of a move while the bag is not empty: its points plus its leave's value. */
export function equity(points: number, leaveValue: number): number {
  return points + leaveValue;
}
