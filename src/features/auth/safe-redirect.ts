import { routePath } from '@ordbot/contract/routes.ts';

/** Paths a sign-in must not lead back to: they would bounce or sign the user out again. */
const NO_RETURN = /^\/(login|logout|register)(?:[/?#]|$)/;

/**
 * The `redirect` query of /login as a path inside this site, or home. Only a path starting with
 * one '/' is kept: '//host' and '/\host' would leave the site, and anything else is not a path.
 */
export function safeRedirect(redirect: string | null | undefined): string {
  const home = routePath('home');
  if (!redirect || !redirect.startsWith('/')) return home;
  if (redirect.startsWith('//') || redirect.includes('\\')) return home;
  // Spaces and control characters are never part of a path the app builds itself.
  if ([...redirect].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return home;
  }
  if (NO_RETURN.test(redirect)) return home;
  return redirect;
}
