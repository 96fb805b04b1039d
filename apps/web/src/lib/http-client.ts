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

/**
 * An answer that arrived but does not have the shape the contract promises (a server of another
 * release, a proxy's page): the person sees the generic failure text, the console says which field.
 */
export class UnexpectedAnswerError extends ApiError {
  constructor(
    status: number,
    body: unknown,
    readonly problem: unknown,
  ) {
    super(status, 'unexpected_answer', undefined, body);
    this.name = 'UnexpectedAnswerError';
  }
}

/**
 * The part of a contract schema the client needs to check an answer. A Zod schema fits; it is typed
 * by shape so this module (in every page's first load) does not pull Zod in itself: only pages whose
 * calls name a schema load it.
 */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A contract schema loaded when a call needs it (`() => import(...)`, or `lazySchema` of ./lazy-schema
 * to share one load): the page's first load stays free of Zod (~22 KB compressed, issues 34 and 35),
 * and the schema's chunk downloads beside the call, not after its answer.
 */
export type LazyAnswerSchema<T> = () => Promise<AnswerSchema<T>>;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON, or FormData for a file upload (sent as multipart). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** A call whose answer is checked against the contract's schema; its type comes from the schema. */
export interface CheckedRequestOptions<T> extends RequestOptions {
  schema: AnswerSchema<T> | LazyAnswerSchema<T>;
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API and returns the JSON body, checked against `options.schema` when one is named
 * (the contract's answer schema; the result is the schema's output). Throws ApiError on any
 * failure, UnexpectedAnswerError when the answer does not match the schema.
 */
export async function apiRequest<T>(method: Method, path: string, options: CheckedRequestOptions<T>): Promise<T>;
/** Unchecked: only for calls whose answer is not read or whose page must not load Zod (see docs/architecture.md). */
export async function apiRequest<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> } = {},
): Promise<T> {
  const named = options.schema;
  // A lazy schema downloads beside the call; a failed download (null) fails like the network did.
  const ready = typeof named === 'function' ? named().then(undefined, () => null) : named;
  const body = await send(method, path, options);
  const schema = await ready;
  if (schema === undefined) return body as T;
  if (!schema) throw new ApiError(0, undefined, undefined, undefined);
  const checked = schema.safeParse(body);
  if (checked.success) return checked.data;
  console.error(`${method} ${path}: the answer does not match the contract`, checked.error);
  throw new UnexpectedAnswerError(200, body, checked.error);
}

/** A multipart upload of one file in the field `file` (and any text fields), for `http.post`. */
export function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** A FormData body (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON. */
function bodyOf(method: Method, body: unknown): BodyInit | undefined {
  if (body instanceof FormData) return body;
  if (body === undefined) return ['POST', 'PUT', 'PATCH'].includes(method) ? '{}' : undefined;
  return JSON.stringify(body);
}

function headersFor(method: Method, options: RequestOptions): Record<string, string> {
  const headers = buildHeaders(method, options.headers);
  if (options.body instanceof FormData) delete headers['content-type'];
  return headers;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  const url = buildUrl(path, options.query);
  if (method === 'GET') {
    const booted = takeBootAnswer(url);
    if (booted !== undefined) return booted;
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: headersFor(method, options),
      body: bodyOf(method, options.body),
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
  return body;
}

/** `options.schema` (the contract's answer schema) checks the answer and types it. */
function get<T>(path: string, options: CheckedRequestOptions<T>): Promise<T>;
function get<T>(path: string, options?: RequestOptions): Promise<T>;
function get<T>(path: string, options?: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T> {
  return apiRequest<T>('GET', path, options as CheckedRequestOptions<T>);
}

function post<T>(path: string, body: unknown, options: CheckedRequestOptions<T>): Promise<T>;
function post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
function post<T>(path: string, body?: unknown, options?: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T> {
  return apiRequest<T>('POST', path, { ...options, body } as CheckedRequestOptions<T>);
}

function put<T>(path: string, body: unknown, options: CheckedRequestOptions<T>): Promise<T>;
function put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
function put<T>(path: string, body?: unknown, options?: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T> {
  return apiRequest<T>('PUT', path, { ...options, body } as CheckedRequestOptions<T>);
}

function patch<T>(path: string, body: unknown, options: CheckedRequestOptions<T>): Promise<T>;
function patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
function patch<T>(path: string, body?: unknown, options?: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T> {
  return apiRequest<T>('PATCH', path, { ...options, body } as CheckedRequestOptions<T>);
}

function remove<T>(path: string, options: CheckedRequestOptions<T>): Promise<T>;
function remove<T>(path: string, options?: RequestOptions): Promise<T>;
function remove<T>(path: string, options?: RequestOptions & { schema?: AnswerSchema<T> | LazyAnswerSchema<T> }): Promise<T> {
  return apiRequest<T>('DELETE', path, options as CheckedRequestOptions<T>);
}

export const http = { get, post, put, patch, delete: remove };
