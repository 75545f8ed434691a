// @vitest-environment jsdom
/**
 * 'Øvelser' on the player's own profile (src/features/players/practice-figures.tsx;
 * docs/strategy.md, Practice): exercises solved of all, and the share solved at the first try of
 * those tried, with its counts; a dash before any try; nothing when the progress cannot load.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PracticeList } from '@ordbot/contract/api-types.ts';
import { getPractice } from '../../../src/cache/practice.ts';
import type { Fresh } from '../../../src/cache/read-through.ts';
import { PracticeFigures } from '../../../src/features/players/practice-figures.tsx';

vi.mock('../../../src/cache/practice.ts', () => ({ getPractice: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const list = (progress: PracticeList['progress']): Fresh<PracticeList> => ({
  value: { exercises: [], progress },
  freshness: undefined,
});

/** The figure's value beside its label. */
async function value(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('PracticeFigures', () => {
  it("shows 'Øvelser løst' and the share solved at the first try", async () => {
    vi.mocked(getPractice).mockResolvedValue(list({ solved: 3, total: 12, tried: 8, firstTry: 2 }));
    render(<PracticeFigures />);
    expect(await screen.findByRole('heading', { name: 'Øvelser' })).toBeTruthy();
    expect(await value('Øvelser løst')).toBe('3 av 12 løst');
    expect(await value('Løst på første forsøk')).toBe('25,0\u00a0% (2 av 8)');
  });

  it('shows a dash before any exercise was tried', async () => {
    vi.mocked(getPractice).mockResolvedValue(list({ solved: 0, total: 5, tried: 0, firstTry: 0 }));
    render(<PracticeFigures />);
    expect(await value('Øvelser løst')).toBe('0 av 5 løst');
    expect(await value('Løst på første forsøk')).toBe('–');
  });

  it('leaves the section out when the progress cannot load', async () => {
    vi.mocked(getPractice).mockRejectedValue(new Error('down'));
    render(<PracticeFigures />);
    await vi.waitFor(() => expect(getPractice).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Øvelser' })).toBeNull();
  });
});
