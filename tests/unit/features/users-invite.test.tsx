// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerInfoBasic, User } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../../src/ui/text.ts';
import {
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

beforeAll(async () => {
  await import('../../../src/features/users/users-page.tsx');
});

const PLAYERS: PlayerInfoBasic[] = [
  { id: 11, name: 'Kari Nordmann' },
  { id: 12, name: 'ordkongen' },
];

const ADMIN: User = {
  id: 1,
  email: 'admin@example.no',
  playerId: 11,
  mainRole: 'ADMIN',
  status: 'ACTIVE',
  lastLoginDate: null,
};

/** An administrator on /users; `invite` answers POST /user/invite. */
function adminWithInvite(invite: (body: Record<string, unknown>) => Response | Promise<Response>) {
  let users: User[] = [ADMIN];
  storeSession('stored-token', ['USER', 'ADMIN']);
  return stubFetch(async (url, init) => {
    if (url.endsWith('/auth/login-token')) {
      return jsonResponse(authResponse('fresh-token', ['USER', 'ADMIN']));
    }
    if (url.endsWith('/user/getall')) return jsonResponse(users);
    if (url.endsWith('/players/allbasic')) return jsonResponse(PLAYERS);
    if (url.endsWith('/user/invite')) {
      const answer = await invite(JSON.parse(String(init.body)) as Record<string, unknown>);
      if (answer.ok) users = [...users, (await answer.clone().json()) as User];
      return answer;
    }
    return jsonResponse({}, 404);
  });
}

async function openInvite() {
  // The screen's first render waits for its chunk and two loads: slow on a loaded machine.
  const open = await screen.findByRole('button', { name: TEXT.users.invite }, { timeout: 5000 });
  fireEvent.click(open);
  return within(await screen.findByRole('dialog', { name: TEXT.users.inviteTitle }));
}

describe("'Inviter bruker' on /users", () => {
  it('sends e-mail, player and role (no status), shows the new waiting user and says where the link went', async () => {
    const fetchMock = adminWithInvite((body) =>
      jsonResponse({ id: 2, ...body, status: 'NOT_VERIFIED', lastLoginDate: null }),
    );
    renderApp('/users');
    const dialog = await openInvite();
    expect(dialog.queryByRole('button', { name: /Status/ })).toBeNull();
    fireEvent.change(dialog.getByLabelText(TEXT.users.email), {
      target: { value: ' ny@example.no ' },
    });
    const search = dialog.getByPlaceholderText(TEXT.users.playerSearch);
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'kong' } });
    fireEvent.click(await screen.findByRole('option', { name: 'ordkongen' }));
    fireEvent.click(dialog.getByRole('button', { name: /Rolle/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Supervisor' }));
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.inviteSend }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/invite'));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.[1]?.body))).toEqual({
      email: 'ny@example.no',
      playerId: 12,
      mainRole: 'SUPERVISOR',
    });
    expect(await screen.findByText(TEXT.users.invited('ny@example.no'))).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: 'ny@example.no' })).closest('tr');
    expect(within(row as HTMLElement).getByText('ordkongen')).toBeTruthy();
    expect(
      within(row as HTMLElement).getByText(TEXT.labels.accountStatus.NOT_VERIFIED),
    ).toBeTruthy();
  });

  it("asks for an e-mail before sending and shows the server's message, keeping the dialog open", async () => {
    const fetchMock = adminWithInvite(() =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'E-postadressen er allerede i bruk av en annen bruker',
        },
        409,
      ),
    );
    renderApp('/users');
    const dialog = await openInvite();
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.inviteSend }));
    expect(await dialog.findByText(TEXT.users.emailRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/user/invite'))).toBe(false);

    fireEvent.change(dialog.getByLabelText(TEXT.users.email), {
      target: { value: 'admin@example.no' },
    });
    fireEvent.click(dialog.getByRole('button', { name: TEXT.users.inviteSend }));
    expect(
      await dialog.findByText('E-postadressen er allerede i bruk av en annen bruker'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: TEXT.users.inviteTitle })).toBeTruthy();
  });
});
