// Over 300 lines: the one way to the server; requests, files, the session token, the errors
// (ApiError, OfflineError) and the quiet-page clock share one module, so every call counts alike.
import { FetchError, ofetch } from 'ofetch';
import {
  API_BASE,
  pathOf,
  type AnyCall,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@ordbot/contract/api-contract.ts';
import type { ApiError as ApiErrorBody } from '@ordbot/contract/api-types.ts';

/** A request gets no answer after this long: treated like no network. */
const REQUEST_TIMEOUT_MS = 20_000;

let authToken: string | null = null;
const tokenListeners = new Set<() => void>();

/** Sets or clears the bearer token sent with every later request. */
export function setAuthToken(token: string | null): void {
  if (token === authToken) return;
  authToken = token;
  for (const listener of tokenListeners) listener();
}

/** Calls `listener` whenever the token changes (the live stream opens again with the new one). */
export function onAuthTokenChange(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => void tokenListeners.delete(listener);
}

export function getAuthToken(): string | null {
  return authToken;
}

/** The server answered with an error status; message is the server's (Norwegian) text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The HTTP reason phrase of the body, e.g. 'Unauthorized'. */
  readonly error: string;

  constructor(status: number, message: string, error = '') {
    super(message);
    this.status = status;
    this.error = error;
  }
}

/** No answer at all: no network, the server is unreachable, or the request timed out. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor(message = 'No answer from the server', options?: { cause: unknown }) {
    super(message, options);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** A 404: an answer to show ('not found'), not a fault to log. */
export const isNotFound = (error: unknown): boolean => isApiError(error, 404);

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

const client = ofetch.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  onRequest({ options }) {
    // A caller may pass its own Authorization (logout sends the token being ended).
    if (authToken && !options.headers.has('Authorization')) {
      options.headers.set('Authorization', `Bearer ${authToken}`);
    }
  },
});

function isErrorBody(data: unknown): data is Partial<ApiErrorBody> {
  return typeof data === 'object' && data !== null && 'message' in data;
}

/** The ApiError of an error answer: the server's message when its body has one. */
function apiErrorOf(response: Response, data: unknown): ApiError {
  const { status, statusText } = response;
  if (isErrorBody(data) && typeof data.message === 'string') {
    return new ApiError(status, data.message, data.error ?? statusText);
  }
  return new ApiError(status, `HTTP ${status}`, statusText);
}

/** Maps any failure of a request to ApiError or OfflineError. */
function toApiFailure(error: unknown): Error {
  if (error instanceof ApiError || error instanceof OfflineError) return error;
  if (error instanceof FetchError && error.response) return apiErrorOf(error.response, error.data);
  return new OfflineError(undefined, { cause: error });
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

let inFlight = 0;
let lastDone = 0;

/**
 * How long no request of this client has been under way, ms (0 while one is): the live stream
 * waits for a quiet page before it opens (src/api/live.ts).
 */
export function quietForMs(): number {
  return inFlight > 0 ? 0 : Date.now() - lastDone;
}

/**
 * Resolves once the page has settled: at least `delayMs` after the call, then as soon as the
 * page's own calls have been quiet for `quietMs` (at most `maxMs` in all). Code that is not part
 * of a page's first load (the live stream's) waits for it, so it never counts against the page.
 */
export function whenPageSettled(delayMs = 1500, quietMs = 700, maxMs = 10_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  return new Promise((resolve) => {
    const check = () => {
      if (quietForMs() >= quietMs || Date.now() >= deadline) resolve();
      else setTimeout(check, 250);
    };
    setTimeout(check, delayMs);
  });
}

async function counted<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    lastDone = Date.now();
  }
}

/** One JSON request to /api; rejects with ApiError or OfflineError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).answer;
}

/** A JSON answer with the headers it came with. */
export interface WithHeaders<T> {
  answer: T;
  headers: Headers;
}

/** One JSON request to /api whose headers the caller reads too; rejects as `request` does. */
export function requestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<WithHeaders<T>> {
  return counted(async () => {
    const { method = 'GET', body, headers } = options;
    try {
      const response = await client.raw<T>(path, {
        method,
        headers,
        // ofetch sends a plain object as JSON; POST calls without a payload send nothing.
        body: body === undefined ? undefined : (body as Record<string, unknown>),
      });
      return { answer: response._data as T, headers: response.headers };
    } catch (error) {
      throw toApiFailure(error);
    }
  });
}

/** A request whose answer is a file to save (an export), not JSON; `timeoutMs` 0 waits on. */
export function requestFile(
  path: string,
  options: RequestOptions & { timeoutMs?: number } = {},
): Promise<Blob> {
  return counted(() => requestBlob(path, options));
}

