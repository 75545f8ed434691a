// The served analysis on the device (src/cache/served-analysis.ts): kept with the server's version
// of the game its review was made from (the answer's ETag), read back with it offline; a copy kept
// before versions were has none; and a review read from the device shows only with the game of
// that version, when both versions are known (analysisForGame).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import { queuedAnalysis } from '@ordbot/contract/served-analysis.ts';
import type { GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { OfflineError, setAuthToken } from '../../../src/api/client.ts';
import * as gamesApi from '../../../src/api/games.ts';
import { settledWrites } from '../../../src/cache/cache-access.ts';
import { clearAllCachedData, getDb, putEntry } from '../../../src/cache/db.ts';
import {
  analysisForGame,
  loadServedAnalysis,
  servedAnalysisKey,
  type FreshAnalysis,
} from '../../../src/cache/served-analysis.ts';

vi.mock('../../../src/api/games.ts');

/** Date.now() while an answer arrives, so its cachedAt is known. */
const SAVED_AT = 1_800_000_000_000;
const getGameAnalysis = () => vi.mocked(gamesApi.getGameAnalysis);

const judged: ServedAnalysis = {
  gameId: 7,
  status: 'QUICK',
  version: 'v2/1',
  accuracy: { player: 0.9, bot: 0.95 },
  moves: [],
  review: { moves: [] } as unknown as GameAnalysis,
  judgedAt: 1_700_000_000_000,
};

/** Each request answers `answer`, its ETag naming `version`. */
function answerWith(answer: ServedAnalysis, version: string | null) {
  getGameAnalysis().mockImplementation(async (_gameId, onVersion) => {
    onVersion?.(version);
    return answer;
  });
}

beforeEach(async () => {
  setAuthToken('token-alfa');
  vi.spyOn(Date, 'now').mockReturnValue(SAVED_AT);
  await clearAllCachedData();
});

afterEach(async () => {
  await settledWrites();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  setAuthToken(null);
});

describe('loadServedAnalysis', () => {
  it('answers the version the review was made from, and reads it back offline', async () => {
    answerWith(judged, '4711');
    expect(await loadServedAnalysis(7)).toEqual({
      value: judged,
      freshness: undefined,
      version: '4711',
    });
    await settledWrites();
    getGameAnalysis().mockRejectedValue(new OfflineError());
    expect(await loadServedAnalysis(7)).toEqual({
      value: judged,
      freshness: { source: 'cache', cachedAt: SAVED_AT },
      version: '4711',
    });
  });

  it('keeps no QUEUED answer', async () => {
    answerWith(queuedAnalysis(7), null);
    expect((await loadServedAnalysis(7)).version).toBeNull();
    await settledWrites();
    expect(await getDb().entries.get(servedAnalysisKey(7))).toBeUndefined();
  });

  it('reads an answer kept before versions were as having none', async () => {
    await putEntry(servedAnalysisKey(7), judged, SAVED_AT);
    getGameAnalysis().mockRejectedValue(new OfflineError());
    expect(await loadServedAnalysis(7)).toEqual({
      value: judged,
      freshness: { source: 'cache', cachedAt: SAVED_AT },
      version: null,
    });
  });
});

describe('analysisForGame', () => {
  const fromDevice = (version: string | null): FreshAnalysis => ({
    value: judged,
    freshness: { source: 'cache', cachedAt: SAVED_AT },
    version,
  });

  it('shows a review read from the device with the version it was made from only', () => {
    expect(analysisForGame(fromDevice('4711'), '4711')).toBe(judged);
    expect(analysisForGame(fromDevice('4711'), '4790')).toBeUndefined();
  });

  it('shows it when either version is unknown', () => {
    expect(analysisForGame(fromDevice(null), '4790')).toBe(judged);
    expect(analysisForGame(fromDevice('4711'), null)).toBe(judged);
  });

  it("shows the network's answer, the server's review of the game as it stands", () => {
    const online: FreshAnalysis = { value: judged, freshness: undefined, version: '4790' };
    expect(analysisForGame(online, '4711')).toBe(judged);
  });
});
