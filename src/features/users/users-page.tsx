import { useId } from 'react';
import { isOneOf, ROLES, ACCOUNT_STATUSES } from '@ordbot/contract/enums.ts';
import { formatDateTime } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { InviteUserDialog, UserEditDialog } from './user-edit-dialog.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { useUsersPage } from './use-users-page.ts';
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

/** docs/product.md, User administration: the user list of /users with its edit dialog (ADMIN only, by the route guard). */
export function UsersPage() {
  const page = useUsersPage();
  const { loading, players, setInviting } = page;
  const headingId = useId();

  return (
    <section className="page users-page" aria-labelledby={headingId}>
      <div className="users-page__header">
        <h1 id={headingId}>{TEXT.users.heading}</h1>
        <div className="users-page__actions">
          <button
            type="button"
            className="users-button"
            onClick={page.refresh}
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
        {page.notice && <NoticeBanner notice={page.notice} onDismiss={page.dismiss} />}
        <p className="users-page__loader" role="status">
          {loading ? TEXT.users.loading : ''}
        </p>
      </div>
      <UsersTable page={page} />
      <UserEditDialog
        user={page.editing}
        players={players}
        onClose={page.close}
        onSaved={page.saved}
      />
      <InviteUserDialog
        open={page.inviting}
        players={players}
        onClose={() => setInviting(false)}
        onInvited={page.invited}
      />
    </section>
  );
}

/** The table of users, each with its 'Rediger' button. */
function UsersTable({ page }: { page: ReturnType<typeof useUsersPage> }) {
  const { users, names, setEditing } = page;
  return (
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
          {page.loaded && !page.loading && users.length === 0 && (
            <tr>
              <td colSpan={7} className="users-table__empty">
                {TEXT.users.empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollTable>
  );
}
