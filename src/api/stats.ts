import type {
  MostUsedWordsRequest,
  OverallStats,
  StatsRequest,
  StatsResult,
  WordCount,
} from '../../core/api-types.ts';
import type { Language } from '../../core/enums.ts';
import { request } from './client.ts';

/** Open to anyone: the home page and the statistics view both use it. */
export function getOverallStats(language: Language): Promise<OverallStats> {
  return request<OverallStats>('/public/overall-stats', { method: 'POST', body: { language } });
}

export function getGamesStarted(body: StatsRequest): Promise<StatsResult> {
  return request<StatsResult>('/stats/games-started', { method: 'POST', body });
}

export function getNumPlayers(body: StatsRequest): Promise<StatsResult> {
  return request<StatsResult>('/stats/num-players', { method: 'POST', body });
}

export function getMostUsedWords(body: MostUsedWordsRequest): Promise<WordCount[]> {
  return request<WordCount[]>('/stats/most-used-words', { method: 'POST', body });
}
