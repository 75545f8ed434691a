/** Most-used-words repository: network-first, the last answers kept for when there is no network. */
import * as api from '../api/stats.ts';
import type { MostUsedWordsRequest, WordCount } from '@ordbot/contract/api-types.ts';
import { networkFirst, type Fresh } from './read-through.ts';

export function getMostUsedWords(query: MostUsedWordsRequest): Promise<Fresh<WordCount[]>> {
  return networkFirst('getMostUsedWords', [query], () => api.getMostUsedWords(query));
}
