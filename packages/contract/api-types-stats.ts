/**
 * API payloads of the home page's figures, the statistics and words, and the health checks
 * (packages/contract/api-types.ts exports them all).
 */
import type { Language, PlayerType, StatsDataType } from './enums.ts';

/** POST /api/public/overall-stats (docs/product.md, Home page). */
export interface OverallStatsRequest {
  language: Language;
}

/** One answer for the home page and the statistics view (docs/product.md, Home page; docs/architecture.md). */
export interface OverallStats {
  ongoingGames: number;
  numPlayers: number;
  numGames: number;
  /** NORMAL moves, i.e. words played. */
  numMoves: number;
  /** NORMAL moves of 7 tiles. */
  numBingos: number;
}

/** Month 0 at both ends means yearly buckets, month 1 monthly (docs/product.md, Statistics). */
export interface YearMonth {
  year: number;
  month: number;
}

/** POST /api/stats/games-started and /api/stats/num-players (docs/product.md, Statistics). */
export interface StatsRequest {
  language: Language;
  startTime: YearMonth;
  endTime: YearMonth;
}

/** A chart bucket, labelled YYYY or YYYY-MM (docs/architecture.md). */
export interface StatsDataItem {
  label: string;
  value: number;
}

/** Answer of games-started and num-players (docs/product.md, Statistics). */
export interface StatsResult {
  numRecords: number;
  data: StatsDataItem[];
  dataType: StatsDataType;
}

/** POST /api/stats/most-used-words (docs/product.md, Words). */
export interface MostUsedWordsRequest {
  language: Language;
  numTilesPlayed: number;
  playerType: PlayerType;
  entriesToReturn: number;
}

/** Items of the most-used-words answer, most used first (docs/architecture.md). */
export interface WordCount {
  word: string;
  count: number;
}

/** POST /api/stats/testconn (docs/architecture.md). */
export interface TestConnResult {
  ok: boolean;
  database: 'pglite' | 'postgresql';
  latencyMs: number;
  /** Why not, when ok is false (503). */
  message?: string;
}

/** GET /api/health (docs/architecture.md): 200 when the database answers, 503 while it does not. */
export interface Health {
  status: 'ok' | 'error';
  database: 'ok' | 'unreachable';
}
