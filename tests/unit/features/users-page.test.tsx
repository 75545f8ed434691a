// @vitest-environment jsdom
// Over 300 lines: the user administration flows (list, edit dialog, picker, errors) share one
// mocked API.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerInfoBasic, User } from '@ordbot/contract/api-types.ts';
import { PICKER_CLOSE_DELAY } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../../src/ui/text.ts';
import {
  answersLater,
  authResponse,
  jsonResponse,
  renderApp,
  storeSession,
  stubFetch,
  useCleanAppPerTest,
} from '../app/app-harness.tsx';

useCleanAppPerTest(() => {
  vi.restoreAllMocks();
});

// The screen's chunk (with React Aria) is transformed once, before the first test's timeouts.
beforeAll(async () => {
  await import('../../../src/features/users/users-page.tsx');
});

const PLAYERS: PlayerInfoBasic[] = [
  { id: 11, name: 'Kari Nordmann' },
  { id: 12, name: 'ordkongen' },
  { id: 13, name: 'Ola Hansen' },
];

const USERS: User[] = [
  {
    id: 1,
    email: 'admin@example.no',
    playerId: 11,
    mainRole: 'ADMIN',
    status: 'ACTIVE',
    lastLoginDate: '2024-03-05T14:07:00.000Z',
  },
  {
    id: 2,
    email: 'ny@example.no',
    playerId: null,
    mainRole: 'PLAYER',
    status: 'NOT_VERIFIED',
    lastLoginDate: null,
  },
  {
    id: 3,
    email: 'borte@example.no',
    playerId: 999,
    mainRole: 'USER',
    status: 'INACTIVE',
    lastLoginDate: null,
  },
];

interface Api {
  users?: () => Response | Promise<Response>;
  players?: () => Response | Promise<Response>;
  /** `accept` stores the update in the list that later loads return (the default answer). */
  update?: (body: unknown, accept: (body: unknown) => Response) => Response | Promise<Response>;
}

/** Signed in as an administrator, with the user and player endpoints answered by `api`. */
function adminWithApi(api: Api = {}) {
  let users = USERS;
  const save = (body: unknown) => {
    const update = body as User;
    users = users.map((u) => (u.id === update.id ? { ...u, ...update } : u));
    // The server answers the whole user, as the list has it.
    return jsonResponse(users.find((u) => u.id === update.id));
  };
  storeSession('stored-token', ['USER', 'ADMIN']);
  return stubFetch((url, init) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse(authResponse('fresh-token', ['USER', 'ADMIN']));
    }
    if (url.endsWith('/user/getall')) return api.users?.() ?? jsonResponse(users);
    if (url.endsWith('/players/allbasic')) return api.players?.() ?? jsonResponse(PLAYERS);
    if (url.endsWith('/user/update')) {
      const body: unknown = JSON.parse(String(init.body));
      return api.update ? api.update(body, save) : save(body);
    }
    return jsonResponse({}, 404);
  });
}

function calls(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));
}

/** The request of the first POST /user/update. */
function firstUpdate(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const call = calls(fetchMock, '/user/update')[0];
  if (!call) throw new Error('no update was sent');
  return call[1] ?? {};
}

async function findRow(email: string) {
  const cell = await screen.findByRole('cell', { name: email });
  return cell.closest('tr') as HTMLTableRowElement;
}

async function openEditor(email: string) {
  fireEvent.click(await screen.findByRole('button', { name: TEXT.users.editLabel(email) }));
  return screen.findByRole('dialog');
}

