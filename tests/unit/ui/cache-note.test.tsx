// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { cachedFreshness } from '../../../src/cache/freshness.ts';
import { FreshnessNote } from '../../../src/ui/cache-note.tsx';

const NOW = Date.UTC(2024, 5, 1, 12);
const THREE_HOURS_AGO = NOW - 3 * 3600 * 1000;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FreshnessNote', () => {
  it('renders nothing for fresh data or no data (no freshness)', () => {
    const { container } = render(<FreshnessNote freshness={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('says when cached data was fetched', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(<FreshnessNote freshness={cachedFreshness(THREE_HOURS_AGO)} />);
    const note = screen.getByRole('status');
    const when = formatDateTime(THREE_HOURS_AGO / 1000);
    expect(note.textContent).toBe(TEXT.cache.savedAt(when));
    expect(note.textContent).toBe(`Frakoblet – viser lagrede data fra ${when}.`);
    expect(note.querySelector('time')?.getAttribute('title')).toBe('for 3 timer siden');
    expect(note.querySelector('time')?.getAttribute('datetime')).toBe('2024-06-01T09:00:00.000Z');
    expect(note.textContent).not.toContain(TEXT.cache.partial);
  });

  it('says that a partial answer covers the games on this device only', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    render(<FreshnessNote freshness={cachedFreshness(NOW - 2 * 86400 * 1000, true)} />);
    const when = formatDateTime((NOW - 2 * 86400 * 1000) / 1000);
    expect(screen.getByRole('status').textContent).toBe(
      `Frakoblet – viser lagrede data fra ${when}. Søket gjelder bare spill som er lagret på denne enheten.`,
    );
  });
});
