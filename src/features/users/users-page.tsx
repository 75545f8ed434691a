import { useId, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { USER_EDIT_PARAM } from '@ordbot/contract/routes.ts';
import type { PlayerInfoBasic, User, UserUpdate } from '@ordbot/contract/api-types.ts';
import { isOneOf, ROLES, ACCOUNT_STATUSES } from '@ordbot/contract/enums.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { getAllBasicPlayers } from '../../cache/players.ts';
import { getAllUsers } from '../../cache/users.ts';
import { NoticeBanner, type Notice } from './notice-banner.tsx';
import { InviteUserDialog, UserEditDialog } from './user-edit-dialog.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { useLoad } from '../../ui/use-load.ts';
import '../../ui/admin-dialog.css';
import './users.css';

const NO_USERS: User[] = [];
const NO_PLAYERS: PlayerInfoBasic[] = [];

function playerName(playerId: number | null, players: ReadonlyMap<number, string>): string {
  if (playerId === null) return TEXT.users.noPlayer;
  return players.get(playerId) ?? TEXT.users.unknownPlayer;
}

function roleLabel(role: string): string {
  return isOneOf(ROLES, role) ? TEXT.labels.role[role] : role;
}

function statusLabel(status: string): string {
  return isOneOf(ACCOUNT_STATUSES, status) ? TEXT.labels.accountStatus[status] : status;
}

function lastLogin(iso: string | null): string {
  const ms = iso === null ? Number.NaN : Date.parse(iso);
  return Number.isNaN(ms) ? TEXT.users.neverLoggedIn : formatDateTime(ms / 1000);
}

const LOAD_ERROR: Notice = { kind: 'error', text: TEXT.users.loadError };

/** docs/product.md, User administration: the user list of /users with its edit dialog (ADMIN only, by the route guard). */
export function UsersPage() {
  const usersLoad = useLoad('users', getAllUsers);
  // The player names: a failure is only logged (docs/product.md, Errors), and the names shown stay.
  const playersLoad = useLoad('basic-players', getAllBasicPlayers);
  // Each list stays on screen through a refresh and a failed one.
  const users = usersLoad.last?.data ?? NO_USERS;
  const players = playersLoad.last?.data ?? NO_PLAYERS;
  const loading = usersLoad.status === 'loading' || playersLoad.status === 'loading';
  const loaded = users !== NO_USERS;
  const [notice, setNotice] = useState<Notice | null>(null);
  // The failed load whose banner was closed (or replaced by a later notice).
  const [dismissed, setDismissed] = useState<unknown>();
  const [chosen, setEditing] = useState<User | null>(null);
  const [inviting, setInviting] = useState(false);
  // ?rediger=<user id> (a link from the fair-play desk) opens that user's editor once.
  const linked = Number(new URLSearchParams(useSearch()).get(USER_EDIT_PARAM)) || null;
  const [linkUsed, setLinkUsed] = useState(false);
  const editing =
    chosen ?? (linkUsed || linked === null ? null : (users.find((u) => u.id === linked) ?? null));
  const close = () => {
    setEditing(null);
    setLinkUsed(true);
  };
  const headingId = useId();

  const failure = usersLoad.last?.failed ? usersLoad.last.error : undefined;
  const shownNotice = failure !== undefined && failure !== dismissed ? LOAD_ERROR : notice;

  function refresh() {
    usersLoad.reload();
    playersLoad.reload();
  }

  function invited(user: User) {
    setInviting(false);
    usersLoad.update((list = []) => [...list.filter((u) => u.id !== user.id), user]);
    setNotice({ kind: 'success', text: TEXT.users.invited(user.email) });
    setDismissed(failure);
    refresh();
  }

  const names = useMemo(() => new Map(players.map((p) => [p.id, p.name])), [players]);

  function saved(update: UserUpdate) {
    close();
    usersLoad.update((list = []) =>
      list.map((u) => (u.id === update.id ? { ...u, ...update } : u)),
    );
    setNotice({ kind: 'success', text: TEXT.users.updated(update.email) });
    setDismissed(failure);
    refresh();
  }

  return (
    <section className="page users-page" aria-labelledby={headingId}>
      <div className="users-page__header">
        <h1 id={headingId}>{TEXT.users.heading}</h1>
        <div className="users-page__actions">
          <button
            type="button"
            className="users-button"
            onClick={refresh}
            disabled={loading}
            aria-busy={loading || undefined}
          >
            {loading ? TEXT.users.refreshing : TEXT.users.refresh}
          </button>
          <button
            type="button"
            className="users-button users-button--primary"
            onClick={() => setInviting(true)}
          >
            {TEXT.users.invite}
          </button>
        </div>
      </div>
      <div className="users-page__status">
        {shownNotice && (
          <NoticeBanner
            notice={shownNotice}
            onDismiss={() => {
              setNotice(null);
              setDismissed(failure);
            }}
          />
        )}
        <p className="users-page__loader" role="status">
          {loading ? TEXT.users.loading : ''}
        </p>
      </div>
      <ScrollTable label={TEXT.users.heading}>
        <table className="data-table users-table">
          <caption className="visually-hidden">{TEXT.users.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col" className="numeric">
                {TEXT.users.columnId}
              </th>
              <th scope="col">{TEXT.users.columnPlayer}</th>
              <th scope="col">{TEXT.users.columnEmail}</th>
              <th scope="col">{TEXT.users.columnRole}</th>
              <th scope="col">{TEXT.users.columnStatus}</th>
              <th scope="col">{TEXT.users.columnLastLogin}</th>
              <th scope="col">{TEXT.users.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td className="numeric">{user.id}</td>
                <td>{playerName(user.playerId, names)}</td>
                <td className="users-table__email">{user.email}</td>
                <td>{roleLabel(user.mainRole)}</td>
                <td>
                  <span className={`users-status users-status--${user.status.toLowerCase()}`}>
                    {statusLabel(user.status)}
                  </span>
                </td>
                <td className="users-table__date">{lastLogin(user.lastLoginDate)}</td>
                <td>
                  <button
                    type="button"
                    className="users-button users-button--small"
                    aria-label={TEXT.users.editLabel(user.email)}
                    onClick={() => setEditing(user)}
                  >
                    {TEXT.users.edit}
                  </button>
                </td>
              </tr>
            ))}
            {loaded && !loading && users.length === 0 && (
              <tr>
                <td colSpan={7} className="users-table__empty">
                  {TEXT.users.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollTable>
      <UserEditDialog user={editing} players={players} onClose={close} onSaved={saved} />
      <InviteUserDialog
        open={inviting}
        players={players}
        onClose={() => setInviting(false)}
        onInvited={invited}
      />
    </section>
  );
}
