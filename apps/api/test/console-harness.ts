import { createTestApp, type TestApp } from './test-app';
import { createTenant, createUser, signInAs } from './factories';

/** An app on a fresh database with one tenant, its admin and a staff member signed in: the console route tests' start. */
export interface ConsoleHarness {
  harness: TestApp;
  tenant: Awaited<ReturnType<typeof createTenant>>;
  adminToken: string;
  staffToken: string;
}

export async function startConsoleHarness(): Promise<ConsoleHarness> {
  const harness = await createTestApp();
  const tenant = await createTenant(harness.database.db);
  const adminToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  const staffToken = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'staff' }));
  return { harness, tenant, adminToken, staffToken };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call on `host` as the person with `token` (or nobody), with a JSON body when given. */
export function callAs(harness: TestApp, call: { token: string | null; method: HttpMethod; url: string; payload?: object; host: string }) {
  return harness.app.inject({
    method: call.method,
    url: call.url,
    headers: { host: call.host, ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
    ...(call.payload ? { payload: call.payload } : {}),
  });
}
