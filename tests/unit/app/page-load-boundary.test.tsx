// @vitest-environment jsdom
/**
 * A screen whose chunk cannot be fetched offline (src/app/page-load-boundary.tsx): a Norwegian
 * message in its place while the rest of the app stays (before, React took the whole app down
 * and with it the sign-out that waits for the network), and a new load once back online.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadBoundary } from '../../../src/app/page-load-boundary.tsx';
import { TEXT } from '../../../src/ui/text.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Failing() {
  const Screen = lazy(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
  );
  return (
    <Suspense fallback={<p>laster</p>}>
      <Screen />
    </Suspense>
  );
}

describe('a screen that cannot load', () => {
  it('says so offline, keeps the rest of the app, and loads the page anew back online', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <nav>Meny</nav>
        <PageLoadBoundary>
          <Failing />
        </PageLoadBoundary>
      </div>,
    );
    expect(await screen.findByText(TEXT.app.pageOffline)).toBeTruthy();
    expect(screen.getByText('Meny')).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.app.pageReload })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online, says the page could not be loaded, with a button to load it again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageLoadBoundary>
        <Failing />
      </PageLoadBoundary>,
    );
    expect(await screen.findByText(TEXT.app.pageFailed)).toBeTruthy();
    screen.getByRole('button', { name: TEXT.app.pageReload }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
