// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@ordbot/contract/enums.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { currentPath, renderApp, signedInAs, useCleanAppPerTest } from './app-harness.tsx';

useCleanAppPerTest();

/** The desktop bar: the first navigation landmark named Hovedmeny. */
async function menuBar() {
  const [bar] = await screen.findAllByRole('navigation', { name: TEXT.menu.label });
  if (!bar) throw new Error('no menu bar');
  return bar;
}

function labels(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('menu entries by role (docs/product.md, Top menu)', () => {
  it('a guest sees Hjem and Logg inn only', async () => {
    renderApp('/');
    expect(labels(await menuBar())).toEqual(['Hjem', 'Logg inn']);
  });

  it.each<[string, Role[], string[]]>([
    ['a plain user', ['USER'], ['Hjem', 'Min konto', 'Logg ut']],
    [
      'a player',
      ['USER', 'PLAYER'],
      ['Hjem', 'Mine Spill', 'Min statistikk', 'Øv', 'Min konto', 'Logg ut'],
    ],
    ['a supervisor', ['USER', 'SUPERVISOR'], ['Hjem', 'Alle Spill', 'Min konto', 'Logg ut']],
    [
      'an administrator',
      ['USER', 'SUPERVISOR', 'ADMIN'],
      [
        'Hjem',
        'Statistikk',
        'Spillere',
        'Alle Spill',
        'Ord',
        'Brukere',
        'Juksanalyse',
        'Min konto',
        'Logg ut',
      ],
    ],
    [
      'an administrator with a player',
      ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'],
      [
        'Hjem',
        'Statistikk',
        'Spillere',
        'Mine Spill',
        'Min statistikk',
        'Øv',
        'Alle Spill',
        'Ord',
        'Brukere',
        'Juksanalyse',
        'Min konto',
        'Logg ut',
      ],
    ],
  ])('%s sees exactly their entries', async (_, roles, expected) => {
    signedInAs(roles, roles.includes('PLAYER') ? 7 : null);
    renderApp('/');
    await screen.findByRole('link', { name: 'Logg ut' });
    expect(labels(await menuBar())).toEqual(expected);
  });

  it('links carry the entry paths and the product name links home', async () => {
    signedInAs(['USER', 'SUPERVISOR', 'ADMIN']);
    renderApp('/about');
    const bar = await menuBar();
    expect(within(bar).getByRole('link', { name: 'Statistikk' }).getAttribute('href')).toBe(
      '/stats',
    );
    expect(screen.getByRole('link', { name: 'Ordbot' }).getAttribute('href')).toBe('/');
  });

  it("links 'Min statistikk' to the player's own profile", async () => {
    signedInAs(['USER', 'PLAYER'], 7);
    renderApp('/about');
    const bar = await menuBar();
    expect(within(bar).getByRole('link', { name: 'Min statistikk' }).getAttribute('href')).toBe(
      '/players/7',
    );
  });
});

describe('active entry', () => {
  function current(nav: HTMLElement): string[] {
    return within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent ?? '');
  }

  it.each([
    ['/', ['Hjem']],
    ['/players', ['Spillere']],
    ['/players/12', ['Spillere']],
    ['/games/7', ['Alle Spill']],
    ['/fairplay/12', ['Juksanalyse']],
    ['/about', []],
  ])('on %s the active entries are %j', async (path, expected) => {
    signedInAs(['USER', 'SUPERVISOR', 'ADMIN']);
    renderApp(path);
    await screen.findByRole('link', { name: 'Logg ut' });
    expect(current(await menuBar())).toEqual(expected);
  });

  it.each([
    ['/players/7', ['Min statistikk']],
    ['/players/12', ['Spillere']],
    ['/mygames', ['Mine Spill']],
  ])('an administrator with player 7: on %s only %j is active', async (path, expected) => {
    signedInAs(['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'], 7);
    renderApp(path);
    await screen.findByRole('link', { name: 'Logg ut' });
    expect(current(await menuBar())).toEqual(expected);
  });

  it('follows navigation', async () => {
    signedInAs(['USER', 'SUPERVISOR', 'ADMIN']);
    const { memory } = renderApp('/');
    const bar = await menuBar();
    fireEvent.click(within(bar).getByRole('link', { name: 'Ord' }));
    expect(currentPath(memory)).toBe('/words');
    // The route's screen loads lazily; the menu re-renders when it has, so a loaded machine
    // may show the old entry for a moment.
    await waitFor(() => expect(current(bar)).toEqual(['Ord']));
  });
});

describe('mobile panel', () => {
  async function openPanel() {
    const toggle = await screen.findByRole('button', { name: TEXT.menu.open });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    return screen.getByRole('dialog', { name: TEXT.menu.panelLabel });
  }

  it('opens with the entries and focuses the close button', async () => {
    renderApp('/');
    const panel = await openPanel();
    expect(labels(panel)).toEqual(['Hjem', 'Logg inn']);
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: TEXT.menu.close }),
    );
  });

  it('closes with the close button, the overlay and Escape', async () => {
    renderApp('/');
    fireEvent.click(within(await openPanel()).getByRole('button', { name: TEXT.menu.close }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openPanel();
    fireEvent.click(screen.getByTestId('menu-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TEXT.menu.open }));
  });

  it('closes on navigation', async () => {
    const { memory } = renderApp('/');
    fireEvent.click(within(await openPanel()).getByRole('link', { name: 'Logg inn' }));
    expect(currentPath(memory)).toBe('/login');
    expect(screen.queryByRole('dialog')).toBeNull();

    await openPanel();
    act(() => memory.navigate('/about'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when its link leads to the current page', async () => {
    renderApp('/');
    fireEvent.click(within(await openPanel()).getByRole('link', { name: 'Hjem' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
