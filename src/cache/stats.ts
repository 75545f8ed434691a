/** Statistics repository: passes straight through to src/api until the offline issue. */
import * as api from '../api/stats.ts';
import type {
  OverallStats,
  StatsRequest,
  StatsResult,
  TestConnResult,
} from '../../core/api-types.ts';
import type { Language } from '../../core/enums.ts';

export function getOverallStats(language: Language): Promise<OverallStats> {
  return api.getOverallStats(language);
}

export function getGamesStarted(query: StatsRequest): Promise<StatsResult> {
  return api.getGamesStarted(query);
}

export function getNumPlayers(query: StatsRequest): Promise<StatsResult> {
  return api.getNumPlayers(query);
}

export function testConn(): Promise<TestConnResult> {
  return api.testConn();
}
