import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { PlayerInfoBasic, User, UserUpdate } from '../../../core/api-types.ts';
import { isOneOf, ROLES, ACCOUNT_STATUSES } from '../../../core/enums.ts';
import { formatDateTime } from '../../../core/format.ts';
import { TEXT } from '../../ui/text.ts';
import { getAllBasicPlayers } from '../../cache/players.ts';
import { getAllUsers } from '../../cache/users.ts';
import { NoticeBanner, type Notice } from './notice-banner.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import '../../ui/admin-dialog.css';
import './users.css';

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

interface LoadResult {
  /** Null when the list could not be loaded. */
  users: User[] | null;
  /** Null when the player names could not be loaded: only logged (spec 8). */
  players: PlayerInfoBasic[] | null;
}

async function fetchUsersAndPlayers(): Promise<LoadResult> {
  const players = getAllBasicPlayers().catch((error: unknown) => {
    console.error('Could not load the player list', error);
    return null;
  });
  let users: User[] | null = null;
  try {
    users = await getAllUsers();
  } catch (error) {
    console.error('Could not load the users', error);
  }
  return { users, players: await players };
}

/** Spec 2.10: the user list of /users with its edit dialog (ADMIN only, by the route guard). */
export function UsersPage() {
  const [users, setUsers] = useState<User[]>([]);
  const [players, setPlayers] = useState<PlayerInfoBasic[]>([]);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<User | null>(null);
  const generation = useRef(0);
  const headingId = useId();

  /** Applies the answer of request number `current`, unless a newer one has started. */
  const fetchInto = useCallback(async (current: number) => {
    const result = await fetchUsersAndPlayers();
    if (current !== generation.current) return;
    if (result.users) {
      setUsers(result.users);
      setLoaded(true);
      setNotice((old) => (old?.text === TEXT.users.loadError ? null : old));
    } else {
      setNotice({ kind: 'error', text: TEXT.users.loadError });
    }
    if (result.players) setPlayers(result.players);
    setLoading(false);
  }, []);

  const refresh = useCallback(() => {
    setLoading(true);
    void fetchInto(++generation.current);
  }, [fetchInto]);

  useEffect(() => {
    void fetchInto(++generation.current);
    return () => {
      // A late answer after leaving the page is dropped.
      generation.current += 1;
    };
  }, [fetchInto]);

  const names = useMemo(() => new Map(players.map((p) => [p.id, p.name])), [players]);

  function saved(update: UserUpdate) {
    setEditing(null);
    setUsers((list) => list.map((u) => (u.id === update.id ? { ...u, ...update } : u)));
    setNotice({ kind: 'success', text: TEXT.users.updated(update.email) });
    refresh();
  }

  return (
    <section className="page users-page" aria-labelledby={headingId}>
      <div className="users-page__header">
        <h1 id={headingId}>{TEXT.users.heading}</h1>
        <button
          type="button"
          className="users-button"
          onClick={refresh}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? TEXT.users.refreshing : TEXT.users.refresh}
        </button>
      </div>
      <div className="users-page__status">
        {notice && <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />}
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
      <UserEditDialog
        user={editing}
        players={players}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </section>
  );
}
