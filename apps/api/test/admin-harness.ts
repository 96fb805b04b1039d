import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createTenant, createUser, signInAs } from './factories';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** What `useAdminHarness` sets up for a test file; its fields are filled in `beforeAll`. */
export interface AdminHarness {
  harness: TestApp;
  tenant: Awaited<ReturnType<typeof createTenant>>;
  /** A signed-in admin of `tenant`. */
  token: string;
  /** A request as that admin, on the tenant's host. */
  send(method: Method, url: string, payload?: object): ReturnType<TestApp['app']['inject']>;
}

/**
 * One app, one tenant and one signed-in admin for a test file (the set-up most admin route tests
 * wrote out by hand): registers its own beforeAll and afterAll.
 */
export function useAdminHarness(): AdminHarness {
  const admin = {
    send: (method: Method, url: string, payload?: object) =>
      admin.harness.app.inject({
        method,
        url,
        headers: { host: admin.tenant.hostname, authorization: `Bearer ${admin.token}` },
        ...(payload ? { payload } : {}),
      }),
  } as AdminHarness;
  beforeAll(async () => {
    admin.harness = await createTestApp();
    admin.tenant = await createTenant(admin.harness.database.db);
    admin.token = await signInAs(admin.harness.app, await createUser(admin.harness.database.db, admin.tenant.id, { role: 'admin' }));
  });
  afterAll(() => admin.harness?.close());
  return admin;
}
