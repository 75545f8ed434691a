// @vitest-environment jsdom
/**
 * The replay's review with the game's version (src/features/replay/use-analysis.ts): a served
 * review read from the device shows only with the version of the game it was made from; read
 * under another version, the replay offers the device's own analysis instead.
 */
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServedAnalysis } from '@ordbot/contract/api-types.ts';
import type { AnalysisGame, GameAnalysis } from '@ordbot/engine/analysis/types.ts';
import { loadServedAnalysis } from '../../../src/cache/served-analysis.ts';
import { useAnalysis } from '../../../src/features/replay/use-analysis.ts';

vi.mock('../../../src/cache/served-analysis.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/cache/served-analysis.ts')>()),
  loadServedAnalysis: vi.fn(),
}));
vi.mock('../../../src/lib/worker-bridge.ts', () => ({ runServiceWith: vi.fn() }));

const GAME: AnalysisGame = { language: 'NO_B', layout: [], finished: true, moves: [] };
const judged: ServedAnalysis = {
  gameId: 7,
  status: 'QUICK',
  version: 'v2/1',
  accuracy: { player: 0.9, bot: 0.95 },
  moves: [],
  review: { moves: [] } as unknown as GameAnalysis,
  judgedAt: 1_700_000_000_000,
};

afterEach(() => {
  cleanup();
  vi.mocked(loadServedAnalysis).mockReset();
});

/** The review kept on the device, made from the game's version 4711, read with no network. */
function keptFrom4711() {
  vi.mocked(loadServedAnalysis).mockResolvedValue({
    value: judged,
    freshness: { source: 'cache', cachedAt: 1_800_000_000_000 },
    version: '4711',
  });
}

describe('useAnalysis with the game version', () => {
  it('shows the kept review with the version of the game it was made from', async () => {
    keptFrom4711();
    const { result } = renderHook(() => useAnalysis(7, GAME, '4711'));
    await waitFor(() => expect(result.current[0]).toMatchObject({ state: 'ready' }));
    expect(result.current[0]).toMatchObject({ source: 'QUICK', list: null });
  });

  it('leaves it for another version of the game: the device’s analysis is offered', async () => {
    keptFrom4711();
    const { result } = renderHook(() => useAnalysis(7, GAME, '4790'));
    await waitFor(() => expect(loadServedAnalysis).toHaveBeenCalled());
    await waitFor(() => expect(result.current[0]).toEqual({ state: 'idle' }));
  });
});
