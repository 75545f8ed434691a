// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { PRIVACY_TEXT } from '../../../src/ui/text-privacy.ts';
import {
  authResponse,
  currentPath,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
  type FetchHandler,
} from '../app/app-harness.tsx';

useCleanAppPerTest();

const T = TEXT.account;

/** Signed in as a player; `account` answers the /account calls. */
function signedIn(account: FetchHandler) {
  storeSession('stored-token', ['USER', 'PLAYER'], 7);
  return stubFetch((url, init) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse(authResponse('fresh-token', ['USER', 'PLAYER'], 7));
    }
    if (url.includes('/account/')) return account(url, init);
    if (url.endsWith('/auth/logout')) return new Response(null, { status: 204 });
    return jsonResponse({});
  });
}

const noContent = () => new Response(null, { status: 204 });
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('my account', () => {
  it('changes the password and says so, checking length and repetition first', async () => {
    const fetchMock = signedIn(noContent);
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: T.heading })).toBeTruthy();
    fill(T.currentPassword, 'gammelt-passord');
    fill(T.newPassword, 'kort');
    fill(T.repeatPassword, 'kort');
    fireEvent.click(screen.getByRole('button', { name: T.passwordSubmit }));
    expect(await screen.findByText(T.tooShort)).toBeTruthy();
    fill(T.newPassword, 'nytt-passord');
    fill(T.repeatPassword, 'nytt-passord2');
    fireEvent.click(screen.getByRole('button', { name: T.passwordSubmit }));
    expect(await screen.findByText(T.mismatch)).toBeTruthy();
    fill(T.repeatPassword, 'nytt-passord');
    fireEvent.click(screen.getByRole('button', { name: T.passwordSubmit }));
    expect(await screen.findByText(T.passwordChanged)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'gammelt-passord',
      newPassword: 'nytt-passord',
    });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('fresh-token');
  });

  it('shows the server message when the current password is wrong', async () => {
    signedIn(() =>
      jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Passordet er feil.' }, 400),
    );
    renderApp('/account');
    await screen.findByLabelText(T.currentPassword);
    fill(T.currentPassword, 'feil');
    fill(T.newPassword, 'nytt-passord');
    fill(T.repeatPassword, 'nytt-passord');
    fireEvent.click(screen.getByRole('button', { name: T.passwordSubmit }));
    expect(await screen.findByText('Passordet er feil.')).toBeTruthy();
  });

  it('signs out everywhere and goes home signed out', async () => {
    signedIn(noContent);
    const { memory } = renderApp('/account');
    fireEvent.click(await screen.findByRole('button', { name: T.everywhereSubmit }));
    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(currentPath(memory)).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('deletes the account only when confirmed, then signs out', async () => {
    const fetchMock = signedIn(noContent);
    const { memory } = renderApp('/account');
    await screen.findByLabelText(T.deletePassword);
    fill(T.deletePassword, 'passord-1');
    fireEvent.click(screen.getByRole('button', { name: T.deleteSubmit }));
    expect(await screen.findByText(T.deleteMustConfirm)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(T.deleteConfirm));
    fireEvent.click(screen.getByRole('button', { name: T.deleteSubmit }));
    expect(await screen.findByRole('link', { name: 'Logg inn' })).toBeTruthy();
    expect(currentPath(memory)).toBe('/');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/account/delete'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'passord-1', confirm: true });
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('privacy page', () => {
  it('is open to guests, reached from the footer, and says what is kept how long', async () => {
    const { memory } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    fireEvent.click(within(footer).getByRole('link', { name: TEXT.privacy.footerLink }));
    expect(
      await screen.findByRole('heading', { level: 1, name: PRIVACY_TEXT.heading }),
    ).toBeTruthy();
    expect(currentPath(memory)).toBe('/privacy');
    for (const section of PRIVACY_TEXT.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy();
    }
    expect(screen.getByText(/En innlogging varer i 30 dager/)).toBeTruthy();
    expect(screen.getByText(/48 timer/)).toBeTruthy();
    // Public replays, board images and link cards with names, ongoing games included.
    expect(screen.getByText(/Det gjelder også spill som pågår/)).toBeTruthy();
    expect(screen.getByText(/lenkekortet .* viser også spillernavnet/)).toBeTruthy();
    // The fair-play analysis: what, who sees it, never an automatic verdict, and on what basis.
    expect(
      screen.getByText(/Bare administratorer ser dette.*aldri en automatisk dom/),
    ).toBeTruthy();
    expect(screen.getByText(/artikkel 6 nr. 1 bokstav f/)).toBeTruthy();
    // How to get one's data out and delete it.
    expect(screen.getByText(/Last ned GCG/)).toBeTruthy();
    expect(screen.getByText(/«Slett kontoen»/)).toBeTruthy();
  });
});
