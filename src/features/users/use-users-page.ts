import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { USER_EDIT_PARAM } from '@ordbot/contract/routes.ts';
import type { PlayerInfoBasic, User, UserUpdate } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../ui/text.ts';
import { getAllBasicPlayers } from '../../cache/players.ts';
import { getAllUsers } from '../../cache/users.ts';
import { useLoad } from '../../ui/use-load.ts';
import type { Notice } from './notice-banner.tsx';

const NO_USERS: User[] = [];
const NO_PLAYERS: PlayerInfoBasic[] = [];

const LOAD_ERROR: Notice = { kind: 'error', text: TEXT.users.loadError };

// The page shows no note on a saved copy: the lists alone, so edits can be laid over them.
const loadUsers = async () => (await getAllUsers()).value;
const loadPlayers = async () => (await getAllBasicPlayers()).value;

/**
 * The state of /users (users-page.tsx): the users and the player names, the notice shown, the
 * user being edited and whether a user is being invited.
 */
export function useUsersPage() {
  const usersLoad = useLoad('users', loadUsers);
  // The player names: a failure is only logged (docs/product.md, Errors), and the names shown stay.
  const playersLoad = useLoad('basic-players', loadPlayers);
  // Each list stays on screen through a refresh and a failed one.
  const users = usersLoad.last?.data ?? NO_USERS;
  const players = playersLoad.last?.data ?? NO_PLAYERS;
  const loading = usersLoad.status === 'loading' || playersLoad.status === 'loading';
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

  const failure = usersLoad.last?.failed ? usersLoad.last.error : undefined;

  function refresh() {
    usersLoad.reload();
    playersLoad.reload();
  }

  /** A notice of success, in place of the failed load's (which stays closed), and a fresh list. */
  function done(text: string) {
    setNotice({ kind: 'success', text });
    setDismissed(failure);
    refresh();
  }

  function invited(user: User) {
    setInviting(false);
    usersLoad.update((list = []) => [...list.filter((u) => u.id !== user.id), user]);
    done(TEXT.users.invited(user.email));
  }

  function saved(update: UserUpdate) {
    close();
    usersLoad.update((list = []) =>
      list.map((u) => (u.id === update.id ? { ...u, ...update } : u)),
    );
    done(TEXT.users.updated(update.email));
  }

  return {
    users,
    players,
    names: useMemo(() => new Map(players.map((p) => [p.id, p.name])), [players]),
    loading,
    loaded: users !== NO_USERS,
    notice: failure !== undefined && failure !== dismissed ? LOAD_ERROR : notice,
    dismiss: () => {
      setNotice(null);
      setDismissed(failure);
    },
    editing,
    setEditing,
    close,
    saved,
    inviting,
    setInviting,
    invited,
    refresh,
  };
}
