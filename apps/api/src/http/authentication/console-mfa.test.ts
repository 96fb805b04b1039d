/**
 * "MFA required" is enforced by the server: every /api/staff and /api/admin route, found in the
 * app's own OpenAPI document (a new route is covered without editing this file), refuses a staff
 * member or an admin whose required two-factor setup is not done with 403 MFA_SETUP_REQUIRED and a
 * message pointing to /security, also after a skip; with MFA on the console opens again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_SETUP_REQUIRED_MESSAGE } from '@podium/contracts/mfa/mfa-enforcement';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../test/factories';
import { users } from '../../db/schema/index';
import { createCheckInEvent } from '../../features/check-in/check-in.test-fixtures';
import { enableMfa } from '../../features/mfa/mfa-test-support.testing';

interface Route {
  method: string;
  path: string;
}

describe('staff and admin routes while required MFA setup is due', () => {
  let harness: TestApp;
  let strict: Awaited<ReturnType<typeof createTenant>>;
  let relaxed: Awaited<ReturnType<typeof createTenant>>;
  let routes: Route[];
  let eventId: number;

  beforeAll(async () => {
    harness = await createTestApp();
    const db = harness.database.db;
    strict = await createTenant(db, { mfaSetupRequired: true });
    relaxed = await createTenant(db);
    eventId = (await createCheckInEvent(db, strict)).event.id;
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/') || path.startsWith('/api/staff/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
  });
  afterAll(() => harness.close());

  const call = (route: Route, token: string, host = strict.hostname) =>
    harness.app.inject({
      method: route.method as 'GET',
      url: route.path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'eventId' ? String(eventId) : '1')),
      headers: { host, authorization: `Bearer ${token}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  const expectRefusedEverywhere = async (token: string, who: string, host = strict.hostname) => {
    for (const route of routes) {
      if (who === 'staff' && route.path.startsWith('/api/admin/')) continue;
      const response = await call(route, token, host);
      const context = `${route.method} ${route.path} (${who}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, context).toBe(403);
      expect(response.json(), context).toEqual({ success: false, error: 'MFA_SETUP_REQUIRED', message: MFA_SETUP_REQUIRED_MESSAGE });
    }
  };

  it('finds the whole console in the OpenAPI document', () => {
    expect(routes.filter((route) => route.path.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((route) => route.path.startsWith('/api/staff/')).length).toBeGreaterThanOrEqual(9);
  });

  it('refuses an admin and a staff member of a tenant that requires MFA on every route, with a message naming /security', async () => {
    const db = harness.database.db;
    await expectRefusedEverywhere(await signInAs(harness.app, await createUser(db, strict.id, { role: 'admin' })), 'admin');
    await expectRefusedEverywhere(await signInAs(harness.app, await createUser(db, strict.id, { role: 'staff' })), 'staff');
    expect(MFA_SETUP_REQUIRED_MESSAGE).toContain('two-factor authentication');
    expect(MFA_SETUP_REQUIRED_MESSAGE).toContain('/security');
  });

  it('keeps refusing after a skip: the skip postpones the reminder, not the requirement', async () => {
    const admin = await createUser(harness.database.db, strict.id, { role: 'admin' });
    const token = await signInAs(harness.app, admin);
    const skipped = await harness.app.inject({
      method: 'POST',
      url: '/api/mfa/skip-setup',
      headers: { host: strict.hostname, authorization: `Bearer ${token}` },
    });
    expect(skipped.statusCode).toBe(200);
    await expectRefusedEverywhere(token, 'admin');
  });

  it('refuses a person whose own account is flagged, on a tenant that does not require MFA', async () => {
    const staff = await createUser(harness.database.db, relaxed.id, { role: 'staff' });
    await harness.database.db.update(users).set({ mfaSetupRequired: true }).where(eq(users.id, staff.id));
    await expectRefusedEverywhere(await signInAs(harness.app, staff), 'staff', relaxed.hostname);
  });

  it('still tells a member that the console is not for them (role first), and opens the console once MFA is on', async () => {
    const db = harness.database.db;
    const member = await signInAs(harness.app, await createUser(db, strict.id));
    const forbidden = await call({ method: 'GET', path: '/api/staff/events' }, member);
    expect(forbidden.json()).toMatchObject({ error: 'FORBIDDEN' });

    const admin = await createUser(db, strict.id, { role: 'admin' });
    const { token } = await enableMfa(harness.app, harness.clock, strict.hostname, admin);
    for (const route of routes.filter((candidate) => candidate.method === 'GET' && !candidate.path.endsWith('/stream'))) {
      const response = await call(route, token);
      // Past the guard: a route's own answer (200, or 400/404 for the placeholder ids and query), never 401/403.
      expect([401, 403], `${route.method} ${route.path} → ${response.body.slice(0, 200)}`).not.toContain(response.statusCode);
    }
    expect((await call({ method: 'GET', path: '/api/admin/events' }, token)).statusCode).toBe(200);
  });
});
