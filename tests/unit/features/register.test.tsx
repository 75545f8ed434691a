// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../../src/ui/text.ts';

import {
  authResponse,
  currentPath,
  EMAIL,
  jsonResponse,
  renderApp,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';

useCleanAppPerTest();

const T = TEXT.register;
const UUID = '6f1c2d8e-0000-4000-8000-000000000001';

function server(
  register: () => Response = () => jsonResponse(authResponse('reg-token', ['USER', 'PLAYER'], 7)),
) {
  return stubFetch((url) => {
    if (url.endsWith('/auth/validate-register-uuid'))
      return jsonResponse({ valid: true, email: EMAIL });
    if (url.endsWith('/auth/register-by-uuid')) return register();
    return new Promise<Response>(() => undefined);
  });
}

async function fill(password: string, repeat: string) {
  fireEvent.change(await screen.findByLabelText(T.password), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(T.repeatPassword), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: T.submit }));
}

describe('registration by invitation', () => {
  it('checks the link first, then shows the e-mail', async () => {
    const fetchMock = server();
    renderApp(`/register/${UUID}`);
    expect(await screen.findByText(T.checking)).toBeTruthy();
    expect(((await screen.findByLabelText(T.email)) as HTMLInputElement).value).toBe(EMAIL);
    const form = screen.getByRole('button', { name: T.submit }).closest('form') as HTMLElement;
    const privacy = within(form).getByRole('link', { name: TEXT.privacy.footerLink });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/auth\/validate-register-uuid$/);
    expect(JSON.parse(String(init?.body))).toEqual({ uuid: UUID });
  });

  it('explains an invalid, used or expired link and how to ask for a new one', async () => {
    stubFetch(() => jsonResponse({ valid: false, email: null }));
    renderApp(`/register/${UUID}`);
    expect(await screen.findByRole('heading', { name: T.invalidHeading })).toBeTruthy();
    expect(screen.getByText(T.invalid)).toBeTruthy();
    expect(screen.getByText(T.newLink)).toBeTruthy();
    expect(screen.queryByLabelText(T.password)).toBeNull();
  });

  it('offers a retry when the check fails', async () => {
    renderApp(`/register/${UUID}`);
    expect(await screen.findByText(T.checkFailed)).toBeTruthy();
    server();
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByLabelText(T.password)).toBeTruthy();
  });

  it('refuses a short password and a mismatch without calling the server', async () => {
    const fetchMock = server();
    renderApp(`/register/${UUID}`);
    await fill('kort', 'kort');
    expect(screen.getByRole('alert').textContent).toBe(T.tooShort);
    await fill('langt-passord', 'langt-passord2');
    expect(screen.getByRole('alert').textContent).toBe(T.mismatch);
    expect(screen.getByLabelText(T.repeatPassword).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/validate-register-uuid$/),
    ]);
  });

  it('shows the server message when registration fails', async () => {
    server(() =>
      jsonResponse({ statusCode: 410, error: 'Gone', message: 'Lenken er utløpt' }, 410),
    );
    renderApp(`/register/${UUID}`);
    await fill('langt-passord', 'langt-passord');
    expect(await screen.findByText('Lenken er utløpt')).toBeTruthy();
  });

  it('registers, signs in and goes home', async () => {
    const fetchMock = server();
    const { memory } = renderApp(`/register/${UUID}`);
    await fill('langt-passord', 'langt-passord');
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.app.name })).toBeTruthy();
    expect(currentPath(memory)).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('reg-token');
    expect(screen.getAllByRole('link', { name: 'Mine Spill' }).length).toBeGreaterThan(0);
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/register-by-uuid'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ uuid: UUID, password: 'langt-passord' });
  });
});
