// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXT } from '../../../src/ui/text.ts';
import { PROFILE_TEXT } from '../../../src/ui/text-profile.ts';
import { currentPath, renderApp, signedInAs, useCleanAppPerTest } from './app-harness.tsx';

useCleanAppPerTest();

describe('guest on a signed-in route', () => {
  it.each([
    ['/stats', '/login?redirect=%2Fstats'],
    ['/games?x=1', '/login?redirect=%2Fgames%3Fx%3D1'],
    ['/players/12', '/login?redirect=%2Fplayers%2F12'],
    ['/mygames', '/login?redirect=%2Fmygames'],
  ])('%s is replaced by %s', async (path, target) => {
    const { memory } = renderApp(path);
    expect(await screen.findByRole('heading', { name: TEXT.pages.login })).toBeTruthy();
    // replace: the wanted page does not stay in the history.
    expect(memory.history).toEqual([target]);
  });
});

describe('signed-in user on a guests-only route', () => {
  it.each(['/login', '/login?redirect=%2Fstats', '/register/0d3f5e'])(
    '%s is sent home',
    async (path) => {
      signedInAs(['USER']);
      const { memory } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Ordbot' })).toBeTruthy();
      expect(memory.history).toEqual(['/']);
    },
  );
});

describe('role checks', () => {
  it.each(['/stats', '/players', '/words', '/users'])(
    'a user without ADMIN sees no access on %s',
    async (path) => {
      signedInAs(['USER', 'PLAYER', 'SUPERVISOR'], 7);
      const { memory } = renderApp(path);
      expect(await screen.findByRole('heading', { name: TEXT.noAccess.heading })).toBeTruthy();
      expect(screen.getByText(TEXT.noAccess.body)).toBeTruthy();
      expect(currentPath(memory)).toBe(path);
    },
  );

  it('an administrator opens /stats', async () => {
    signedInAs(['USER', 'SUPERVISOR', 'ADMIN']);
    renderApp('/stats');
    expect(await screen.findByRole('heading', { name: TEXT.stats.heading })).toBeTruthy();
  });

  it('/mygames needs the PLAYER role', async () => {
    signedInAs(['USER', 'SUPERVISOR', 'ADMIN']);
    renderApp('/mygames');
    expect(await screen.findByRole('heading', { name: TEXT.noAccess.heading })).toBeTruthy();
  });

  it('/mygames opens for a player', async () => {
    signedInAs(['USER', 'PLAYER'], 7);
    renderApp('/mygames');
    expect(await screen.findByRole('heading', { name: TEXT.games.myHeading })).toBeTruthy();
  });

  it('/games needs only sign-in: the server narrows what a plain user finds', async () => {
    signedInAs(['USER']);
    renderApp('/games');
    expect(await screen.findByRole('heading', { name: TEXT.games.heading })).toBeTruthy();
  });
});

describe('open routes and unknown paths', () => {
  it.each([
    ['/', 'Ordbot'],
    ['/about', TEXT.pages.about],
    ['/playergame/42', TEXT.pages.replay],
    ['/ms', TEXT.pages.ms],
  ])('a guest opens %s', async (path, heading) => {
    const { memory } = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(memory.history).toEqual([path]);
  });

  it.each(['/finnes-ikke', '/playergame/abc', '/games/7/extra'])(
    '%s shows the not-found view with a link home',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: TEXT.notFound.heading })).toBeTruthy();
      const home = screen.getByRole('link', { name: TEXT.notFound.home });
      expect(home.getAttribute('href')).toBe('/');
    },
  );
});

describe('the page view', () => {
  it('is re-created when the path changes, not when only the query does', async () => {
    signedInAs(['USER']);
    const { memory } = renderApp('/players/1');
    // The page's heading, once its figures are in (it names the player then, 'Spiller' before).
    const loadedHeading = async () => {
      await screen.findByRole('heading', { name: PROFILE_TEXT.resultsHeading });
      return screen.getByRole('heading', { level: 1 });
    };
    const first = await loadedHeading();

    act(() => memory.navigate('/players/1?trekk=3', { replace: true }));
    expect(screen.getByRole('heading', { level: 1 })).toBe(first);

    act(() => memory.navigate('/players/2'));
    const second = await loadedHeading();
    expect(second).not.toBe(first);
  });
});
