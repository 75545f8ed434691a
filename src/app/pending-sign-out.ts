/**
 * A sign-out made offline still ends the session on the server: the token is kept in localStorage
 * until a logout call gets an answer, and its logout is sent again when the browser is back online
 * (or at the next start of the app). Only tokens of sessions already ended here are kept.
 */
import { logout } from '../api/auth.ts';
import { isApiError } from '../api/client.ts';

export const PENDING_SIGN_OUT_KEY = 'pending_sign_out';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_SIGN_OUT_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function write(tokens: readonly string[]): void {
  try {
    if (tokens.length === 0) localStorage.removeItem(PENDING_SIGN_OUT_KEY);
    else localStorage.setItem(PENDING_SIGN_OUT_KEY, JSON.stringify(tokens));
  } catch {
    // No storage: the session simply expires on the server.
  }
}

/** An answer from the server (any status) settles the call; only no answer keeps the token. */
async function send(token: string): Promise<boolean> {
  try {
    await logout(token);
    return true;
  } catch (error) {
    return error instanceof Error && isApiError(error);
  }
}

/**
 * Ends `token`'s session on the server, now or, without an answer, when back online. The token is
 * kept from the start, not only once the call has failed: offline a call may fail only after the
 * browser is back online, and the flush of the 'online' event must find the token then.
 */
export async function endServerSession(token: string): Promise<void> {
  write([...new Set([...read(), token])]);
  if (await send(token)) write(read().filter((kept) => kept !== token));
}

let flushing: Promise<void> | null = null;

/** Sends the logout of every kept token; the ones still without an answer stay. */
export function flushPendingSignOuts(): Promise<void> {
  flushing ??= (async () => {
    const settled: string[] = [];
    for (const token of read()) if (await send(token)) settled.push(token);
    write(read().filter((token) => !settled.includes(token)));
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
