// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { renderApp } from './app-harness.tsx';

afterEach(cleanup);

it('the home page spells ORDBOT in tiles with their Norwegian points', async () => {
  localStorage.clear();
  renderApp('/');
  const heading = await screen.findByRole('heading', { level: 1, name: TEXT.app.name });
  const tiles = [...heading.querySelectorAll('.title-tile')].map((tile) => tile.textContent);
  expect(tiles).toEqual(['O3', 'R1', 'D1', 'B4', 'O3', 'T1']);
  expect(screen.getByText(TEXT.app.subtitle)).toBeTruthy();
});
