import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  MostUsedWordsRequest,
  OverallStats,
  StatsRequest,
  StatsResult,
  WordCount,
} from '@ordbot/contract/api-types.ts';
import type { Language } from '@ordbot/contract/enums.ts';
import { callApi } from './client.ts';

/** Open to anyone: the home page and the statistics view both use it. */
export function getOverallStats(language: Language): Promise<OverallStats> {
  return callApi(CALLS.overallStats, { body: { language } });
}

export function getGamesStarted(body: StatsRequest): Promise<StatsResult> {
  return callApi(CALLS.gamesStarted, { body });
}

export function getNumPlayers(body: StatsRequest): Promise<StatsResult> {
  return callApi(CALLS.numPlayers, { body });
}

export function getMostUsedWords(body: MostUsedWordsRequest): Promise<WordCount[]> {
  return callApi(CALLS.mostUsedWords, { body });
}
