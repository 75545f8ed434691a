import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthResponse } from '@ordbot/contract/api-types.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { loginToken } from '../api/auth.ts';
import { getAuthToken, isApiError, setAuthToken } from '../api/client.ts';
import { claimUserData, clearUserData } from '../cache/user-data.ts';
import { endServerSession, flushPendingSignOuts } from './pending-sign-out.ts';
import {
  clearStoredSession,
  readStoredSession,
  sessionFrom,
  storeSession,
  type Session,
} from './session-storage.ts';

/** docs/product.md, Routes: the app waits for the stored sign-in check, but not for longer than this. */
const RESTORE_TIMEOUT_MS = 4000;

export interface AuthContextValue {
  /** False while the stored sign-in is being checked; the app is not shown until then. */
  ready: boolean;
  signedIn: boolean;
  email: string | null;
  roles: readonly Role[];
  playerId: number | null;
  hasRole(role: Role): boolean;
  /** Stores and applies the answer of login or registration. */
  signIn(response: AuthResponse): void;
  /** Clears the stored and current session and the bearer token; ends it on the server too. */
  signOut(): void;
}

interface AuthState {
  ready: boolean;
  session: Session | null;
}

const NO_ROLES: readonly Role[] = [];

const AuthContext = createContext<AuthContextValue | null>(null);

type RestoreResult =
  { kind: 'renewed'; session: Session } | { kind: 'refused' } | { kind: 'unchecked' };

/** docs/product.md, Sign-in and docs/architecture.md: only a 401 drops the stored session; no answer keeps it. */
async function checkStoredSession(stored: Session): Promise<RestoreResult> {
  try {
    const response = await loginToken({ username: stored.email, token: stored.token });
    return { kind: 'renewed', session: sessionFrom(response) };
  } catch (error) {
    return isApiError(error, 401) ? { kind: 'refused' } : { kind: 'unchecked' };
  }
}

function initialState(): AuthState {
  const stored = readStoredSession();
  return stored ? { ready: false, session: stored } : { ready: true, session: null };
}

export function AuthProvider({
  children,
  restoreTimeoutMs = RESTORE_TIMEOUT_MS,
}: {
  children: ReactNode;
  restoreTimeoutMs?: number;
}) {
  const [state, setState] = useState(initialState);
  const started = useRef(false);
  // Bumped by signIn and signOut so that a late restore answer cannot undo them.
  const generation = useRef(0);

  const apply = useCallback((session: Session | null) => {
    setAuthToken(session?.token ?? null);
    setState({ ready: true, session });
  }, []);

  useEffect(() => {
    const stored = state.session;
    if (state.ready || !stored || started.current) return;
    started.current = true;
    const startedAt = generation.current;
    const current = () => generation.current === startedAt;
    // Slow server: show the app with the stored session; the answer may still renew or end it.
    const timer = setTimeout(() => {
      if (current()) apply(stored);
    }, restoreTimeoutMs);
    void checkStoredSession(stored).then((result) => {
      clearTimeout(timer);
      if (!current()) return;
      if (result.kind === 'renewed') {
        storeSession(result.session);
        apply(result.session);
        void claimUserData(result.session);
      } else if (result.kind === 'refused') {
        clearStoredSession();
        apply(null);
        // The session ended elsewhere (deactivated, signed out on the server): its saved data goes
        // now, not at the next sign-in.
        clearUserData().catch(() => undefined);
      } else {
        apply(stored);
      }
    });
  }, [state, apply, restoreTimeoutMs]);

  // Sign-outs made offline reach the server once it answers again.
  useEffect(() => {
    const flush = () => void flushPendingSignOuts();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  const signIn = useCallback(
    (response: AuthResponse) => {
      generation.current += 1;
      const session = sessionFrom(response);
      storeSession(session);
      apply(session);
      void claimUserData(session);
    },
    [apply],
  );

  const signOut = useCallback(() => {
    generation.current += 1;
    const token = getAuthToken();
    clearStoredSession();
    apply(null);
    // The session also ends on the server: now, or when the browser is back online.
    if (token) void endServerSession(token);
    clearUserData().catch(() => undefined);
  }, [apply]);

  const value = useMemo<AuthContextValue>(() => {
    const session = state.session;
    const roles = session?.roles ?? NO_ROLES;
    return {
      ready: state.ready,
      signedIn: session !== null,
      email: session?.email ?? null,
      roles,
      playerId: session?.playerId ?? null,
      hasRole: (role) => roles.includes(role),
      signIn,
      signOut,
    };
  }, [state, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state, or null outside <AuthProvider> (a screen rendered on its own, as in a test). */
export function useAuthOrNull(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
