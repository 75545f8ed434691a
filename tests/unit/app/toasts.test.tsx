// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { expect, it, vi } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { renderApp, useCleanAppPerTest } from './app-harness.tsx';

useCleanAppPerTest(() => act(() => toast.remove()));

it('shows toasts and clears them when the path changes', async () => {
  const { memory } = renderApp('/about');
  await screen.findByRole('heading', { name: TEXT.pages.about });

  act(() => {
    toast('Lagret');
  });
  expect(screen.getByText('Lagret')).toBeTruthy();

  // A query change (the replay's ?trekk=N) keeps them.
  act(() => memory.navigate('/about?trekk=2', { replace: true }));
  expect(screen.getByText('Lagret')).toBeTruthy();

  act(() => memory.navigate('/ms'));
  expect(screen.queryByText('Lagret')).toBeNull();
  expect(await screen.findByRole('heading', { name: TEXT.pages.ms })).toBeTruthy();
});

it('closes a toast after 5000 ms', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { name: TEXT.pages.about });
  vi.useFakeTimers();
  try {
    act(() => {
      toast('Snart borte');
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Snart borte').closest('[role="status"]')).toBeTruthy();
    // Dismissed at 5000 ms, removed after the 300 ms collapse.
    act(() => vi.advanceTimersByTime(100));
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('Snart borte')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
