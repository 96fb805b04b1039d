// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { venueSchema } from '@podium/contracts/events/event-site';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { MESSAGES } from '@podium/contracts/messages';
// Type-only: the module itself is imported after VITE_API_BASE_URL points at the local server.
import type * as HttpClientModule from './http-client';
import type { ApiError } from './http-client';

/** One request as the local server saw it. */
interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: SeenRequest, response: ServerResponse) => void;

let server: Server;
let origin: string;
let seen: SeenRequest[] = [];
let handler: Handler;
let client: typeof HttpClientModule;

/** The ApiError a call fails with (the test fails if the call succeeds). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  // happy-dom's fetch logs every failed request to the console; the failures here are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // A real HTTP server on a free port: the client's headers, URL and body are read off the wire.
  server = createServer((request, response) => {
    // The test page's origin differs from the server's, as when the API runs on its own host.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'authorization, access-token, content-type, accept');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('VITE_API_BASE_URL', `${origin}/api`);
  client = await import('./http-client');
});

afterEach(() => {
  seen = [];
  localStorage.clear();
  document.cookie = 'token=; path=/; max-age=0';
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('http client: what it sends', () => {
  it('sends the token from local storage as a bearer Authorization header and as access-token', async () => {
    handler = (_request, response) => json(response, 200, { success: true, data: { ok: 1 } });
    localStorage.setItem('token', 'token-from-storage');
    const answer = await client.http.get<{ data: { ok: number } }>('/user/landing');
    expect(answer.data.ok).toBe(1);
    expect(seen[0]!.url).toBe('/api/user/landing');
    expect(seen[0]!.headers.authorization).toBe('Bearer token-from-storage');
    expect(seen[0]!.headers['access-token']).toBe('token-from-storage');
  });

  it('falls back to the token cookie when local storage has none', async () => {
    handler = (_request, response) => json(response, 200, { success: true });
    document.cookie = 'token=token-from-cookie; path=/';
    await client.http.get('/customer/profile');
    expect(seen[0]!.headers.authorization).toBe('Bearer token-from-cookie');
    expect(seen[0]!.headers['access-token']).toBe('token-from-cookie');
  });

  it('sends no token headers when signed out', async () => {
    handler = (_request, response) => json(response, 200, { success: true });
    await client.http.get('/tenant-config');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers['access-token']).toBeUndefined();
  });

  it('drops undefined query parameters and keeps the others', async () => {
    handler = (_request, response) => json(response, 200, { success: true });
    await client.http.get('/events', { query: { city: 'Pune', page: 2, search: undefined, open: false } });
    expect(seen[0]!.url).toBe('/api/events?city=Pune&page=2&open=false');
  });

  it.each(['post', 'put', 'patch'] as const)('sends JSON with a JSON content type on %s', async (method) => {
    handler = (_request, response) => json(response, 200, { success: true });
    await client.http[method]('/contact', { name: 'Asha', count: 3 });
    expect(seen[0]!.method).toBe(method.toUpperCase());
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ name: 'Asha', count: 3 });
  });

  it('sends no content type on a GET', async () => {
    handler = (_request, response) => json(response, 200, { success: true });
    await client.http.get('/tenant-config');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.body).toBe('');
  });
});

describe('http client: failures and the messages of spec section 8', () => {
  const failWith = (status: number, body: unknown = { success: false, message: 'Server says no', error: 'SOME_CODE' }) => {
    handler = (_request, response) => json(response, status, body);
    return failureOf(client.http.get('/anything'));
  };

  it('maps 404 to "Resource not found" and keeps the server code and message', async () => {
    const error = await failWith(404);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error.message).toBe(MESSAGES.http.notFound);
    expect(error.status).toBe(404);
    expect(error.code).toBe('SOME_CODE');
    expect(error.serverMessage).toBe('Server says no');
  });

  it('types the code by the contract: a known code is the ErrorCode, one this build does not know is not', async () => {
    expect((await failWith(404)).errorCode).toBeUndefined();
    const known = await failWith(409, { success: false, message: 'Taken', error: 'CONFLICT' });
    expect(known.errorCode).toBe('CONFLICT');
    expect(known.code).toBe('CONFLICT');
  });

  it('maps 403 to "Access denied"', async () => {
    expect((await failWith(403)).message).toBe('Access denied');
  });

  it.each([400, 409, 429, 500, 503])('maps %i to "An error occurred"', async (status) => {
    expect((await failWith(status)).message).toBe('An error occurred');
  });

  it('gives 401 no friendly text of its own: the message is the server message', async () => {
    const error = await failWith(401, { success: false, message: 'Session expired', error: 'UNAUTHENTICATED' });
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired');
    expect(client.friendlyMessage(401)).toBeUndefined();
  });

  it('survives a failure answer that is not JSON', async () => {
    handler = (_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const error = await failureOf(client.http.get('/anything'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('An error occurred');
    expect(error.code).toBeUndefined();
  });

  it('maps a refused connection to the network error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${port}/api`);
    vi.resetModules();
    const offline = await import('./http-client');
    vi.stubEnv('VITE_API_BASE_URL', `${origin}/api`);
    const error = await failureOf(offline.http.get('/anything'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error - please check your connection');
  });
});

describe('http client: answers checked against the contract', () => {
  const answer = successEnvelope(venueSchema.array());
  const venue = { id: 7, name: 'Main ground', address: 'Koramangala' };

  it('returns the answer the schema describes, without fields the contract does not name', async () => {
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [{ ...venue, internalNote: 'x' }] });
    const checked = await client.http.get('/public/events/1/venues', { schema: answer });
    expect(checked.data[0]!.name).toBe('Main ground');
    expect(checked.data[0]).not.toHaveProperty('internalNote');
  });

  it('refuses an answer that breaks the contract with the generic failure text, not a crash further on', async () => {
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [{ ...venue, name: 12 }] });
    const error = await failureOf(client.http.get('/public/events/1/venues', { schema: answer }));
    expect(error).toBeInstanceOf(client.UnexpectedAnswerError);
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error.message).toBe(MESSAGES.http.generic);
    expect(error.status).toBe(200);
  });

  it('loads a lazily named schema as the call starts (beside the request, not after its answer), and checks against it', async () => {
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [venue] });
    let requestsSeenWhenLoaded = -1;
    const loadSchema = () => {
      requestsSeenWhenLoaded = seen.length;
      return Promise.resolve(answer);
    };
    const checked = await client.http.get('/public/events/1/venues', { schema: loadSchema });
    expect(checked.data[0]!.name).toBe('Main ground');
    expect(requestsSeenWhenLoaded).toBe(seen.length - 1);

    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [{ ...venue, id: 'seven' }] });
    expect(await failureOf(client.http.post('/customer/anything', undefined, { schema: loadSchema }))).toBeInstanceOf(
      client.UnexpectedAnswerError,
    );
  });

  it('checks the answers of changes too', async () => {
    handler = (_request, response) => json(response, 200, { success: true, message: 'Saved', data: 'not a list' });
    const error = await failureOf(client.http.post('/admin/anything', { a: 1 }, { schema: answer }));
    expect(error).toBeInstanceOf(client.UnexpectedAnswerError);
  });
});

describe('http client: a schema loaded lazily (issue 34)', () => {
  const venue = { id: 7, name: 'Main ground', address: 'Koramangala' };

  it('loads the schema beside the call, once, and checks every answer with it', async () => {
    const { lazyEnvelope } = await import('./lazy-envelope');
    let loads = 0;
    const answer = lazyEnvelope(async () => {
      loads++;
      return (await import('@podium/contracts/events/event-site')).venueSchema.array();
    });
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [{ ...venue, internalNote: 'x' }] });
    const first = await client.http.get('/public/events/1/venues', { schema: answer });
    expect(first.data[0]!.name).toBe('Main ground');
    expect(first.data[0]).not.toHaveProperty('internalNote');
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [{ ...venue, name: 12 }] });
    const error = await failureOf(client.http.get('/public/events/1/venues', { schema: answer }));
    expect(error).toBeInstanceOf(client.UnexpectedAnswerError);
    expect(loads).toBe(1);
  });

  it('fails like the network when the schema cannot be downloaded, and tries the download again on the next call', async () => {
    const { lazySchema } = await import('./lazy-schema');
    let attempts = 0;
    const answer = lazySchema(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return successEnvelope(venueSchema.array());
    });
    handler = (_request, response) => json(response, 200, { success: true, message: 'OK', data: [venue] });
    const error = await failureOf(client.http.get('/public/events/1/venues', { schema: answer }));
    expect(error).toBeInstanceOf(client.ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error - please check your connection');
    const second = await client.http.get('/public/events/1/venues', { schema: answer });
    expect(second.data).toEqual([venue]);
    expect(attempts).toBe(2);
  });
});

describe('http client: timeout', () => {
  it('uses a 30 s timeout by default', async () => {
    expect(client.HTTP_TIMEOUT_MS).toBe(30_000);
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout');
    handler = (_request, response) => json(response, 200, { success: true });
    await client.http.get('/user/landing');
    expect(timeoutSpy).toHaveBeenCalledWith(30_000);
    timeoutSpy.mockRestore();
  });

  it('gives up on a server that never answers and reports the network error', async () => {
    handler = () => undefined; // never answers
    const startedAt = Date.now();
    const error = await failureOf(client.http.get('/slow', { timeoutMs: 300 }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.http.network);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});