async function requestBlob(
  path: string,
  options: RequestOptions & { timeoutMs?: number },
): Promise<Blob> {
  const { method = 'GET', body, headers, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  try {
    return await client(path, {
      method,
      headers,
      body: body === undefined ? undefined : (body as Record<string, unknown>),
      responseType: 'blob',
      timeout: timeoutMs || undefined,
    });
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** Reading a file answer as it arrives (an export's progress). */
export interface FileStreamHandlers {
  /** The answer's headers, before the first byte of the file. */
  onHeaders?: (headers: Headers) => void;
  /** Each piece of the file as it arrives. */
  onChunk?: (chunk: Uint8Array) => void;
}

/** A file answer read piece by piece; an error answer's JSON message becomes the ApiError's. */
async function requestStreamed(
  path: string,
  options: RequestOptions & { timeoutMs?: number },
  handlers: FileStreamHandlers,
): Promise<Blob> {
  const { method = 'GET', body, headers, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  let response: Response & { _data?: unknown };
  try {
    response = await client.raw(path, {
      method,
      headers,
      body: body === undefined ? undefined : (body as Record<string, unknown>),
      responseType: 'stream',
      // The timeout covers the wait for the answer's headers; the file then streams on.
      timeout: timeoutMs || undefined,
      ignoreResponseError: true,
    });
  } catch (error) {
    throw toApiFailure(error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the status alone says what failed.
    }
    throw apiErrorOf(response, data);
  }
  handlers.onHeaders?.(response.headers);
  const stream = response._data as ReadableStream<Uint8Array> | undefined;
  if (!stream) return new Blob([], { type });
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      handlers.onChunk?.(value);
    }
  } catch (error) {
    throw new OfflineError('The file stopped arriving', { cause: error });
  }
  return new Blob(parts as BlobPart[], { type });
}

/** What a call needs besides its declaration: path parameters, body and query as declared. */
export type CallInput<C extends AnyCall> = (keyof ParamsOf<C> extends never
  ? { params?: undefined }
  : { params: ParamsOf<C> }) &
  (BodyOf<C> extends undefined ? { body?: undefined } : { body: BodyOf<C> }) &
  (QueryOf<C> extends undefined ? { query?: undefined } : { query?: QueryOf<C> }) & {
    headers?: Record<string, string>;
  };

/** The path (under the client's base) and query of a call; omitted query values are left out. */
function addressOf<C extends AnyCall>(target: C, input: CallInput<C>): string {
  const path = pathOf(target, (input.params ?? {}) as ParamsOf<C>, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One call of the API as packages/contract/api-contract.ts declares it (docs/architecture.md, How to add a
 * call): its method and path, typed body and answer; rejects with ApiError or OfflineError, and
 * in development and tests with ContractError when the answer breaks the contract's schema
 * (after `ownCheck`, a check the app makes in production too).
 */
export async function callApi<C extends AnyCall>(
  target: C,
  input: CallInput<C>,
  ownCheck?: (answer: unknown) => void,
): Promise<ResponseOf<C>> {
  return (await callApiWithHeaders(target, input, ownCheck)).answer;
}

/**
 * A call as callApi makes it, answered with the answer's headers too: a header may say what the
 * declared body does not (the game's version in the ETag of gamemoves and analysis).
 */
export async function callApiWithHeaders<C extends AnyCall>(
  target: C,
  input: CallInput<C>,
  ownCheck?: (answer: unknown) => void,
): Promise<WithHeaders<ResponseOf<C>>> {
  const answered = await requestWithHeaders<ResponseOf<C>>(addressOf(target, input), {
    method: target.method,
    body: input.body,
    headers: input.headers,
  });
  // The app's own checks (docs/product.md, Checks) first, so they fail alike in every build.
  ownCheck?.(answered.answer);
  // Development and tests only: the production build drops this branch and the schemas with it.
  if (import.meta.env.DEV) {
    (await import('./answer-check.ts')).checkAnswer(target, answered.answer);
  }
  return answered;
}

/** A call whose answer is a file (an image, an export); `timeoutMs` 0 waits on. */
export function callFile<C extends AnyCall>(
  target: C,
  input: CallInput<C>,
  timeoutMs?: number,
): Promise<Blob> {
  return requestFile(addressOf(target, input), {
    method: target.method,
    body: input.body,
    headers: input.headers,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/** A call whose answer is a file read as it arrives, for its progress; `timeoutMs` 0 waits on. */
export function callFileStreamed<C extends AnyCall>(
  target: C,
  input: CallInput<C>,
  handlers: FileStreamHandlers,
  timeoutMs?: number,
): Promise<Blob> {
  return counted(() =>
    requestStreamed(
      addressOf(target, input),
      {
        method: target.method,
        body: input.body,
        headers: input.headers,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
      },
      handlers,
    ),
  );
}
