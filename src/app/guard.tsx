import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { routePath, type RouteDef } from '@ordbot/contract/routes.ts';
import { useAuth } from './auth.tsx';
import { isNotLinked, NotLinkedPage } from '../ui/not-linked-note.tsx';
import { NoAccess } from './no-access.tsx';

type GuardOutcome = { kind: 'show' } | { kind: 'noAccess' } | { kind: 'redirect'; to: string };

/** The login path that brings the visitor back to `fullPath` afterwards. */
export function loginRedirectPath(fullPath: string): string {
  return `${routePath('login')}?redirect=${encodeURIComponent(fullPath)}`;
}

/** docs/product.md, Routes guard rules, plus the role check the old app left to the menu. */
function guardOutcome(
  route: RouteDef,
  signedIn: boolean,
  hasRole: (role: NonNullable<RouteDef['role']>) => boolean,
  fullPath: string,
): GuardOutcome {
  if (route.access === 'signedIn' && !signedIn) {
    return { kind: 'redirect', to: loginRedirectPath(fullPath) };
  }
  if (route.access === 'guestsOnly' && signedIn) return { kind: 'redirect', to: routePath('home') };
  if (signedIn && route.role && !hasRole(route.role)) return { kind: 'noAccess' };
  if (signedIn && route.requiresPlayer && !hasRole('PLAYER')) return { kind: 'noAccess' };
  return { kind: 'show' };
}

export function RouteGuard({ route, children }: { route: RouteDef; children: ReactNode }) {
  const auth = useAuth();
  const { signedIn, hasRole } = auth;
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const outcome = guardOutcome(
    route,
    signedIn,
    hasRole,
    search ? `${pathname}?${search}` : pathname,
  );
  const redirectTo = outcome.kind === 'redirect' ? outcome.to : null;

  // wouter: navigate from an effect, never during render.
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (outcome.kind === 'redirect') return null;
  if (outcome.kind === 'noAccess') {
    // A screen of one's own games for an account with no player: how to link it ('web').
    return route.requiresPlayer && isNotLinked(auth) ? <NotLinkedPage /> : <NoAccess />;
  }
  return children;
}
