import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAuthToken } from '../../../src/api/client.ts';
import { handOver } from '../../../src/cache/cache-access.ts';
import { forgetGames } from '../../../src/cache/game-repository.ts';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthResponse } from '@ordbot/contract/api-types.ts';
import { STORAGE_KEYS } from '@ordbot/contract/constants.ts';
import type { Role } from '@ordbot/contract/enums.ts';
import { App } from '../../../src/app/app.tsx';
import { emptyAnswer } from '../fixtures/answers.ts';

export const EMAIL = 'kari@example.no';

/** Renders the whole app at `path` on an in-memory location that records its history. */
export function renderApp(path: string) {
  const memory = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={memory.hook}>
      <App />
    </Router>,
  );
  return { ...view, memory };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch for the test; the returned mock records every call. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Answers the test gives when it chooses: the n-th `request` waits for the n-th `answer`, whether
 * the app asked before or after the test answered. A screen shows its loading state before its
 * request leaves (the request waits on the session, the cache, a chunk), so a resolver caught
 * when the request comes may not exist yet when the test sees that state and answers.
 */
export function answersLater<T = Response>() {
  const gates: { promise: Promise<T>; resolve: (value: T) => void }[] = [];
  const gate = (n: number) => {
    let found = gates[n];
    if (!found) {
      let resolve: (value: T) => void = () => undefined;
      const promise = new Promise<T>((r) => (resolve = r));
      found = gates[n] = { promise, resolve };
    }
    return found;
  };
  let asked = 0;
  let answered = 0;
  return {
    request: (): Promise<T> => gate(asked++).promise,
    answer: (value: T): void => gate(answered++).resolve(value),
  };
}

export function storeSession(token: string, roles: Role[], playerId: number | null = null) {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.user, EMAIL);
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ roles, playerId }));
}

export function authResponse(token: string, roles: Role[], playerId: number | null = null) {
  return { token, user: { email: EMAIL, roles, playerId } } satisfies AuthResponse;
}

/** A stored session the server renews: the app starts signed in with `roles`. */
export function signedInAs(roles: Role[], playerId: number | null = null) {
  storeSession('stored-token', roles, playerId);
  return stubFetch((url, init) =>
    url.endsWith('/auth/login-token')
      ? jsonResponse(authResponse('fresh-token', roles, playerId))
      : emptyAnswer(url, init),
  );
}

/** The path of the current location, query included. */
export function currentPath(memory: { history: string[] }): string | undefined {
  return memory.history[memory.history.length - 1];
}

/**
 * Resolves once the cache work a test's app queued (the hand-over at sign-in, the clearing when a
 * session ends) is done, so none of it lands in the next test.
 */
export function cacheSettled(): Promise<void> {
  return handOver(() => Promise.resolve());
}

/** Each test starts signed out, with no stored session, no game in memory and no network. */
export function useCleanAppPerTest(afterEachExtra?: () => void) {
  beforeEach(() => {
    localStorage.clear();
    setAuthToken(null);
    forgetGames();
    stubFetch(() => {
      throw new TypeError('no network in this test');
    });
  });
  afterEach(async () => {
    afterEachExtra?.();
    cleanup();
    await cacheSettled();
    vi.unstubAllGlobals();
  });
}
