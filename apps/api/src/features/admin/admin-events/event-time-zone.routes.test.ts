import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createTenant, createUser, signInAs } from '../../../../test/factories';

describe("an event's time zone is a real IANA zone (found by the session 24 red-team pass)", () => {
  let harness: TestApp;
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  let token: string;

  beforeAll(async () => {
    harness = await createTestApp();
    tenant = await createTenant(harness.database.db);
    token = await signInAs(harness.app, await createUser(harness.database.db, tenant.id, { role: 'admin' }));
  });
  afterAll(() => harness.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
    harness.app.inject({ method, url, headers: { host: tenant.hostname, authorization: `Bearer ${token}` }, payload });

  it('refuses an unknown zone with a 400 on create and on change, and keeps a real one', async () => {
    const event = { name: 'Zone Day', slug: 'zone-day', city: 'Pune', startsOn: '2026-10-01', endsOn: '2026-10-01' };
    for (const timeZone of ['Mars/Olympus_Mons', 'UTC+5:30', ' ']) {
      const refused = await send('POST', '/api/admin/events', { ...event, timeZone });
      expect(refused.statusCode, timeZone).toBe(400);
      expect(refused.json(), timeZone).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'timeZone: Enter an IANA time zone such as Asia/Kolkata.',
      });
    }
    const created = await send('POST', '/api/admin/events', { ...event, timeZone: 'Asia/Kathmandu' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const changed = await send('PATCH', `/api/admin/events/${id}`, { timeZone: 'Nowhere/Land' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'timeZone: Enter an IANA time zone such as Asia/Kolkata.',
    });
  });
});