describe('the user table', () => {
  it('shows the columns and each user with player, role, status and last login', async () => {
    adminWithApi();
    renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: TEXT.users.heading })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Bruker-ID',
      'Spillernavn i Wordfeud',
      'E-post',
      'Rolle',
      'Status',
      'Siste innlogging',
      'Handlinger',
    ]);
    const admin = within(await findRow('admin@example.no'));
    expect(admin.getByText('Kari Nordmann')).toBeTruthy();
    expect(admin.getByText('Administrator')).toBeTruthy();
    expect(admin.getByText('Aktiv')).toBeTruthy();
    expect(admin.getByText(/^05\.03\.2024/)).toBeTruthy();
    const edit = admin.getByRole('button', { name: 'Rediger admin@example.no' });
    expect(edit.textContent).toBe(TEXT.users.edit);
  });

  it("an unlinked user shows 'Ikke koblet', a player not in the list 'Ukjent spiller', never signed in –", async () => {
    adminWithApi();
    renderApp('/users');
    const unlinked = within(await findRow('ny@example.no'));
    expect(unlinked.getByText(TEXT.users.noPlayer)).toBeTruthy();
    expect(unlinked.getByText('Spiller')).toBeTruthy();
    expect(unlinked.getByText('Ikke verifisert')).toBeTruthy();
    expect(unlinked.getByText(TEXT.users.neverLoggedIn)).toBeTruthy();
    const unknown = within(await findRow('borte@example.no'));
    expect(unknown.getByText(TEXT.users.unknownPlayer)).toBeTruthy();
    expect(unknown.getByText('Bruker')).toBeTruthy();
    expect(unknown.getByText('Inaktiv')).toBeTruthy();
  });

  it('the refresh button reads Laster... with the loader while the list loads', async () => {
    // The button reads Laster... before the request leaves: each answer waits for the test,
    // whichever comes first.
    const lists = answersLater();
    const fetchMock = adminWithApi({ users: lists.request });
    renderApp('/users');
    const button = await screen.findByRole('button', { name: TEXT.users.refreshing });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(TEXT.users.loading)).toBeTruthy();
    await act(async () => lists.answer(jsonResponse(USERS)));
    const refresh = await screen.findByRole('button', { name: TEXT.users.refresh });
    expect(screen.queryByText(TEXT.users.loading)).toBeNull();

    fireEvent.click(refresh);
    expect(await screen.findByRole('button', { name: TEXT.users.refreshing })).toBeTruthy();
    await act(async () => lists.answer(jsonResponse(USERS)));
    await screen.findByRole('button', { name: TEXT.users.refresh });
    expect(calls(fetchMock, '/user/getall')).toHaveLength(2);
  });

  it('an empty list says so', async () => {
    adminWithApi({ users: () => jsonResponse([]) });
    renderApp('/users');
    expect(await screen.findByText(TEXT.users.empty)).toBeTruthy();
  });

  it('a failed load shows the error in a banner that can be dismissed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminWithApi({ users: () => jsonResponse({ message: 'boom' }, 500) });
    renderApp('/users');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TEXT.users.loadError);
    expect(screen.queryByText(TEXT.users.empty)).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: TEXT.users.dismiss }));
    expect(screen.queryByText(TEXT.users.loadError)).toBeNull();
  });

  it('a failed player list still shows the users', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    adminWithApi({ players: () => jsonResponse({ message: 'boom' }, 500) });
    renderApp('/users');
    expect(await findRow('ny@example.no')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the edit dialog', () => {
  it('is titled with the e-mail and holds the row values', async () => {
    adminWithApi();
    renderApp('/users');
    const dialog = within(await openEditor('admin@example.no'));
    expect(dialog.getByRole('heading', { name: 'Rediger bruker: admin@example.no' })).toBeTruthy();
    const email = dialog.getByLabelText(TEXT.users.email) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(email.value).toBe('admin@example.no');
    expect(dialog.getByText(TEXT.users.playerSelected).textContent).toContain('Kari Nordmann');
    expect(dialog.getByPlaceholderText(TEXT.users.playerSearch)).toBeTruthy();
    expect(dialog.getByRole('button', { name: /Rolle/ }).textContent).toContain('Administrator');
    expect(dialog.getByRole('button', { name: /Status/ }).textContent).toContain('Aktiv');
  });

  it('Avbryt closes without saving', async () => {
    const fetchMock = adminWithApi();
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, '/user/update')).toHaveLength(0);
  });

  it('a blank e-mail shows E-post er påkrevd and sends nothing', async () => {
    const fetchMock = adminWithApi();
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    const email = dialog.getByLabelText(TEXT.users.email);
    fireEvent.change(email, { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.save }));
    expect(await dialog.findByText(TEXT.users.emailRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls(fetchMock, '/user/update')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('saves the edited values, shows Lagrer..., then the success banner and the new row', async () => {
    const saves = answersLater<void>();
    const fetchMock = adminWithApi({
      update: (body, accept) => saves.request().then(() => accept(body)),
    });
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    fireEvent.change(dialog.getByLabelText(TEXT.users.email), {
      target: { value: ' ny2@example.no ' },
    });

    // Pick a player by typing part of the name.
    const search = dialog.getByPlaceholderText(TEXT.users.playerSearch);
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'kong' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ordkongen' }));
    expect(dialog.getByText(TEXT.users.playerSelected).textContent).toContain('ordkongen');

    fireEvent.click(dialog.getByRole('button', { name: /Rolle/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    fireEvent.click(dialog.getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Aktiv' }));

    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.save }));
    const saving = await dialog.findByRole('button', { name: TEXT.users.saving });
    expect((saving as HTMLButtonElement).disabled).toBe(true);

    // Lagrer... shows before the request leaves.
    await waitFor(() => expect(calls(fetchMock, '/user/update')).toHaveLength(1));
    const init = firstUpdate(fetchMock);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      id: 2,
      email: 'ny2@example.no',
      playerId: 12,
      mainRole: 'SUPERVISOR',
      status: 'ACTIVE',
    });

    await act(async () => saves.answer());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const banner = await screen.findByText('Bruker ny2@example.no oppdatert');
    const status = banner.closest('[role="status"]') as HTMLElement;
    expect(status).toBeTruthy();
    const row = within(await findRow('ny2@example.no'));
    expect(row.getByText('ordkongen')).toBeTruthy();
    expect(row.getByText('Supervisor')).toBeTruthy();

    fireEvent.click(within(status).getByRole('button', { name: TEXT.users.dismiss }));
    expect(screen.queryByText('Bruker ny2@example.no oppdatert')).toBeNull();
  });

  it('the player link can be cleared', async () => {
    const fetchMock = adminWithApi();
    renderApp('/users');
    const dialog = within(await openEditor('admin@example.no'));
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.playerClear }));
    expect(dialog.getByText(TEXT.users.playerSelected).textContent).toContain(
      TEXT.users.playerNone,
    );
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.save }));
    await waitFor(() => expect(calls(fetchMock, '/user/update')).toHaveLength(1));
    expect(JSON.parse(String(firstUpdate(fetchMock).body))).toMatchObject({
      id: 1,
      playerId: null,
    });
  });

  it('no match says Ingen spillere funnet; the list closes 200 ms after leaving the field', async () => {
    adminWithApi();
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    const search = dialog.getByPlaceholderText(TEXT.users.playerSearch);
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText(TEXT.users.playerNoMatch)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'ola' } });
    expect(await screen.findByRole('option', { name: 'Ola Hansen' })).toBeTruthy();

    vi.useFakeTimers();
    try {
      act(() => dialog.getByLabelText(TEXT.users.email).focus());
      act(() => vi.advanceTimersByTime(PICKER_CLOSE_DELAY - 50));
      expect(screen.queryByRole('listbox')).not.toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.queryByRole('listbox')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed save shows the server message in a dismissible banner and keeps the dialog', async () => {
    adminWithApi({
      update: () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'E-postadressen er allerede i bruk av en annen bruker',
          },
          409,
        ),
    });
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.save }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('E-postadressen er allerede i bruk av en annen bruker');
    expect(dialog.getByRole('button', { name: TEXT.users.save })).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: TEXT.users.dismiss }));
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it('a save with no server message says Kunne ikke oppdatere bruker', async () => {
    adminWithApi({
      update: () => {
        throw new TypeError('network down');
      },
    });
    renderApp('/users');
    const dialog = within(await openEditor('ny@example.no'));
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.save }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(TEXT.users.updateError);
  });
});
