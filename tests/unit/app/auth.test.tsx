// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { getAuthToken } from '../../../src/api/client.ts';
import { PENDING_SIGN_OUT_KEY } from '../../../src/app/pending-sign-out.ts';
import { AuthProvider, useAuth, type AuthContextValue } from '../../../src/app/auth.tsx';
import { TEXT } from '../../../src/ui/text.ts';
import { getDb, putEntry } from '../../../src/cache/db.ts';
import {
  answersLater,
  authResponse,
  currentPath,
  EMAIL,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from './app-harness.tsx';
import { emptyAnswer } from '../fixtures/answers.ts';

useCleanAppPerTest();

function header(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

describe('restoring the stored sign-in (docs/product.md, Sign-in)', () => {
  it('does nothing without a stored session', async () => {
    const fetchMock = stubFetch(emptyAnswer);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success stores the fresh token and signs in', async () => {
    storeSession('old-token', ['USER']);
    const fetchMock = stubFetch(() =>
      jsonResponse(authResponse('new-token', ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'], 7)),
    );
    renderApp('/');

    // Nothing of the app shows until the check is done.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Logg ut' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brukere' })).toBeTruthy();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/login-token');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: EMAIL, token: 'old-token' });

    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe(EMAIL);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session) ?? '')).toEqual({
      roles: ['USER', 'PLAYER', 'SUPERVISOR', 'ADMIN'],
      playerId: 7,
    });
    expect(getAuthToken()).toBe('new-token');
  });

  it('sends the bearer token on later requests', async () => {
    storeSession('old-token', ['USER', 'PLAYER'], 7);
    const fetchMock = stubFetch((url) =>
      url.endsWith('/login-token')
        ? jsonResponse(authResponse('new-token', ['USER', 'PLAYER'], 7))
        : jsonResponse([]),
    );
    renderApp('/');
    await screen.findByRole('link', { name: 'Logg ut' });

    const { getAllBasicPlayers } = await import('../../../src/cache/players.ts');
    await getAllBasicPlayers();
    // Found by address: the home page behind the app makes its own calls, in no fixed order.
    const [url, init] =
      fetchMock.mock.calls.find(([called]) => String(called).endsWith('/allbasic')) ?? [];
    expect(String(url)).toBe('/api/players/allbasic');
    expect(header(init, 'authorization')).toBe('Bearer new-token');
  });

  it('deletes the stored keys silently when the server refuses the token (401)', async () => {
    storeSession('old-token', ['USER', 'ADMIN']);
    stubFetch(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Ugyldig token' }, 401),
    );
    const { memory } = renderApp('/');

    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(getAuthToken()).toBeNull();
    expect(currentPath(memory)).toBe('/');
  });

  it('clears the data the refused session saved on this device', async () => {
    await putEntry('players', [{ id: 1, name: 'Kari' }]);
    expect(await getDb().entries.count()).toBe(1);
    storeSession('old-token', ['USER', 'PLAYER']);
    stubFetch(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Ugyldig token' }, 401),
    );
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    await waitFor(async () => expect(await getDb().entries.count()).toBe(0));
  });

  it.each([
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => jsonResponse({ statusCode: 500, error: 'x', message: 'y' }, 500)],
  ])('keeps the stored session on %s', async (_, answer) => {
    storeSession('old-token', ['USER', 'ADMIN']);
    stubFetch(answer);
    renderApp('/stats');

    expect(await screen.findByRole('heading', { name: TEXT.stats.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logg ut' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('old-token');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe(EMAIL);
    expect(getAuthToken()).toBe('old-token');
  });

  it('stops waiting for a slow server and uses the stored session', async () => {
    storeSession('old-token', ['USER']);
    const answers = answersLater();
    stubFetch(answers.request);
    let auth: AuthContextValue | undefined;
    function Probe() {
      auth = useAuth();
      return auth.ready ? <p>klar</p> : null;
    }
    render(
      <AuthProvider restoreTimeoutMs={20}>
        <Probe />
      </AuthProvider>,
    );
    expect(auth?.ready).toBe(false);
    expect(await screen.findByText('klar')).toBeTruthy();
    expect(auth?.signedIn).toBe(true);
    expect(getAuthToken()).toBe('old-token');

    // The late answer still renews the session.
    await act(async () => answers.answer(jsonResponse(authResponse('late-token', ['USER']))));
    await waitFor(() => expect(getAuthToken()).toBe('late-token'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('late-token');
  });
});

describe('signIn and signOut', () => {
  function renderProbe() {
    const ref: { current?: AuthContextValue } = {};
    function Probe() {
      ref.current = useAuth();
      return <p>{ref.current.signedIn ? 'inne' : 'ute'}</p>;
    }
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    return ref;
  }

  it('signIn stores the session and exposes roles and player id', async () => {
    stubFetch(emptyAnswer);
    const auth = renderProbe();
    act(() => auth.current?.signIn(authResponse('t1', ['USER', 'PLAYER'], 9)));

    expect(await screen.findByText('inne')).toBeTruthy();
    expect(auth.current?.email).toBe(EMAIL);
    expect(auth.current?.roles).toEqual(['USER', 'PLAYER']);
    expect(auth.current?.playerId).toBe(9);
    expect(auth.current?.hasRole('PLAYER')).toBe(true);
    expect(auth.current?.hasRole('ADMIN')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('t1');
    expect(getAuthToken()).toBe('t1');
  });

  it('signOut clears everything and ends the session on the server', async () => {
    const fetchMock = stubFetch(emptyAnswer);
    const auth = renderProbe();
    act(() => auth.current?.signIn(authResponse('t1', ['USER', 'ADMIN'])));
    act(() => auth.current?.signOut());

    expect(await screen.findByText('ute')).toBeTruthy();
    expect(auth.current?.roles).toEqual([]);
    expect(auth.current?.email).toBeNull();
    expect(getAuthToken()).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/logout');
    expect(header(init, 'authorization')).toBe('Bearer t1');
  });

  it('signOut works offline', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const auth = renderProbe();
    act(() => auth.current?.signIn(authResponse('t1', ['USER'])));
    act(() => auth.current?.signOut());
    expect(await screen.findByText('ute')).toBeTruthy();
  });

  it('a sign-out made offline ends the server session when back online', async () => {
    let online = false;
    const fetchMock = stubFetch((url, init) =>
      online ? emptyAnswer(url, init) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const auth = renderProbe();
    act(() => auth.current?.signIn(authResponse('t1', ['USER'])));
    act(() => auth.current?.signOut());
    expect(await screen.findByText('ute')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBe('["t1"]'));
    const logoutCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/logout');
    const tried = logoutCalls().length;

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(localStorage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull());
    const calls = logoutCalls();
    expect(calls.length).toBe(tried + 1);
    expect(header(calls.at(-1)?.[1], 'authorization')).toBe('Bearer t1');
  });
});

describe('/logout', () => {
  it('signs out and goes home with replace', async () => {
    storeSession('old-token', ['USER', 'ADMIN']);
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/login-token')
        ? jsonResponse(authResponse('new-token', ['USER', 'ADMIN']))
        : emptyAnswer(url, init),
    );
    const { memory } = renderApp('/logout');

    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(memory.history).toEqual(['/']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/auth/logout'),
    );
  });

  it('sends a guest home', async () => {
    stubFetch(emptyAnswer);
    const { memory } = renderApp('/logout');
    expect(await screen.findByRole('heading', { name: 'Ordbot' })).toBeTruthy();
    expect(memory.history).toEqual(['/']);
  });
});
