/** Statistics repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/stats.ts';
import type { OverallStats, StatsRequest, StatsResult } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { networkFirst, type Fresh } from './read-through.ts';

export function getOverallStats(language: Language): Promise<Fresh<OverallStats>> {
  return networkFirst('getOverallStats', [language], () => api.getOverallStats(language));
}

export function getGamesStarted(query: StatsRequest): Promise<Fresh<StatsResult>> {
  return networkFirst('getGamesStarted', [query], () => api.getGamesStarted(query));
}

export function getNumPlayers(query: StatsRequest): Promise<Fresh<StatsResult>> {
  return networkFirst('getNumPlayers', [query], () => api.getNumPlayers(query));
}
