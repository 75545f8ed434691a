// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '../../../src/app/offline-banner.tsx';
import { TEXT } from '../../../src/ui/text.ts';
import { renderApp, signedInAs, useCleanAppPerTest } from './app-harness.tsx';

useCleanAppPerTest(() => {
  // Ends any install offer a test left behind (the offer is kept per page, like the browser's).
  window.dispatchEvent(new Event('appinstalled'));
  setOnline(true);
});

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** A synthetic install offer as Chromium sends it. */
function offerInstall() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('offline banner', () => {
  it('shows while the browser is offline and goes away when it is back online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(TEXT.pwa.offline);

    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(TEXT.pwa.offline)).toBeNull();
  });

  it('sits at the top of the main content of the app', async () => {
    online = false;
    renderApp('/about');
    await screen.findByRole('heading', { name: TEXT.pages.about });
    const main = screen.getByRole('main');
    expect(main.firstElementChild?.textContent).toBe(TEXT.pwa.offline);
    expect(within(main).getByRole('status').textContent).toBe(TEXT.pwa.offline);
  });
});

describe('Installer appen', () => {
  it('appears in the header after the browser offers installation, and prompts once', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: TEXT.menu.label });
    expect(screen.queryByRole('button', { name: TEXT.pwa.install })).toBeNull();

    const { event, prompt } = offerInstall();
    // The browser's own install bar gives way to our button.
    expect(event.defaultPrevented).toBe(true);
    // Awaited: the menu may still be settling after the sign-in check when the offer comes.
    const button = await screen.findByRole('button', { name: TEXT.pwa.install });
    expect(button.closest('header')).not.toBeNull();

    await act(async () => {
      fireEvent.click(button);
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: TEXT.pwa.install })).toBeNull();
  });

  it('keeps the menu entries as they are', async () => {
    signedInAs(['USER', 'PLAYER']);
    renderApp('/');
    await screen.findByRole('link', { name: 'Logg ut' });
    offerInstall();
    const [bar] = screen.getAllByRole('navigation', { name: TEXT.menu.label });
    expect(
      within(bar as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hjem', 'Mine Spill', 'Øv', 'Min konto', 'Logg ut']);
    expect(await screen.findByRole('button', { name: TEXT.pwa.install })).toBeTruthy();
  });

  it('goes away once the app is installed', async () => {
    renderApp('/');
    await screen.findByRole('navigation', { name: TEXT.menu.label });
    offerInstall();
    expect(await screen.findByRole('button', { name: TEXT.pwa.install })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: TEXT.pwa.install })).toBeNull();
  });

  it('is never shown in the installed app', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(display-mode: standalone)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    renderApp('/');
    await screen.findByRole('navigation', { name: TEXT.menu.label });
    offerInstall();
    expect(matchMedia).toHaveBeenCalledWith('(display-mode: standalone)');
    expect(screen.queryByRole('button', { name: TEXT.pwa.install })).toBeNull();
  });
});

describe('persistent storage', () => {
  afterEach(() => {
    vi.resetModules();
  });

  async function freshRequest() {
    vi.resetModules();
    return (await import('../../../src/app/persistent-storage.ts')).requestPersistentStorage;
  }

  function stubStorage(persisted: boolean) {
    const storage = {
      persisted: vi.fn(() => Promise.resolve(persisted)),
      persist: vi.fn(() => Promise.resolve(true)),
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage }));
    return storage;
  }

  it('asks once per page load, and not when storage is already persistent', async () => {
    const storage = stubStorage(false);
    const request = await freshRequest();
    request();
    request();
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    expect(storage.persisted).toHaveBeenCalledTimes(1);

    const kept = stubStorage(true);
    (await freshRequest())();
    await vi.waitFor(() => expect(kept.persisted).toHaveBeenCalledTimes(1));
    expect(kept.persist).not.toHaveBeenCalled();
  });

  it('stays silent when the browser refuses or lacks the API', async () => {
    const storage = stubStorage(false);
    storage.persist.mockImplementation(() => Promise.reject(new Error('denied')));
    const request = await freshRequest();
    expect(() => request()).not.toThrow();
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalled());

    vi.stubGlobal('navigator', Object.create(navigator));
    const withoutApi = await freshRequest();
    expect(() => withoutApi()).not.toThrow();
  });
});
