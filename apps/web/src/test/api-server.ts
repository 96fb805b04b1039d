import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API as component tests see it: MSW answers `/api/...` calls with the handlers each test
 * gives (`apiServer.use(...)`); a call no handler answers fails the test.
 */
export const apiServer = setupServer();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

/** The address the web app calls for an API path (same origin, as in production). */
export const apiUrl = (path: string) => `http://localhost:4300/api${path}`;
