// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { exportRequest } from '../../../src/features/games/export-menu.tsx';
import { initialSearchState } from '../../../src/features/games/search-state.ts';
import { ShareActions } from '../../../src/features/replay/share-actions.tsx';

const S = TEXT.share;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubMatchMedia(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('ShareActions', () => {
  it('offers the GCG download and copies the link of the move shown', async () => {
    stubMatchMedia(false);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success');
    render(<ShareActions gameId={5} playerName="Kari" finished moveNum={3} />);
    const link = screen.getByRole('link', { name: S.downloadGcg });
    expect(link.getAttribute('href')).toBe('/api/games/5/gcg');
    expect(link.getAttribute('download')).toBe('ordbot-5.gcg');
    expect(screen.queryByRole('button', { name: S.share })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: S.copyLink }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(S.copied));
    expect(writeText).toHaveBeenCalledWith(`${location.origin}/playergame/5?trekk=3`);
  });

  it('shares the link alone when the image is not there yet', async () => {
    stubMatchMedia(true);
    const share = vi.fn((data: ShareData) => Promise.resolve(data && undefined));
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    render(<ShareActions gameId={5} playerName="Kari" finished moveNum={2} />);
    fireEvent.click(screen.getByRole('button', { name: S.share }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    const data = share.mock.calls[0]?.[0] as ShareData;
    expect(data.url).toBe(`${location.origin}/playergame/5?trekk=2`);
    expect(data.files).toBeUndefined();
  });

  it('has no GCG for an ongoing game', () => {
    stubMatchMedia(false);
    render(<ShareActions gameId={5} playerName="Kari" finished={false} moveNum={0} />);
    expect(screen.queryByRole('link', { name: S.downloadGcg })).toBeNull();
    expect(screen.getByRole('button', { name: S.copyLink })).toBeTruthy();
  });

  it('opens the share sheet with the link and the board image on a phone', async () => {
    stubMatchMedia(true);
    const share = vi.fn((data: ShareData) => Promise.resolve(data && undefined));
    vi.stubGlobal('navigator', {
      ...navigator,
      share,
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
    });
    const fetchMock = vi.fn((_input: RequestInfo | URL) =>
      Promise.resolve(
        new Response(new Uint8Array([137, 80, 78, 71]), {
          headers: { 'content-type': 'image/png' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ShareActions gameId={5} playerName="Kari" finished moveNum={4} />);
    // The image is fetched ahead (the sheet must open straight from the tap).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0] ?? '')).toContain('/games/5/image.png?trekk=4');
    // A tap before the image is there shares the link alone (the sheet cannot wait for it), and
    // nothing on screen says it came: tap until the sheet gets it.
    const button = screen.getByRole('button', { name: S.share });
    await waitFor(() => {
      fireEvent.click(button);
      expect(share.mock.lastCall?.[0]?.files).toHaveLength(1);
    });
    const data = share.mock.lastCall?.[0] as ShareData;
    expect(data.url).toBe(`${location.origin}/playergame/5?trekk=4`);
    expect(data.files?.[0]?.name).toBe('ordbot-5-4.png');
  });
});

describe('export request', () => {
  it('is the search without its paging', () => {
    const state = { ...initialSearchState('screen', 25), sort: null };
    const request = exportRequest({
      ...state,
      filters: { ...state.filters, ongoingOnly: true },
    });
    expect(request).toEqual({ finished: false });
  });
});
