/** Most-used-words repository: passes straight through to src/api until the offline issue. */
import * as api from '../api/stats.ts';
import type { MostUsedWordsRequest, WordCount } from '../../core/api-types.ts';

export function getMostUsedWords(query: MostUsedWordsRequest): Promise<WordCount[]> {
  return api.getMostUsedWords(query);
}
