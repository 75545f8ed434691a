// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { safeRedirect } from '../../../src/features/auth/safe-redirect.ts';
import {
  authResponse,
  currentPath,
  jsonResponse,
  renderApp,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';

useCleanAppPerTest();

const T = TEXT.login;

async function submit(email = 'kari@example.no', password = 'hemmelig-passord') {
  fireEvent.change(await screen.findByLabelText(T.email), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(T.password), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: T.submit }));
}

/** The server signs in as an administrator; every other call stays unanswered. */
function serverSigningIn() {
  return stubFetch((url) =>
    url.endsWith('/auth/login')
      ? jsonResponse(authResponse('new-token', ['USER', 'SUPERVISOR', 'ADMIN']))
      : new Promise<Response>(() => undefined),
  );
}

describe('sign-in form', () => {
  it('has a heading, labelled fields and the submit button', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.pages.login })).toBeTruthy();
    expect(screen.getByLabelText(T.email).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(T.password).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: T.submit })).toBeTruthy();
    expect(screen.getByText(/Skriv web og e-postadressen din i chatten/)).toBeTruthy();
  });

  it('sends the credentials and shows the server message in the alert', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { statusCode: 401, error: 'Unauthorized', message: 'Feil e-post eller passord' },
        401,
      ),
    );
    renderApp('/login');
    await submit(' kari@example.no ', 'feil-passord');
    expect(screen.getByRole('button', { name: T.busy })).toBeTruthy();
    expect(await screen.findByText('Feil e-post eller passord')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Feil e-post eller passord');
    expect(screen.getByRole('button', { name: T.submit })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'kari@example.no',
      password: 'feil-passord',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    renderApp('/login');
    await submit();
    expect(await screen.findByText(T.offline)).toBeTruthy();
  });

  it('signs in and honours the redirect to a signed-in route', async () => {
    serverSigningIn();
    const { memory } = renderApp('/login?redirect=%2Fstats');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.stats.heading })).toBeTruthy();
    expect(currentPath(memory)).toBe('/stats');
    // Neither home nor a second trip to /login came in between.
    expect(memory.history).toEqual(['/stats']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBe('kari@example.no');
  });

  it('keeps the query of the redirect path', async () => {
    serverSigningIn();
    const { memory } = renderApp('/login?redirect=%2Fabout%3Fx%3D1');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.pages.about })).toBeTruthy();
    expect(currentPath(memory)).toBe('/about?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'stats'])(
    'ignores the unsafe redirect %s and goes home',
    async (redirect) => {
      serverSigningIn();
      const { memory } = renderApp(`/login?redirect=${encodeURIComponent(redirect)}`);
      await submit();
      expect(await screen.findByRole('heading', { level: 1, name: TEXT.app.name })).toBeTruthy();
      await act(async () => undefined);
      expect(currentPath(memory)).toBe('/');
    },
  );

  it('goes home without a redirect', async () => {
    serverSigningIn();
    const { memory } = renderApp('/login');
    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.app.name })).toBeTruthy();
    expect(memory.history).toEqual(['/']);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/stats', '/stats'],
    ['/games?x=1', '/games?x=1'],
    ['/playergame/42?trekk=3', '/playergame/42?trekk=3'],
    [null, '/'],
    ['', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/ stats', '/'],
    ['/login?redirect=%2Fstats', '/'],
    ['/logout', '/'],
    ['/register/abc', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
