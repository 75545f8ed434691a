import type { AuthResponse } from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import { isOneOf, ROLES, type Role } from '@ordbot/contract/enums.ts';

/** The signed-in user as the app keeps it, also offline. */
export interface Session {
  token: string;
  email: string;
  roles: Role[];
  playerId: number | null;
}

type SessionExtras = Pick<Session, 'roles' | 'playerId'>;

// localStorage may be missing or refuse access (private modes, blocked storage).
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readExtras(raw: string | null): SessionExtras {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return { roles: [], playerId: null };
    const { roles, playerId } = parsed as Record<string, unknown>;
    return {
      roles: Array.isArray(roles) ? roles.filter((role) => isOneOf(ROLES, role)) : [],
      playerId: typeof playerId === 'number' ? playerId : null,
    };
  } catch {
    return { roles: [], playerId: null };
  }
}

/** The stored session, or null when the token or the user (e-mail) is missing. */
export function readStoredSession(): Session | null {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.authToken);
  const email = store?.getItem(STORAGE_KEYS.user);
  if (!store || !token || !email) return null;
  return { token, email, ...readExtras(store.getItem(STORAGE_KEYS.session)) };
}

export function storeSession(session: Session): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORAGE_KEYS.authToken, session.token);
    store.setItem(STORAGE_KEYS.user, session.email);
    const extras: SessionExtras = { roles: session.roles, playerId: session.playerId };
    store.setItem(STORAGE_KEYS.session, JSON.stringify(extras));
  } catch {
    // Storage full or blocked: the session still works until the tab closes.
  }
}

export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
}

export function sessionFrom(response: AuthResponse): Session {
  return {
    token: response.token,
    email: response.user.email,
    roles: [...response.user.roles],
    playerId: response.user.playerId,
  };
}
