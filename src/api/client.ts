import { FetchError, ofetch } from 'ofetch';
import {
  API_BASE,
  pathOf,
  type AnyCall,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '../../core/api-contract.ts';
import type { ApiError as ApiErrorBody } from '../../core/api-types.ts';

/** A request gets no answer after this long: treated like no network. */
const REQUEST_TIMEOUT_MS = 20_000;

let authToken: string | null = null;

/** Sets or clears the bearer token sent with every later request. */
export function setAuthToken(token: string | null): void {
  authToken = token;
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

/** Maps any failure of a request to ApiError or OfflineError. */
function toApiFailure(error: unknown): Error {
  if (error instanceof ApiError || error instanceof OfflineError) return error;
  if (error instanceof FetchError && error.response) {
    const status = error.response.status;
    const data: unknown = error.data;
    if (isErrorBody(data) && typeof data.message === 'string') {
      return new ApiError(status, data.message, data.error ?? error.response.statusText);
    }
    return new ApiError(status, `HTTP ${status}`, error.response.statusText);
  }
  return new OfflineError(undefined, { cause: error });
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/** One JSON request to /api; rejects with ApiError or OfflineError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers } = options;
  try {
    return await client<T>(path, {
      method,
      headers,
      // ofetch sends a plain object as JSON; POST calls without a payload send nothing.
      body: body === undefined ? undefined : (body as Record<string, unknown>),
    });
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** A request whose answer is a file to save (an export), not JSON; `timeoutMs` 0 waits on. */
export async function requestFile(
  path: string,
  options: RequestOptions & { timeoutMs?: number } = {},
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
 * One call of the API as core/api-contract.ts declares it (docs/architecture.md, How to add a
 * call): its method and path, typed body and answer; rejects with ApiError or OfflineError.
 */
export function callApi<C extends AnyCall>(target: C, input: CallInput<C>): Promise<ResponseOf<C>> {
  return request<ResponseOf<C>>(addressOf(target, input), {
    method: target.method,
    body: input.body,
    headers: input.headers,
  });
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
