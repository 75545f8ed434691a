// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { onCacheTrouble, reportCacheTrouble } from '../../../src/cache/cache-access.ts';
import { renderApp, useCleanAppPerTest } from '../app/app-harness.tsx';

useCleanAppPerTest();

describe('a full or broken IndexedDB', () => {
  it('is logged every time and told to the user once, by the app layout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    const stop = onCacheTrouble(listener);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: TEXT.pages.about }, { timeout: 5000 });
    act(() => {
      reportCacheTrouble(
        'could not save an answer',
        new DOMException('full', 'QuotaExceededError'),
      );
      reportCacheTrouble('could not read a saved answer', new Error('broken'));
    });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(TEXT.cache.unavailable)).toBeTruthy();
    expect(screen.getAllByText(TEXT.cache.unavailable)).toHaveLength(1);
    stop();
    warn.mockRestore();
  });
});
