/** Statistics repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/stats.ts';
import type { OverallStats, StatsRequest, StatsResult } from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { networkFirst } from './read-through.ts';

export function getOverallStats(language: Language): Promise<OverallStats> {
  return networkFirst('getOverallStats', [language], () => api.getOverallStats(language));
}

export function getGamesStarted(query: StatsRequest): Promise<StatsResult> {
  return networkFirst('getGamesStarted', [query], () => api.getGamesStarted(query));
}

export function getNumPlayers(query: StatsRequest): Promise<StatsResult> {
  return networkFirst('getNumPlayers', [query], () => api.getNumPlayers(query));
}

/** A live check of the server: never answered from the cache. */
