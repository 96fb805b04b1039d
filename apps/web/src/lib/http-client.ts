import { isErrorCode, type ErrorCode } from '@podium/contracts/errors/error-code-list';
import { MESSAGES } from '@podium/contracts/messages';
import { readAuthToken } from './auth-token';
import { takeBootAnswer } from './boot-answers';
import { publicReadCacheMode } from './public-read-revalidation';

/** Where the API lives: same origin by default, or VITE_API_BASE_URL when it runs on its own host. */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api';

/** HTTP timeout (spec section 9: 30 s). */
export const HTTP_TIMEOUT_MS = 30_000;

/** A failed call: the HTTP status (0 on network failure), the server's code and message, and the spec's friendly text. */
export class ApiError extends Error {
  /** The server's `error` code typed by the contract: undefined when it sent none or one this build does not know. */
  readonly errorCode: ErrorCode | undefined;

  constructor(
    readonly status: number,
    /** The server's `error` code as sent (a newer server may send one this build does not know); compare `errorCode`. */
    readonly code: string | undefined,
    /** The server's `message`, when it sent one. */
    readonly serverMessage: string | undefined,
    /** The whole answer body, for callers that read more fields. */
    readonly body: unknown,
  ) {
    super(friendlyMessage(status) ?? serverMessage ?? MESSAGES.http.generic);
    this.name = 'ApiError';
    this.errorCode = isErrorCode(code) ? code : undefined;
  }
}

/** Spec section 8: network error, 404, 403 and other failures have fixed texts; 401 has none. */
export function friendlyMessage(status: number): string | undefined {
  if (status === 0) return MESSAGES.http.network;
  if (status === 401) return undefined;
  if (status === 404) return MESSAGES.http.notFound;
  if (status === 403) return MESSAGES.http.forbidden;
  return MESSAGES.http.generic;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Builds the URL, dropping undefined query values (spec section 7). */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const base = API_BASE_URL.replace(/\/$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(key, value === null ? '' : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Headers every call sends: the token as `Authorization: Bearer` and `access-token`, JSON for bodies. */
export function buildHeaders(method: string, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const token = readAuthToken();
  // A caller that names its own credential (the locked kiosk's token) keeps it.
  if (token && !extra.authorization) {
    headers.authorization = `Bearer ${token}`;
    headers['access-token'] = token;
  }
  if (['POST', 'PUT', 'PATCH'].includes(method)) headers['content-type'] = 'application/json';
  return headers;
}

/** Calls the API and returns the parsed JSON body; throws ApiError on any failure. */
export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  if (method === 'GET') {
    const booted = takeBootAnswer(url);
    if (booted !== undefined) return booted as T;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(method, options.headers),
      body: options.body === undefined ? (['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined) : JSON.stringify(options.body),
      credentials: 'include',
      signal,
      ...(method === 'GET' && publicReadCacheMode(url) ? { cache: publicReadCacheMode(url) } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, undefined, undefined);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const record = (body ?? {}) as { error?: unknown; message?: unknown };
    throw new ApiError(
      response.status,
      typeof record.error === 'string' ? record.error : undefined,
      typeof record.message === 'string' ? record.message : undefined,
      body,
    );
  }
  return body as T;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
