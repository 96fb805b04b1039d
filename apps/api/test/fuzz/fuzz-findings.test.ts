import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, signInAs } from '../factories';
import { createTestApp, type TestApp } from '../test-app';

/** What the endpoint fuzzer found, pinned as plain examples so they never come back. */
describe('inputs the fuzzer found', () => {
  let harness: TestApp;
  const host = 'findings.test';

  beforeAll(async () => {
    harness = await createTestApp();
    await createTenant(harness.database.db, { hostnames: [host] });
  });
  afterAll(() => harness.close());

  it('a token cookie with a malformed percent escape is no session (401), not a 500', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/mfa/status', headers: { host, cookie: 'token=%E0%A4%A' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it.each(['/api/public/events/2147483648/teams', '/api/public/blogs?eventId=2147483648'])(
    'an id beyond PostgreSQL integer range is a 400, not a 500: %s',
    async (url) => {
      const response = await harness.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('A number in the request is out of range.');
    },
  );

  it('a picture upload labelled multipart/form-data without a boundary is a 400 with a message', async () => {
    const user = await createUser(harness.database.db, (await harness.app.deps.tenants.resolve(host)).id);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/customer/profile/picture',
      headers: { host, authorization: `Bearer ${await signInAs(harness.app, user)}`, 'content-type': 'multipart/form-data' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the picture as multipart/form-data in a field named "file".');
  });

  it('an admin settings change with no known setting in it is a 400 with a message', async () => {
    const admin = await createUser(harness.database.db, (await harness.app.deps.tenants.resolve(host)).id, { role: 'admin' });
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/api/admin/tenant-settings',
      headers: { host, authorization: `Bearer ${await signInAs(harness.app, admin)}` },
      payload: { unknown: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send at least one setting to change.');
  });
});
