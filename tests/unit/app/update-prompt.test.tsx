// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { UpdatePrompt } from '../../../src/app/update-prompt.tsx';

// The registration hook stands in for vite-plugin-pwa's service worker, which only the
// production build has.
const sw = vi.hoisted(() => ({
  needRefresh: false,
  applyUpdate: null as unknown as ReturnType<typeof vi.fn>,
  dismiss: null as unknown as ReturnType<typeof vi.fn>,
}));
vi.mock('../../../src/app/service-worker.ts', () => ({
  useServiceWorkerUpdate: () => sw,
}));

beforeEach(() => {
  sw.needRefresh = false;
  sw.applyUpdate = vi.fn(() => Promise.resolve());
  sw.dismiss = vi.fn();
});
afterEach(cleanup);

describe('update prompt', () => {
  it('shows nothing while no new version waits', () => {
    const { container } = render(<UpdatePrompt />);
    expect(screen.queryByText(TEXT.pwa.updateAvailable)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // The empty live region stays, so the notice is announced when it appears.
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it("tells about a waiting version and applies it only on 'Oppdater nå'", async () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    const region = screen.getByText(TEXT.pwa.updateAvailable).closest('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(sw.applyUpdate).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.pwa.updateNow }));
    });
    expect(sw.applyUpdate).toHaveBeenCalledTimes(1);
    // Until the new version takes over and reloads the page.
    const busy = screen.getByRole('button', { name: TEXT.pwa.updating });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Senere' dismisses the notice without updating", () => {
    sw.needRefresh = true;
    render(<UpdatePrompt />);
    fireEvent.click(screen.getByRole('button', { name: TEXT.pwa.updateLater }));
    expect(sw.dismiss).toHaveBeenCalledTimes(1);
    expect(sw.applyUpdate).not.toHaveBeenCalled();
  });

  it('lets the user try again when applying the update fails', async () => {
    sw.needRefresh = true;
    sw.applyUpdate = vi.fn(() => Promise.reject(new Error('no worker')));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<UpdatePrompt />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.pwa.updateNow }));
    });
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: TEXT.pwa.updateNow })).toBeTruthy();
    error.mockRestore();
  });
});

describe('the real registration hook', () => {
  it('reports no waiting version and registers nothing outside the production build', async () => {
    const real = await vi.importActual<typeof import('../../../src/app/service-worker.ts')>(
      '../../../src/app/service-worker.ts',
    );
    expect(() => real.startServiceWorker()).not.toThrow();
    let seen: boolean | undefined;
    function Probe() {
      seen = real.useServiceWorkerUpdate().needRefresh;
      return null;
    }
    render(<Probe />);
    expect(seen).toBe(false);
  });
});
